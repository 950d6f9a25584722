import ProsceniumHost

/// The phases a view passes through as it scrolls into and out of its scroll
/// view's visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region: above it, or leading of it.
    case topLeading
    /// Inside the visible region, past the configuration's threshold.
    case identity
    /// After the visible region: below it, or trailing of it.
    case bottomTrailing

    /// Whether the view is in the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The configuration of a scroll transition that controls how a transition
/// is applied as a view is scrolled through the visible region of a
/// containing scroll view or other container.
public struct ScrollTransitionConfiguration {
    enum Method {
        case identity
        /// Interpolated as the view scrolls; with an animation, the effect
        /// animates toward the interpolated value and lags behind the scrolling.
        case interactive(UnitCurve, Animation?)
        case animated(Animation)
    }

    var method: Method
    var visibleThreshold: Threshold = .visible

    /// Creates a new configuration that does not change the appearance of the view.
    public static let identity = ScrollTransitionConfiguration(method: .identity)
    /// Creates a new configuration that discretely animates the transition
    /// when the view becomes visible.
    public static let animated = ScrollTransitionConfiguration.animated()
    /// Creates a new configuration that interactively interpolates the
    /// transition's effect as the view is scrolled into the visible region.
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Creates a new configuration that discretely animates the transition
    /// when the view becomes visible: the phase changes once the threshold
    /// is reached, and `animation` animates to it.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .animated(animation))
    }

    /// Creates a new configuration that interactively interpolates the
    /// transition's effect as the view is scrolled into the visible region:
    /// `timingCurve` maps the view's progress from just hidden (0) to the
    /// threshold (1) onto the effect.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .interactive(timingCurve, nil))
    }

    /// Sets the animation with which the transition will be applied: an
    /// interactive transition's effect animates toward its interpolated
    /// value, lagging behind the scroll position.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        switch method {
        case .identity: break
        case let .interactive(curve, _): copy.method = .interactive(curve, animation)
        case .animated: copy.method = .animated(animation)
        }
        return copy
    }

    /// Sets the threshold at which the view will be considered fully visible.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleThreshold = threshold
        return copy
    }

    /// Describes a specific point in the progression of a target view within
    /// a container from hidden (fully outside the container) to visible.
    public struct Threshold {
        /// How much of the view is inside the container, 0...1.
        var amount: Double
        /// How far (0...1) the point is moved from `amount` towards the view
        /// being centred in the container.
        var centering: Double = 0
        /// Points the point is moved towards the container's centre.
        var inset: Double = 0

        /// The target view is fully visible.
        public static let visible = Threshold(amount: 1)
        /// The target view is fully hidden.
        public static let hidden = Threshold(amount: 0)
        /// The target view is centered within the container.
        public static var centered: ScrollTransitionConfiguration.Threshold { Threshold(amount: 1, centering: 1) }

        /// The target view is visible by the given amount, where zero is
        /// fully hidden, and one is fully visible. Values less than zero or
        /// greater than one are clamped.
        public static func visible(_ amount: Double) -> ScrollTransitionConfiguration.Threshold {
            Threshold(amount: min(max(amount, 0), 1))
        }

        /// Creates a new threshold that combines this threshold value with
        /// another threshold, interpolated by the given amount (0 is this
        /// threshold, 1 is `other`).
        public func interpolated(towards other: ScrollTransitionConfiguration.Threshold,
                                 amount: Double) -> ScrollTransitionConfiguration.Threshold {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return Threshold(amount: mix(self.amount, other.amount), centering: mix(centering, other.centering),
                             inset: mix(inset, other.inset))
        }

        /// Returns a threshold that is met when the target view is closer to
        /// the center of the container by `distance`. Use negative values to
        /// move the threshold away from the center.
        public func inset(by distance: Double) -> ScrollTransitionConfiguration.Threshold {
            var copy = self
            copy.inset += distance
            return copy
        }

        /// How far the view's near edge must be inside the container's edge
        /// for the threshold to be met, for a view `length` long in a
        /// container `extent` long.
        func depth(length: Double, extent: Double) -> Double {
            let visible = amount * length
            let centered = (extent + length) / 2
            return visible + (centered - visible) * centering + inset
        }
    }
}

