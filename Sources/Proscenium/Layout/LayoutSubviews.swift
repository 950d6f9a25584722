import Foundation
import ProsceniumHost

/// A proxy for one view of a custom layout: it answers size questions from
/// what the display measured of the view, and takes the layout's placement.
///
/// The display measures each view's narrowest size, its ideal size and
/// whether it fills what it is offered in each axis (`LayoutMeasurement`);
/// `sizeThatFits(_:)` answers any proposal from those: a view that fills
/// takes the proposal, another takes the proposal between its narrowest and
/// ideal widths, and grows taller as it narrows below its ideal width (text
/// wraps to more lines).
public struct LayoutSubview: Equatable {
    let measured: LayoutMeasurement.Subview
    let values: [ObjectIdentifier: Any]
    let guides: [String: (ViewDimensions) -> CGFloat]
    let recorder: LayoutPlacementRecorder?
    /// Sizes the view through the layout engine, when the engine runs the
    /// layout (`EngineLayout`): then every answer is the engine's own.
    var engineSizer: ((ProposedViewSize) -> CGSize)? = nil

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.measured == b.measured && a.recorder === b.recorder
    }

    /// The size the view takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let engineSizer { return engineSizer(proposal) }
        let m = measured
        let width: Double = switch proposal.width {
        case nil: m.idealWidth
        case let proposed? where m.fillsWidth: Double(proposed)
        case let proposed?: proposed.isInfinite ? m.idealWidth : min(max(Double(proposed), m.minWidth), m.idealWidth)
        }
        let height: Double
        if m.fillsHeight, let proposed = proposal.height {
            height = Double(proposed)
        } else if width.isFinite, width < m.idealWidth, m.idealWidth > m.minWidth, width > 0 {
            // Narrower than ideal: one more line of the ideal height for each
            // time the ideal width overflows, no taller than at its narrowest.
            let lines = (m.idealWidth / width).rounded(.up)
            height = max(m.idealHeight, min(m.minHeight, m.idealHeight * lines))
        } else {
            height = m.idealHeight
        }
        return CGSize(width: width, height: height)
    }

    /// The view's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        var dimensions = ViewDimensions(size: sizeThatFits(proposal))
        var explicit: [String: CGFloat] = [:]
        for (name, compute) in guides { explicit[name] = compute(dimensions) }
        dimensions.explicitGuides = explicit
        return dimensions
    }

    /// Places the view's `anchor` at `position` (in the layout's bounds'
    /// coordinates), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        recorder?.place(measured.id, origin: CGPoint(x: position.x - anchor.x * size.width,
                                                     y: position.y - anchor.y * size.height), size: size,
                        proposal: proposal)
    }

    /// Whether the view grows beyond its ideal width when offered more.
    var fillsWidth: Bool {
        guard engineSizer != nil else { return measured.fillsWidth }
        return sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > sizeThatFits(.unspecified).width
    }

    /// Whether the view grows beyond its ideal height when offered more.
    var fillsHeight: Bool {
        guard engineSizer != nil else { return measured.fillsHeight }
        return sizeThatFits(ProposedViewSize(width: nil, height: .infinity)).height > sizeThatFits(.unspecified).height
    }

    /// The view's layout priority (`layoutPriority(_:)`).
    public var priority: Double { measured.priority }

    /// The spacing the view wants around it: the system's default.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the view gave for `key` (`layoutValue(key:value:)`), or the
    /// key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// The views of a custom layout, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    private let direction: LayoutDirection

    /// `storage` laid out in an environment of `layoutDirection`.
    init(_ storage: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.storage = storage
        startIndex = 0
        endIndex = storage.count
        direction = layoutDirection
    }

    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
        direction = layoutDirection
    }

    /// The layout direction of the container's environment: a layout that
    /// lays its views out along the leading edge reads it to mirror them.
    public var layoutDirection: LayoutDirection { direction }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds, layoutDirection: direction)
    }

    /// The subviews at `indices`, in that order, as a collection of their own.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(indices.map { storage[$0] }, layoutDirection: direction)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex
            && zip(a.storage[a.startIndex..<a.endIndex], b.storage[b.startIndex..<b.endIndex]).allSatisfy { $0 == $1 }
    }
}

/// Collects the frames `place(at:anchor:proposal:)` gives during one
/// `placeSubviews` call.
/// Unchecked Sendable: lives for one synchronous `placeSubviews` call on the main actor.
final class LayoutPlacementRecorder: @unchecked Sendable {
    var frames: [ElementID: CGRect] = [:]
    /// What each view was proposed when placed.
    var proposals: [ElementID: ProposedViewSize] = [:]

    func place(_ id: ElementID, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        frames[id] = CGRect(origin: origin, size: size)
        proposals[id] = proposal
    }
}
