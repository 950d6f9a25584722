import Foundation
import Proscenium

/// How an annotation that would run past the chart is kept in it, along x
/// and y (`annotation(position:alignment:spacing:overflowResolution:content:)`).
public struct AnnotationOverflowResolution: Sendable {
    /// Describes a boundary of a chart for overflow resolution.
    public struct Boundary: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case automatic, plot, chart }
        let kind: Kind

        /// The chart chooses: the chart.
        public static let automatic = Boundary(kind: .automatic)
        /// The plot area.
        public static let plot = Boundary(kind: .plot)
        /// The entire chart.
        public static let chart = Boundary(kind: .chart)
    }

    /// Strategies for annotation overflow resolution.
    public struct Strategy: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case automatic, disabled, padScale
            case fit(Boundary)
        }
        let kind: Kind

        /// Automatically chooses a overflow resolution: here, the annotation as it is placed.
        public static let automatic = Strategy(kind: .automatic)
        /// Places the annotation "as-is".
        public static let disabled = Strategy(kind: .disabled)
        /// Fits the annotation automatically (to the chart), adjusting its
        /// position to ensure it doesn't overflow.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// Pads the scale of the chart to make space for the annotation.
        /// The scale is not padded here: the annotation is moved into the
        /// chart, as `fit` does.
        public static let padScale = Strategy(kind: .padScale)

        /// Fits the annotation to the given boundary, adjusting its position
        /// to ensure it doesn't overflow.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary)) }

        /// The span the annotation is kept in along one axis, if any.
        func bounds(plot: ClosedRange<CGFloat>, chart: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            switch kind {
            case .automatic, .disabled: nil
            case .padScale: chart
            case let .fit(boundary): boundary.kind == .plot ? plot : chart
            }
        }
    }

    let x: Strategy
    let y: Strategy

    /// Creates an AnnotationOverflowResolution with strategies for the X and Y dimensions.
    nonisolated public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// Automatically resolves overflow in each dimension.
    public static let automatic = AnnotationOverflowResolution()
}

/// An annotation placed with its `anchor` at `point`, then moved along each
/// axis that has bounds until it is inside them (as far as it fits).
struct FittedAnnotationLayout: Layout {
    let point: CGPoint
    let anchor: UnitPoint
    let xBounds: ClosedRange<CGFloat>?
    let yBounds: ClosedRange<CGFloat>?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let view = subviews.first else { return }
        let size = view.sizeThatFits(.unspecified)
        let x = Self.fit(point.x - anchor.x * size.width, length: size.width, in: xBounds)
        let y = Self.fit(point.y - anchor.y * size.height, length: size.height, in: yBounds)
        view.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: ProposedViewSize(size))
    }

    /// `start` moved so that `length` from it stays within `bounds` (its
    /// start first, when it is longer than they are).
    static func fit(_ start: CGFloat, length: CGFloat, in bounds: ClosedRange<CGFloat>?) -> CGFloat {
        guard let bounds else { return start }
        return max(bounds.lowerBound, min(start, bounds.upperBound - length))
    }
}
