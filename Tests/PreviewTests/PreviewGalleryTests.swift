import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting
@testable import PreviewsDemo

/// The gallery an app becomes with `--previews`, used headless: it lists the
/// module's previews, opens each live in its own window laid out by its
/// traits, and `--preview NAME` opens one at launch.
@MainActor @Suite(.serialized) struct PreviewGalleryTests {
    @Test func theListShowsEveryPreviewAndOpensOneLive() throws {
        PreviewGalleryApp.configure(module: "PreviewsDemo")
        let app = try AppHarness(PreviewGalleryApp.self)
        let list = try app.window("Previews of PreviewsDemo")
        for name in ["Counter", "CounterView.swift:21", "Toggle", "Fixed Card", "BadgeView.swift:13",
                     "BadgeView_Previews: Small", "BadgeView_Previews: Phone", "PlainBadge_Previews"] {
            #expect(list.find("button", name) != nil, "\(name) is listed")
        }
        try app.click("button", "Counter", in: "Previews of PreviewsDemo")
        #expect(app.keyWindow?.title == "Counter")
        #expect(app.keyWindow?.find("text", "Count: 0") != nil)
        // @Previewable @State is live state of the preview's window.
        try app.click("button", "Add One", in: "Counter")
        try app.click("button", "Add One", in: "Counter")
        #expect(try app.window("Counter").find("text", "Count: 2") != nil)
        // Choosing it again brings the same window forward, state kept.
        try app.click("button", "Counter", in: "Previews of PreviewsDemo")
        #expect(app.windows.filter { $0.title == "Counter" }.count == 1)
        #expect(app.keyWindow?.find("text", "Count: 2") != nil)
    }

    @Test func eachPreviewWindowIsLaidOutByItsTraits() throws {
        PreviewGalleryApp.configure(module: "PreviewsDemo")
        let app = try AppHarness(PreviewGalleryApp.self)
        try app.click("button", "Fixed Card", in: "Previews of PreviewsDemo")
        let card = try app.window("Fixed Card")
        let frame = try #require(card.root.all("frame").first)
        #expect(frame.length("width") == 320)
        #expect(frame.length("height") == 180)
        #expect(card.find("text", "A fixed card") != nil)
        // A fitting preview has no frame of its own: the window fits the view.
        try app.click("button", "Toggle", in: "Previews of PreviewsDemo")
        let toggle = try app.window("Toggle")
        #expect(toggle.root.all("frame").isEmpty)
        #expect(toggle.find("toggle", "Loud Noises") != nil)
        // A provider's previews each have their own window and layout.
        try app.click("button", "BadgeView_Previews: Phone", in: "Previews of PreviewsDemo")
        let phone = try app.window("BadgeView_Previews: Phone")
        #expect(phone.root.all("frame").first?.length("width") == 852)
        #expect(phone.find("text", "Phone") != nil)
    }

    @Test func aNamedPreviewOpensAtLaunch() async throws {
        PreviewGalleryApp.configure(module: "PreviewsDemo", preview: "Toggle")
        defer { PreviewGalleryApp.configure(module: "PreviewsDemo") }
        let app = try AppHarness(PreviewGalleryApp.self)
        try await app.settle()
        #expect(app.keyWindow?.title == "Toggle")
        #expect(app.keyWindow?.find("toggle", "Loud Noises") != nil)
        #expect(PreviewGalleryApp.entry(named: "CounterView.swift:16")?.id == "Counter")
        #expect(PreviewGalleryApp.entry(named: "counter")?.id == "Counter")
        #expect(PreviewGalleryApp.entry(named: "Nothing") == nil)
    }

    @Test func aModuleWithoutPreviewsSaysSo() throws {
        PreviewGalleryApp.configure(module: "NoSuchModule")
        defer { PreviewGalleryApp.configure(module: "PreviewsDemo") }
        let app = try AppHarness(PreviewGalleryApp.self)
        #expect(app.keyWindow?.find("text", "No previews in NoSuchModule") != nil)
    }
}
