/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the container (window chrome, bars) keeps free.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area an on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Lets this view extend into the safe area. A display's window content has
    /// no safe area (no notch, no on-screen keyboard, the title bar is outside
    /// the content), so this has no effect and returns the view unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Lets this view extend into the safe area on `edges`. No effect, as
    /// `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
