import Foundation
@testable import Proscenium
import ProsceniumHost
import Testing
import ProsceniumTesting
@testable import Charts

private let day = 86_400.0
/// Ninety days of sales from a midnight, one bar a day.
private let start = Calendar.current.startOfDay(for: Date(timeIntervalSinceReferenceDate: 700_000_000))
private struct DaySale: Identifiable {
    var day: Int
    var date: Date { Calendar.current.date(byAdding: .day, value: day, to: start)! }
    var count: Double { Double(day % 7 + 1) }
    var id: Int { day }
}
private let daySales = (0..<90).map(DaySale.init)

@MainActor private func dayBars() -> [MarkSpec] {
    marks { ForEach(daySales) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Sales", $0.count)) } }
}

/// A month of the days at a time, its leading day shown and set by a button.
private struct ScrollingDays: View {
    @State private var position: TimeInterval = start.timeIntervalSinceReferenceDate
    var body: some View {
        VStack {
            Text("From \(Int((position - start.timeIntervalSinceReferenceDate) / day))")
            Button("Day 40") { position = start.timeIntervalSinceReferenceDate + 40 * day }
            Chart(daySales) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Sales", $0.count)) }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 30 * day)
                .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0),
                                                         majorAlignment: .matching(DateComponents(day: 1))))
                .chartScrollPosition(x: $position)
                .frame(width: 400, height: 300)
        }
    }
}

@Suite @MainActor struct ChartScrollingTests {
    let size = CGSize(width: 400, height: 300)

    func scrollingSettings() -> ChartSettings {
        var settings = ChartSettings()
        settings.scrollableAxes = .horizontal
        settings.x.visibleLength = 30 * day
        return settings
    }

    @Test func thePlotShowsTheVisibleDomainAndTheContentSpansTheRest() throws {
        let geometry = try #require(ChartScrollGeometry(marks: dayBars(), settings: scrollingSettings(), size: size))
        let content = geometry.content
        guard case let .linear(domain, isDate)? = content.xScale?.kind else { Issue.record("not linear"); return }
        #expect(isDate)
        // Ninety days and the last one's width, over thirty days a plot.
        #expect(abs(domain.upperBound - domain.lowerBound - 90 * day) < 1)
        #expect(abs(content.plot.width / geometry.visiblePlot.width - 3) < 0.01)
        // The plot shows the first thirty days' bars at the start.
        let shown = content.rects.filter { $0.rect.minX - content.plot.minX < geometry.visiblePlot.width - 0.5 }
        #expect(shown.count == 30)
        // The x axis is labelled along the whole content, about as densely as one page.
        let xLabels = content.labels.filter(\.isX)
        #expect(xLabels.count >= 6, "\(xLabels.count) labels")
        #expect(xLabels.allSatisfy { $0.point.x >= content.plot.minX - 1 && $0.point.x <= content.plot.maxX + 1 })
        // The y axis's labels stand beside the visible plot.
        #expect(!geometry.fixedLabels.isEmpty)
        #expect(geometry.fixedLabels.allSatisfy { $0.point.x >= geometry.visiblePlot.maxX })
        #expect(!geometry.scrolledLayout.labels.contains { !$0.isX })
    }

    @Test func aChartThatDoesNotScrollHasNoScrollGeometry() {
        #expect(ChartScrollGeometry(marks: dayBars(), settings: ChartSettings(), size: size) == nil)
    }

    @Test func valueAlignedSlotsAreTheMidnights() throws {
        var settings = scrollingSettings()
        settings.scrollBehavior = .valueAligned(matching: DateComponents(hour: 0))
        let geometry = try #require(ChartScrollGeometry(marks: dayBars(), settings: settings, size: size))
        #expect(geometry.slots.count == 90)
        for slot in geometry.slots {
            let date = try #require(slot.value.plottable(as: Date.self))
            #expect(Calendar.current.startOfDay(for: date) == date)
        }
        let dayWidth = geometry.visiblePlot.width / 30
        #expect(abs(geometry.slots[10].offset - 10 * dayWidth) < 0.5)
        // A position falls in the slot of its day; an offset in the slot under it.
        let noonOfDay12 = PlotValue.date(start.addingTimeInterval(12.5 * day))
        #expect(geometry.slotIndex(of: noonOfDay12) == 12)
        #expect(geometry.slotIndex(atOffset: 20.4 * dayWidth) == 20)
    }

