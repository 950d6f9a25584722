package import ProsceniumHost

/// A session's menu bar as the session drives it: the vocabulary makes it
/// (the app's commands, its menus and their items) and the session only
/// tells it what changed, hands it the menu bar's events and flushes it in
/// its commit.
@MainActor
package protocol SessionMenuBar: AnyObject {
    /// An event on the menu bar's surface.
    func handle(_ event: HostEvent)
    /// Runs the enabled menu item with `shortcut`; returns whether there was one.
    func performShortcut(_ shortcut: String) -> Bool
    /// The session's windows opened, closed or changed order or title.
    func windowsChanged()
    /// The key window's focused values may have changed.
    func focusChanged()
    /// The app's scenes changed.
    func declarationsChanged()
    /// Renders what changed into `changes`; returns whether anything did.
    func flush(into changes: inout [DisplayChange], in pass: borrowing CommitPass) -> Bool
    /// The graphs whose views did not settle in the last commit, described.
    func unsettledGraphs() -> [String]
    /// The menu bar's surface as a new display first shows it.
    func snapshotSurface() -> Surface
    /// Adds the nodes that left the menu bar's graphs to `pending`.
    func takeRetiredNodes(into pending: inout [ViewNode])
    /// The session ended: its graphs let go of their views.
    func tearDown()
}
