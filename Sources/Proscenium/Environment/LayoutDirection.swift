import Foundation
import ProsceniumHost

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft

    /// The direction the language of `locale` is written in.
    init(locale: Locale) {
        let direction = Locale.Language(identifier: locale.identifier).characterDirection
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A description of what should happen when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content is mirrored in an environment of `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension EnvironmentValues {
    private struct LayoutDirectionKey: EnvironmentKey {
        static var defaultValue: LayoutDirection { LayoutDirection(locale: Locale.current) }
    }

    /// The layout direction associated with the current environment: the
    /// direction the app process's language is written in, unless set with
    /// `.environment(\.layoutDirection, ...)`. Views that mirror by it
    /// (`flipsForRightToLeftLayoutDirection(_:)`, `layoutDirectionBehavior(_:)`)
    /// and code that reads it follow what is set here. Not supported yet:
    /// stacks do not reverse their children's places in a right-to-left
    /// environment, as SwiftUI's do; text runs in its own direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the
    /// layout direction is right-to-left: when `enabled`, the view is drawn
    /// flipped about its center in a right-to-left environment.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(LayoutDirectionFlip(behavior: enabled ? .mirrors : .fixed))
    }

    /// Sets the behavior of this view for different layout directions: the
    /// view is drawn flipped horizontally about its center when the
    /// environment's direction is the one `behavior` mirrors in.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionFlip(behavior: behavior))
    }
}

/// Flips the next element down horizontally when the environment's layout
/// direction is one its behavior mirrors in.
nonisolated struct LayoutDirectionFlip: PrimitiveModifier {
    let behavior: LayoutDirectionBehavior

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if behavior.mirrors(context.environment.layoutDirection) {
            context.childEnvironment.appendPendingTransform(.scale(x: -1, y: 1, anchor: UnitPoint.center.transformAnchor))
        }
        context.addChildren(content)
    }
}

nonisolated extension Shape {
    /// Returns the behavior this shape should use for different layout
    /// directions: `.mirrors`, so a shape's path is drawn mirrored in a
    /// right-to-left environment unless the shape says `.fixed`.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

nonisolated extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension OffsetShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension RotatedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension ScaledShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension TransformedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }

/// A path outline mirrored left to right when the shape mirrors in the
/// environment's layout direction (built-in outlines are symmetric).
@MainActor func mirroredForLayoutDirection<S: Shape>(_ outline: ShapeValue, of shape: S, size: CGSize?,
                                                      in environment: EnvironmentValues) -> ShapeValue {
    guard case let .path(path, reference) = outline.base,
          shape.layoutDirectionBehavior != .fixed,
          shape.layoutDirectionBehavior.mirrors(environment.layoutDirection) else { return outline }
    let width = reference?.x ?? Double(size?.width ?? 100)
    var mirrored = outline
    mirrored.base = .path(path.mirroredHorizontally(width: width), reference: reference)
    return mirrored
}

extension ShapePath {
    /// The path reflected about the vertical line at half of `width`.
    func mirroredHorizontally(width: Double) -> ShapePath {
        func flip(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }
        return ShapePath(elements.map { element in
            switch element {
            case let .move(point): .move(to: flip(point))
            case let .line(point): .line(to: flip(point))
            case let .quadCurve(to, control): .quadCurve(to: flip(to), control: flip(control))
            case let .curve(to, c1, c2): .curve(to: flip(to), control1: flip(c1), control2: flip(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
