import ProsceniumHost

/// A resolved coordinate space: a window's, a view's own, or one a view
/// named with `coordinateSpace(_:)`.
public enum CoordinateSpace: Hashable {
    /// The window's content: its top leading corner is the origin.
    case global
    /// The view's own bounds.
    case local
    /// The space of the nearest view around that named itself so.
    case named(AnyHashable)

    public var isGlobal: Bool { if case .global = self { true } else { false } }
    public var isLocal: Bool { if case .local = self { true } else { false } }
}

/// A frame of reference in which to measure a view's frame.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space a view set up by name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    package let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space set up by `coordinateSpace(_:)` with this name.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// How a coordinate space's name is written on its element: the display
/// reports spaces by it.
package func coordinateSpaceKey(_ name: AnyHashable) -> String { String(describing: name.base) }
