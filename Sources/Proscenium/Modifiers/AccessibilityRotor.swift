import Foundation

// Rotors: VoiceOver's lists of places to go (the headings, the links, an
// app's own lists of entries). A browser's assistive technology builds its
// own lists of headings, links and landmarks from the page's roles, which
// the other modifiers give it, but has no way for a page to add a list of
// its own. Rotors are not supported: the declarations are SwiftUI's, their
// entries are never shown, and the views they are given are unchanged
// (docs/COMPATIBILITY.md).

/// Content within an accessibility rotor. Not supported: see `accessibilityRotor(_:entries:)`.
public protocol AccessibilityRotorContent {
    /// The type for the internal content of this `AccessibilityRotorContent`.
    associatedtype Body: AccessibilityRotorContent

    /// The internal content of this `AccessibilityRotorContent`.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Several pieces of rotor content, as a builder block makes them.
struct RotorContentGroup: AccessibilityRotorContent {
    // `return` keeps the protocol's builder out of a body that is never read.
    var body: Never { return fatalError("RotorContentGroup has no body") }
}

/// Result builder you use to generate rotor entry content. Not supported:
/// see `accessibilityRotor(_:entries:)`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildBlock<Content>(_ content: Content) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent {
        RotorContentGroup()
    }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: AccessibilityRotorContent {
        content
    }

    public static func buildIf<Content>(_ content: Content?) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent {
        RotorContentGroup()
    }
}

/// A struct representing an entry in an Accessibility Rotor. Not supported:
/// see `accessibilityRotor(_:entries:)`.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String?

    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }

    /// An entry for the element of `id` in `namespace`.
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping (() -> Void) = {}) {
        self.label = String(label)
    }

    /// An entry for the element of `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        self.label = label.plainText
    }

    /// An entry for the element of `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        label = labelKey.plainText
    }

    /// An entry for the view of `id` (its `id(_:)`) in the rotor's view.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.label = label.plainText
    }

    /// An entry for the view of `id` (its `id(_:)`) in the rotor's view.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping (() -> Void) = {}) {
        label = labelKey.plainText
    }

    /// An entry for the view of `id` (its `id(_:)`) in the rotor's view.
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping (() -> Void) = {}) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the rotor's view's text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) {
        self.label = label?.plainText
    }

    /// An entry for a range of the rotor's view's text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) {
        label = labelKey.plainText
    }

    /// An entry for a range of the rotor's view's text.
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) {
        self.label = String(label)
    }
}

/// Designates a Rotor that replaces one of the automatic, system-provided
/// Rotors with a developer-provided Rotor. Not supported: see
/// `accessibilityRotor(_:entries:)`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// System Rotors allowing users to iterate through links or visited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(name: visited ? "visitedLinks" : "links") }
    /// System Rotor allowing users to iterate through all links.
    public static var links: AccessibilitySystemRotor { .init(name: "links") }
    /// System Rotors allowing users to iterate through all headings, of various heading levels.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        .init(name: "headings\(level.rawValue)")
    }
    /// System Rotor allowing users to iterate through all headings.
    public static var headings: AccessibilitySystemRotor { .init(name: "headings") }
    /// System Rotor allowing users to iterate through all the ranges of bolded text.
    public static var boldText: AccessibilitySystemRotor { .init(name: "boldText") }
    /// System Rotor allowing users to iterate through all the ranges of italicized text.
    public static var italicText: AccessibilitySystemRotor { .init(name: "italicText") }
    /// System Rotor allowing users to iterate through all the ranges of underlined text.
    public static var underlineText: AccessibilitySystemRotor { .init(name: "underlineText") }
    /// System Rotor allowing users to iterate through all the ranges of mis-spelled words.
    public static var misspelledWords: AccessibilitySystemRotor { .init(name: "misspelledWords") }
    /// System Rotor allowing users to iterate through all images.
    public static var images: AccessibilitySystemRotor { .init(name: "images") }
    /// System Rotor allowing users to iterate through all text fields.
    public static var textFields: AccessibilitySystemRotor { .init(name: "textFields") }
    /// System Rotor allowing users to iterate through all tables.
    public static var tables: AccessibilitySystemRotor { .init(name: "tables") }
    /// System Rotor allowing users to iterate through all lists.
    public static var lists: AccessibilitySystemRotor { .init(name: "lists") }
    /// System Rotor allowing users to iterate through all landmarks.
    public static var landmarks: AccessibilitySystemRotor { .init(name: "landmarks") }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public var body: Never { return fatalError("ForEach has no body") }

    /// Rotor entries, one per element of identifiable data.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, content: content, identify: { $0.id })
    }

    /// Rotor entries, one per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public var body: Never { return fatalError("Group has no body") }

    /// Several rotor entries as one.
    public init(@AccessibilityRotorContentBuilder content: () -> Content) { self.init(grouping: content()) }
}

