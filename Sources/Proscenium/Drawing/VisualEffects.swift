import ProsceniumHost

/// Visual effects change how a view is drawn (moved, turned, scaled,
/// faded, filtered) without changing its place in the layout, so they may
/// follow the view's own geometry (`visualEffect(_:)`).
///
/// You don't conform to this protocol yourself: effects are made by calling
/// its modifiers on the `EmptyVisualEffect` a `visualEffect` closure is given.
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to: it changes
/// nothing.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// One effect of a chain, applied as the view modifier of the same name.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double), contrast(Double), grayscale(Double), saturation(Double)
    case hueRotation(Angle)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
                    perspective: CGFloat)
    case scale(CGSize, anchor: UnitPoint)
    case transform(CGAffineTransform)
    case projection(ProjectionTransform)
}

/// Effects applied in order, innermost first: what every `VisualEffect`
/// modifier returns.
struct VisualEffectChain: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// The effects this one applies, innermost first.
    var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: steps + [step]) }

    /// Offsets the view by the horizontal and vertical amount in `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Offsets the view by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }
    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Applies a Gaussian blur of `radius` points; `opaque` keeps the edges opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius: radius, opaque: opaque))
    }
    /// Brightens the view by `amount` (added to each colour channel).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Sets the contrast and separation between similar colours.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Adds a grayscale effect: 0 changes nothing, 1 is grey.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Adjusts the colour saturation: 1 changes nothing, 0 is grey.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Rotates the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor))
    }
    /// Rotates the view in three dimensions about `axis`, in perspective.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor: anchor))
    }
    /// Scales the view by `scale` in both directions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Applies an affine transformation to the view's drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
    /// Applies a projection transformation to the view's drawing.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
        adding(.projection(transform))
    }
}

extension VisualEffectStep {
    /// `view` with this effect, as its view modifier draws it.
    func apply<V: View>(to view: V) -> AnyView {
        switch self {
        case let .offset(size): AnyView(view.offset(size))
        case let .opacity(value): AnyView(view.opacity(value))
        case let .blur(radius, opaque): AnyView(view.blur(radius: radius, opaque: opaque))
        case let .brightness(amount): AnyView(view.brightness(amount))
        case let .contrast(amount): AnyView(view.contrast(amount))
        case let .grayscale(amount): AnyView(view.grayscale(amount))
        case let .saturation(amount): AnyView(view.saturation(amount))
        case let .hueRotation(angle): AnyView(view.hueRotation(angle))
        case let .rotation(angle, anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            AnyView(view.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        case let .scale(scale, anchor): AnyView(view.scaleEffect(scale, anchor: anchor))
        case let .transform(transform): AnyView(view.transformEffect(transform))
        case let .projection(transform): AnyView(view.projectionEffect(transform))
        }
    }
}

nonisolated extension View {
    /// Applies effects to this view, while providing access to layout
    /// information through a geometry proxy: the closure is given this
    /// view's frame as the display measured it, and what it returns is
    /// applied to how the view is drawn, never to its place in the layout.
    /// It runs again whenever that frame moves (the window resized, a
    /// scroll view scrolled); before the first measurement the view is drawn
    /// without effects.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier { proxy in effect(EmptyVisualEffect(), proxy).steps })
    }
}

/// Measures the modified view with an unseen probe behind it (the probe is
/// not moved by the effects, so it reports the layout's frame), and draws
/// the view with the effects made from that frame.
nonisolated struct VisualEffectModifier: PrimitiveModifier {
    let steps: @Sendable (GeometryProxy) -> [VisualEffectStep]

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let box = context.state("visualEffectGeometry") { GeometryBox() }
        var view = AnyView(content)
        if let geometry = box.geometry {
            for step in steps(GeometryProxy(geometry: geometry)) { view = step.apply(to: view) }
        }
        context.addChildren(view.background(GeometryProbe(box: box, node: context.node)))
    }
}

/// An empty view the size of what it is behind, whose measured frame goes
/// into `box`, redrawing `node` when it changes. With
/// `measuresScrollRegion`, the page also reports the visible region of the
/// scroll view around it (`measure="scroll"`).
nonisolated struct GeometryProbe: PrimitiveView {
    let box: GeometryBox
    weak var node: ViewNode?
    var measuresScrollRegion = false

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.geometry, measuresScrollRegion ? [.measure: .string("scroll")] : [:])
        let droppedEvents = context.node.graph.services.droppedEvents
        context.on(.geometry) { [weak box, weak node] event in
            guard let box, let measured = MeasuredGeometry(event, droppedEvents: droppedEvents),
                  measured != box.geometry else { return }
            box.geometry = measured
            node?.invalidate(reason: "visual effect geometry")
        }
    }
}
