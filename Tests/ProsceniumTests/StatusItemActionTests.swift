import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct EmptyApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("main") }
    }
}

/// What an app delegate does: a status item whose button's action (the
/// selector the port's build plugin bound to the method) shows a popover.
@MainActor private final class MenuDelegate: NSObject {
    let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    let popover = NSPopover()
    var senders: [String] = []

    override init() {
        super.init()
        popover.contentViewController = NSHostingController(rootView: Text("Quotes"))
        item.button?.title = "Stocks"
        // As the plugin writes `#selector(toggle)` for `@objc func toggle(sender:)`.
        item.button?.action = Selector(_objectiveCName: "toggleWithSender:", self.toggle)
    }

    func toggle(sender: AnyObject) {
        senders.append((sender as? NSStatusBarButton)?.title ?? "?")
        if popover.isShown {
            popover.performClose(sender)
        } else if let button = item.button {
            popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY)
        }
    }
}

/// Target-action on a status item's button, and selectors bound to a method.
@MainActor @Suite(.serialized) struct StatusItemActionTests {
    @Test func clickingAStatusItemSendsItsButtonsActionToTheBoundMethod() throws {
        let app = try AppHarness(EmptyApp.self)
        let delegate = MenuDelegate()
        defer { NSStatusBar.system.removeStatusItem(delegate.item) }
        try app.update()
        try app.clickMenuBarExtra("Stocks")
        #expect(delegate.senders == ["Stocks"])
        #expect(delegate.popover.isShown)
        #expect(app.menuBar.find(nil, "Quotes") != nil)
        try app.clickMenuBarExtra("Stocks")
        #expect(delegate.senders == ["Stocks", "Stocks"])
        #expect(!delegate.popover.isShown)
    }

    @Test func aBoundSelectorIsEqualByNameAndSendActionCallsIt() {
        var calls = 0
        let bound = Selector(_objectiveCName: "refresh", { calls += 1 })
        #expect(bound == Selector("refresh"))
        #expect(NSApp.sendAction(bound, to: nil, from: nil))
        #expect(calls == 1)
        #expect(!NSApp.sendAction(Selector("refresh"), to: nil, from: nil))
        #expect(calls == 1)
    }
}
