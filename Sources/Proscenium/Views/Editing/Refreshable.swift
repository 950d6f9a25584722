import ProsceniumHost

/// An action that starts a refresh (`refreshable(action:)`), read from `\.refresh`.
///
/// A list under one is `refreshable="true"`: the browser shows a refresh
/// control above its rows (and Command-R with focus in the list refreshes);
/// either sends `change` `refresh`. The list is `refreshing="true"` until the
/// action returns.
public struct RefreshAction: Sendable {
    let box: RefreshBox

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await box.run() }
}

extension EnvironmentValues {
    private struct RefreshKey: EnvironmentKey {
        static var defaultValue: RefreshAction? { nil }
    }

    /// The refresh action of the views here; nil where none was given.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

nonisolated struct RefreshableModifier: PrimitiveModifier {
    let action: @Sendable () async -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
        // The same action object for the life of the view: readers compare it.
        let box = context.state("refresh") { RefreshBox() }
        box.action = action
        if box.refresh == nil {
            box.refresh = RefreshAction(box: box)
        }
        context.childEnvironment.refresh = box.refresh
        context.addChildren(content)
    }
}

/// Holds the latest action so the environment's `RefreshAction` stays one value.
/// Unchecked Sendable: written when its view renders and read by the refresh it
/// starts, both on the main actor.
final class RefreshBox: @unchecked Sendable {
    var action: (@Sendable () async -> Void)?
    var refresh: RefreshAction?
    func run() async { await action?() }
}

extension RefreshAction: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? RefreshAction else { return false }
        return box === other.box
    }
}

nonisolated extension View {
    /// Lets a person refresh what this view shows: `action` runs when they ask.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

/// A list's refresh in flight, shown as `refreshing`.
@MainActor
final class ListRefreshState {
    var running = false
}

extension RenderContext {
    /// Offers the environment's refresh on this list or form element.
    mutating func offerRefresh(into attributes: inout ElementAttributes) {
        guard let refresh = environment.refresh else { return }
        let state = self.state("listRefresh") { ListRefreshState() }
        attributes[.refreshable] = true
        if state.running { attributes[.refreshing] = true }
        let node = self.node
        on(.change) { [weak node] event in
            guard event.value == "refresh", !state.running else { return }
            state.running = true
            node?.invalidate(reason: "refresh")
            Task { @MainActor in
                await refresh()
                state.running = false
                node?.invalidate(reason: "refresh")
            }
        }
    }
}
