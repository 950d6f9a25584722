import ProsceniumEngine

/// Options for how hosting views and controllers manage aspects of the
/// associated window.
public struct NSHostingSceneBridgingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The window's title and subtitle are those of the content's
    /// `navigationTitle(_:)` and `navigationSubtitle(_:)`, over any set with AppKit.
    public static let title = NSHostingSceneBridgingOptions(rawValue: 1 << 0)
    /// The window's toolbar shows the items of the content's `toolbar(content:)`.
    public static let toolbars = NSHostingSceneBridgingOptions(rawValue: 1 << 1)
    /// Both the title and the toolbars.
    public static let all: NSHostingSceneBridgingOptions = [.title, .toolbars]
}

nonisolated extension View {
    /// This view with its title and toolbar kept from its window unless
    /// `options` let them through (a hosting view's content).
    func bridgingScene(_ options: NSHostingSceneBridgingOptions) -> AnyView {
        let toolbars = environment(\.bridgesToolbars, options.contains(.toolbars))
        if options.contains(.title) { return AnyView(toolbars) }
        return AnyView(toolbars.modifier(PreferenceBarrierModifier<NavigationTitleKey>())
            .modifier(PreferenceBarrierModifier<NavigationSubtitleKey>()))
    }
}

extension EnvironmentValues {
    private struct BridgesToolbarsKey: EnvironmentKey { static var defaultValue: Bool { true } }

    /// Whether `toolbar` below reaches the window's toolbar: false inside a
    /// hosting view whose bridging options leave toolbars out.
    var bridgesToolbars: Bool {
        get { self[BridgesToolbarsKey.self] }
        set { self[BridgesToolbarsKey.self] = newValue }
    }
}
