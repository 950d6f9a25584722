import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// A menu style of an app's own, as SwiftUI's docs write one.
private struct RedBorderMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).border(Color.red)
    }
}

private struct PhasedImage: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable()
            } else if phase.error != nil {
                Text("failed")
            } else {
                Text("loading")
            }
        }
    }
}

/// A PNG written to a temporary file, for `file:` URLs.
private func pngFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-async-\(UUID()).png")
    try pushpinPNG.write(to: url)
    return url
}

/// Views and AppKit names that kept open-source Mac apps from building
/// (docs/PORTING.md): split views, menu styles, AsyncImage, NSImage,
/// accessibility values and traits.
@MainActor @Suite struct DesktopViewTests {
    @Test func splitViewsCarryTheirAxisAndEveryView() throws {
        let ui = ViewHarness(VStack {
            HSplitView {
                Text("Notes").frame(minWidth: 120, idealWidth: 200, maxWidth: 300)
                Text("Editor")
            }
            VSplitView {
                Text("Top")
                Text("Middle")
                Text("Bottom")
            }
        })
        let splits = ui.all(.splitview)
        #expect(splits.map { $0.attributes[.axis] } == ["horizontal", "vertical"])
        #expect(splits[0].children.count == 2 && splits[1].children.count == 3)
        let notes = try #require(splits[0].children.first)
        #expect(notes.tag == .frame && notes.length(.minWidth) == 120 && notes.length(.maxWidth) == 300)
        #expect(splits[1].allElements().compactMap(\.text) == ["Top", "Middle", "Bottom"])
    }

    @Test func menuStylesNameTheLookOfTheMenuButton() throws {
        let ui = ViewHarness(VStack {
            Menu("Plain") { Button("One") {} }
            Menu("Borderless") { Button("Two") {} }.menuStyle(.borderlessButton)
            Menu("Button") { Button("Three") {} }.menuStyle(.button)
            Menu("Bordered") { Button("Four") {} }.menuStyle(BorderedButtonMenuStyle())
            Menu("Quiet") { Button("Five") {} }.menuStyle(.borderlessButton).menuIndicator(.hidden)
            Menu("Default") { Button("Six") {} }.menuStyle(DefaultMenuStyle())
        })
        let buttons = ui.all(.menubutton)
        #expect(buttons.map { $0.attributes[.style]?.string } == [nil, "borderlessButton", "button", "borderedButton", "borderlessButton", nil])
        #expect(buttons.map { $0.attributes[.menuIndicator]?.string } == [nil, nil, nil, nil, "hidden", nil])
    }

    @Test func aCustomMenuStyleWrapsAStandardMenuThatStillOpens() throws {
        let ui = ViewHarness(Menu("Styled") { Button("Inside") {} }.menuStyle(RedBorderMenuStyle()))
        let menu = try #require(ui.all(.menubutton).first)
        #expect(menu.attributes[.title] == "Styled")
        // The style's border is on the standard menu it made.
        #expect(ui.elements.contains { $0.attributes[.border] != nil })
        try ui.send(HostEvent(kind: .click, target: menu.id))
        #expect(ui.all(.menubutton).first?.attributes[.open] == true)
    }

    @Test func asyncImageGoesFromEmptyToTheLoadedFile() async throws {
        let url = try pngFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let ui = ViewHarness(PhasedImage(url: url))
        #expect(ui.find(.text, "loading") != nil && ui.all(.image).isEmpty)
        #expect(try await ui.settle(until: { !ui.all(.image).isEmpty }))
        let image = try #require(ui.all(.image).first)
        #expect(image.attributes[.resizable] == true)
        let asset = try #require(image[string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(asset.data == pushpinPNG && asset.contentType == "image/png")
        #expect(ui.find(.text, "loading") == nil)
    }

