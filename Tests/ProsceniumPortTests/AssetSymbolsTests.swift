import Foundation
import Testing
@testable import ProsceniumPort

/// The symbols Xcode generates for asset catalogues, which the port writes.
@Suite struct AssetSymbolsTests {
    @Test func namesAreLowerCamelCaseWithoutTheKindSuffix() {
        let color = { AssetSymbols.symbol(for: $0, droppingSuffix: "Color") }
        #expect(color("HighlightedCell") == "highlightedCell")
        #expect(color("highlighted-cell") == "highlightedCell")
        #expect(color("Highlighted Cell Color") == "highlightedCell")
        #expect(color("AccentColor") == "accent")
        #expect(color("Color") == "color")
        #expect(color("URLTint") == "urlTint")
        #expect(color("icon_16") == "icon16")
        #expect(color("8Ball") == "_8Ball")
        #expect(color("Default") == "`default`")
        #expect(AssetSymbols.symbol(for: "LogoImage", droppingSuffix: "Image") == "logo")
    }

    @Test func setsOfEveryCatalogueWithTheirNamespacesMakeOneFile() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID())/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for folder in ["Brand.colorset", "Background.colorset", "Icons/Logo.imageset", "Icons/Star.symbolset",
                       "Palette/Brand.colorset", "AppIcon.appiconset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
            .write(to: catalog.appendingPathComponent("Palette/Contents.json"))
        let symbols = AssetSymbols(catalogs: [catalog])
        #expect(symbols.colors.map(\.name) == ["Background", "Brand", "Palette/Brand"])
        #expect(symbols.colors.map(\.symbol) == ["background", "brand", "paletteBrand"])
        #expect(symbols.images.map(\.name) == ["Logo", "Star"])
        let source = symbols.source
        #expect(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let paletteBrand = ColorResource(name: "Palette/Brand", bundle: resourceBundle)"#))
        #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
        // SwiftUI's own `.background` stays SwiftUI's: only the resource is made.
        #expect(source.contains("static let background = ColorResource"))
        #expect(!source.contains("static var background: Color"))
        #expect(source.contains(#"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#))
        var plain = symbols
        plain.extendsColor = false
        #expect(!plain.source.contains("extension Color {"))
    }
}

/// A project that names files its folder lacks (a source left out of the
/// repository, a font from its author's machine) still ports.
@Suite struct MissingMembersTests {
    @Test func membersNotOnDiskAreLeftOutAndReported() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("port-missing-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try FixtureProject.write(in: parent)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/Credits.rtf"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/Formatting.swift"))
        let output = parent.appendingPathComponent("Linux")
        let result = try Porter.port(PortOptions(project: root, output: output))
        #expect(result.members.missing.map(\.lastPathComponent).sorted() == ["Credits.rtf", "Formatting.swift"])
        #expect(!result.members.sources.contains { $0.lastPathComponent == "Formatting.swift" })
        #expect(!result.manifest.contains("Credits.rtf"))
        #expect(result.summary.contains("left out, named by the project but not on disk: Shared/Credits.rtf, Shared/Formatting.swift")
                || result.summary.contains("left out, named by the project but not on disk: Shared/Formatting.swift, Shared/Credits.rtf"))
    }
}
