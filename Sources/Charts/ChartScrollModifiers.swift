import Foundation
import Proscenium

extension View {
    /// Makes charts scrollable along `axes`: the plot shows the visible
    /// domain (`chartXVisibleDomain(length:)`; a page of the data when none
    /// is set) and the person scrolls through the rest, by wheel, trackpad
    /// or drag, the axis and marks moving with it. Only the x axis scrolls
    /// here: a chart asked to scroll vertically shows its whole y domain.
    nonisolated public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartSetting { $0.scrollableAxes = axes }
    }

    /// Sets the length of the visible domain in the X dimension, in data
    /// units (seconds for dates; for categories, how many are visible).
    nonisolated public func chartXVisibleDomain<P>(length: P) -> some View where P: Plottable, P: Numeric {
        let length = PlotValue(length).continuous
        return chartSetting { $0.x.visibleLength = length }
    }

    /// Associates a binding to be updated when the chart scrolls along the
    /// x-axis: the value at the leading edge of the visible domain. Setting
    /// it scrolls the chart there.
    nonisolated public func chartScrollPosition(x: Binding<some Plottable>) -> some View {
        let link = ChartScrollLink(x)
        return chartSetting { $0.x.position = link }
    }

    /// Sets the initial scroll position along the x-axis. Once the user
    /// scrolls, the value given here has no effect.
    nonisolated public func chartScrollPosition(initialX: some Plottable) -> some View {
        let value = PlotValue(initialX)
        return chartSetting { $0.x.initialPosition = value }
    }

    /// Sets the scroll behavior of the scrollable chart: where scrolling settles.
    nonisolated public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        let alignment = (behavior as? ValueAlignedChartScrollTargetBehavior)
        return chartSetting { $0.scrollBehavior = alignment }
    }
}

/// A chart's scroll position binding, with its value type erased.
struct ChartScrollLink {
    let get: () -> PlotValue
    /// Writes a position, as the binding's type holds it (a date's seconds
    /// for a number bound to a date axis).
    let set: (PlotValue) -> Void

    init<P: Plottable>(_ binding: Binding<P>) {
        get = { PlotValue(binding.wrappedValue) }
        set = { value in
            let typed = value.plottable(as: P.self)
                ?? value.continuous.flatMap { PlotValue.number($0).plottable(as: P.self) }
            if let typed, PlotValue(typed) != PlotValue(binding.wrappedValue) { binding.wrappedValue = typed }
        }
    }
}

/// What the scrolling modifiers set for one axis.
struct ChartAxisScrolling {
    var visibleLength: Double?
    var position: ChartScrollLink?
    var initialPosition: PlotValue?
}
