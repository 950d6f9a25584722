import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Taps: View {
    @State private var single = 0
    @State private var double = 0
    var locked = false
    var body: some View {
        VStack {
            Text("Single \(single)").onTapGesture { single += 1 }
            Text("Double \(double)").onTapGesture(count: 2) { double += 1 }
        }
        .disabled(locked)
    }
}

/// A double tap inside a single tap, as SwiftUI wants them declared.
private struct BothTaps: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Card")
                .onTapGesture(count: 2) { log.append("double") }
                .onTapGesture { log.append("single") }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

private struct Submits: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Field")
                .onSubmit(of: .search) { log.append("search") }
            Text("Log: \(log.joined(separator: ","))")
        }
        .onSubmit { log.append("text") }
    }
}

private struct Files: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Report.pdf")
                .contextMenu {
                    Button("Open") { log.append("open") }
                    Divider()
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct InteractionModifierTests {
    @Test func tapsRunTheActionOfTheTappedView() throws {
        let ui = ViewHarness(Taps())
        let single = try ui.element(.text, "Single 0")
        #expect(single.attributes[.tappable] == true)
        #expect(single.attributes[.tapCount] == nil)
        try ui.click(.text, "Single 0")
        try ui.click(.text, "Single 1")
        #expect(ui.find(.text, "Single 2") != nil)
    }

    @Test func doubleTapNeedsTwoClicksInARow() throws {
        let ui = ViewHarness(Taps())
        let double = try ui.element(.text, "Double 0")
        #expect(double.attributes[.tapCount] == "2")
        try ui.send(HostEvent(kind: .click, target: double.id, value: "1"))
        #expect(ui.find(.text, "Double 0") != nil)
        try ui.send(HostEvent(kind: .click, target: double.id, value: "2"))
        #expect(ui.find(.text, "Double 1") != nil)
    }

    @Test func singleAndDoubleTapsOnOneViewEachGetTheirCount() throws {
        let ui = ViewHarness(BothTaps())
        let card = try ui.element(.text, "Card")
        #expect(card.attributes[.tappable] == true)
        // The display hears which counts are wanted, so it can hold a single
        // click back until it knows no second one follows.
        #expect(card.attributes[.tapCount] == "1 2")
        try ui.send(HostEvent(kind: .click, target: card.id, value: "1"))
        #expect(ui.find(.text, "Log: single") != nil)
        try ui.send(HostEvent(kind: .click, target: card.id, value: "2"))
        #expect(ui.find(.text, "Log: single,double") != nil)
        // A count nobody wants runs nothing.
        try ui.send(HostEvent(kind: .click, target: card.id, value: "3"))
        #expect(ui.find(.text, "Log: single,double") != nil)
    }

    @Test func disabledViewsIgnoreTaps() throws {
        let ui = ViewHarness(Taps(locked: true))
        let single = try ui.element(.text, "Single 0")
        try ui.send(HostEvent(kind: .click, target: single.id))
        #expect(ui.find(.text, "Single 0") != nil)
    }

    @Test func submissionsReachTheOnSubmitForTheirKind() throws {
        let ui = ViewHarness(Submits())
        let field = try ui.element(.text, "Field")
        try ui.send(HostEvent(kind: .submit, target: field.id))
        #expect(ui.find(.text, "Log: text") != nil)
        try ui.send(HostEvent(kind: .submit, target: field.id, value: "search"))
        #expect(ui.find(.text, "Log: text,search") != nil)
    }

    @Test func contextMenuOpensRunsAnItemAndCloses() throws {
        let ui = ViewHarness(Files())
        let file = try ui.element(.text, "Report.pdf")
        #expect(file.attributes[.contextMenu] == true)
        #expect(ui.all(.contextmenu).isEmpty)
        try ui.send(HostEvent(kind: .contextMenu, target: file.id))
        let menu = try #require(ui.all(.contextmenu).first)
        #expect(menu.attributes == [.open: true])
        #expect(menu.children.map(\.tag) == [.button, .divider, .button])
        try ui.click(.button, "Delete")
        #expect(ui.find(.text, "Log: delete") != nil)
        #expect(ui.all(.contextmenu).isEmpty)
    }

    @Test func aContextMenuWithAPreviewOpensItsItemsAloneAsOnAMac() throws {
        var log: [String] = []
        let ui = ViewHarness(Text("Photo").contextMenu {
            Button("Share") { log.append("share") }
        } preview: {
            Text("Big preview")
        })
        let photo = try ui.element(.text, "Photo")
        #expect(photo.attributes[.contextMenu] == true)
        try ui.send(HostEvent(kind: .contextMenu, target: photo.id))
        let menu = try #require(ui.all(.contextmenu).first)
        #expect(menu.children.map(\.tag) == [.button])
        #expect(ui.find(.text, "Big preview") == nil)
        try ui.click(.button, "Share")
        #expect(log == ["share"] && ui.all(.contextmenu).isEmpty)
    }

    @Test func dismissingTheContextMenuRunsNothing() throws {
        let ui = ViewHarness(Files())
        try ui.send(HostEvent(kind: .contextMenu, target: try ui.element(.text, "Report.pdf").id))
        let menu = try #require(ui.all(.contextmenu).first)
        try ui.send(HostEvent(kind: .dismiss, target: menu.id))
        #expect(ui.all(.contextmenu).isEmpty)
        #expect(ui.find(.text, "Log: ") != nil)
    }
}
