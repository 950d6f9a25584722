import Foundation
import Charts
import Proscenium
import Testing

/// A chart saved as an image (`ImageRenderer`), as apps export their charts:
/// the chart measures its plot as in a window, and its bars are drawn at
/// their values.
@MainActor @Suite struct ChartImageTests {
    private struct Sale: Identifiable {
        let id: String
        let value: Double
    }

    @Test func aRenderedChartDrawsItsBarsAtTheirHeights() throws {
        let sales = [Sale(id: "Jan", value: 10), Sale(id: "Feb", value: 40), Sale(id: "Mar", value: 20)]
        let chart = Chart(sales) { sale in
            BarMark(x: .value("Month", sale.id), y: .value("Sales", sale.value))
        }
        .frame(width: 300, height: 200)
        let image = try #require(ImageRenderer(content: chart).cgImage)
        #expect(image.width == 300 && image.height == 200)
        let rep = NSBitmapImageRep(cgImage: image)
        // Each bar's top: the first row of blue in the middle of its third of the plot.
        func barTop(_ column: Int) -> Int? {
            (0..<image.height).first { row in
                guard let color = rep.colorAt(x: column, y: row) else { return false }
                return color.blueComponent > 0.9 && color.redComponent < 0.1 && color.alphaComponent > 0.9
            }
        }
        let plotWidth = 300.0 - 30 // the y axis's labels take the trailing edge
        let tops = try (0..<3).map { try #require(barTop(Int(plotWidth * (Double($0) + 0.5) / 3))) }
        let bottom = try #require((0..<image.height).last { row in
            rep.colorAt(x: Int(plotWidth / 6), y: row).map { $0.blueComponent > 0.9 && $0.redComponent < 0.1 } ?? false
        })
        let heights = tops.map { Double(bottom - $0 + 1) }
        // Heights in the ratio of the values: 10, 40, 20.
        #expect(abs(heights[1] / heights[0] - 4) < 0.2 && abs(heights[2] / heights[0] - 2) < 0.1, "\(heights)")
    }
}