    @Test func freeSlotsAreAFewPointsApart() throws {
        let geometry = try #require(ChartScrollGeometry(marks: dayBars(), settings: scrollingSettings(), size: size))
        let widths = Set(geometry.slots.dropLast().map { ($0.width * 10).rounded() / 10 })
        #expect(widths.count == 1)
        let width = try #require(widths.first)
        #expect(abs(width - ChartScrollGeometry.freeSlotWidth) < 1)
    }

    @Test func categoriesScrollOneAtATime() throws {
        var settings = ChartSettings()
        settings.scrollableAxes = .horizontal
        settings.x.visibleLength = 2
        let geometry = try #require(ChartScrollGeometry(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        }, settings: settings, size: size))
        #expect(geometry.slots.map(\.value) == sales.map { .category($0.item) })
        #expect(abs(geometry.content.plot.width - 2 * geometry.visiblePlot.width) < 0.5)
        #expect(geometry.slotIndex(of: .category("Pyramid")) == 2)
    }

    @Test func theBindingIsWrittenAsThePersonScrollsAndScrollsTheChartWhenSet() async throws {
        let ui = ViewHarness(ScrollingDays())
        try ui.measureAll(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let layout = try #require(ui.elements.first { $0.attributes[.scrollTargetLayout] == true })
        #expect(layout.children.count == 90)
        // The first render has no slots yet: the position is shown once they are.
        let first = "\(layout.children[0].id.rawValue) leading"
        _ = try await ui.settle(until: { ui.all(.scroll).first?.attributes[.scrollPosition] == .string(first) })
        var scroll = try #require(ui.all(.scroll).first)
        #expect(scroll.attributes[.scrollPosition] == .string(first))
        // The person scrolls to the twelfth day: the binding follows.
        try ui.send(HostEvent(kind: .change, target: scroll.id, value: "\(layout.children[12].id.rawValue)"))
        #expect(ui.find(.text, "From 12") != nil, "shown: \(ui.visibleText)")
        // Setting the binding scrolls the chart to that day.
        try ui.click(.button, "Day 40")
        scroll = try #require(ui.all(.scroll).first)
        let slots = try #require(ui.elements.first { $0.attributes[.scrollTargetLayout] == true })
        #expect(scroll.attributes[.scrollPosition] == .string("\(slots.children[40].id.rawValue) leading"))
        #expect(scroll.attributes[.scrollSnap] == "viewAligned")
    }

    @Test func valueAlignedBehaviourSettlesOnTheNearestValueAndSwipesToTheNextMajor() throws {
        var settings = scrollingSettings()
        let behavior = ValueAlignedChartScrollTargetBehavior(matching: DateComponents(hour: 0),
                                                             majorAlignment: .matching(DateComponents(day: 1)))
        settings.scrollBehavior = behavior
        let geometry = try #require(ChartScrollGeometry(marks: dayBars(), settings: settings, size: size))
        let layout = geometry.content
        let proxy = ChartProxy(layout: layout, visibleLength: (30 * day, nil))
        let dayWidth = layout.plot.width / 90
        func settle(at offset: CGFloat, velocity: CGFloat) -> CGFloat {
            var target = ScrollTarget(rect: CGRect(x: layout.plot.minX + offset, y: 0, width: 100, height: 100))
            let base = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: velocity, dy: 0),
                                                   contentSize: layout.size, containerSize: geometry.visiblePlot.size,
                                                   axes: .horizontal)
            behavior.updateTarget(&target, context: ChartScrollTargetBehaviorContext(chartProxy: proxy, base: base))
            return (target.rect.minX - layout.plot.minX) / dayWidth
        }
        #expect(abs(settle(at: 10.3 * dayWidth, velocity: 0) - 10) < 0.01)
        #expect(abs(settle(at: 10.7 * dayWidth, velocity: 0) - 11) < 0.01)
        // A fast swipe forward goes on to the first of the next month.
        let swiped = settle(at: 10.3 * dayWidth, velocity: 1000)
        let landed = start.addingTimeInterval(swiped.rounded() * day)
        #expect(Calendar.current.component(.day, from: landed) == 1)
        #expect(swiped > 10.3)
    }

    @Test func theScrollLinkWritesNumbersForDatesAndKeepsItsType() {
        var seconds: TimeInterval = 0
        let numberLink = ChartScrollLink(Binding(get: { seconds }, set: { seconds = $0 }))
        numberLink.set(.date(Date(timeIntervalSinceReferenceDate: 1234)))
        #expect(seconds == 1234)
        var date = Date(timeIntervalSinceReferenceDate: 0)
        let dateLink = ChartScrollLink(Binding(get: { date }, set: { date = $0 }))
        dateLink.set(.date(Date(timeIntervalSinceReferenceDate: 99)))
        #expect(date.timeIntervalSinceReferenceDate == 99)
        #expect(dateLink.get() == .date(date))
    }
}