    @Test func aMissingFileIsAFailure() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-missing-\(UUID()).png")
        let ui = ViewHarness(PhasedImage(url: url))
        #expect(try await ui.settle(until: { ui.find(.text, "failed") != nil }))
        #expect(ui.all(.image).isEmpty)
    }

    @Test func bytesThatAreNotAnImageAreAFailure() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-text-\(UUID()).png")
        try Data("not an image".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let ui = ViewHarness(PhasedImage(url: url))
        #expect(try await ui.settle(until: { ui.find(.text, "failed") != nil }))
    }

    @Test func thePlainAsyncImageShowsAPlaceholderThenTheImage() async throws {
        let url = try pngFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let ui = ViewHarness(VStack {
            AsyncImage(url: url, scale: 2)
            AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("wait") }
            AsyncImage(url: nil)
        })
        #expect(ui.all(.color).count == 2 && ui.find(.text, "wait") != nil)
        #expect(try await ui.settle(until: { ui.all(.image).count == 2 }))
        let images = ui.all(.image)
        #expect(images[0].number(.scale) == 2 && images[0].attributes[.resizable] == nil)
        #expect(images[1].attributes[.resizable] == true && images[1].attributes[.scale] == nil)
        // No URL: the placeholder stays.
        #expect(ui.all(.color).count == 1)
    }

    @Test func nsImagesReadTheirBytesAndSize() throws {
        let url = try pngFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let fromData = try #require(NSImage(data: pushpinPNG))
        #expect(fromData.size == NSSize(width: 32, height: 32))
        let fromFile = try #require(NSImage(contentsOfFile: url.path))
        #expect(fromFile.size.width == 32)
        #expect(NSImage(contentsOf: url) != nil)
        #expect(NSImage(data: Data("plain text".utf8)) == nil)
        #expect(NSImage(contentsOfFile: "/nonexistent/proscenium.png") == nil)
        #expect(NSImage(size: NSSize(width: 40, height: 20)).size == NSSize(width: 40, height: 20))
        let symbol = try #require(NSImage(systemSymbolName: "star.fill", accessibilityDescription: "Favourite"))
        let half = try #require(NSImage(data: pushpinPNG))
        half.size = NSSize(width: 16, height: 16)

        let ui = ViewHarness(VStack {
            Image(nsImage: fromData)
            Image(nsImage: symbol)
            Image(nsImage: half)
        })
        let images = ui.all(.image)
        let asset = try #require(images[0][string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(asset.data == pushpinPNG && asset.contentType == "image/png")
        #expect(images[1].attributes[.systemName] == "star.fill" && images[1].attributes[.label] == "Favourite")
        // 32 pixels drawn 16 points wide: two pixels a point.
        #expect(images[2].number(.scale) == 2)
    }

    @Test func nsImageNamedFindsTheAppsResources() throws {
        #expect(NSImage(named: "proscenium-no-such-image") == nil)
    }

    @Test func accessibilityValuesTraitsAndChildBehaviourReachTheElement() throws {
        let ui = ViewHarness(VStack {
            Slider(value: .constant(0.6)).accessibilityValue("60 percent")
            Text("Volume").accessibilityValue(Text("Loud"))
            Text("Chapter").accessibilityAddTraits(.isHeader)
            Text("Row").accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isSelected)
            HStack {
                Text("Jane")
                Text("Admin")
            }
            .accessibilityElement(children: .combine)
        })
        #expect(ui.all(.slider).first?.attributes[.accessibilityValue] == "60 percent")
        #expect(ui.find(.text, "Volume")?.attributes[.accessibilityValue] == "Loud")
        #expect(ui.find(.text, "Chapter")?.attributes[.traits] == "isHeader")
        #expect(ui.find(.text, "Row")?.attributes[.traits] == "-isSelected isButton")
        #expect(ui.all(.hstack).first?.attributes[.accessibilityChildren] == "combine")
    }

    @Test func traitsAreASetAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton) && !traits.contains(.isLink))
        traits.remove(.isButton)
        #expect(traits == [.isHeader])
    }
}
