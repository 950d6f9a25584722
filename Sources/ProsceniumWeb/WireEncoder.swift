import Foundation
import ProsceniumHost

/// Writes down messages as JSON text. Updates, whose patches are most of
/// what a display is sent (a thousand new rows are thousands of elements),
/// are written by hand, several times faster than `JSONEncoder`; anything
/// rarer (snapshots, windows opening, attributes) goes through `JSONEncoder`.
/// Both write the same JSON (see docs/PROTOCOL.md).
package struct WireEncoder {
    package init() {}

    /// What the page was sent of each window's placement (this encoder
    /// encodes one connection's messages, in order).
    private let placements = SentPlacements()

    private let fallback: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        encoder.userInfo[AttributeValue.wireFormatKey] = AttributeCSS.wireFormat
        return encoder
    }()

    package func encode(_ message: DownMessage) throws -> String {
        guard case let .update(update) = message else {
            switch message {
            case let .snapshot(surfaces):
                surfaces.forEach { noteSymbols(in: $0.root) }
                surfaces.forEach(placements.sent)
            case .update: break
            }
            return String(decoding: try fallback.encode(message), as: UTF8.self)
        }
        var out = JSONText()
        out.raw("{\"v\":\(DisplayProtocol.version),\"type\":\"update\",\"changes\":[")
        for (index, change) in update.changes.enumerated() {
            if index > 0 { out.raw(",") }
            if case let .patch(surface, patches) = change {
                out.raw("{\"op\":\"patch\",\"id\":")
                out.string(surface.rawValue)
                out.raw(",\"patches\":[")
                out.patches(patches)
                out.raw("]}")
            } else if case let .configure(surface, attributes) = change, attributes.layout != nil {
                try configure(surface, attributes, into: &out)
            } else {
                switch change {
                case let .open(surface):
                    noteSymbols(in: surface.root)
                    placements.sent(surface)
                case let .close(id): placements.closed(id)
                case let .configure(id, _): _ = placements.changes(to: nil, of: id)
                default: break
                }
                out.bytes.append(contentsOf: try fallback.encode(change))
            }
        }
        out.raw("]}")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}

extension WireEncoder {
    /// A window's attributes with its placement: as the frames that changed
    /// since the placement sent before (`layoutChanges`), or whole. The
    /// placement's text is written as it is: it holds only digits, signs,
    /// points, spaces, semicolons and `x`, none of which JSON escapes.
    private func configure(_ id: SurfaceID, _ attributes: SurfaceAttributes, into out: inout JSONText) throws {
        guard let layout = attributes.layout else { return }
        let changes = placements.changes(to: layout, of: id)
        var rest = attributes
        rest.layout = nil
        var object = try fallback.encode(rest)
        guard object.last == UInt8(ascii: "}") else { throw EncodingError.invalidValue(attributes, .init(
            codingPath: [], debugDescription: "attributes are not written as an object")) }
        object.removeLast()
        out.raw("{\"op\":\"configure\",\"id\":")
        out.string(id.rawValue)
        out.raw(",\"attributes\":")
        out.bytes.append(contentsOf: object)
        if object.count > 1 { out.raw(",") }
        out.raw(changes == nil ? "\"layout\":\"" : "\"layoutChanges\":\"")
        out.raw(changes ?? layout.description)
        out.raw("\"}}")
    }
}

/// Attributes that name an SF Symbol: a name the page cannot draw is logged once.
func isSymbolAttribute(_ name: AttributeKey) -> Bool { name == .systemName || name == .systemImage }

func noteSymbol(_ value: AttributeValue) {
    if let name = value.string { SymbolMissLog.shared.note(name) }
}

private func noteSymbols(in element: RenderElement) {
    for (name, value) in element.attributes where isSymbolAttribute(name) { noteSymbol(value) }
    element.children.forEach(noteSymbols)
}

/// JSON text being written, as UTF-8.
struct JSONText {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1024) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func number(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A JSON string: quotes, backslashes and control characters escaped,
    /// everything else as UTF-8 (slashes too, as the encoder is told).
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// An attribute's value: a flag as a JSON boolean, anything else as the
    /// text the client reads (`AttributeCSS`).
    mutating func attribute(_ value: AttributeValue) {
        if case let .bool(flag) = value { flag ? raw("true") : raw("false") } else { string(AttributeCSS.text(value)) }
    }

    mutating func patch(_ patch: Patch) {
        switch patch {
        case let .insert(parent, before, element):
            raw("{\"op\":\"insert\",\"parent\":")
            number(parent.rawValue)
            if let before {
                raw(",\"before\":")
                number(before.rawValue)
            }
            raw(",\"element\":")
            self.element(element)
            raw("}")
        case let .remove(id):
            raw("{\"op\":\"remove\",\"id\":")
            number(id.rawValue)
            raw("}")
        case let .removeChildren(parent):
            raw("{\"op\":\"clear\",\"parent\":")
            number(parent.rawValue)
            raw("}")
        case let .move(id, parent, before):
            raw("{\"op\":\"move\",\"id\":")
            number(id.rawValue)
            raw(",\"parent\":")
            number(parent.rawValue)
            if let before {
                raw(",\"before\":")
                number(before.rawValue)
            }
            raw("}")
        case let .setAttribute(id, name, value):
            raw("{\"op\":\"attr\",\"id\":")
            number(id.rawValue)
            raw(",\"name\":")
            string(name.rawValue)
            if let value, isSymbolAttribute(name) { noteSymbol(value) }
            if let value {
                raw(",\"value\":")
                attribute(value)
            }
            raw("}")
        case let .setText(id, text):
            raw("{\"op\":\"text\",\"id\":")
            number(id.rawValue)
            if let text {
                raw(",\"text\":")
                string(text)
            }
            raw("}")
        case let .animate(animation):
            raw("{\"op\":\"animate\"")
            if let animation {
                raw(",\"animation\":")
                raw(MotionCSS.json(animation))
            }
            raw("}")
        }
    }

    mutating func element(_ element: RenderElement) {
        raw("{\"id\":")
        number(element.id.rawValue)
        raw(",\"tag\":")
        string(element.tag.rawValue)
        // Empty attributes and children are left out, as RenderElement's
        // own encoding does.
        if !element.attributes.isEmpty {
            raw(",\"attributes\":{")
            var first = true
            for (name, value) in element.attributes {
                if !first { raw(",") }
                first = false
                string(name.rawValue)
                raw(":")
                attribute(value)
                if isSymbolAttribute(name) { noteSymbol(value) }
            }
            raw("}")
        }
        if let text = element.text {
            raw(",\"text\":")
            string(text)
        }
        if !element.children.isEmpty {
            raw(",\"children\":[")
            for (index, child) in element.children.enumerated() {
                if index > 0 { raw(",") }
                self.element(child)
            }
            raw("]")
        }
        raw("}")
    }
}
