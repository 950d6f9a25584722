/// The sizes that you can specify for content: the first spelling of
/// `DynamicTypeSize`, which it maps to one for one. Setting
/// `\.sizeCategory` sets `\.dynamicTypeSize`, so text styles scale with it.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one
    /// that is associated with accessibility.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    private var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order < rhs.order }
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order <= rhs.order }
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order > rhs.order }
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order >= rhs.order }

    /// The dynamic type size of the same place in the scale.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[order] }

    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
}

extension EnvironmentValues {
    /// The size of content: `dynamicTypeSize` in its first spelling.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
