// The Swift symbols Xcode generates for an app's asset catalogues
// (`GeneratedAssetSymbols.swift`, Xcode 15 and later): `ColorResource.name`
// and `ImageResource.name` for every colour and image set, and `Color.name`
// and `.name` as a shape style for every colour. Apps write `Color.brand`,
// `.foregroundStyle(.brand)` or `Image(.logo)` and never see the file; the
// port writes the same file into the package, so those apps build unchanged.

import Foundation

/// The colour and image sets of asset catalogues, and the symbols Xcode names them by.
public struct AssetSymbols: Equatable, Sendable {
    /// One set: its asset name (with the folder namespaces Xcode prefixes) and its symbol.
    public struct Asset: Equatable, Sendable {
        public var name: String
        public var symbol: String
    }

    public var colors: [Asset] = []
    public var images: [Asset] = []
    /// Whether `Color` and `ShapeStyle` get a member for each colour too.
    public var extendsColor = true

    /// The sets of every catalogue, in name order; a symbol two sets would
    /// share is made once, from the first, as Xcode does.
    public init(catalogs: [URL]) {
        var colorNames: [String] = []
        var imageNames: [String] = []
        for catalog in catalogs {
            Self.collect(in: catalog, namespace: [], colors: &colorNames, images: &imageNames)
        }
        colors = Self.assets(colorNames, droppingSuffix: "Color")
        images = Self.assets(imageNames, droppingSuffix: "Image")
    }

    public init(colors: [Asset], images: [Asset]) {
        self.colors = colors
        self.images = images
    }

    /// The generated file, in the package's target folder.
    public static let fileName = "GeneratedAssetSymbols.swift"

    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    private static func collect(in folder: URL, namespace: [String], colors: inout [String], images: inout [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in names {
            let url = folder.appendingPathComponent(entry)
            let base = (entry as NSString).deletingPathExtension
            switch url.pathExtension {
            case "colorset": colors.append((namespace + [base]).joined(separator: "/"))
            case "imageset", "symbolset": images.append((namespace + [base]).joined(separator: "/"))
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                collect(in: url, namespace: providesNamespace(url) ? namespace + [entry] : namespace,
                        colors: &colors, images: &images)
            default: continue
            }
        }
    }

    /// Whether a group folder prefixes its sets' names (`provides-namespace`).
    private static func providesNamespace(_ folder: URL) -> Bool {
        struct Contents: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return false }
        return contents.properties?.providesNamespace == true
    }

    private static func assets(_ names: [String], droppingSuffix suffix: String) -> [Asset] {
        var seen: Set<String> = []
        return names.compactMap { name in
            let symbol = symbol(for: name, droppingSuffix: suffix)
            guard !symbol.isEmpty, seen.insert(symbol).inserted else { return nil }
            return Asset(name: name, symbol: symbol)
        }
    }

    /// Xcode's symbol for an asset name: its words in lower camel case
    /// (`Highlighted Cell`, `highlighted-cell` and `HighlightedCell` are all
    /// `highlightedCell`; `URLIcon` is `urlIcon`), without a final `Color` or
    /// `Image` word, and with `_` before a leading digit.
    public static func symbol(for name: String, droppingSuffix suffix: String) -> String {
        var words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).flatMap(camelCaseWords)
        if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return "" }
        let symbol = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { return "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "default", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false",
        "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]

    /// `HighlightedCell` -> `Highlighted`, `Cell`; `URLIcon` -> `URL`, `Icon`; `icon16` stays.
    private static func camelCaseWords(_ text: Substring) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && previous.map { prev in
                prev.isLowercase || prev.isNumber || (prev.isUppercase && next?.isLowercase == true)
            } == true
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Members SwiftUI's `Color` or `ShapeStyle` already has: Xcode makes the
    /// resource but no `Color` or shape-style member for such a colour.
    static let swiftUIColorMembers: Set<String> = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown", "clear", "primary", "secondary", "accentColor",
        "tertiary", "quaternary", "quinary", "background", "foreground", "tint", "separator", "selection",
        "placeholder", "link", "fill", "windowBackground", "bar", "ultraThinMaterial", "thinMaterial",
        "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]

    /// The generated file's text.
    public var source: String {
        var lines = [
            "// Generated by proscenium-port from the app's asset catalogues, as Xcode",
            "// generates GeneratedAssetSymbols.swift. Written again by every port.",
            "",
            "import Foundation",
            "import SwiftUI",
            "",
            "private var resourceBundle: Bundle { Bundle.module }",
        ]
        if !colors.isEmpty {
            lines += ["", "extension ColorResource {"]
            lines += colors.map { "    /// The \"\($0.name)\" asset catalog color resource.\n    static let \($0.symbol) = ColorResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
            lines.append("}")
            let members = colors.filter { !Self.swiftUIColorMembers.contains($0.symbol.trimmingCharacters(in: ["`"])) }
            if extendsColor, !members.isEmpty {
                lines += ["", "extension Color {"]
                lines += members.map { "    /// The \"\($0.name)\" asset catalog color.\n    static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" }
                lines += ["}", "", "extension ShapeStyle where Self == Color {"]
                lines += members.map { "    /// The \"\($0.name)\" asset catalog color.\n    static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" }
                lines.append("}")
            }
        }
        if !images.isEmpty {
            lines += ["", "extension ImageResource {"]
            lines += images.map { "    /// The \"\($0.name)\" asset catalog image resource.\n    static let \($0.symbol) = ImageResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
