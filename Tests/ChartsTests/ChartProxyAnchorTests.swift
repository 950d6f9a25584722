import Foundation
import Proscenium
import Testing
import ProsceniumTesting
@testable import Charts

/// A chart whose background reads the plot's frame through the proxy's
/// anchor, as apps centre a label in a donut.
private struct PlotFrameReader: View {
    var body: some View {
        Chart(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
            .chartBackground { chartProxy in
                GeometryReader { geometry in
                    if let anchor = chartProxy.plotFrame {
                        let frame = geometry[anchor]
                        Text("plot \(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))x\(Int(frame.height))")
                    }
                }
            }
    }
}

@Suite @MainActor struct ChartProxyAnchorTests {
    @Test func plotFrameResolvesToThePlotInTheReadersCoordinates() throws {
        let ui = ViewHarness(PlotFrameReader())
        // The chart sits away from the window's corner: the anchor is in the
        // window's coordinates, the reader's frame takes the chart's origin off.
        try ui.measureAll(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
        let plot = ChartLayout(marks: marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        }, settings: ChartSettings(), size: CGSize(width: 400, height: 300)).plot
        #expect(plot.height < 300, "the axes take room, so the plot is not the whole chart")
        let expected = "plot \(Int(plot.minX)),\(Int(plot.minY)) \(Int(plot.width))x\(Int(plot.height))"
        #expect(ui.find(.text, expected) != nil, "shown: \(ui.visibleText)")
    }
}
