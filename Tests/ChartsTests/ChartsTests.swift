import Foundation
import Proscenium
import Testing
import ProsceniumTesting
@testable import Charts

struct Sale: Identifiable {
    var item: String
    var count: Double
    var id: String { item }
}

/// The marks a chart's content makes.
@MainActor func marks<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [MarkSpec] {
    var marks: [MarkSpec] = []
    collectMarks(content(), into: &marks)
    return marks
}

let sales = [Sale(item: "Cube", count: 5), Sale(item: "Sphere", count: 6), Sale(item: "Pyramid", count: 4),
             Sale(item: "Cone", count: 2)]

@Suite struct NiceNumberTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(NiceNumbers.step(span: 6, count: 5) == 2)
        #expect(NiceNumbers.step(span: 1234, count: 5) == 500)
        #expect(NiceNumbers.step(span: 0.9, count: 5) == 0.2)
        #expect(NiceNumbers.step(span: 100, count: 10) == 10)
    }

    @Test func domainsWidenToWholeSteps() {
        let (domain, step) = NiceNumbers.domain(0, 6.3, count: 5)
        #expect(domain == 0...8)
        #expect(step == 2)
        #expect(NiceNumbers.ticks(in: domain, step: step) == [0, 2, 4, 6, 8])
        let negative = NiceNumbers.domain(-3, 7, count: 5)
        #expect(negative.domain == -4...8)
        #expect(NiceNumbers.ticks(in: negative.domain, step: negative.step) == [-4, -2, 0, 2, 4, 6, 8])
    }

    @Test func oneValueGetsARangeFromZero() {
        #expect(NiceNumbers.domain(5, 5, count: 5).domain == 0...5)
        #expect(NiceNumbers.domain(0, 0, count: 5).domain == 0...1)
    }
}

@Suite @MainActor struct BarGeometryTests {
    let size = CGSize(width: 400, height: 300)

    @Test func barsRiseFromZeroInProportionToTheirValues() throws {
        let layout = ChartLayout(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        }, settings: ChartSettings(), size: size)
        #expect(layout.rects.count == 4)
        let zero = try #require(layout.yScale?.position(number: 0))
        #expect(abs(zero - layout.plot.maxY) < 0.001)
        let perUnit = layout.rects[0].rect.height / 5
        for (rect, sale) in zip(layout.rects, sales) {
            #expect(abs(rect.rect.maxY - zero) < 0.001)
            #expect(abs(rect.rect.height - perUnit * sale.count) < 0.001)
        }
        // About one tick every 40 points: 276 points of plot take steps of 1, and 6 is the top.
        #expect(abs(layout.rects[1].rect.height - layout.plot.height) < 0.001)
        // Half as tall, fewer ticks: steps of 2.
        let short = ChartLayout(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count * 1.1)) }
        }, settings: ChartSettings(), size: CGSize(width: 400, height: 190))
        // 6.6 rounds up to 8: the tallest bar is 6.6/8 of the plot.
        #expect(abs(short.rects[1].rect.height - short.plot.height * 6.6 / 8) < 0.001)
        let shortLabels = short.labels.compactMap { label -> String? in
            if case let .text(text) = label.content { return text } else { return nil }
        }.filter { Double($0) != nil }
        #expect(shortLabels == ["0", "2", "4", "6", "8"])
    }

    @Test func categoricalBarsTakeMostOfTheirBandInOrder() throws {
        let layout = ChartLayout(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        }, settings: ChartSettings(), size: size)
        let band = layout.plot.width / 4
        for (index, drawn) in layout.rects.enumerated() {
            #expect(abs(drawn.rect.width - band * ChartLayout.barBandRatio) < 0.001)
            #expect(abs(drawn.rect.midX - (layout.plot.minX + band * (CGFloat(index) + 0.5))) < 0.001)
        }
        // The y axis's labels are on the trailing side: the plot leaves room there.
        #expect(layout.plot.minX == 0)
        #expect(layout.plot.maxX < size.width - 5)
        let labels = layout.labels.compactMap { label -> String? in
            if case let .text(text) = label.content, label.anchor == .leading { return text } else { return nil }
        }
        #expect(labels == ["0", "1", "2", "3", "4", "5", "6"])
    }

    @Test func aFixedWidthAndAnExplicitDomainAreHonoured() throws {
        var settings = ChartSettings()
        settings.yDomain = (0...20).resolved
        let layout = ChartLayout(marks: marks {
            BarMark(x: .value("Item", "A"), y: .value("Count", 10), width: .fixed(12))
        }, settings: settings, size: size)
        let rect = try #require(layout.rects.first?.rect)
        #expect(rect.width == 12)
        #expect(abs(rect.height - layout.plot.height / 2) < 0.001)
    }

    @Test func horizontalBarsRunAlongX() throws {
        let layout = ChartLayout(marks: marks {
            BarMark(x: .value("Count", 3), y: .value("Item", "A"))
            BarMark(x: .value("Count", 6), y: .value("Item", "B"))
        }, settings: ChartSettings(), size: size)
        let a = try #require(layout.rects.first?.rect), b = try #require(layout.rects.last?.rect)
        #expect(abs(b.width - 2 * a.width) < 0.001)
        #expect(a.minY < b.minY)
        #expect(abs(a.minX - layout.plot.minX) < 0.001)
    }
}

