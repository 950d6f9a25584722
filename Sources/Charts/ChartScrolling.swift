import Foundation
import Proscenium

/// A horizontally scrolling chart's geometry: its content laid out over
/// the whole x domain, as many plot widths wide as the domain has visible
/// lengths, and the slots the scroll position moves by (the aligned values
/// of its scroll behaviour, each category, or a few points of the plot).
struct ChartScrollGeometry {
    /// One place the scroll can rest: the value at the plot's leading edge there.
    struct Slot {
        var value: PlotValue
        var offset: CGFloat
        var width: CGFloat
    }

    /// The whole chart, laid out over the whole domain.
    let content: ChartLayout
    /// The plot's frame in the chart (what the scroll view shows).
    let visiblePlot: CGRect
    let slots: [Slot]
    /// The visible domain's length, in data units (categories for a band axis).
    let length: Double

    /// The points between a position's slots when no behaviour aligns them.
    static let freeSlotWidth: CGFloat = 8

    init?(marks: [MarkSpec], settings: ChartSettings, size: CGSize) {
        guard settings.scrollableAxes.contains(.horizontal) else { return nil }
        let page = ChartLayout(marks: marks, settings: settings, size: size)
        guard let scale = page.xScale, page.plot.width > 0 else { return nil }
        var wide = settings
        let span: Double
        switch scale.kind {
        case let .band(categories):
            span = Double(categories.count)
            wide.xDomain = .categories(categories)
        case let .linear(domain, isDate):
            span = domain.upperBound - domain.lowerBound
            wide.xDomain = .continuous(domain, isDate: isDate)
        }
        let length = min(settings.x.visibleLength.flatMap { $0 > 0 ? $0 : nil } ?? span, span)
        guard span > 0, length > 0 else { return nil }
        let pages = span / length
        wide.xTickCount = Int((Double(scale.desiredCount) * pages).rounded())
        let width = page.plot.width * CGFloat(pages) + size.width - page.plot.width
        content = ChartLayout(marks: marks, settings: wide, size: CGSize(width: width, height: size.height))
        visiblePlot = page.plot
        self.length = length
        slots = Self.slots(content: content, length: length, visibleWidth: page.plot.width,
                           rule: settings.scrollBehavior?.x)
    }

    private static func slots(content: ChartLayout, length: Double, visibleWidth: CGFloat,
                              rule: ValueAlignmentRule?) -> [Slot] {
        guard let scale = content.xScale else { return [] }
        let origin = content.plot.minX
        var starts: [(PlotValue, CGFloat)]
        switch scale.kind {
        case let .band(categories):
            starts = categories.enumerated().map { index, name in (.category(name), scale.bandWidth * CGFloat(index)) }
        case let .linear(domain, isDate):
            var values: [Double]
            if let rule {
                values = rule.values(in: domain, pageLength: length)
            } else {
                let step = length / Double(max(1, (visibleWidth / freeSlotWidth).rounded()))
                values = Array(stride(from: domain.lowerBound, to: domain.upperBound, by: step).prefix(5000))
            }
            // A value at the domain's end starts no slot: nothing is after it.
            values.removeAll { $0 >= domain.upperBound - 1e-9 }
            if values.first.map({ $0 > domain.lowerBound + 1e-9 }) ?? true { values.insert(domain.lowerBound, at: 0) }
            starts = values.compactMap { value in
                scale.position(number: value).map {
                    (isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value), $0 - origin)
                }
            }
        }
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1].1 : content.plot.width
            return Slot(value: starts[index].0, offset: starts[index].1, width: max(end - starts[index].1, 0))
        }
    }

    /// The slot a position rests in: the last whose value is not past it.
    func slotIndex(of position: PlotValue?) -> Int? {
        guard let position, !slots.isEmpty else { return slots.isEmpty ? nil : 0 }
        if position.isCategory { return slots.firstIndex { $0.value == position } ?? 0 }
        guard let number = position.continuous else { return 0 }
        return slots.lastIndex { ($0.value.continuous ?? .infinity) <= number + 1e-6 } ?? 0
    }

    /// The slot whose span holds `offset` points from the content plot's leading edge.
    func slotIndex(atOffset offset: CGFloat) -> Int {
        slots.lastIndex { $0.offset <= offset + 0.5 } ?? 0
    }

    /// The y axis's labels, which stay in place as the plot scrolls: where
    /// they stand beside the visible plot.
    var fixedLabels: [DrawnLabel] {
        content.labels.filter { !$0.isX }.map { label in
            var label = label
            if label.point.x > content.plot.maxX - 0.5 { label.point.x += visiblePlot.maxX - content.plot.maxX }
            return label
        }
    }

    /// The content without the y axis's labels, which are drawn in place.
    var scrolledLayout: ChartLayout {
        var layout = content
        layout.labels = layout.labels.filter(\.isX)
        return layout
    }
}

