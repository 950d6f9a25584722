import Testing
import Proscenium
import ProsceniumTesting

/// Collects every value in tree order.
private struct NamesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct SumKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Records each value `onPreferenceChange` reports.
@MainActor private final class Reports {
    var values: [[String]] = []
}

private struct Names: View {
    let reports: Reports
    @State private var showMiddle = true
    @State private var last = "c"
    @State private var unrelated = 0
    @State private var seen: [String] = []

    var body: some View {
        VStack {
            Text("seen: \(seen.joined(separator: ","))")
            Text("unrelated \(unrelated)")
            Button("toggle middle") { showMiddle.toggle() }
            Button("rename last") { last = "z" }
            Button("unrelated") { unrelated += 1 }
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                if showMiddle {
                    Text("b").preference(key: NamesKey.self, value: ["b"])
                }
                Text("no value")
                HStack {
                    Text("c1").preference(key: NamesKey.self, value: ["\(last)1"])
                    Text("c2").preference(key: NamesKey.self, value: ["\(last)2"])
                }
            }
            .onPreferenceChange(NamesKey.self) { value in
                reports.values.append(value)
                seen = value
            }
        }
    }
}

private struct Nesting: View {
    @State private var outer: [String] = []
    @State private var transformed: [String] = []
    @State private var defaulted: [String] = []

    var body: some View {
        VStack {
            Text("outer: \(outer.joined(separator: ","))")
            Text("transformed: \(transformed.joined(separator: ","))")
            Text("defaulted: \(defaulted.joined(separator: ","))")
            VStack {
                Text("inner").preference(key: NamesKey.self, value: ["inner"])
            }
            .preference(key: NamesKey.self, value: ["outer"])
            .onPreferenceChange(NamesKey.self) { outer = $0 }
            VStack {
                Text("one").preference(key: NamesKey.self, value: ["one"])
                Text("two").preference(key: NamesKey.self, value: ["two"])
            }
            .transformPreference(NamesKey.self) { $0.append("added") }
            .onPreferenceChange(NamesKey.self) { transformed = $0 }
            Text("nothing inside")
                .transformPreference(NamesKey.self) { $0.append("from default") }
                .onPreferenceChange(NamesKey.self) { defaulted = $0 }
        }
    }
}

@MainActor private final class SumReports {
    var combined: [Int] = []
}

private struct Overlays: View {
    let reports: SumReports
    @State private var count = 1

    var body: some View {
        VStack {
            Button("more") { count += 1 }
            Text("content")
                .preference(key: SumKey.self, value: count)
                .overlayPreferenceValue(SumKey.self) { sum in Text("overlay sum \(sum)") }
            VStack {
                Text("aligned")
                    .preference(key: SumKey.self, value: count * 10)
                    .overlayPreferenceValue(SumKey.self, alignment: .topLeading) { sum in
                        // The layer's own value reaches the parent, not the layer.
                        Text("aligned overlay \(sum)").preference(key: SumKey.self, value: 1000)
                    }
            }
            .onPreferenceChange(SumKey.self) { reports.combined.append($0) }
            Text("behind")
                .preference(key: SumKey.self, value: count * 100)
                .backgroundPreferenceValue(SumKey.self) { sum in Text("background sum \(sum)") }
            Text("behind aligned")
                .preference(key: SumKey.self, value: count * 1000)
                .backgroundPreferenceValue(SumKey.self, alignment: .bottom) { sum in Text("aligned background \(sum)") }
            HStack {
                Text("x").preference(key: SumKey.self, value: 2)
                Text("y").preference(key: SumKey.self, value: 3)
            }
            .overlayPreferenceValue(SumKey.self) { sum in Text("reduced \(sum)") }
            Text("none set").overlayPreferenceValue(SumKey.self) { sum in Text("default \(sum)") }
        }
    }
}

/// The layer element (`overlay`/`background`) holding `text`.
@MainActor private func layerRole(holding text: String, in ui: ViewHarness) -> String? {
    ui.all(.layer).last { $0.children.last?.find(nil, text) != nil }?.attributes[.role]?.string
}

