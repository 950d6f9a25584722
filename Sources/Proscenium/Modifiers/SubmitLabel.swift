/// A semantic label describing the label of submission within a view
/// hierarchy: what the Return key of the text fields below says it does
/// (`submitLabel(_:)`).
public struct SubmitLabel: Sendable {
    /// Its name in a field's `submitLabel` attribute.
    let name: String

    /// Defines a submit label with text of "Done".
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    /// Defines a submit label with text of "Go".
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    /// Defines a submit label with text of "Send".
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    /// Defines a submit label with text of "Join".
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    /// Defines a submit label with text of "Route".
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    /// Defines a submit label with text of "Search".
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    /// Defines a submit label with text of "Return".
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    /// Defines a submit label with text of "Next".
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    /// Defines a submit label with text of "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

nonisolated extension View {
    /// Sets the submit label for this view: what the Return key of the text
    /// fields (and secure fields) in it says it does.
    ///
    /// On macOS the label has no visible effect, and a desktop browser shows
    /// none either: a physical Return key has no label. The fields carry it
    /// (their `submitLabel` attribute), and the browser display passes it on
    /// to a touch device's on-screen keyboard, which labels its Return key
    /// with it (`continue` shows as Next, `join` and `route` as Go).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(EnvironmentTransformModifier { $0.submitLabel = submitLabel })
    }
}

extension EnvironmentValues {
    private struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel? { nil } }

    /// The submit label of the text fields below (nil: the default Return).
    var submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}
