import Foundation

/// An opaque value derived from an anchor source and a particular view.
///
/// You can convert the anchor to a `Value` in the coordinate space of a
/// target view by using a `GeometryProxy` to specify the target view. The
/// value is measured by the display, where the source view is laid out.
/// Unchecked Sendable: `Value` (a point, a rect) is not required Sendable, as in
/// SwiftUI; an anchor is made and resolved on the main actor.
@frozen public struct Anchor<Value>: @unchecked Sendable {
    /// The value in the window's content coordinates.
    package let windowValue: Value
    /// Moves a value by an offset (how a point, a rectangle, or a collection
    /// of them, changes coordinate space).
    package let shift: @Sendable (Value, CGSize) -> Value

    /// The value in the coordinate space whose origin is at `origin` in the
    /// window's content.
    package func value(relativeTo origin: CGPoint) -> Value {
        shift(windowValue, CGSize(width: -origin.x, height: -origin.y))
    }

    /// A type-erased geometry value that produces an anchored value of a
    /// given type.
    ///
    /// SwiftUI passes anchored geometry values around the view tree via
    /// preference keys. It then converts them back into the local coordinate
    /// space using a `GeometryProxy` value.
    /// Unchecked Sendable: as `Anchor`; its closure is @Sendable.
    @frozen public struct Source: @unchecked Sendable {
        /// Makes the anchor from the source view's frame in the window's content.
        package let resolve: @Sendable (CGRect) -> Anchor<Value>
        /// The rectangle `rect(_:)` names in the view's own coordinates
        /// (nil: the whole view), for a popover to point at.
        package var rectInView: CGRect? = nil
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.windowValue == rhs.windowValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(windowValue) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point anchor source at `p` in the current view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(windowValue: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y), shift: shiftPoint)
        }
    }

    /// A point anchor source at the unit point `p` of the current view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(windowValue: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height),
                   shift: shiftPoint)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(resolve: { frame in
            Anchor(windowValue: r.offsetBy(dx: frame.minX, dy: frame.minY), shift: shiftRect)
        }, rectInView: r)
    }

    /// An anchor source rect defined as the entire bounding rect of the
    /// current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(windowValue: frame, shift: shiftRect) }
    }
}

extension Anchor.Source {
    /// An anchor source for each of the sources in `array`.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        resolve = { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor(windowValue: anchors.map(\.windowValue)) { values, offset in
                zip(values, anchors).map { value, anchor in anchor.shift(value, offset) }
            }
        }
    }

    /// An anchor source for `anchor`, or for no value when it is nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { frame in
            guard let made = anchor?.resolve(frame) else { return Anchor(windowValue: nil) { value, _ in value } }
            return Anchor(windowValue: made.windowValue) { value, offset in value.map { made.shift($0, offset) } }
        }
    }
}

@Sendable private func shiftPoint(_ point: CGPoint, _ offset: CGSize) -> CGPoint {
    CGPoint(x: point.x + offset.width, y: point.y + offset.height)
}

@Sendable private func shiftRect(_ rect: CGRect, _ offset: CGSize) -> CGRect {
    rect.offsetBy(dx: offset.width, dy: offset.height)
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: geometry.frame.origin)
    }
}
