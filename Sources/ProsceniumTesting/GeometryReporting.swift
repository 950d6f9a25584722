import Foundation
@_spi(Display) import Proscenium
import ProsceniumHost

/// A `geometry` event for `element` as the display sends it: its frame in
/// the window's content, and the frames of the named coordinate spaces
/// around it.
func geometryEvent(_ element: RenderElement, surface: SurfaceID?, frame: CGRect,
                   spaces: [String: CGRect]) -> HostEvent {
    var value: String?
    if !spaces.isEmpty {
        let boxes = spaces.mapValues { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }
        value = (try? JSONEncoder().encode(boxes)).map { String(decoding: $0, as: UTF8.self) }
    }
    return HostEvent(kind: .geometry, surface: surface, target: element.id, value: value,
                     x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                     height: Double(frame.height))
}

extension RenderElement {
    /// Whether a display measures this element (a `GeometryReader`, or a view
    /// with `onGeometryChange`).
    public var isMeasured: Bool { tag == .geometry || attributes[.measure] == true }
}

extension ViewHarness {
    /// Reports `element`'s frame (in the window's content) as the display
    /// does when it lays it out, with the frames of the named coordinate
    /// spaces around it (by name), then updates.
    public func reportGeometry(of element: RenderElement, frame: CGRect, spaces: [String: CGRect] = [:]) throws {
        try send(geometryEvent(element, surface: nil, frame: frame, spaces: spaces))
    }

    /// Measures every element the display would measure at `frame`, until
    /// none is left unmeasured (a reader's content may hold more): a quick way
    /// to give every `GeometryReader` a size.
    public func measureAll(frame: CGRect) throws {
        var reported: Set<ElementID> = []
        while let next = elements.first(where: { $0.isMeasured && !reported.contains($0.id) }) {
            reported.insert(next.id)
            try reportGeometry(of: next, frame: frame)
        }
    }
}

extension AppHarness {
    /// Reports the frame of an element of a window (the key window unless
    /// named), as the display does when it lays it out.
    public func reportGeometry(of element: RenderElement, frame: CGRect, spaces: [String: CGRect] = [:],
                               in window: String? = nil) throws {
        let shown = try window.map { try self.window($0) } ?? keyWindow
        try send(geometryEvent(element, surface: shown?.id, frame: frame, spaces: spaces))
    }

    /// Reports the page's colour scheme (and contrast), as the browser does
    /// when the system's appearance changes.
    public func reportAppearance(_ scheme: String, contrast: String = "standard") throws {
        try send(HostEvent(kind: .appearance, value: scheme, key: contrast))
    }
}