extension ScrollTransitionConfiguration: Sendable {}
extension ScrollTransitionConfiguration.Threshold: Sendable {}
extension ScrollTransitionConfiguration.Method: Sendable {}

/// Where a view stands in its scroll view's visible region along one axis:
/// its phase and how far it is through it.
struct ScrollTransitionProgress: Equatable {
    /// The phase the view is in or heading to.
    var phase: ScrollTransitionPhase
    /// 0 at the threshold (identity) to 1 just hidden, before any timing curve.
    var amount: Double

    static let identity = ScrollTransitionProgress(phase: .identity, amount: 0)

    /// The progress of a view at `frame` in a container's visible `region`
    /// (both in one coordinate space), along `axis`, for the thresholds of
    /// the two sides.
    init(frame: CGRect, region: CGRect, axis: Axis,
         topLeading: ScrollTransitionConfiguration.Threshold,
         bottomTrailing: ScrollTransitionConfiguration.Threshold) {
        let (viewMin, viewMax, regionMin, regionMax) = axis == .vertical
            ? (frame.minY, frame.maxY, region.minY, region.maxY)
            : (frame.minX, frame.maxX, region.minX, region.maxX)
        let length = Double(viewMax - viewMin), extent = Double(regionMax - regionMin)
        // How deep each of the view's edges is inside the region's opposite edge.
        let leadingDepth = Double(viewMax - regionMin), trailingDepth = Double(regionMax - viewMin)
        func remaining(_ depth: Double, _ threshold: ScrollTransitionConfiguration.Threshold) -> Double {
            let needed = threshold.depth(length: length, extent: extent)
            guard needed > 0 else { return depth > 0 ? 0 : 1 }
            return 1 - min(max(depth / needed, 0), 1)
        }
        let before = remaining(leadingDepth, topLeading), after = remaining(trailingDepth, bottomTrailing)
        if before == 0 && after == 0 {
            self.init(phase: .identity, amount: 0)
        } else if before >= after {
            self.init(phase: .topLeading, amount: before)
        } else {
            self.init(phase: .bottomTrailing, amount: after)
        }
    }

    init(phase: ScrollTransitionPhase, amount: Double) {
        self.phase = phase
        self.amount = amount
    }
}

nonisolated extension View {
    /// Applies the given transition, animating between the phases of the
    /// transition as this view appears and disappears within the visible
    /// region of the containing scroll view: `transition` is given
    /// `.topLeading` before the region, `.identity` inside it and
    /// `.bottomTrailing` after it, and what it returns changes how the view
    /// is drawn, never its place in the layout.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis) {
            transition(EmptyVisualEffect(), $0).steps
        })
    }

    /// Applies the given transition, with one configuration for the view
    /// leaving or entering at the top or leading edge and another at the
    /// bottom or trailing edge of the containing scroll view.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) {
            transition(EmptyVisualEffect(), $0).steps
        })
    }
}

/// The measured key of the visible region of the scroll view around a
/// scroll transition's probe (`geometry.js`); a name no app's coordinate
/// space is likely to have.
let scrollVisibleRegionSpace = "proscenium.scrollVisibleRegion"

/// Measures the view and its scroll view's visible region with an unseen
/// probe behind it, and draws the view with the transition's effects for
/// where it stands in that region.
nonisolated struct ScrollTransitionModifier: PrimitiveModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let steps: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep]

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let box = context.state("scrollTransitionGeometry") { GeometryBox() }
        var view = AnyView(content)
        let axis = axis ?? context.environment.scrollTransitionAxis
        if let geometry = box.geometry, let region = geometry.spaces[scrollVisibleRegionSpace] {
            let progress = ScrollTransitionProgress(
                frame: geometry.frame, region: region, axis: axis,
                topLeading: topLeading.visibleThreshold, bottomTrailing: bottomTrailing.visibleThreshold)
            let configuration = progress.phase == .topLeading ? topLeading : bottomTrailing
            view = ScrollTransitionEffect.apply(steps, progress: progress, method: configuration.method, to: view)
        }
        context.addChildren(view.background(GeometryProbe(box: box, node: context.node, measuresScrollRegion: true)))
    }
}

