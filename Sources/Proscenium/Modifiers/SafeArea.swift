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
    /// Lets this view extend into the safe area on `edges`: a view on the
    /// safe area's edge is laid out again in its frame grown to the
    /// window's edge there, and centred in it, as under the title bar of a
    /// window with `.windowStyle(.hiddenTitleBar)`, whose content keeps
    /// below the bar otherwise. A display has no on-screen keyboard, so
    /// `.keyboard` alone changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(ElementAttributeModifier(attributes: regions.contains(.container)
            ? SafeAreaEdgeNames.attributes(edges) : [:]))
    }

    /// Lets this view extend into the safe area on `edges`, as
    /// `ignoresSafeArea(_:edges:)` does.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// `Edge.Set` as the display's `ignoresSafeArea` attribute: the edges' names.
nonisolated enum SafeAreaEdgeNames {
    static func attributes(_ edges: Edge.Set) -> ElementAttributes {
        let names = [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { edges.contains($0.0) }.map(\.1)
        return names.isEmpty ? [:] : [.ignoresSafeArea: .string(names.joined(separator: " "))]
    }
}
