// `makeContent:` forms of `WindowGroup`: the closure is kept and called for
// each window the group opens, so each window's views are made afresh.
extension WindowGroup {
    private init(title: String?, id: String?, makeContent: @escaping () -> Content) {
        // Called only on the main actor, when a window opens.
        nonisolated(unsafe) let makeContent = makeContent
        let made = MadeWindowContents<Content>()
        self.init(title: title, id: id, valueCoding: nil) { window in made.content(for: window, make: makeContent) }
    }

    /// A group of windows, each showing what `makeContent` makes for it.
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: nil, id: nil, makeContent: makeContent)
    }

    /// A group that `openWindow(id:)` opens windows of, each showing what `makeContent` makes for it.
    public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: nil, id: id, makeContent: makeContent)
    }

    /// A titled group of windows, each showing what `makeContent` makes for it.
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title.plainText, id: nil, makeContent: makeContent)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: titleKey.plainText, id: nil, makeContent: makeContent)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: String(title), id: nil, makeContent: makeContent)
    }

    /// A titled group that `openWindow(id:)` opens windows of, each showing what `makeContent` makes for it.
    public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: title.plainText, id: id, makeContent: makeContent)
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: titleKey.plainText, id: id, makeContent: makeContent)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(title: String(title), id: id, makeContent: makeContent)
    }
}

/// The content `makeContent` made for each window of a group: made once
/// when the window opens, as SwiftUI makes it, not again each time the
/// window's views are evaluated (a view that makes an identifier in its
/// initialiser keeps it).
@MainActor
private final class MadeWindowContents<Content> {
    private var made: [(window: WeakWindow, content: Content)] = []

    nonisolated init() {}

    private struct WeakWindow {
        weak var window: WindowInstance?
    }

    func content(for window: WindowInstance, make: () -> Content) -> Content {
        made.removeAll { $0.window.window == nil }
        if let known = made.first(where: { $0.window.window === window }) { return known.content }
        let content = make()
        made.append((WeakWindow(window: window), content))
        return content
    }
}
