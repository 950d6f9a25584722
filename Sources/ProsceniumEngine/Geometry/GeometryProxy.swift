import Foundation
package import ProsceniumHost

/// What the display last measured of a reader.
package final class GeometryBox {
    package init() {}

    package var geometry: MeasuredGeometry?
}

/// An element's frame as the display measured it, and the frames of the
/// named coordinate spaces around it, all in the window's content.
package struct MeasuredGeometry: Equatable {
    package var frame: CGRect
    package var spaces: [String: CGRect] = [:]

    package init(frame: CGRect, spaces: [String: CGRect] = [:]) {
        self.frame = frame
        self.spaces = spaces
    }

    /// The geometry a `geometry` event reports; nil (dropped and logged) when
    /// it is malformed.
    @MainActor
    package init?(_ event: HostEvent, droppedEvents: DroppedEventLog) {
        guard let x = event.x, let y = event.y, let width = event.width, let height = event.height,
              [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 else {
            droppedEvents.dropped("a measurement without a finite frame", kind: event.kind.rawValue)
            return nil
        }
        frame = CGRect(x: x, y: y, width: width, height: height)
        guard let value = event.value, !value.isEmpty else { return }
        guard let decoded = try? JSONDecoder().decode([String: [Double]].self, from: Data(value.utf8)),
              decoded.values.allSatisfy({ $0.count == 4 && $0.allSatisfy(\.isFinite) }) else {
            droppedEvents.dropped("a measurement with malformed coordinate spaces", kind: event.kind.rawValue)
            return nil
        }
        for (name, box) in decoded { spaces[name] = CGRect(x: box[0], y: box[1], width: box[2], height: box[3]) }
    }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(geometry: MeasuredGeometry) {
        self.geometry = geometry
    }

    package let geometry: MeasuredGeometry

    /// The size of the container view.
    public var size: CGSize { geometry.frame.size }

    /// The safe area inset of the container view. A window's content in the
    /// display has no safe area (the title bar and toolbar are outside it), so
    /// this is zero on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle, converted to a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let global = geometry.frame
        switch coordinateSpace {
        case .global:
            return global
        case .local:
            return CGRect(origin: .zero, size: global.size)
        case let .named(name):
            // A name no view around set up measures in the window, as SwiftUI does.
            guard let space = geometry.spaces[coordinateSpaceKey(name)] else { return global }
            return global.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The container view's bounds rectangle, converted to a coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named coordinate space, converted to this view's own
    /// coordinate space; nil when no view around set up that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.spaces[coordinateSpaceKey(coordinateSpace.name)] else { return nil }
        return space.offsetBy(dx: -geometry.frame.minX, dy: -geometry.frame.minY)
    }
}