@Suite @MainActor struct StackingTests {
    let size = CGSize(width: 300, height: 200)

    @Test func barsOfOneCategoryStackInOrder() throws {
        let layout = ChartLayout(marks: marks {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).foregroundStyle(by: .value("Kind", "Run"))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 2)).foregroundStyle(by: .value("Kind", "Walk"))
        }, settings: ChartSettings(), size: size)
        #expect(layout.rects.count == 3)
        let walk = layout.rects[0].rect, run = layout.rects[1].rect
        #expect(abs(run.maxY - walk.minY) < 0.001)
        #expect(abs(walk.minX - run.minX) < 0.001)
        #expect(abs(run.height / walk.height - 4.0 / 3.0) < 0.001)
        // The domain covers the stack's top (7), not the largest bar (4).
        guard case let .linear(domain, _) = try #require(layout.yScale).kind else { Issue.record("not linear"); return }
        #expect(domain.upperBound >= 7)
        #expect(layout.encodings.styleCategories == ["Walk", "Run"])
    }

    @Test func stackRangesNormalizeAndCentre() {
        func spec(_ value: Double, _ stacking: MarkStackingMethod) -> MarkSpec {
            var mark = MarkSpec(kind: .bar, x: PlottableValue.value("x", "A").channel,
                                y: PlottableValue.value("y", value).channel, stacking: stacking)
            mark.styleKey = PlottableValue.value("s", "\(value)").channel
            return mark
        }
        let standard = Stacking.ranges(of: [spec(1, .standard), spec(3, .standard)], vertical: [true, true])
        #expect(standard[0]! == (0, 1))
        #expect(standard[1]! == (1, 4))
        let normalized = Stacking.ranges(of: [spec(1, .normalized), spec(3, .normalized)], vertical: [true, true])
        #expect(normalized[0]! == (0, 0.25))
        #expect(normalized[1]! == (0.25, 1))
        let centered = Stacking.ranges(of: [spec(1, .center), spec(3, .center)], vertical: [true, true])
        #expect(centered[0]! == (-2, -1))
        #expect(centered[1]! == (-1, 2))
        let negative = Stacking.ranges(of: [spec(2, .standard), spec(-3, .standard)], vertical: [true, true])
        #expect(negative[1]! == (0, -3))
    }

    @Test func positionBySetsBarsSideBySide() {
        let layout = ChartLayout(marks: marks {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).position(by: .value("Kind", "Walk"))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)).position(by: .value("Kind", "Run"))
        }, settings: ChartSettings(), size: size)
        let walk = layout.rects[0].rect, run = layout.rects[1].rect
        #expect(abs(walk.maxX - run.minX) < 0.001)
        #expect(abs(walk.maxY - run.maxY) < 0.001)
    }
}

@Suite @MainActor struct LineAndSectorTests {
    @Test func aLineJoinsItsSeriesPointsAndPointsHaveSymbols() throws {
        let layout = ChartLayout(marks: marks {
            ForEach(0..<4) { index in
                LineMark(x: .value("X", index), y: .value("Y", Double(index * 2)))
                PointMark(x: .value("X", index), y: .value("Y", Double(index * 2)))
            }
        }, settings: ChartSettings(), size: CGSize(width: 300, height: 200))
        #expect(layout.paths.count == 1)
        #expect(layout.symbols.count == 4)
        let path = try #require(layout.paths.first?.path)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - layout.symbols[0].center.x) < 0.001)
        #expect(abs(bounds.maxX - layout.symbols[3].center.x) < 0.001)
        #expect(abs(bounds.maxY - layout.symbols[0].center.y) < 0.001)
    }

