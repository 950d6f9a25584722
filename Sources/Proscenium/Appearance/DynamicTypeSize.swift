import ProsceniumHost

/// A text size the person chose: text in text styles (`.body`, `.title`, ...)
/// grows or shrinks with it; fixed-size fonts do not.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    var name: String { "\(self)" }
}

nonisolated extension View {
    /// Sets the text size of this view: its text styles scale with it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(DynamicTypeSizeModifier(clamp: { _ in size }))
    }

    /// Keeps the text size of this view within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(DynamicTypeSizeModifier(clamp: { size in
            if range.contains(size) { return size }
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let first = allowed.first, let last = allowed.last else { return size }
            return size < first ? first : last
        }))
    }
}

/// Sets the environment's text size and leaves it on the next element down,
/// whose subtree's text styles the display scales.
nonisolated struct DynamicTypeSizeModifier: PrimitiveModifier {
    let clamp: (DynamicTypeSize) -> DynamicTypeSize

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let size = clamp(context.environment.dynamicTypeSize)
        context.childEnvironment.dynamicTypeSize = size
        context.childEnvironment.pendingElementAttributes[.dynamicTypeSize] = .string(size.name)
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

    /// The text size here; set with `dynamicTypeSize(_:)`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