nonisolated extension View {
    /// Create an Accessibility Rotor with the specified user-visible label,
    /// and entries generated from the content closure. Not supported: a
    /// browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor<Content>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content)
        -> some View where Content: AccessibilityRotorContent {
        self
    }

    /// Create an Accessibility Rotor with the specified user-visible label,
    /// and entries generated from the content closure. Not supported: a
    /// browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor<Content>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content)
        -> some View where Content: AccessibilityRotorContent {
        self
    }

    /// Create an Accessibility Rotor with the specified user-visible label,
    /// and entries generated from the content closure. Not supported: a
    /// browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor<Content>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content)
        -> some View where Content: AccessibilityRotorContent {
        self
    }

    /// Create an Accessibility Rotor with the specified user-visible label,
    /// and entries generated from the content closure. Not supported: a
    /// browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor<L, Content>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content)
        -> some View where L: StringProtocol, Content: AccessibilityRotorContent {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// models. Not supported: a browser has no rotors of a page's own; the
    /// view is unchanged.
    public func accessibilityRotor<EntryModel, ID>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                      entryLabel: KeyPath<EntryModel, String>) -> some View where ID: Hashable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// models. Not supported: a browser has no rotors of a page's own; the
    /// view is unchanged.
    public func accessibilityRotor<EntryModel, ID>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                      entryLabel: KeyPath<EntryModel, String>) -> some View where ID: Hashable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// models. Not supported: a browser has no rotors of a page's own; the
    /// view is unchanged.
    public func accessibilityRotor<EntryModel, ID>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                      entryLabel: KeyPath<EntryModel, String>) -> some View where ID: Hashable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// models. Not supported: a browser has no rotors of a page's own; the
    /// view is unchanged.
    public func accessibilityRotor<L, EntryModel, ID>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                      entryLabel: KeyPath<EntryModel, String>) -> some View where L: StringProtocol, ID: Hashable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// identifiable models. Not supported: a browser has no rotors of a
    /// page's own; the view is unchanged.
    public func accessibilityRotor<EntryModel>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>)
        -> some View where EntryModel: Identifiable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// identifiable models. Not supported: a browser has no rotors of a
    /// page's own; the view is unchanged.
    public func accessibilityRotor<EntryModel>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>)
        -> some View where EntryModel: Identifiable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// identifiable models. Not supported: a browser has no rotors of a
    /// page's own; the view is unchanged.
    public func accessibilityRotor<EntryModel>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>)
        -> some View where EntryModel: Identifiable {
        self
    }

    /// Create an Accessibility Rotor with entries from a collection of
    /// identifiable models. Not supported: a browser has no rotors of a
    /// page's own; the view is unchanged.
    public func accessibilityRotor<L, EntryModel>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>)
        -> some View where L: StringProtocol, EntryModel: Identifiable {
        self
    }

    /// Create an Accessibility Rotor over ranges of the view's text. Not
    /// supported: a browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// Create an Accessibility Rotor over ranges of the view's text. Not
    /// supported: a browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// Create an Accessibility Rotor over ranges of the view's text. Not
    /// supported: a browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// Create an Accessibility Rotor over ranges of the view's text. Not
    /// supported: a browser has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotor<L>(_ label: L, textRanges: [Range<String.Index>]) -> some View where L: StringProtocol {
        self
    }

    /// Defines an explicit identifier tying an Accessibility element for this
    /// view to an entry in an Accessibility Rotor. Not supported: a browser
    /// has no rotors of a page's own; the view is unchanged.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        self
    }
}