@Suite @MainActor struct ChartSymbolScaleTests {
    let unit = CGRect(x: 0, y: 0, width: 10, height: 10)

    func pointMarks() -> [MarkSpec] {
        marks {
            ForEach(sales) { PointMark(x: .value("Item", $0.item), y: .value("Count", $0.count)).symbol(by: .value("Kind", $0.item)) }
        }
    }

    func drawn(_ symbol: ChartSymbol) -> String { symbol.path(in: unit).description }

    @Test func aScaleMapsCategoriesToItsShapesAndTheLegendShowsThem() {
        var settings = ChartSettings()
        settings.symbolScale = [(.category("Cube"), ChartSymbol(AnyChartSymbolShape(BasicChartSymbolShape.square))),
                                (.category("Cone"), ChartSymbol(AnyChartSymbolShape(BasicChartSymbolShape.triangle)))]
        let layout = ChartLayout(marks: pointMarks(), settings: settings, size: CGSize(width: 400, height: 300))
        #expect(layout.symbols.count == 4)
        #expect(drawn(layout.symbols[0].symbol) == BasicChartSymbolShape.square.path(in: unit).description)
        #expect(drawn(layout.symbols[3].symbol) == BasicChartSymbolShape.triangle.path(in: unit).description)
        // The others take the cycle's first symbols.
        #expect(drawn(layout.symbols[1].symbol) == BasicChartSymbolShape.circle.path(in: unit).description)
        let legend = layout.encodings.legendEntries(marks: pointMarks())
        #expect(legend.map(\.name) == ["Cube", "Sphere", "Pyramid", "Cone"])
        #expect(legend.first.flatMap { $0.symbol.map(drawn) } == BasicChartSymbolShape.square.path(in: unit).description)
    }

    @Test func mappingRangeAndDomainGiveTheRestTheirSymbols() {
        var settings = ChartSettings()
        settings.symbolMapping = { value in value.description == "Sphere" ? ChartSymbol(BasicChartSymbolShape.plus) : nil }
        settings.symbolRange = [ChartSymbol(BasicChartSymbolShape.asterisk), ChartSymbol(BasicChartSymbolShape.cross)]
        settings.symbolDomain = ["Pyramid", "Cube"]
        let encodings = ChartEncodings(marks: pointMarks(), settings: settings)
        #expect(encodings.symbolCategories == ["Pyramid", "Cube", "Sphere", "Cone"])
        #expect(encodings.symbols["Sphere"].map(drawn) == BasicChartSymbolShape.plus.path(in: unit).description)
        #expect(encodings.symbols["Pyramid"].map(drawn) == BasicChartSymbolShape.asterisk.path(in: unit).description)
        #expect(encodings.symbols["Cube"].map(drawn) == BasicChartSymbolShape.cross.path(in: unit).description)
        #expect(encodings.symbols["Cone"].map(drawn) == BasicChartSymbolShape.asterisk.path(in: unit).description)
    }

    @Test func aStrokedBorderIsARingInsideTheFrame() {
        let ring = Circle().strokeBorder(lineWidth: 2).path(in: unit)
        let bounds = ring.boundingRect
        #expect(bounds.minX >= -0.01 && bounds.maxX <= 10.01)
        #expect(ring.contains(CGPoint(x: 1, y: 5)))
        #expect(!ring.contains(CGPoint(x: 5, y: 5)))
    }
}
