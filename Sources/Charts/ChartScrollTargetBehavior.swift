import Foundation
import Proscenium

/// A type that configures the scroll behavior of charts.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {
    /// Moves `target`, where scrolling would end, to where it should, with
    /// the chart's scales at hand (`context.chartProxy`).
    func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext)
}

extension ChartScrollTargetBehavior {
    /// Outside a chart there are no values to align to: the target stays.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

/// Contextual information that you can use to determine how to best adjust how charts scroll.
@dynamicMemberLookup
public struct ChartScrollTargetBehaviorContext {
    /// The chart proxy that you use to access the scales and plot area of the chart.
    public var chartProxy: ChartProxy
    let base: ScrollTargetBehaviorContext

    public subscript<T>(dynamicMember keyPath: KeyPath<ScrollTargetBehaviorContext, T>) -> T {
        base[keyPath: keyPath]
    }
}

/// Values spaced at regular intervals: multiples of a unit, or dates matching calendar components.
enum ValueAlignmentRule {
    case unit(Double)
    case matching(DateComponents)
    /// The visible domain's length (`MajorValueAlignment.page`).
    case page

    /// The aligned values in `domain`, in order (at most 5,000).
    func values(in domain: ClosedRange<Double>, pageLength: Double?, calendar: Calendar = .current) -> [Double] {
        switch self {
        case let .unit(unit):
            guard unit > 0, unit.isFinite else { return [] }
            let first = (domain.lowerBound / unit).rounded(.up), last = (domain.upperBound / unit).rounded(.down)
            guard last >= first, last - first < 5000 else { return [] }
            return stride(from: first, through: last, by: 1).map { $0 * unit }
        case .page:
            guard let pageLength, pageLength > 0 else { return [] }
            return stride(from: domain.lowerBound, through: domain.upperBound + 1e-9, by: pageLength).prefix(5000).map { $0 }
        case let .matching(components):
            var dates: [Double] = []
            let start = Date(timeIntervalSinceReferenceDate: domain.lowerBound - 1)
            calendar.enumerateDates(startingAfter: start, matching: components, matchingPolicy: .nextTime) { date, _, stop in
                guard let date, date.timeIntervalSinceReferenceDate <= domain.upperBound, dates.count < 5000 else {
                    stop = true
                    return
                }
                dates.append(date.timeIntervalSinceReferenceDate)
            }
            return dates
        }
    }
}

/// A type that defines how the value aligned chart scroll target behavior aligns to major values on swipe.
public struct MajorValueAlignment<Value> where Value: Plottable {
    let rule: ValueAlignmentRule

    /// Automatically set the major aligment unit to be the size of the visible domain which is equivalent to a page.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment(rule: .page) }

    /// Align to calendar components.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> where Value == Date {
        MajorValueAlignment(rule: .matching(components))
    }

    /// Align to units.
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> where Value: Numeric {
        MajorValueAlignment(rule: .unit(PlotValue(unit).continuous ?? 0))
    }
}

/// A type that defines the amount of marks that can be scrolled at a time.
public struct ValueAlignedLimitBehavior: Equatable, Sendable {
    let name: String
    /// By default, the behavior will be limited for scroll views that are compact along the scrollable axis.
    public static var automatic: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "automatic") }
    /// Always limit the amount of marks that can be scrolled.
    public static var always: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "always") }
    /// Never limit the amount of marks that can be scrolled.
    public static var never: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "never") }
}