    @Test func sectorsShareTheCircleByValue() throws {
        let layout = ChartLayout(marks: marks {
            SectorMark(angle: .value("Count", 1)).foregroundStyle(by: .value("Fruit", "A"))
            SectorMark(angle: .value("Count", 1)).foregroundStyle(by: .value("Fruit", "B"))
            SectorMark(angle: .value("Count", 2)).foregroundStyle(by: .value("Fruit", "C"))
        }, settings: ChartSettings(), size: CGSize(width: 200, height: 200))
        #expect(layout.isPolar)
        #expect(layout.paths.count == 3)
        // From twelve o'clock, clockwise: A is the top right quarter, C the left half.
        let a = layout.paths[0].path.boundingRect, c = layout.paths[2].path.boundingRect
        #expect(abs(a.minX - 100) < 0.5 && abs(a.maxY - 100) < 0.5 && abs(a.maxX - 200) < 0.5)
        #expect(abs(c.maxX - 100) < 0.5 && abs(c.width - 100) < 0.5 && abs(c.height - 200) < 0.5)
        #expect(layout.labels.isEmpty)
    }

    @Test func aDonutHasAHole() {
        let path = ChartLayout.sector(center: CGPoint(x: 50, y: 50), inner: 25, outer: 50, start: 0, end: .pi / 2, inset: 0)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.minY - 50) < 0.5)
        #expect(abs(bounds.maxX - 100) < 0.5 && abs(bounds.maxY - 100) < 0.5)
        #expect(path.description.contains("75 50"))
    }
}

@Suite @MainActor struct SelectionTests {
    @Test func aPointOverABandSelectsItsCategory() throws {
        let layout = ChartLayout(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        }, settings: ChartSettings(), size: CGSize(width: 400, height: 300))
        let band = layout.plot.width / 4
        #expect(layout.xValue(atPlotX: band * 2.5)?.plottable(as: String.self) == "Pyramid")
        #expect(layout.xValue(atPlotX: 1)?.plottable(as: String.self) == "Cube")
        #expect(layout.xValue(atPlotX: layout.plot.width - 1)?.plottable(as: String.self) == "Cone")
    }

    @Test func aPointOverNumbersSelectsTheNumberThere() throws {
        var settings = ChartSettings()
        settings.xDomain = (0...10).resolved
        let layout = ChartLayout(marks: marks {
            LineMark(x: .value("X", 0), y: .value("Y", 1))
            LineMark(x: .value("X", 10), y: .value("Y", 3))
        }, settings: settings, size: CGSize(width: 400, height: 300))
        let middle = layout.plot.width / 2
        #expect(layout.xValue(atPlotX: middle)?.plottable(as: Int.self) == 5)
        let quarter = try #require(layout.xValue(atPlotX: layout.plot.width / 4)?.plottable(as: Double.self))
        #expect(abs(quarter - 2.5) < 0.001)
        // Back and forth: a value's position maps to that value.
        let seven = try #require(ChartProxy(layout: layout).position(forX: 7))
        #expect(ChartProxy(layout: layout).value(atX: seven, as: Int.self) == 7)
    }

    @Test func theSelectionBindingIsWrittenWithTheValue() {
        var selected: String? = nil
        let binding = Binding<String?>(get: { selected }, set: { selected = $0 })
        var settings = ChartSettings()
        // What `chartXSelection(value:)` installs.
        settings.xSelection = { value in binding.wrappedValue = value?.plottable(as: String.self) }
        settings.xSelection?(.category("Wed"))
        #expect(selected == "Wed")
        settings.xSelection?(nil)
        #expect(selected == nil)
    }
}

@Suite struct PlottableTests {
    enum Status: String, Plottable {
        case active = "Active"
        case inactive = "Inactive"
    }

    @Test func primitivesAndRawValuesPlot() {
        #expect(PlotValue(3) == .number(3))
        #expect(PlotValue(2.5 as Float) == .number(2.5))
        #expect(PlotValue("A") == .category("A"))
        #expect(PlotValue(Status.active) == .category("Active"))
        #expect(PlotValue.category("Inactive").plottable(as: Status.self) == .inactive)
        #expect(PlotValue.number(2.6).plottable(as: Int.self) == 3)
        #expect(PlotValue.number(2.6).plottable(as: String.self) == nil)
        let date = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(PlotValue(date) == .date(date))
    }