/// What a scroll transition draws for a progress.
enum ScrollTransitionEffect {
    @MainActor static func apply(_ steps: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep],
                                 progress: ScrollTransitionProgress,
                                 method: ScrollTransitionConfiguration.Method, to view: AnyView) -> AnyView {
        var view = view
        switch method {
        case .identity:
            break
        case let .interactive(curve, animation):
            // The effects between the identity's and the phase's, as far as the
            // view is from the threshold (the curve runs from hidden to the threshold).
            let fraction = 1 - curve.value(at: 1 - progress.amount)
            for step in interpolated(steps(.identity), steps(progress.phase), fraction) { view = step.apply(to: view) }
            if let animation { view = AnyView(view.animation(animation, value: fraction)) }
        case let .animated(animation):
            // The phase switches as the threshold is crossed; the change animates.
            for step in steps(progress.phase) { view = step.apply(to: view) }
            view = AnyView(view.animation(animation, value: progress.phase))
        }
        return view
    }

    /// The effects `fraction` of the way from `from` to `to`: step by step
    /// when the two chains have the same effects, else the nearer chain.
    static func interpolated(_ from: [VisualEffectStep], _ to: [VisualEffectStep],
                             _ fraction: Double) -> [VisualEffectStep] {
        if fraction <= 0 { return from }
        if fraction >= 1 { return to }
        guard from.count == to.count else { return fraction < 0.5 ? from : to }
        var result: [VisualEffectStep] = []
        for (a, b) in zip(from, to) {
            guard let step = a.interpolated(to: b, fraction) else { return fraction < 0.5 ? from : to }
            result.append(step)
        }
        return result
    }
}

extension VisualEffectStep {
    /// This effect `t` of the way to `other`; nil when they are different effects.
    func interpolated(to other: VisualEffectStep, _ t: Double) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mixLength(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mixSize(_ a: CGSize, _ b: CGSize) -> CGSize {
            CGSize(width: mixLength(a.width, b.width), height: mixLength(a.height, b.height))
        }
        func mixAngle(_ a: Angle, _ b: Angle) -> Angle { .radians(mix(a.radians, b.radians)) }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mixSize(a, b))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, opaque), .blur(b, _)): return .blur(radius: mixLength(a, b), opaque: opaque)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(mixAngle(a, b))
        case let (.rotation(a, anchor), .rotation(b, _)): return .rotation(mixAngle(a, b), anchor: anchor)
        case let (.rotation3D(a, axis, anchor, anchorZ, perspective), .rotation3D(b, _, _, _, _)):
            return .rotation3D(mixAngle(a, b), axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        case let (.scale(a, anchor), .scale(b, _)): return .scale(mixSize(a, b), anchor: anchor)
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mixLength(a.a, b.a), b: mixLength(a.b, b.b), c: mixLength(a.c, b.c),
                                                d: mixLength(a.d, b.d), tx: mixLength(a.tx, b.tx),
                                                ty: mixLength(a.ty, b.ty)))
        default: return nil
        }
    }
}

extension EnvironmentValues {
    private struct ScrollTransitionAxisKey: EnvironmentKey {
        static let defaultValue: Axis = .vertical
    }

    /// The axis the nearest scroll view scrolls along, which a scroll
    /// transition without an axis of its own follows (vertical in lists).
    var scrollTransitionAxis: Axis {
        get { self[ScrollTransitionAxisKey.self] }
        set { self[ScrollTransitionAxisKey.self] = newValue }
    }
}
