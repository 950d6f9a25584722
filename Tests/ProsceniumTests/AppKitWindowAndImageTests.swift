import Foundation
import ProsceniumHost
import Testing
@_spi(Display) @_spi(Testing) @testable import Proscenium
import ProsceniumTesting

private struct PlainApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Hello") }
    }
}

/// Runs a window modally from a button; another button in it stops it.
@MainActor private final class ModalRecord {
    static var answers: [NSApplication.ModalResponse] = []
}

private struct ModalWindowApp: App {
    var body: some Scene {
        WindowGroup("Main") {
            VStack {
                Button("Run") {
                    guard let window = NSApp.windows.first(where: { $0.title == "Main" }) else { return }
                    ModalRecord.answers.append(NSApp.runModal(for: window))
                }
                Button("Stop") { NSApp.stopModal(withCode: .OK) }
            }
        }
    }
}

/// NSWindow's frame, level, opacity and buttons; NSApplication's hiding and
/// modal windows; NSWorkspace; the pasteboard's objects; bitmaps.
@MainActor @Suite(.serialized) struct AppKitWindowAndImageTests {
    @Test func setFrameMovesAndSizesTheWindowInAppKitCoordinates() throws {
        let app = try AppHarness(PlainApp.self)
        let window = try #require(NSApp.windows.first)
        // The default screen: 1440 by 900, windows below a 24-point menu bar.
        window.setFrame(NSRect(x: 100, y: 200, width: 500, height: 300), display: true)
        try app.update()
        let shown = try app.window("Main").attributes
        #expect(shown.x == 100 && shown.width == 500 && shown.height == 300)
        // Bottom-left origin: the top edge is 900 - 200 - 300 = 400 from the page's top, 376 below the menu bar.
        #expect(shown.y == 376)
        #expect(window.frame == NSRect(x: 100, y: 200, width: 500, height: 300))

        window.minSize = NSSize(width: 400, height: 250)
        window.maxSize = NSSize(width: 800, height: 600)
        window.setContentSize(NSSize(width: 100, height: 1000))
        try app.update()
        let clamped = try app.window("Main").attributes
        #expect(clamped.width == 400 && clamped.height == 600)
        #expect(window.screen?.frame.size == NSSize(width: 1440, height: 900))
    }

    @Test func alphaLevelAndTitleBarButtonsReachThePage() throws {
        let app = try AppHarness(PlainApp.self)
        let window = try #require(NSApp.windows.first)
        window.alphaValue = 0.5
        window.level = .floating
        window.standardWindowButton(.zoomButton)?.isHidden = true
        window.standardWindowButton(.closeButton)?.isEnabled = false
        #expect(window.standardWindowButton(.toolbarButton) == nil)
        try app.update()
        let hints = try app.window("Main").attributes.hints
        #expect(hints.alpha == 0.5 && hints.level == 3)
        #expect(hints.hiddenButtons == ["zoom"] && hints.disabledButtons == ["close"])
        #expect(window.alphaValue == 0.5 && window.level == .floating)

        window.alphaValue = 1
        window.level = .normal
        window.standardWindowButton(.zoomButton)?.isHidden = false
        try app.update()
        let cleared = try app.window("Main").attributes.hints
        #expect(cleared.alpha == nil && cleared.level == nil && cleared.hiddenButtons.isEmpty)
    }

    @Test func orderOutHideAndFullScreenActOnTheWindows() throws {
        let app = try AppHarness(PlainApp.self)
        let window = try #require(NSApp.windows.first)
        window.orderOut(nil)
        try app.update()
        #expect(try app.window("Main").attributes.isMinimized)
        #expect(!window.isVisible)
        window.makeKeyAndOrderFront(nil)
        NSApp.hide(nil)
        try app.update()
        #expect(NSApp.isHidden)
        #expect(try app.window("Main").attributes.isMinimized)
        NSApp.unhide(nil)
        try app.update()
        #expect(!NSApp.isHidden)
        #expect(try !app.window("Main").attributes.isMinimized)

        window.toggleFullScreen(nil)
        try app.update()
        #expect(window.styleMask.contains(.fullScreen))
        #expect(try app.window("Main").attributes.hints.isZoomed)
        window.toggleFullScreen(nil)
        try app.update()
        #expect(!window.styleMask.contains(.fullScreen))
        #expect(try app.window("Main").attributes.hints.isZoomed == false)
    }

