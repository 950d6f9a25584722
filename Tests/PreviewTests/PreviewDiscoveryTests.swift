import Foundation
import Testing
@_spi(Display) @testable import Proscenium
import ProsceniumTesting
@testable import PreviewsDemo
import PreviewsSwift5Fixture

// A preview of the test module itself: found in its own module only.
#Preview("Declared in the tests") {
    Text("from the tests")
}

/// Previews are found in the running program with no registration: every
/// `#Preview` (by name, or `File.swift:line`) and every view of every
/// `PreviewProvider` (by type name), of the module asked for only.
@MainActor @Suite struct PreviewDiscoveryTests {
    @Test func everyPreviewOfTheDemoModuleIsFoundInSourceOrder() {
        let ids = PreviewCatalog.previews(inModule: "PreviewsDemo").map(\.id)
        #expect(ids == [
            "BadgeView.swift:13",
            "Counter", "CounterView.swift:21", "Toggle", "Fixed Card",
            "BadgeView_Previews: Small", "BadgeView_Previews: Phone",
            "PlainBadge_Previews",
        ])
    }

    @Test func previewsKeepWhereTheyWereDeclared() throws {
        let entries = PreviewCatalog.previews(inModule: "PreviewsDemo")
        let counter = try #require(entries.first { $0.id == "Counter" })
        #expect(counter.source == "PreviewsDemo/CounterView.swift:16")
        let provider = try #require(entries.first { $0.id == "PlainBadge_Previews" })
        #expect(provider.source == "PreviewsDemo.PlainBadge_Previews")
    }

    @Test func eachModuleListsOnlyItsOwnPreviews() {
        #expect(PreviewCatalog.previews(inModule: "PreviewTests").map(\.id) == ["Declared in the tests"])
        #expect(PreviewCatalog.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test func previewsWrittenInSwift5ModeAreFoundToo() {
        let ids = PreviewCatalog.previews(inModule: "PreviewsSwift5Fixture").map(\.id)
        #expect(ids == ["Swift5Previews.swift:11", "Swift 5 Counter", "Swift 5 Fixed", "Swift 5 Traits",
                        "Swift5Greeting_Previews: Greeting"])
    }

    @Test func traitsAndPreviewModifiersGiveEachWindowItsSize() throws {
        let sizes = Dictionary(uniqueKeysWithValues: PreviewCatalog.previews(inModule: "PreviewsDemo").map {
            ($0.id, $0.containerSize)
        })
        // Fitting the view: the default on a Mac, `.sizeThatFitsLayout`, `.sizeThatFits`.
        #expect(sizes["Counter"] == .some(nil))
        #expect(sizes["Toggle"] == .some(nil))
        #expect(sizes["BadgeView.swift:13"] == .some(nil))
        #expect(sizes["BadgeView_Previews: Small"] == .some(nil))
        // Fixed sizes, from a trait and from `previewLayout`.
        #expect(sizes["Fixed Card"] == CGSize(width: 320, height: 180))
        #expect(sizes["PlainBadge_Previews"] == CGSize(width: 240, height: 120))
        // A named device's screen, turned by a landscape orientation.
        #expect(sizes["BadgeView_Previews: Phone"] == CGSize(width: 852, height: 393))
        let fixed = PreviewCatalog.previews(inModule: "PreviewsSwift5Fixture").first { $0.id == "Swift 5 Fixed" }
        #expect(fixed?.containerSize == CGSize(width: 200, height: 100))
    }

    @Test func traitsMapToLayouts() {
        func size(_ traits: PreviewTrait<Preview.ViewTraits>...) -> CGSize? {
            var settings = PreviewSettings()
            for trait in traits { trait.apply(&settings) }
            return settings.containerSize
        }
        #expect(size() == nil)
        #expect(size(.sizeThatFitsLayout) == nil)
        #expect(size(.fixedLayout(width: 10, height: 20)) == CGSize(width: 10, height: 20))
        #expect(size(.fixedLayout(width: 10, height: 20), .defaultLayout) == nil)
        #expect(size(.fixedLayout(width: 10, height: 20), .landscapeLeft) == CGSize(width: 10, height: 20))
    }

    @Test func previewDeviceIsAStringLiteralAndOrientationsAreAllCases() {
        let device: PreviewDevice = "iPad Pro (11-inch)"
        #expect(device.rawValue == "iPad Pro (11-inch)")
        #expect(PreviewDevice(rawValue: "Mac").rawValue == "Mac")
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(PlainBadge_Previews.platform == .macOS)
        #expect(BadgeView_Previews.platform == nil)
    }
}
