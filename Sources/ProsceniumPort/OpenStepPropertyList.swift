// The old-style (OpenStep) ASCII property list an Xcode project's
// `project.pbxproj` is written in: `{ key = value; }` dictionaries,
// `( a, b, )` arrays, quoted and unquoted strings, `<0fab 12>` data, and
// `/* */` and `//` comments. Foundation on Linux does not read this format
// reliably (and says nothing useful when it fails), so it is parsed here.

import Foundation

/// A value of an OpenStep property list.
public enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case data(Data)

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, when this is a dictionary.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The entry for `key`, when this is a dictionary holding it.
    public subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array (non-string elements left out).
    public var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// Why a property list could not be read, with the line it was found on.
public struct PropertyListError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var line: Int
    public var description: String { "line \(line): \(message)" }
}

/// Reads an OpenStep (old-style ASCII) property list.
public struct OpenStepPropertyListParser {
    private let bytes: [UInt8]
    private var position = 0

    /// Parses `text`, whose top level is one value (an Xcode project's is a dictionary).
    public static func parse(_ text: String) throws -> PropertyListValue {
        var parser = OpenStepPropertyListParser(bytes: Array(text.utf8))
        let value = try parser.parseValue()
        try parser.skipWhitespaceAndComments()
        if parser.position < parser.bytes.count {
            throw parser.error("unexpected text after the top-level value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var line: Int {
        bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(message: message, line: line)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipWhitespaceAndComments() throws {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = current, next != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = line
                position += 2
                while current != nil, !(current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { position += 1 }
                guard current != nil else {
                    throw PropertyListError(message: "a /* comment is never closed", line: start)
                }
                position += 2
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Character) throws {
        try skipWhitespaceAndComments()
        guard let byte = current, byte == character.asciiValue else {
            throw error("expected '\(character)'" + (current.map { ", found '\(Character(UnicodeScalar($0)))'" } ?? " before the end"))
        }
        position += 1
    }

    private mutating func parseValue() throws -> PropertyListValue {
        try skipWhitespaceAndComments()
        guard let byte = current else { throw error("expected a value before the end") }
        switch byte {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        default:
            guard Self.isUnquoted(byte) else {
                throw error("unexpected '\(Character(UnicodeScalar(byte)))'")
            }
            return .string(parseUnquotedString())
        }
    }

    private mutating func parseDictionary() throws -> PropertyListValue {
        position += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipWhitespaceAndComments()
            guard let byte = current else { throw error("a { dictionary is never closed") }
            if byte == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            guard case .string(let key) = try parseValue() else {
                throw error("a dictionary key must be a string")
            }
            try expect("=")
            entries[key] = try parseValue()
            try expect(";")
        }
    }

    private mutating func parseArray() throws -> PropertyListValue {
        position += 1
        var elements: [PropertyListValue] = []
        while true {
            try skipWhitespaceAndComments()
            guard let byte = current else { throw error("a ( array is never closed") }
            if byte == UInt8(ascii: ")") {
                position += 1
                return .array(elements)
            }
            elements.append(try parseValue())
            try skipWhitespaceAndComments()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func parseData() throws -> PropertyListValue {
        position += 1
        var data = Data()
        var high: UInt8?
        while true {
            guard let byte = current else { throw error("a < data value is never closed") }
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hex digits") }
                return .data(data)
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            guard let nibble = Self.hexValue(byte) else { throw error("data holds a non-hex character") }
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    private mutating func parseQuotedString() throws -> String {
        let quote = bytes[position]
        let start = line
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while true {
            guard let byte = current else {
                throw PropertyListError(message: "a quoted string is never closed", line: start)
            }
            position += 1
            if byte == quote {
                flush()
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                run.append(byte)
                continue
            }
            guard let escaped = current else { continue }
            position += 1
            flush()
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current.flatMap(Self.hexValue) else { break }
                    value = value << 4 | UInt32(digit)
                    position += 1
                }
                scalars.append(UnicodeScalar(value) ?? "\u{FFFD}")
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value << 3 | UInt32(digit - UInt8(ascii: "0"))
                    position += 1
                }
                scalars.append(UnicodeScalar(value) ?? "\u{FFFD}")
            default:
                run.append(escaped)
            }
        }
    }

    private mutating func parseUnquotedString() -> String {
        let start = position
        // As CoreFoundation reads it: `//` inside (a URL's) is part of the
        // string; comments come only between values.
        while let byte = current, Self.isUnquoted(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The characters an unquoted string may hold (NeXTSTEP's set).
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