@MainActor @Suite struct PreferenceTests {
    @Test func siblingsReduceInTreeOrderAndChangesReachTheReaderInTheSameUpdate() throws {
        let reports = Reports()
        let ui = ViewHarness(Names(reports: reports))
        #expect(ui.find(nil, "seen: a,b,c1,c2") != nil)
        #expect(reports.values == [["a", "b", "c1", "c2"]])

        try ui.click("button", "toggle middle")
        #expect(ui.find(nil, "seen: a,c1,c2") != nil)
        try ui.click("button", "rename last")
        #expect(ui.find(nil, "seen: a,z1,z2") != nil)
        try ui.click("button", "toggle middle")
        #expect(ui.find(nil, "seen: a,b,z1,z2") != nil)
        #expect(reports.values == [["a", "b", "c1", "c2"], ["a", "c1", "c2"], ["a", "z1", "z2"], ["a", "b", "z1", "z2"]])

        // A change elsewhere leaves the value alone: no report.
        try ui.click("button", "unrelated")
        #expect(ui.find(nil, "unrelated 1") != nil)
        #expect(reports.values.count == 4)
    }

    @Test func aPreferenceReplacesItsContentsAndATransformEditsThem() throws {
        let ui = ViewHarness(Nesting())
        #expect(ui.find(nil, "outer: outer") != nil)
        #expect(ui.find(nil, "transformed: one,two,added") != nil)
        #expect(ui.find(nil, "defaulted: from default") != nil)
    }

    @Test func overlayAndBackgroundAreMadeFromTheReducedValueAndRemadeWhenItChanges() throws {
        let reports = SumReports()
        let ui = ViewHarness(Overlays(reports: reports))
        #expect(ui.find(nil, "overlay sum 1") != nil)
        #expect(ui.find(nil, "aligned overlay 10") != nil)
        #expect(ui.find(nil, "background sum 100") != nil)
        #expect(ui.find(nil, "aligned background 1000") != nil)
        #expect(ui.find(nil, "reduced 5") != nil)
        #expect(ui.find(nil, "default 0") != nil)
        // The content's and the layer's values are combined for the parent.
        #expect(reports.combined == [1010])
        // Each is a layer in front of or behind its content, placed by its alignment.
        #expect(layerRole(holding: "overlay sum 1", in: ui) == "overlay")
        #expect(layerRole(holding: "background sum 100", in: ui) == "background")
        let aligned = ui.all(.layer).last { $0.find(nil, "aligned background 1000") != nil }
        #expect(aligned?.alignment == .bottom)

        try ui.click("button", "more")
        #expect(ui.find(nil, "overlay sum 2") != nil)
        #expect(ui.find(nil, "aligned overlay 20") != nil)
        #expect(ui.find(nil, "background sum 200") != nil)
        #expect(ui.find(nil, "aligned background 2000") != nil)
        #expect(ui.find(nil, "overlay sum 1") == nil)
        #expect(ui.find(nil, "reduced 5") != nil)
        #expect(reports.combined == [1010, 1020])
    }

    @Test func aReaderIsToldWhenAValueAppearsAndWhenItGoesBackToTheDefault() throws {
        struct Appearing: View {
            @State private var shown = false
            @State private var report = "none"
            @State private var calls = 0
            var body: some View {
                VStack {
                    Text("report: \(report) after \(calls)")
                    Button("toggle") { shown.toggle() }
                    VStack {
                        if shown { Text("value").preference(key: SumKey.self, value: 7) }
                        Text("zero").preference(key: SumKey.self, value: 0)
                    }
                    .onPreferenceChange(SumKey.self) {
                        report = "\($0)"
                        calls += 1
                    }
                }
            }
        }
        let ui = ViewHarness(Appearing())
        // A value equal to the key's default is no change.
        #expect(ui.find(nil, "report: none after 0") != nil)
        try ui.click("button", "toggle")
        #expect(ui.find(nil, "report: 7 after 1") != nil)
        try ui.click("button", "toggle")
        #expect(ui.find(nil, "report: 0 after 2") != nil)
    }

    @Test func windowTitlesStillFlowUpWithTheDeepestLastTitleWinning() throws {
        struct Titled: View {
            @State private var detail = true
            var body: some View {
                HStack {
                    VStack { Text("sidebar") }.navigationTitle("Sidebar")
                    if detail {
                        VStack { Text("detail").navigationTitle("Detail") }.navigationTitle("Outer")
                    }
                    Button("hide detail") { detail = false }
                }
            }
        }
        let ui = ViewHarness(Titled())
        #expect(ui.graph.navigationTitle == "Detail")
        try ui.click("button", "hide detail")
        #expect(ui.graph.navigationTitle == "Sidebar")
    }
}