/// A chart whose plot scrolls horizontally through its visible domain: a
/// scroll view of the plot and its x axis, the y axis's labels in place.
/// The scroll position is the leading slot of the scroll view's target
/// layout, bound both ways to `chartScrollPosition(x:)`; a value-aligned
/// behaviour makes the slots snap points.
struct ScrollingChartCanvas: View {
    let geometry: ChartScrollGeometry
    let settings: ChartSettings
    let size: CGSize
    /// The position when no binding holds it.
    @State private var position: PlotValue?
    /// The slot a drag began on.
    @State private var dragStart: Int?

    var body: some View {
        let plot = geometry.visiblePlot
        let content = geometry.content
        let slots = geometry.slots
        return ZStack(alignment: .topLeading) {
            snapping(ScrollView(.horizontal, showsIndicators: false) {
                ZStack(alignment: .topLeading) {
                    HStack(spacing: 0) {
                        ForEach(slots.indices, id: \.self) { index in
                            Color.clear.frame(width: slots[index].width, height: size.height)
                        }
                    }
                    .scrollTargetLayout()
                    ChartCanvas(layout: geometry.scrolledLayout, settings: settings)
                        .offset(x: -content.plot.minX)
                }
                .frame(width: content.plot.width, height: size.height, alignment: .topLeading)
                .clipped()
            }
            .scrollPosition(id: slotBinding, anchor: .leading))
            .gesture(drag)
            .frame(width: plot.width, height: size.height)
            .offset(x: plot.minX)
            ForEach(geometry.fixedLabels.indices, id: \.self) { index in
                ChartLabelView(label: geometry.fixedLabels[index])
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    private var current: PlotValue? { settings.x.position?.get() ?? position ?? settings.x.initialPosition }

    private var slotBinding: Binding<Int?> {
        Binding(get: { geometry.slotIndex(of: current) }, set: { index in
            guard let index, geometry.slots.indices.contains(index) else { return }
            let value = geometry.slots[index].value
            position = value
            settings.x.position?.set(value)
        })
    }

    /// Dragging the plot scrolls it, slot by slot, under the pointer.
    private var drag: some Gesture {
        DragGesture(minimumDistance: 4)
            .onChanged { value in
                let start = dragStart ?? geometry.slotIndex(of: current) ?? 0
                if dragStart == nil { dragStart = start }
                let offset = (geometry.slots[safe: start]?.offset ?? 0) - value.translation.width
                slotBinding.wrappedValue = geometry.slotIndex(atOffset: offset)
            }
            .onEnded { _ in dragStart = nil }
    }

    /// A value-aligned behaviour settles the scroll on a slot's leading edge.
    @ViewBuilder private func snapping(_ view: some View) -> some View {
        if let behavior = settings.scrollBehavior {
            view.scrollTargetBehavior(.viewAligned(limitBehavior: behavior.limitBehavior == .always ? .always : .never))
        } else {
            view
        }
    }
}
