// `os_log`'s printf-style format strings: privacy annotations read, private arguments redacted.
import Foundation

enum PrintfMessage {
    /// The message `format` makes of `args`: `%{public}@` shows its argument,
    /// `%{private}@` redacts it, and an unannotated `%@` (an object or string)
    /// is redacted while numbers show, as `.auto` does.
    static func format(_ format: String, _ args: [any CVarArg]) -> String {
        var out = ""
        var index = format.startIndex
        var argument = 0
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                out.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else { out.append("%"); break }
            if format[cursor] == "%" {
                out.append("%")
                index = format.index(after: cursor)
                continue
            }
            var annotation = ""
            if format[cursor] == "{", let close = format[cursor...].firstIndex(of: "}") {
                annotation = String(format[format.index(after: cursor)..<close])
                cursor = format.index(after: close)
            }
            // The conversion: flags, width, precision, length, then its letter.
            var spec = "%"
            while cursor < format.endIndex, "0123456789.-+#'*hlqLjzt".contains(format[cursor]) {
                spec.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { out += spec; break }
            let conversion = format[cursor]
            spec.append(conversion)
            index = format.index(after: cursor)
            guard argument < args.count else { out += "<missing>"; continue }
            let value = args[argument]
            argument += 1
            let text = conversion == "@" || conversion == "s" ? String(describing: value) : String(format: spec, value)
            let privacy: OSLogPrivacy = annotation.contains("public") ? .public
                : annotation.contains("private") ? .private : .auto
            out += privacy.render(text, scalar: conversion != "@" && conversion != "s")
        }
        return out
    }
}
