import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(8)
        .accessibilityIdentifier("card")
    }
}

private struct FramedBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).border(Color.red)
    }
}

private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.foregroundStyle(.secondary)
            configuration.content
        }
        .accessibilityIdentifier("stacked")
    }
}

private struct ButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "Hide" : "Show") { configuration.isExpanded.toggle() }
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct Details: View {
    @State private var open = false
    var body: some View {
        VStack {
            DisclosureGroup("Own") { Text("own content") }
            DisclosureGroup("Bound", isExpanded: $open) { Text("bound content") }
            Text(open ? "bound is open" : "bound is closed")
        }
        .disclosureGroupStyle(ButtonDisclosureStyle())
    }
}

private struct StackedControls: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            HStack { configuration.content }
        }
        .accessibilityIdentifier("stacked controls")
    }
}

/// Group box and labeled content styles of the app's own draw each box and
/// each labeled value from its configuration; the standard one stays
/// available to them.
@MainActor @Suite struct ContainerStyleTests {
    @Test func aGroupBoxStyleDrawsTheBoxes() throws {
        let ui = ViewHarness(VStack {
            GroupBox("Totals") { Text("42") }.groupBoxStyle(CardBoxStyle())
            GroupBox("Framed") { Text("7") }.groupBoxStyle(FramedBoxStyle())
            GroupBox("Plain") { Text("1") }.groupBoxStyle(.automatic)
        })
        let boxes = ui.all(.groupbox)
        #expect(boxes.map { $0.attributes[.title] } == ["Framed", "Plain"], "the card style draws no box of its own")
        let card = try #require(ui.root.allElements().first { $0.attributes[.identifier] == "card" })
        #expect(card.find(.text, "Totals") != nil && card.find(.text, "42") != nil)
        #expect(card.find(.text, "Totals")?.attributes[.font] != nil, "the style styled the label")
        #expect(boxes[0].find(.text, "7") != nil, "the standard box from the configuration holds the content")
    }

    @Test func aLabeledContentStyleDrawsEachLabelAndValue() throws {
        let ui = ViewHarness(Form {
            LabeledContent("Name", value: "Ada")
            LabeledContent("Role") { Text("Engineer") }
        }.labeledContentStyle(StackedStyle()))
        #expect(ui.all(.labeled).isEmpty)
        let stacks = ui.root.allElements().filter { $0.attributes[.identifier] == "stacked" }
        #expect(stacks.count == 2)
        #expect(stacks[0].find(.text, "Name") != nil && stacks[0].find(.text, "Ada") != nil)
        let standard = ViewHarness(LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic))
        #expect(standard.all(.labeled).first?.attributes[.label] == "Name")
    }

    @Test func aDisclosureGroupStyleDrawsTheGroupAndChangesItsState() throws {
        let ui = ViewHarness(Details())
        #expect(ui.all(.disclosure).isEmpty)
        #expect(ui.find(.text, "own content") == nil && ui.find(.text, "bound content") == nil)
        let show = ui.all(.button).filter { $0.textContent == "Show" }
        #expect(show.count == 2)
        try ui.send(HostEvent(kind: .click, target: show[0].id))
        #expect(ui.find(.text, "own content") != nil, "the group's own state expands")
        try ui.send(HostEvent(kind: .click, target: try #require(ui.all(.button).last { $0.textContent == "Show" }).id))
        #expect(ui.find(.text, "bound content") != nil && ui.find(.text, "bound is open") != nil, "and a bound one sets its binding")
        let standard = ViewHarness(DisclosureGroup("Std") { Text("x") }.disclosureGroupStyle(.automatic))
        #expect(standard.all(.disclosure).first?.attributes[.title] == "Std")
    }

    @Test func controlGroupStylesDrawTheGroupJoinedAsAMenuOrTheirOwnWay() throws {
        var bolded = 0
        let ui = ViewHarness(VStack {
            ControlGroup("Format", systemImage: "textformat") {
                Button("Bold") { bolded += 1 }
                Button("Italic") {}
            }
            .controlGroupStyle(.menu)
            ControlGroup { Button("Back") {}; Button("Forward") {} }.controlGroupStyle(.navigation)
            ControlGroup("Tools") { Button("Cut") {} }.controlGroupStyle(StackedControls())
        })
        #expect(ui.all(.controlgroup).count == 1, "the navigation group is joined; the menu group is a menu")
        let menu = try #require(ui.root.allElements().first { $0.tag == .menu || $0.tag == .menubutton })
        #expect(menu.find(.button, "Bold") != nil || menu.allElements().contains { $0.textContent == "Bold" })
        try ui.click(.button, "Bold")
        #expect(bolded == 1)
        let stacked = try #require(ui.root.allElements().first { $0.attributes[.identifier] == "stacked controls" })
        #expect(stacked.find(.text, "Tools") != nil && stacked.find(.button, "Cut") != nil)
    }
}

private struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
}

private struct Alarms: View {
    @State private var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
        VStack {
            Toggle("All Alarms", sources: $alarms, isOn: \.isOn)
            Toggle("Wake", systemImage: "alarm", isOn: $alarms[0].isOn)
            Text(alarms.map { $0.isOn ? "on" : "off" }.joined(separator: " "))
            Button("Snooze", systemImage: "zzz" as String) {}
            Label("Logo", image: ImageResource(name: "logo", bundle: .main))
        }
    }
}

/// A toggle of several sources is mixed while they differ, and sets them
/// all; controls take a title with a symbol or an asset's image.
@MainActor @Suite struct ImageLabeledControlTests {
    @Test func aToggleOfSeveralSourcesIsMixedAndSetsThemAll() throws {
        let ui = ViewHarness(Alarms())
        let all = try ui.element(.toggle, "All Alarms")
        #expect(all.attributes[.checked] == "mixed")
        try ui.toggle("All Alarms")
        #expect(ui.find(.text, "on on") != nil)
        #expect(try ui.element(.toggle, "All Alarms").attributes[.checked] == true)
        try ui.toggle("All Alarms")
        #expect(ui.find(.text, "off off") != nil)
        #expect(try ui.element(.toggle, "All Alarms").attributes[.checked] == false)
    }

    @Test func controlsTakeASymbolOrAnAssetImage() throws {
        let ui = ViewHarness(Alarms())
        let wake = try ui.element(.toggle, "Wake")
        #expect(wake.allElements().contains { $0.tag == .image && $0.attributes[.systemName] == "alarm" })
        let snooze = try ui.element(.button, "Snooze")
        #expect(snooze.allElements().contains { $0.tag == .image && $0.attributes[.systemName] == "zzz" })
        #expect(ui.all(.label).contains { $0.allElements().contains { $0.tag == .image && $0.attributes[.name] == "logo" } })
    }
}
