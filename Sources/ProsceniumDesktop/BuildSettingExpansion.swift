// Xcode's `$(NAME)` and `${NAME}` references in build settings and
// Info.plist values, with the modifiers Info.plists use
// (`$(PRODUCT_NAME:rfc1034identifier)`).

import Foundation

/// Expands build setting references against a set of settings.
struct BuildSettingExpansion {
    /// The settings by name, as strings.
    var settings: [String: String]

    /// `text` with every reference replaced by its setting's value (empty
    /// for an unknown setting and for `$(inherited)`, as Xcode does).
    func expand(_ text: String) -> String { expand(text, depth: 0) }

    private func expand(_ text: String, depth: Int) -> String {
        guard depth < 10, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closing[rest[afterDollar]],
                  let end = rest[afterDollar...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            result += value(of: String(reference), depth: depth)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static let closing: [Character: Character] = ["(": ")", "{": "}"]

    private func value(of reference: String, depth: Int) -> String {
        var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value = name == "inherited" ? "" : expand(settings[name] ?? "", depth: depth + 1)
        for modifier in parts {
            switch modifier {
            case "rfc1034identifier": value = Self.replacing(value, allowed: "-.") { _ in "-" }
            case "c99extidentifier", "identifier": value = Self.replacing(value, allowed: "_") { _ in "_" }
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            default: break
            }
        }
        return value
    }

    private static func replacing(_ text: String, allowed: String, with replacement: (Character) -> String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || allowed.contains(character) {
                result.append(character)
            } else {
                result += replacement(character)
            }
        }
        return result
    }
}
