import Foundation
import Testing
import Proscenium
import ProsceniumTesting

private struct Measured: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("width \(Int(proxy.size.width))")
                Text("height \(Int(proxy.size.height))")
                Text("global \(Int(proxy.frame(in: .global).minX)),\(Int(proxy.frame(in: .global).minY))")
                Text("local \(Int(proxy.frame(in: .local).minX))")
                Text("named \(Int(proxy.frame(in: .named("board")).minY))")
                Text("insets \(Int(proxy.safeAreaInsets.top))")
            }
        }
        .coordinateSpace(name: "board")
    }
}

private struct AppearsWithSize: View {
    @State private var seen: [CGFloat] = []
    var body: some View {
        GeometryReader { proxy in
            Text("seen \(seen.map { String(Int($0)) }.joined(separator: ","))")
                .onAppear { seen.append(proxy.size.width) }
        }
    }
}

private struct Observed: View {
    @State private var widths: [Int] = []
    @State private var changes: [String] = []
    var body: some View {
        VStack {
            Text("box").frame(width: 50)
                .onGeometryChange(for: Int.self) { Int($0.size.width) } action: { widths.append($0) }
                .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { old, new in
                    changes.append("\(Int(old))->\(Int(new))")
                }
            Text("widths \(widths.map(String.init).joined(separator: ","))")
            Text("changes \(changes.joined(separator: " "))")
        }
    }
}

@MainActor @Suite struct GeometryReaderTests {
    @Test func contentWaitsForTheFirstMeasurementThenShowsTheMeasuredSize() throws {
        let ui = ViewHarness(Measured())
        let reader = try #require(ui.all(.geometry).first)
        // Nothing is made before the display has measured the reader: no wrong size shows.
        #expect(reader.children.isEmpty)
        #expect(reader.attributes[.coordinateSpace] == "board")
        try ui.reportGeometry(of: reader, frame: CGRect(x: 20, y: 30, width: 400, height: 300),
                              spaces: ["board": CGRect(x: 20, y: 10, width: 400, height: 320)])
        #expect(ui.find(.text, "width 400") != nil)
        #expect(ui.find(.text, "height 300") != nil)
        #expect(ui.find(.text, "global 20,30") != nil)
        #expect(ui.find(.text, "local 0") != nil)
        #expect(ui.find(.text, "named 20") != nil)
        #expect(ui.find(.text, "insets 0") != nil)
        // The window grows: the reader is measured again and its views follow.
        try ui.reportGeometry(of: reader, frame: CGRect(x: 20, y: 30, width: 640, height: 300))
        #expect(ui.find(.text, "width 640") != nil)
        #expect(ui.find(.text, "width 400") == nil)
        // A name no view around set up measures in the window.
        #expect(ui.find(.text, "named 30") != nil)
    }

    @Test func onAppearInsideTheReaderSeesTheRealSize() throws {
        let ui = ViewHarness(AppearsWithSize())
        try ui.measureAll(frame: CGRect(x: 0, y: 0, width: 333, height: 100))
        #expect(ui.find(.text, "seen 333") != nil)
    }

    @Test func anUnchangedMeasurementChangesNothing() throws {
        let ui = ViewHarness(Measured())
        let reader = try #require(ui.all(.geometry).first)
        try ui.reportGeometry(of: reader, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let evaluations = ui.graph.bodyEvaluations
        try ui.send(HostEvent(kind: .geometry, target: reader.id, x: 0, y: 0, width: 100, height: 100))
        #expect(ui.graph.bodyEvaluations == evaluations)
    }

    @Test func malformedMeasurementsAreDropped() throws {
        let ui = ViewHarness(Measured())
        let reader = try #require(ui.all(.geometry).first)
        try ui.send(HostEvent(kind: .geometry, target: reader.id, x: 0, y: 0, width: .nan, height: 10))
        try ui.send(HostEvent(kind: .geometry, target: reader.id, x: 0, y: 0, width: -5, height: 10))
        try ui.send(HostEvent(kind: .geometry, target: reader.id, value: "{", x: 0, y: 0, width: 5, height: 10))
        try ui.send(HostEvent(kind: .geometry, target: reader.id, x: 0, y: 0))
        #expect(ui.all(.geometry).first?.children.isEmpty == true)
    }

    @Test func onGeometryChangeRunsForTheFirstValueAndEachChange() throws {
        let ui = ViewHarness(Observed())
        let box = try #require(ui.elements.first { $0.isMeasured })
        #expect(box.tag == .frame)
        try ui.reportGeometry(of: box, frame: CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(ui.find(.text, "widths 50") != nil)
        #expect(ui.find(.text, "changes 10->10") != nil)
        // Moved, same width: only the frame's value changed.
        try ui.reportGeometry(of: box, frame: CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(ui.find(.text, "widths 50") != nil)
        #expect(ui.find(.text, "changes 10->10 10->40") != nil)
        try ui.reportGeometry(of: box, frame: CGRect(x: 0, y: 40, width: 70, height: 20))
        #expect(ui.find(.text, "widths 50,70") != nil)
    }

    @Test func aMeasurementReachesOnlyItsOwnView() throws {
        // An inner reader's measurement must not resize the outer reader.
        let ui = ViewHarness(GeometryReader { outer in
            VStack {
                Text("outer \(Int(outer.size.width))")
                GeometryReader { inner in Text("inner \(Int(inner.size.width))") }
            }
        })
        let outer = try #require(ui.all(.geometry).first)
        try ui.reportGeometry(of: outer, frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let inner = try #require(ui.all(.geometry).last)
        #expect(inner.id != outer.id)
        try ui.reportGeometry(of: inner, frame: CGRect(x: 0, y: 20, width: 120, height: 100))
        #expect(ui.find(.text, "outer 500") != nil)
        #expect(ui.find(.text, "inner 120") != nil)
    }

    @Test func boundsOfANamedSpaceAreInTheReadersCoordinates() throws {
        var bounds: CGRect?
        let ui = ViewHarness(GeometryReader { proxy in
            Color.red.onAppear { bounds = proxy.bounds(of: .named("page")) }
        })
        let reader = try #require(ui.all(.geometry).first)
        try ui.reportGeometry(of: reader, frame: CGRect(x: 30, y: 40, width: 10, height: 10),
                              spaces: ["page": CGRect(x: 10, y: 10, width: 200, height: 100)])
        #expect(bounds == CGRect(x: -20, y: -30, width: 200, height: 100))
    }
}
