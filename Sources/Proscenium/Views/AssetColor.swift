// `Color("name")`'s colour from an asset catalogue: an `.xcassets` folder's
// `NAME.colorset/Contents.json`, with its light and dark appearances, as
// Xcode writes it (components as 0...1 floats, 0...255 integers or hex bytes;
// sRGB, Display P3, extended ranges, grey; or a system colour by name).

import Foundation
import ProsceniumHost

/// One appearance of an asset colour, in sRGB components 0...1.
struct AssetColorComponents: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
}

/// A colour set: its colour for any appearance and, when it has one, for dark.
struct AssetColor: Equatable, Sendable {
    /// Either components or the name of a system colour (`systemBlueColor`).
    enum Value: Equatable, Sendable {
        case components(AssetColorComponents)
        case system(String)
    }

    var any: Value
    var dark: Value?

    /// Reads a colour set's Contents.json; nil when it holds no usable colour.
    static func parse(_ data: Data) -> AssetColor? {
        struct Contents: Decodable {
            struct Appearance: Decodable { var appearance: String?; var value: String? }
            struct Entry: Decodable {
                var idiom: String?
                var appearances: [Appearance]?
                var color: Color?
            }
            struct Color: Decodable {
                var reference: String?
                var components: [String: String]?
            }
            var colors: [Entry]?
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return nil }
        var any: Value?
        var dark: Value?
        // The Mac's own entries win over universal ones; phone-only entries are not the Mac's.
        let entries = (contents.colors ?? []).filter { ["universal", "mac", nil].contains($0.idiom) }
            .sorted { ($0.idiom == "mac" ? 0 : 1) < ($1.idiom == "mac" ? 0 : 1) }
        for entry in entries {
            guard let value = value(of: entry.color?.reference, entry.color?.components) else { continue }
            let luminosity = entry.appearances?.first { $0.appearance == "luminosity" }?.value
            switch luminosity {
            case nil: if any == nil { any = value }
            case "dark": if dark == nil { dark = value }
            default: if any == nil { any = value } // "light" is the any appearance on a Mac
            }
        }
        guard let any = any ?? dark else { return nil }
        return AssetColor(any: any, dark: dark)
    }

    private static func value(of reference: String?, _ components: [String: String]?) -> Value? {
        if let reference { return .system(reference) }
        guard let components else { return nil }
        if let white = components["white"].flatMap(channel) {
            let opacity = components["alpha"].flatMap(channel) ?? 1
            return .components(AssetColorComponents(red: white, green: white, blue: white, opacity: opacity))
        }
        guard let red = components["red"].flatMap(channel), let green = components["green"].flatMap(channel),
              let blue = components["blue"].flatMap(channel) else { return nil }
        let opacity = components["alpha"].flatMap(channel) ?? 1
        return .components(AssetColorComponents(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// One component: "0.345" (0...1), "88" (0...255) or "0x58" (a hex byte).
    static func channel(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return Int(trimmed.dropFirst(2), radix: 16).map { clamp(Double($0) / 255) }
        }
        if trimmed.contains(".") { return Double(trimmed).map(clamp) }
        guard let whole = Int(trimmed) else { return nil }
        // "1" and "0" are the ends of 0...1; any other whole number counts in 0...255.
        return whole <= 1 ? Double(whole) : clamp(Double(whole) / 255)
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}

extension AssetColor {
    /// The colour the render tree carries: constant, or light and dark.
    var colorValue: ColorValue? {
        switch (any, dark) {
        case let (.system(name), _): return Self.systemColor(named: name).map { ColorValue($0) }
        case let (.components(light), .components(dark)?):
            return ColorValue(.appearances(light: light.rgba, dark: dark.rgba))
        case let (.components(light), _): return ColorValue(light.rgba)
        }
    }

    /// The system colours a colour set may name (`systemBlueColor`,
    /// `labelColor`, ...), as the display's own.
    static func systemColor(named name: String) -> SystemColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "label", "textColor", "text", "controlText", "headerText": return .primary
        case "secondaryLabel", "placeholderText", "disabledControlText": return .secondary
        case "tertiaryLabel": return .tertiary
        case "quaternaryLabel": return .quaternary
        case "controlAccent", "link", "keyboardFocusIndicator", "selectedContentBackground": return .accent
        case "separator", "grid", "opaqueSeparator": return .separator
        case "windowBackground", "systemBackground", "controlBackground", "textBackground",
             "underPageBackground": return .windowBackground
        case "black": return .black
        case "white": return .white
        case "clear": return .clear
        default:
            // systemRedColor, systemBlueColor, ... : SwiftUI's standard colours.
            guard base.hasPrefix("system") else { return nil }
            let color = base.dropFirst(6).lowercased()
            return SystemColor(rawValue: color == "grey" ? "gray" : color)
        }
    }
}

extension AssetColorComponents {
    var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: opacity) }
}
