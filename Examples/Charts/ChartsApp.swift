import Charts
import SwiftUI

/// Swift Charts on Linux: a bar chart of categories, a line chart with
/// points in two series, a donut of sectors, and a chart whose x value
/// follows the pointer (`chartXSelection`); a bar chart that scrolls through
/// sixty days ten at a time, and points whose symbols a symbol scale chooses.
@main
struct ChartGalleryApp: App {
    var body: some Scene {
        WindowGroup("Charts") {
            ChartBoard()
        }
        .defaultSize(width: 900, height: 640)
        Window("Scrolling Charts", id: "scrolling") {
            ScrollingChartBoard()
        }
        .defaultSize(width: 900, height: 320)
    }
}

struct ShapeCount: Identifiable {
    var name: String
    var count: Int
    var id: String { name }
}

struct Reading: Identifiable {
    var city: String
    var month: Int
    var degrees: Double
    var id: String { "\(city)-\(month)" }
}

struct Steps: Identifiable {
    var day: String
    var count: Int
    var id: String { day }
}

let shapes = [ShapeCount(name: "Cube", count: 5), ShapeCount(name: "Sphere", count: 6),
              ShapeCount(name: "Pyramid", count: 4), ShapeCount(name: "Cone", count: 2)]

let readings: [Reading] = zip(1...6, [4.0, 6, 10, 14, 18, 21]).map { Reading(city: "Paris", month: $0, degrees: $1) }
    + zip(1...6, [12.0, 13, 15, 17, 21, 25]).map { Reading(city: "Lisbon", month: $0, degrees: $1) }

let fruit = [ShapeCount(name: "Apples", count: 40), ShapeCount(name: "Pears", count: 30),
             ShapeCount(name: "Plums", count: 20), ShapeCount(name: "Figs", count: 10)]

struct DayCount: Identifiable {
    var day: Int
    var count: Int { day % 5 + 2 }
    var id: Int { day }
}

let days = (1...60).map(DayCount.init)

struct Sample: Identifiable {
    var kind: String
    var x: Int
    var y: Int
    var id: String { "\(kind)-\(x)" }
}

let samples = [Sample(kind: "Tri", x: 1, y: 3), Sample(kind: "Tri", x: 4, y: 5), Sample(kind: "Box", x: 2, y: 2),
               Sample(kind: "Box", x: 5, y: 4), Sample(kind: "Ring", x: 3, y: 6), Sample(kind: "Ring", x: 6, y: 1)]

let week = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [6200, 8100, 7400, 9900, 5600, 12000, 3100])
    .map { Steps(day: $0, count: $1) }

struct ChartBoard: View {
    @State private var selectedDay: String?

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                chartPanel("Shapes") {
                    Chart(shapes) { shape in
                        BarMark(x: .value("Shape", shape.name), y: .value("Count", shape.count))
                            .foregroundStyle(by: .value("Shape", shape.name))
                    }
                    .frame(width: 380, height: 220)
                    .accessibilityIdentifier("bars")
                }
                chartPanel("Temperature") {
                    Chart(readings) { reading in
                        LineMark(x: .value("Month", reading.month), y: .value("Degrees", reading.degrees))
                            .foregroundStyle(by: .value("City", reading.city))
                        PointMark(x: .value("Month", reading.month), y: .value("Degrees", reading.degrees))
                            .foregroundStyle(by: .value("City", reading.city))
                    }
                    .frame(width: 380, height: 220)
                    .accessibilityIdentifier("lines")
                }
            }
            HStack(spacing: 16) {
                chartPanel("Fruit") {
                    Chart(fruit) { item in
                        SectorMark(angle: .value("Count", item.count), innerRadius: .ratio(0.5), angularInset: 1.5)
                            .foregroundStyle(by: .value("Fruit", item.name))
                    }
                    .frame(width: 380, height: 220)
                    .accessibilityIdentifier("donut")
                }
                chartPanel("Steps") {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Selected: \(selectedDay ?? "none")")
                            .font(.callout)
                            .accessibilityIdentifier("selection")
                        Chart {
                            ForEach(week) { day in
                                BarMark(x: .value("Day", day.day), y: .value("Steps", day.count))
                                    .foregroundStyle(day.day == selectedDay ? Color.orange : Color.blue)
                            }
                            if let selectedDay {
                                RuleMark(x: .value("Day", selectedDay))
                                    .foregroundStyle(.gray)
                            }
                        }
                        .chartXSelection(value: $selectedDay)
                        .chartYScale(domain: 0...15000)
                        .frame(width: 380, height: 200)
                        .accessibilityIdentifier("steps")
                    }
                }
            }
        }
        .padding(16)
    }

}

/// A bar chart that scrolls through sixty days ten at a time, its first
/// day bound to a Text and set by a button, and points whose symbols a
/// symbol scale chooses.
struct ScrollingChartBoard: View {
    @State private var firstDay = 1

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                chartPanel("Days") {
                    VStack(alignment: .leading, spacing: 6) {
                        HStack {
                            Text("From day \(firstDay)")
                                .font(.callout)
                                .accessibilityIdentifier("firstDay")
                            Button("Day 30") { firstDay = 30 }
                        }
                        Chart(days) { day in
                            BarMark(x: .value("Day", day.day), y: .value("Count", day.count))
                        }
                        .chartScrollableAxes(.horizontal)
                        .chartXVisibleDomain(length: 10)
                        .chartScrollTargetBehavior(.valueAligned(unit: 1))
                        .chartScrollPosition(x: $firstDay)
                        .frame(width: 380, height: 200)
                        .accessibilityIdentifier("days")
                    }
                }
                chartPanel("Symbols") {
                    Chart(samples) { sample in
                        PointMark(x: .value("X", sample.x), y: .value("Y", sample.y))
                            .symbol(by: .value("Kind", sample.kind))
                            .symbolSize(120)
                    }
                    .chartSymbolScale([
                        "Tri": BasicChartSymbolShape.triangle,
                        "Box": BasicChartSymbolShape.square,
                        "Ring": Circle().strokeBorder(lineWidth: 2),
                    ])
                    .frame(width: 380, height: 220)
                    .accessibilityIdentifier("symbols")
                }
            }
        }
        .padding(16)
    }
}

/// A titled panel of the gallery, 400 by 260 points.
func chartPanel(_ title: String, @ViewBuilder content: () -> some View) -> some View {
    VStack(alignment: .leading, spacing: 8) {
        Text(title).font(.headline)
        content()
    }
    .frame(width: 400, height: 260, alignment: .topLeading)
}
