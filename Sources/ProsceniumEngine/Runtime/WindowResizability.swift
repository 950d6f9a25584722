/// How a window may be resized: by the person, within its content's
/// minimum and maximum sizes (`windowResizability(_:)`).
public struct WindowResizability: Hashable, Sendable {
    package let name: String

    // Apple declares these as settable static properties; they are never
    // written here, so they are unchecked rather than main-actor isolated.

    /// The scene's default: `contentSize` for a `Settings` window,
    /// `contentMinSize` for `WindowGroup`, `Window` and `DocumentGroup`.
    nonisolated(unsafe) public static var automatic = WindowResizability(name: "automatic")
    /// The window takes exactly its content's size range: it cannot be made
    /// smaller than its content's minimum nor larger than its maximum.
    nonisolated(unsafe) public static var contentSize = WindowResizability(name: "contentSize")
    /// The window cannot be made smaller than its content's minimum size;
    /// it grows freely.
    nonisolated(unsafe) public static var contentMinSize = WindowResizability(name: "contentMinSize")
}
