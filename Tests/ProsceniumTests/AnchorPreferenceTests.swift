import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting

private struct BoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct CentersKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

private struct Marked: View {
    var body: some View {
        VStack {
            Text("A").anchorPreference(key: BoundsKey.self, value: .bounds) { ["a": $0] }
            Text("B").transformAnchorPreference(key: CentersKey.self, value: .center) { $0.append($1) }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let a = anchors["a"] {
                    let box = proxy[a]
                    Text("a \(Int(box.minX)),\(Int(box.minY)) \(Int(box.width))x\(Int(box.height))")
                } else {
                    Text("no anchor")
                }
            }
        }
        .backgroundPreferenceValue(CentersKey.self) { centers in
            GeometryReader { proxy in
                Text("centers \(centers.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " "))")
            }
        }
    }
}

@MainActor @Suite struct AnchorPreferenceTests {
    @Test func anAnchorResolvesInTheReadersCoordinates() throws {
        let ui = ViewHarness(Marked())
        let readers = ui.all(.geometry)
        #expect(readers.count == 2)
        for reader in readers { try ui.reportGeometry(of: reader, frame: CGRect(x: 5, y: 10, width: 200, height: 100)) }
        // Not measured yet: no anchor is written, the readers see the key's default.
        #expect(ui.find(.text, "no anchor") != nil)
        #expect(ui.find(.text, "centers ") != nil)

        let marked = ui.elements.filter { $0.isMeasured && $0.tag != .geometry }
        #expect(marked.count == 2)
        try ui.reportGeometry(of: marked[0], frame: CGRect(x: 15, y: 30, width: 40, height: 20))
        #expect(ui.find(.text, "a 10,20 40x20") != nil)
        try ui.reportGeometry(of: marked[1], frame: CGRect(x: 25, y: 60, width: 20, height: 10))
        #expect(ui.find(.text, "centers 30,55") != nil)

        // The marked view moves: the anchor follows.
        try ui.reportGeometry(of: marked[0], frame: CGRect(x: 45, y: 30, width: 60, height: 20))
        #expect(ui.find(.text, "a 40,20 60x20") != nil)
        // The reader moves: the same anchor resolves to a different local value.
        let overlay = try #require(ui.all(.geometry).first { $0.find(.text, "a 40,20 60x20") != nil })
        try ui.reportGeometry(of: overlay, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(ui.find(.text, "a 45,30 60x20") != nil)
        #expect(ui.find(.text, "centers 30,55") != nil)
    }

    @Test func sourcesResolveFromTheViewsFrame() {
        let frame = CGRect(x: 100, y: 50, width: 80, height: 40)
        #expect(Anchor<CGRect>.Source.bounds.resolve(frame).windowValue == frame)
        #expect(Anchor<CGRect>.Source.rect(CGRect(x: 10, y: 5, width: 4, height: 3)).resolve(frame).windowValue
            == CGRect(x: 110, y: 55, width: 4, height: 3))
        #expect(Anchor<CGPoint>.Source.bottomTrailing.resolve(frame).windowValue == CGPoint(x: 180, y: 90))
        #expect(Anchor<CGPoint>.Source.point(CGPoint(x: 1, y: 2)).resolve(frame).windowValue == CGPoint(x: 101, y: 52))
        let both = Anchor<[CGPoint]>.Source([.topLeading, .center]).resolve(frame)
        #expect(both.value(relativeTo: CGPoint(x: 100, y: 50)) == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 20)])
        let none = Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?).resolve(frame)
        #expect(none.windowValue == nil)
        let some = Anchor<CGRect?>.Source(.bounds).resolve(frame)
        #expect(some.value(relativeTo: CGPoint(x: 100, y: 50)) == CGRect(x: 0, y: 0, width: 80, height: 40))
    }
}
