import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Actions: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Menu("File") {
                Button("New") { log.append("new") }
                Divider()
                Menu("Export") {
                    Button("PDF") { log.append("pdf") }
                }
            }
            Menu {
                Button("Paste as Plain Text") { log.append("plain") }
            } label: {
                Text("Paste")
            } primaryAction: {
                log.append("paste")
            }
            Link("Website", destination: URL(string: "https://example.com/a")!)
            Link(destination: URL(string: "https://example.com/b")!) {
                Label("Docs", systemImage: "book")
            }
            Text("Log \(log.joined(separator: ","))")
        }
        .environment(\.openURL, OpenURLAction { url in
            log.append(url.lastPathComponent)
            return .handled
        })
    }
}

@MainActor @Suite struct MenuAndLinkTests {
    @Test func menuOpensAndClosesWhenAnItemIsChosen() throws {
        let ui = ViewHarness(Actions())
        let file = try #require(ui.all(.menubutton).first)
        #expect(file.attributes[.title] == "File")
        #expect(file.attributes[.open] == false)
        #expect(file.children.last?.tag == .menu)
        try ui.send(HostEvent(kind: .click, target: file.id))
        #expect(ui.all(.menubutton).first?.attributes[.open] == true)
        try ui.click(.button, "New")
        #expect(ui.find(.text, "Log new") != nil)
        #expect(ui.all(.menubutton).first?.attributes[.open] == false)
    }

    @Test func nestedMenuItemsCloseEveryEnclosingMenu() throws {
        let ui = ViewHarness(Actions())
        for menu in ui.all(.menubutton).prefix(2) { try ui.send(HostEvent(kind: .click, target: menu.id)) }
        #expect(ui.all(.menubutton).prefix(2).allSatisfy { $0.attributes[.open] == true })
        try ui.click(.button, "PDF")
        #expect(ui.find(.text, "Log pdf") != nil)
        #expect(ui.all(.menubutton).prefix(2).allSatisfy { $0.attributes[.open] == false })
    }

    @Test func primaryActionRunsOnClickAndMenuOpensByChange() throws {
        let ui = ViewHarness(Actions())
        let paste = try #require(ui.all(.menubutton).first { $0.attributes[.title] == "Paste" })
        #expect(paste.attributes[.primaryAction] == true)
        try ui.send(HostEvent(kind: .click, target: paste.id))
        #expect(ui.find(.text, "Log paste") != nil)
        try ui.send(HostEvent(kind: .change, target: paste.id, value: "open"))
        #expect(ui.all(.menubutton).first { $0.attributes[.title] == "Paste" }?.attributes[.open] == true)
        try ui.send(HostEvent(kind: .dismiss, target: paste.id))
        #expect(ui.all(.menubutton).first { $0.attributes[.title] == "Paste" }?.attributes[.open] == false)
    }

    @Test func linksOpenTheirURLWithTheEnvironmentAction() throws {
        let ui = ViewHarness(Actions())
        #expect(try ui.element(.link, "Website").attributes[.href] == "https://example.com/a")
        try ui.click(.link, "Website")
        try ui.click(.link, "Docs")
        #expect(ui.find(.text, "Log a,b") != nil)
    }

    @Test func disabledLinkDoesNothing() throws {
        let ui = ViewHarness(Actions().environment(\.isEnabled, false))
        let link = try ui.element(.link, "Website")
        try ui.send(HostEvent(kind: .click, target: link.id))
        #expect(ui.find(.text, "Log ") != nil)
    }
}