    @Test func runModalForAWindowWaitsUntilStopModal() throws {
        ModalRecord.answers = []
        let app = try AppHarness(ModalWindowApp.self)
        Task.detached {
            try? await Task.sleep(for: .milliseconds(100))
            await MainActorInbox.shared.deliver {
                #expect(NSApp.modalWindow?.title == "Main")
                try? app.click("button", "Stop")
            }
        }
        try app.click("button", "Run")
        #expect(ModalRecord.answers == [.OK])
        #expect(NSApp.modalWindow == nil)
    }

    @Test func theAboutPanelOpensFromTheApplication() throws {
        let app = try AppHarness(PlainApp.self)
        NSApp.orderFrontStandardAboutPanel(nil)
        try app.update()
        #expect(app.windows.contains { $0.title.hasPrefix("About") })
    }

    @Test func theWorkspaceNamesIconsAndThisApp() throws {
        let folder = FileManager.default.temporaryDirectory.path
        func symbol(_ image: NSImage) -> String? {
            if case let .symbol(name) = image.content { return name }
            return nil
        }
        #expect(symbol(NSWorkspace.shared.icon(forFile: folder)) == "folder")
        #expect(symbol(NSWorkspace.shared.icon(forFile: folder + "/nothing.txt")) == "doc")
        #expect(NSWorkspace.shared.urlForApplication(withBundleIdentifier: "com.example.no-such-app") == nil)
        #expect(NSWorkspace.shared.notificationCenter !== NotificationCenter.default)
    }

    @Test func thePasteboardWritesAndReadsObjects() throws {
        let board = NSPasteboard()
        board.clearContents()
        #expect(board.writeObjects([NSString(string: "hello"), NSURL(fileURLWithPath: "/tmp/a.txt")]))
        #expect(board.string(forType: .string) != nil)
        let strings = board.readObjects(forClasses: [NSString.self]) as? [NSString]
        #expect(strings?.first.map(String.init) != nil)
        let urls = board.readObjects(forClasses: [NSURL.self], options: [.urlReadingFileURLsOnly: true]) as? [URL]
        #expect(urls == [URL(fileURLWithPath: "/tmp/a.txt")])
        board.clearContents()
        #expect(board.writeObjects([NSColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)]))
        let color = try #require(board.readObjects(forClasses: [NSURL.self, NSColor.self])?.first as? NSColor)
        #expect(color.redComponent == 1 && color.greenComponent == 0.5 && color.blueComponent == 0)
        board.clearContents()
        #expect(board.readObjects(forClasses: [NSString.self]) == nil)
    }