    @Test func aDateWithAUnitSpansIt() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = try #require(calendar.date(from: DateComponents(year: 2024, month: 2, day: 10)))
        let channel = PlottableValue.value("Month", date, unit: .month, calendar: calendar).channel
        let interval = try #require(channel.unitInterval)
        #expect(interval.upperBound - interval.lowerBound == 29 * 86_400)
    }
}

/// Rectangles between two values, and annotations kept inside the chart.
@Suite @MainActor struct RectangleAndOverflowTests {
    let size = CGSize(width: 300, height: 200)

    @Test func aRectangleSpansItsTwoValuesAtItsCategory() throws {
        var settings = ChartSettings()
        settings.yDomain = (0...100).resolved
        let layout = ChartLayout(marks: marks {
            RectangleMark(x: .value("Kind", "A"), yStart: .value("Low", 20), yEnd: .value("High", 60), width: 40)
        }, settings: settings, size: size)
        let rect = try #require(layout.rects.first?.rect)
        #expect(rect.width == 40)
        #expect(abs(rect.height - layout.plot.height * 0.4) < 0.001)
        #expect(abs(rect.maxY - (layout.plot.maxY - layout.plot.height * 0.2)) < 0.001)
    }

    @Test func anAnnotationIsFittedIntoTheBoundaryItsStrategyNames() throws {
        let month = Date(timeIntervalSince1970: 86_400 * 40)
        let specs = marks {
            RuleMark(x: .value("Month", month, unit: .month))
                .annotation(position: .top, overflowResolution: .init(x: .fit(to: .plot), y: .disabled)) {
                    VStack { Text(month, format: .dateTime.month(.wide)).bold() }
                }
        }
        let resolution = try #require(specs.first?.annotations.first?.overflowResolution)
        #expect(resolution.x.bounds(plot: 10...110, chart: 0...300) == 10...110)
        #expect(resolution.y.bounds(plot: 10...110, chart: 0...300) == nil)
        #expect(AnnotationOverflowResolution.Strategy.fit.bounds(plot: 10...110, chart: 0...300) == 0...300)
        #expect(FittedAnnotationLayout.fit(100, length: 30, in: 10...110) == 80)
        #expect(FittedAnnotationLayout.fit(-5, length: 30, in: 10...110) == 10)
        #expect(FittedAnnotationLayout.fit(-5, length: 30, in: nil) == -5)
    }

    @Test func aFittedAnnotationIsPlacedInsideItsBounds() throws {
        let text = "Longer than the room left"
        // Anchored by its leading edge 150 points in: it would end past 200.
        let ui = ViewHarness(FittedAnnotationLayout(point: CGPoint(x: 150, y: 50), anchor: .leading,
                                                    xBounds: 0...200, yBounds: nil) {
            Text(text).fixedSize()
        }
        .frame(width: 200, height: 100))
        let frame = try #require(ui.frame(of: try ui.element(.text, text), in: CGSize(width: 200, height: 100)))
        #expect(frame.width > 50, "the label is wider than the room left: \(frame)")
        #expect(abs(frame.maxX - 200) < 0.5, "moved in until it ends at the bound: \(frame)")
        #expect(abs(frame.midY - 50) < 0.5, "not moved along y, which has no bounds: \(frame)")
    }
}

/// Axis marks at given values, labelled with a format of the values' type.
@Suite struct AxisFormatTests {
    @MainActor @Test func decimalValuesAreMarkedAndWrittenWithTheirFormat() throws {
        var settings = ChartSettings()
        settings.yAxisMarks = axisGroups(AxisMarks(format: Decimal.FormatStyle.Percent.percent.scale(1),
                                                   position: .leading, values: [0, 50, 100]))
        let layout = ChartLayout(marks: marks {
            // Up to 100: marks outside the plotted domain are not drawn.
            BarMark(x: .value("Item", "A"), y: .value("Share", 100))
        }, settings: settings, size: CGSize(width: 400, height: 300))
        let labels = layout.labels.compactMap { label -> String? in
            if case let .text(text) = label.content { return text } else { return nil }
        }
        #expect(labels.filter { $0.hasSuffix("%") } == ["0%", "50%", "100%"])
        #expect(PlotValue(Decimal(string: "12.5")!) == .number(12.5))
        #expect(PlotValue.number(12.5).plottable(as: Decimal.self) == Decimal(string: "12.5"))
    }
}