/// A scroll target behavior that aligns to values spaced at regular intervals along the scrollable axes.
///
/// Where a scroll settles, the leading (or bottom) edge of the visible
/// domain is on one of those values: the page snaps there (each value a
/// snap point). A fast swipe goes on to the next major value in its
/// direction in `updateTarget(_:context:)`; a mouse wheel in the page has no
/// swipe, so there it settles on the nearest value.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    let x: ValueAlignmentRule?
    let y: ValueAlignmentRule?
    let xMajor: ValueAlignmentRule?
    let yMajor: ValueAlignmentRule?
    let limitBehavior: ValueAlignedLimitBehavior

    /// Aligns to dates matching `components` along the scrollable axes.
    nonisolated public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                            limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(x: .matching(components), y: .matching(components), xMajor: majorAlignment?.rule,
                  yMajor: majorAlignment?.rule, limitBehavior: limitBehavior)
    }

    /// Aligns to multiples of `unit` along the scrollable axes.
    nonisolated public init<T>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                               limitBehavior: ValueAlignedLimitBehavior = .automatic) where T: Plottable, T: Numeric {
        let rule = ValueAlignmentRule.unit(PlotValue(unit).continuous ?? 0)
        self.init(x: rule, y: rule, xMajor: majorAlignment?.rule, yMajor: majorAlignment?.rule, limitBehavior: limitBehavior)
    }

    /// Aligns x to dates matching `xComponents` and y to dates matching `yComponents`.
    nonisolated public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                            xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                            limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(x: .matching(xComponents), y: .matching(yComponents), xMajor: xMajorAlignment?.rule,
                  yMajor: yMajorAlignment?.rule, limitBehavior: limitBehavior)
    }

    /// Aligns x to multiples of `xUnit` and y to dates matching `yComponents`.
    nonisolated public init<X>(xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                               yMajorAlignment: MajorValueAlignment<Date>? = nil,
                               limitBehavior: ValueAlignedLimitBehavior = .automatic) where X: Plottable, X: Numeric {
        self.init(x: .unit(PlotValue(xUnit).continuous ?? 0), y: .matching(yComponents), xMajor: xMajorAlignment?.rule,
                  yMajor: yMajorAlignment?.rule, limitBehavior: limitBehavior)
    }

    /// Aligns x to dates matching `xComponents` and y to multiples of `yUnit`.
    nonisolated public init<Y>(xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                               yMajorAlignment: MajorValueAlignment<Y>? = nil,
                               limitBehavior: ValueAlignedLimitBehavior = .automatic) where Y: Plottable, Y: Numeric {
        self.init(x: .matching(xComponents), y: .unit(PlotValue(yUnit).continuous ?? 0), xMajor: xMajorAlignment?.rule,
                  yMajor: yMajorAlignment?.rule, limitBehavior: limitBehavior)
    }

    /// Aligns x to multiples of `xUnit` and y to multiples of `yUnit`.
    nonisolated public init<X, Y>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                  yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                  limitBehavior: ValueAlignedLimitBehavior = .automatic)
    where X: Plottable, X: Numeric, Y: Plottable, Y: Numeric {
        self.init(x: .unit(PlotValue(xUnit).continuous ?? 0), y: .unit(PlotValue(yUnit).continuous ?? 0),
                  xMajor: xMajorAlignment?.rule, yMajor: yMajorAlignment?.rule, limitBehavior: limitBehavior)
    }

    init(x: ValueAlignmentRule?, y: ValueAlignmentRule?, xMajor: ValueAlignmentRule?, yMajor: ValueAlignmentRule?,
         limitBehavior: ValueAlignedLimitBehavior) {
        self.x = x
        self.y = y
        self.xMajor = xMajor
        self.yMajor = yMajor
        self.limitBehavior = limitBehavior
    }

    /// How fast (points per second) a scroll must end to count as a swipe.
    static let swipeSpeed: CGFloat = 300

    /// Moves the target's leading (bottom) edge to the nearest aligned
    /// value, or after a swipe to the next major value in its direction.
    public func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {
        let layout = context.chartProxy.layout
        let visible = context.chartProxy.visibleLength
        if context.axes.contains(.horizontal), let scale = layout.xScale {
            let swipe = abs(context.velocity.dx) >= Self.swipeSpeed ? context.velocity.dx : 0
            if let aligned = Self.aligned(target.rect.minX - layout.plot.minX, scale: scale, offset: layout.plot.minX,
                                          rule: swipe != 0 ? (xMajor ?? .page) : x, pageLength: visible.x,
                                          direction: swipe) {
                target.rect.origin.x = aligned
            }
        }
        if context.axes.contains(.vertical), let scale = layout.yScale {
            let swipe = abs(context.velocity.dy) >= Self.swipeSpeed ? -context.velocity.dy : 0
            if let aligned = Self.aligned(target.rect.maxY - layout.plot.minY, scale: scale, offset: layout.plot.minY,
                                          rule: swipe != 0 ? (yMajor ?? .page) : y, pageLength: visible.y,
                                          direction: swipe) {
                target.rect.origin.y = aligned - target.rect.height
            }
        }
    }

    /// The plot point of the aligned value nearest `point` (or the next
    /// one in `direction`, when it is not zero).
    private static func aligned(_ point: CGFloat, scale: PositionScale, offset: CGFloat, rule: ValueAlignmentRule?,
                                pageLength: Double?, direction: CGFloat) -> CGFloat? {
        guard let rule, case let .linear(domain, _) = scale.kind,
              let value = scale.value(at: point + offset)?.continuous else { return nil }
        let values = rule.values(in: domain, pageLength: pageLength)
        let chosen: Double?
        if direction > 0 {
            chosen = values.first { $0 > value } ?? values.last
        } else if direction < 0 {
            chosen = values.last { $0 < value } ?? values.first
        } else {
            chosen = values.min { abs($0 - value) < abs($1 - value) }
        }
        return chosen.flatMap { scale.position(number: $0) }.map { $0 - offset }
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Aligns to dates matching `components` along the scrollable axes.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns to multiples of `unit` along the scrollable axes.
    public static func valueAligned<P>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                       limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior
    where P: Plottable, P: Numeric {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x to dates matching `xComponents` and y to dates matching `yComponents`.
    public static func valueAligned(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                                    xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xComponents, yMatching: yComponents, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x to dates matching `xComponents` and y to multiples of `yUnit`.
    public static func valueAligned<Y>(xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                       yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                       limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior
    where Y: Plottable, Y: Numeric {
        ValueAlignedChartScrollTargetBehavior(xMatching: xComponents, yUnit: yUnit, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x to multiples of `xUnit` and y to dates matching `yComponents`.
    public static func valueAligned<X>(xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                       yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                       limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior
    where X: Plottable, X: Numeric {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yMatching: yComponents, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Aligns x to multiples of `xUnit` and y to multiples of `yUnit`.
    public static func valueAligned<X, Y>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                          yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                          limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior
    where X: Plottable, X: Numeric, Y: Plottable, Y: Numeric {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
}
