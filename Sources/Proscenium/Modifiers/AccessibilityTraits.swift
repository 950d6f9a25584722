import ProsceniumHost

/// A set of accessibility traits that describe how an element behaves.
///
/// On the element they are the `traits` attribute, space-separated names
/// (`isButton isHeader`), a removed one with a leading `-`. The web display
/// maps them to ARIA: `isButton` a `button` role, `isHeader` a `heading`,
/// `isLink` a `link`, `isImage` an `img`, `isSearchField` a `searchbox`,
/// `isToggle` a `switch`, `isSelected` `aria-selected`, `isModal`
/// `aria-modal`, `updatesFrequently` a polite live region; `-isImage`
/// removes an image's role. The other traits (VoiceOver's own behaviours)
/// have no ARIA counterpart and are carried only.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var names: Set<String>

    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits

    private init(_ name: String) { names = [name] }
    public init() { names = [] }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits("isButton")
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits("isHeader")
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits("isSelected")
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits("isLink")
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits("isSearchField")
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits("isImage")
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits("playsSound")
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits("isStaticText")
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits("isModal")
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits("isToggle")
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits("isTabBar")

    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.union(other.names)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(names.intersection(other.names)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        with(names.symmetricDifference(other.names))
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard !names.isDisjoint(with: member.names) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }

    private func with(_ names: Set<String>) -> AccessibilityTraits {
        var copy = AccessibilityTraits()
        copy.names = names
        return copy
    }

    /// The trait names, sorted.
    var sortedNames: [String] { names.sorted() }
}

/// Defines the behavior for the child elements of the new parent element.
///
/// On the element: `accessibilityChildren` `ignore`, `combine` or `contain`.
/// The web display makes the element a named `group`; with `ignore` its
/// children are hidden from assistive technology, with `combine` too, and
/// the group is named by their text unless it has a label of its own.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility element's properties are merged into the new accessibility element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension AccessibilityAttachmentModifier {
    /// Adds or removes traits on the next element down, keeping what the
    /// modifiers around it (applied after it, as in SwiftUI) said of a trait.
    static func traits(_ traits: AccessibilityTraits, adding: Bool) -> Self {
        update(.traits) { existing in
            var tokens = (existing?.string ?? "").split(separator: " ").map(String.init)
            for name in traits.sortedNames where !tokens.contains(name) && !tokens.contains("-" + name) {
                tokens.append(adding ? name : "-" + name)
            }
            return tokens.isEmpty ? nil : .string(tokens.joined(separator: " "))
        }
    }
}

nonisolated extension View {
    /// Creates a new accessibility element, or modifies the child behaviour of the existing one.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(ElementAttributeModifier(attributes: [.accessibilityChildren: .string(children.name)]))
    }
}
