import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

@MainActor private enum Made {
    static var windows: [NSWindow] = []

    static func open(_ title: String, bridging: NSHostingSceneBridgingOptions?, viaController: Bool) {
        let content = Text("Body of \(title)")
            .navigationTitle("Bridged \(title)")
            .toolbar { Button("Tool of \(title)") {} }
        let window: NSWindow
        if viaController {
            let controller = NSHostingController(rootView: content)
            if let bridging { controller.sceneBridgingOptions = bridging }
            window = NSWindow(contentViewController: controller)
        } else {
            window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 240, height: 120),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
            let view = NSHostingView(rootView: content)
            if let bridging { view.sceneBridgingOptions = bridging }
            window.contentView = view
        }
        window.title = title
        window.makeKeyAndOrderFront(nil)
        windows.append(window)
    }
}

private struct BridgingApp: App {
    var body: some Scene {
        WindowGroup("Main") {
            VStack {
                Button("Default") { Made.open("Default", bridging: nil, viaController: false) }
                Button("None") { Made.open("None", bridging: [], viaController: true) }
                Button("Toolbars") { Made.open("Toolbars", bridging: .toolbars, viaController: false) }
                Button("Title") { Made.open("Title", bridging: .title, viaController: true) }
            }
        }
    }
}

/// A hosting view or controller that is a window's content manages that
/// window's title and toolbar as its bridging options say.
@MainActor @Suite(.serialized) struct HostingSceneBridgingTests {
    @Test func theDefaultForAWindowsContentIsAllAndElsewhereNothing() {
        let view = NSHostingView(rootView: Text("x"))
        #expect(view.sceneBridgingOptions == [])
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 10, height: 10), styleMask: [.titled],
                              backing: .buffered, defer: false)
        window.contentView = view
        #expect(view.sceneBridgingOptions == .all)
        let controller = NSHostingController(rootView: Text("y"))
        #expect(controller.sceneBridgingOptions == [])
        _ = NSWindow(contentViewController: controller)
        #expect(controller.sceneBridgingOptions == .all)
        controller.sceneBridgingOptions = .toolbars
        #expect(controller.sceneBridgingOptions == .toolbars)
        #expect(NSHostingSceneBridgingOptions.all == [.title, .toolbars])
    }

    @Test func eachOptionLetsItsPartThroughToTheWindow() throws {
        Made.windows = []
        let app = try AppHarness(BridgingApp.self)
        for name in ["Default", "None", "Toolbars", "Title"] { try app.click("button", name, in: "Main") }
        let titles = Set(app.windows.map(\.title))
        // The content's navigation title replaces the AppKit title where titles are bridged.
        #expect(titles.isSuperset(of: ["Bridged Default", "None", "Toolbars", "Bridged Title"]))
        func tool(_ window: String, _ name: String) throws -> Bool {
            try app.window(window).find(.button, "Tool of \(name)") != nil
        }
        #expect(try tool("Bridged Default", "Default"))
        #expect(try !tool("None", "None"))
        #expect(try tool("Toolbars", "Toolbars"))
        #expect(try !tool("Bridged Title", "Title"))
        // The body shows whatever the options.
        #expect(try app.window("None").visibleText.contains("Body of None"))
        for window in Made.windows { window.close() }
    }

    @Test func aHostingControllerSizesItsContentAsTheLayoutEngineDoes() {
        let fixed = NSHostingController(rootView: Text("Hi").frame(width: 120, height: 40))
        #expect(fixed.sizeThatFits(in: CGSize(width: 500, height: 500)) == CGSize(width: 120, height: 40))
        let flexible = NSHostingController(rootView: Color.red.frame(minWidth: 50, maxWidth: 200))
        #expect(flexible.sizeThatFits(in: CGSize(width: 300, height: 80)) == CGSize(width: 200, height: 80))
        #expect(flexible.sizeThatFits(in: CGSize(width: 30, height: 80)) == CGSize(width: 50, height: 80))
    }
}
