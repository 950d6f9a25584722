/// SwiftUI's padding when none is given. Written into the element so that a
/// display never has to guess it.
let defaultPadding: CGFloat = 16

/// The recommended margin between a window's edges and its root view on macOS.
let defaultScenePadding: CGFloat = 20

nonisolated extension View {
    /// Pads this view on every edge by the platform's default amount (16 points).
    public func padding() -> some View { padding(.all, nil) }

    /// Pads this view on every edge by `length` points.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads this view on `edges` by `length` points, or by the platform's
    /// default amount (16 points) when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Pads this view by a different amount on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(WrapperModifier(tag: .padding, attributes: insets.attributes))
    }

    /// Pads this view on `edges` by the amount a window's root view wants (20
    /// points, macOS's recommended window margin).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Pads this view on `edges` by the scene padding of kind `padding`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        var attributes = EdgeInsets(edges, padding.length).attributes
        attributes[.role] = "scene"
        return modifier(WrapperModifier(tag: .padding, attributes: attributes))
    }
}

/// The padding used to space a view from its containing scene.
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat
    /// The recommended spacing for the root view of a window.
    public static let minimum = ScenePadding(length: defaultScenePadding)
    /// The padding of navigation bar content (watchOS); a window's margin here.
    public static let navigationBar = ScenePadding(length: defaultScenePadding)
}
