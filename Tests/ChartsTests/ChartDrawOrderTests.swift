import Foundation
import Proscenium
import Testing
import ProsceniumTesting
@testable import Charts

/// Marks overlap in the order Swift Charts draws them: by `zIndex`, then as declared.
@Suite @MainActor struct ChartDrawOrderTests {
    let size = CGSize(width: 400, height: 300)

    /// What each drawn mark is, back to front: "rect", "path" or "symbol".
    func kinds(_ marks: [MarkSpec]) -> [String] {
        ChartLayout(marks: marks, settings: ChartSettings(), size: size).drawnMarks.map { mark in
            switch mark {
            case .rect: "rect"
            case .path: "path"
            case .symbol: "symbol"
            }
        }
    }

    @Test func marksDrawInTheOrderTheyAreDeclared() {
        let ruleFirst = kinds(marks {
            RuleMark(y: .value("Goal", 4))
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        })
        #expect(ruleFirst == ["path", "rect", "rect", "rect", "rect"])
        let ruleLast = kinds(marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
            RuleMark(y: .value("Goal", 4))
        })
        #expect(ruleLast == ["rect", "rect", "rect", "rect", "path"])
    }

    @Test func zIndexBringsContentForward() {
        let raised = kinds(marks {
            RuleMark(y: .value("Goal", 4)).zIndex(1)
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
        })
        #expect(raised == ["rect", "rect", "rect", "rect", "path"])
        let lowered = kinds(marks {
            ForEach(sales) { BarMark(x: .value("Item", $0.item), y: .value("Count", $0.count)) }
            PointMark(x: .value("Item", "Cube"), y: .value("Count", 3)).zIndex(-1)
        })
        #expect(lowered == ["symbol", "rect", "rect", "rect", "rect"])
    }

    @Test func aLinesSymbolsDrawJustAboveItsLine() {
        let drawn = kinds(marks {
            ForEach(sales) { LineMark(x: .value("Item", $0.item), y: .value("Count", $0.count)).symbol(.circle) }
            BarMark(x: .value("Item", "Cone"), y: .value("Count", 1))
        })
        #expect(drawn == ["path", "symbol", "symbol", "symbol", "symbol", "rect"])
    }

    @Test func aPlotsModifiersReachEveryMarkInIt() {
        let grouped = marks {
            Plot {
                BarMark(x: .value("Item", "Cube"), y: .value("Count", 5))
                RuleMark(y: .value("Goal", 4))
            }
            .zIndex(2)
            .opacity(0.5)
            PointMark(x: .value("Item", "Cube"), y: .value("Count", 3))
        }
        #expect(grouped.map(\.zIndex) == [2, 2, 0])
        #expect(grouped.map(\.opacity) == [0.5, 0.5, 1])
        #expect(kinds(grouped) == ["symbol", "rect", "path"])
    }

    @Test func theRenderedChartPutsAForwardMarkLaterInTheTree() throws {
        let ui = ViewHarness(
            Chart {
                RuleMark(y: .value("Goal", 4)).accessibilityLabel("Goal line").zIndex(1)
                BarMark(x: .value("Item", "Cube"), y: .value("Count", 5)).accessibilityLabel("Cube bar")
            }
            .frame(width: 300, height: 200)
        )
        try ui.measureAll(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let ids = ui.elements.map(\.id)
        let rule = try #require(ids.firstIndex(of: try ui.element(nil, "Goal line").id))
        let bar = try #require(ids.firstIndex(of: try ui.element(nil, "Cube bar").id))
        #expect(bar < rule)
    }
}