    @Test func aDynamicColourFollowsTheAppearance() throws {
        let color = NSColor(name: "Ink") { appearance in
            appearance.name == .darkAqua ? NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
                : NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        }
        #expect(color.value == ColorValue(.appearances(light: RGBA(red: 0, green: 0, blue: 0),
                                                       dark: RGBA(red: 1, green: 1, blue: 1))))
    }

    // A 5 by 3 RGBA PNG written by zlib (rows filtered None, Sub and Paeth; the middle column half transparent).
    private static let filteredPNG = "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAYAAABbNsX4AAAAMElEQVR42mNgYGD4bwTEKQwMDdOA9AkgZmRIAQnKMQBxIxDXg9gsQEEgkANiGzgGAMu+C0+u0JsPAAAAAElFTkSuQmCC"
    // A 32 by 32 RGB checkerboard PNG whose data is one dynamic-Huffman deflate block.
    private static let checkerPNG = "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAp0lEQVR42u3TkRaDABxG8XDnozAMLw6HwzAMwzAMh8MwHIZhGIZhOByGs2/n7AW2B/g/wU/uTZSgE0pRhnMMPuMLuqIClajCNW5wizt0Q3fUowE/8IgnPKMFrWhDO37iFz7wmySAn4ATfMIpzlCOQGd0wVdc4BJXqEYNalGHb/iOezygBxrRhGa84BVveEdP9EIHCuAfIDKNDwKITOODAOKD+CCAL/ABSbeiPY2q4mMAAAAASUVORK5CYII="

    private static func bytes(_ base64: String) -> Data { Data(base64Encoded: base64) ?? Data() }

    private func components(_ color: NSColor?) -> [Int] {
        guard let color else { return [] }
        return [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
            .map { Int(($0 * 255).rounded()) }
    }

    @Test func aBitmapReadsEveryPixelOfAPNG() throws {
        let rep = try #require(NSBitmapImageRep(data: Self.bytes(Self.filteredPNG)))
        #expect(rep.pixelsWide == 5 && rep.pixelsHigh == 3)
        #expect(components(rep.colorAt(x: 1, y: 0)) == [50, 0, 0, 255])
        #expect(components(rep.colorAt(x: 2, y: 1)) == [100, 100, 60, 128])
        #expect(components(rep.colorAt(x: 4, y: 2)) == [200, 200, 240, 255])
        #expect(rep.colorAt(x: 5, y: 0) == nil)

        let checker = try #require(NSBitmapImageRep(data: Self.bytes(Self.checkerPNG)))
        #expect(checker.pixelsWide == 32)
        #expect(components(checker.colorAt(x: 0, y: 0)) == [10, 0, 40, 255])
        #expect(components(checker.colorAt(x: 5, y: 0)) == [255, 40, 40, 255])
        #expect(components(checker.colorAt(x: 4, y: 4)) == [10, 32, 40, 255])
        #expect(NSBitmapImageRep(data: Data("not an image".utf8)) == nil)
    }

    @Test func aBitmapWritesPNGTIFFAndBMPThatReadBack() throws {
        let rep = try #require(NSBitmapImageRep(data: Self.bytes(Self.filteredPNG)))
        rep.setColor(NSColor(srgbRed: 0, green: 0, blue: 1, alpha: 1), atX: 0, y: 0)
        let png = try #require(rep.representation(using: .png, properties: [:]))
        let again = try #require(NSBitmapImageRep(data: png))
        #expect(again.bitmap == rep.bitmap)
        #expect(NSImage(data: png)?.size == NSSize(width: 5, height: 3))
        let tiff = try #require(rep.representation(using: .tiff, properties: [:]))
        #expect(NSBitmapImageRep(data: tiff)?.bitmap == rep.bitmap)
        let bmp = try #require(rep.representation(using: .bmp, properties: [:]))
        #expect(bmp.prefix(2) == Data("BM".utf8) && bmp.count == 54 + 5 * 3 * 4)
        #expect(rep.representation(using: .jpeg, properties: [.compressionFactor: 0.8]) == nil)

        let image = try #require(NSImage(data: png))
        #expect(image.representations.count == 1)
        #expect(image.tiffRepresentation.flatMap(NSBitmapImageRep.init(data:))?.bitmap == rep.bitmap)
        #expect(NSImage(systemSymbolName: "star", accessibilityDescription: nil)?.tiffRepresentation == nil)
    }

    @Test func anAlertWithASuppressionCheckboxRecordsIt() throws {
        let app = try AppHarness(PlainApp.self)
        let window = try #require(NSApp.windows.first)
        let alert = NSAlert()
        alert.messageText = "Delete?"
        alert.showsSuppressionButton = true
        var answers: [NSApplication.ModalResponse] = []
        alert.beginSheetModal(for: window) { answers.append($0) }
        try app.update()
        try app.toggle("Do not show this message again", in: "Delete?")
        #expect(alert.suppressionButton?.state == .on)
        try app.click("button", "OK", in: "Delete?")
        #expect(answers == [.alertFirstButtonReturn])
    }

    @Test func aStatusItemShowsInTheMenuBarAndOpensItsPopover() throws {
        let app = try AppHarness(PlainApp.self)
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        defer { NSStatusBar.system.removeStatusItem(item) }
        item.button?.title = "Weather"
        let popover = NSPopover()
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: Text("Sunny"))
        try app.update()
        #expect(app.menuBar.children.contains { $0.tag == .extra && $0.attributes[.title]?.string == "Weather" })

        popover.show(relativeTo: .zero, of: try #require(item.button), preferredEdge: .minY)
        try app.update()
        #expect(app.menuBar.find(nil, "Sunny") != nil)
        let extra = try #require(app.menuBar.children.first { $0.attributes[.title]?.string == "Weather" })
        #expect(popover.isShown && extra.attributes[.open] == true)
        try app.send(HostEvent(kind: .dismiss, surface: .menuBar, target: extra.id))
        #expect(!popover.isShown)
        try app.clickMenuBarExtra("Weather")
        #expect(popover.isShown)
        popover.close()
        try app.update()
        #expect(app.menuBar.children.first { $0.attributes[.title]?.string == "Weather" }?.attributes[.open] == false)

        item.isVisible = false
        try app.update()
        #expect(!app.menuBar.children.contains { $0.attributes[.title]?.string == "Weather" })
    }
}
