/// The value of a render element's attribute: text, or a typed value a
/// display turns into its own terms (the web display into CSS).
///
/// Text (titles, keys, names) is `.string`, so a string literal is a value;
/// flags are `.bool`, so `true` and `false` are values too, and travel as
/// JSON booleans. Colours, fonts and the other drawing values are typed: the
/// core never writes a display's syntax.
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation, ExpressibleByBooleanLiteral {
    // The typed values over 16 bytes are `indirect`, so a value is 24 bytes,
    // not 112: an element's attribute dictionary grows in powers of two, and
    // at 112 bytes a value its entries were a window's largest share of memory.
    case string(String)
    /// A flag: `disabled`, `hidden`, `selected`, `expanded` ...
    case bool(Bool)
    indirect case color(ColorValue)
    indirect case font(FontValue)
    indirect case border(BorderValue)
    indirect case shadow(ShadowValue)
    /// A lazy grid's columns (or rows).
    case gridTracks([GridTrack])
    /// A shape's outline.
    case path(ShapePath)
    /// A shape's outline, drawn at the element's size (`ShapeValue`).
    indirect case shape(ShapeValue)
    /// A gradient, material or image paint.
    indirect case paint(PaintValue)
    /// Filters, innermost first.
    case filters([FilterValue])
    /// A canvas's drawing commands.
    case drawing(DrawingValue)
    /// How the element is drawn moved, turned or scaled.
    case transform(TransformValue)
    /// How the element comes in and goes out (`.transition(_:)`).
    case transition(TransitionValue)
    /// A length in points: a frame's width, a padding's edge, a stack's
    /// spacing, a corner's radius (`infinity` for `.infinity`).
    case length(Double)
    /// A plain quantity with no unit: a scale, a priority, a ratio, a
    /// control's value and bounds.
    case number(Double)
    /// Where content sits in its container (a stack's, frame's, grid's).
    indirect case alignment(AlignmentValue)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The text, for a `.string` value.
    public var string: String? { if case let .string(value) = self { value } else { nil } }
    /// The flag, for a `.bool` value.
    public var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    public var color: ColorValue? { if case let .color(value) = self { value } else { nil } }
    public var font: FontValue? { if case let .font(value) = self { value } else { nil } }
    public var border: BorderValue? { if case let .border(value) = self { value } else { nil } }
    public var shadow: ShadowValue? { if case let .shadow(value) = self { value } else { nil } }
    public var gridTracks: [GridTrack]? { if case let .gridTracks(value) = self { value } else { nil } }
    public var path: ShapePath? { if case let .path(value) = self { value } else { nil } }
    public var shape: ShapeValue? { if case let .shape(value) = self { value } else { nil } }
    /// A paint: a gradient, material or image, or a plain colour as a paint.
    public var paint: PaintValue? {
        switch self {
        case let .paint(value): value
        case let .color(value): .color(value)
        default: nil
        }
    }
    public var filters: [FilterValue]? { if case let .filters(value) = self { value } else { nil } }
    public var drawing: DrawingValue? { if case let .drawing(value) = self { value } else { nil } }
    public var transform: TransformValue? { if case let .transform(value) = self { value } else { nil } }
    public var transition: TransitionValue? { if case let .transition(value) = self { value } else { nil } }
    public var length: Double? { if case let .length(value) = self { value } else { nil } }
    public var number: Double? { if case let .number(value) = self { value } else { nil } }
    public var alignment: AlignmentValue? { if case let .alignment(value) = self { value } else { nil } }

    /// The text of a string; a readable description of a typed value.
    public var description: String {
        switch self {
        case let .string(value): value
        case let .bool(value): value ? "true" : "false"
        case let .color(value): value.description
        case let .font(value): value.description
        case let .border(value): value.description
        case let .shadow(value): value.description
        case let .gridTracks(value): value.map(\.description).joined(separator: " ")
        case let .path(value): value.description
        case let .shape(value): value.description
        case let .paint(value): value.description
        case let .filters(value): value.map(\.description).joined(separator: " ")
        case let .drawing(value): value.description
        case let .transform(value): value.description
        case let .transition(value): value.description
        case let .length(value), let .number(value): attributeNumberText(value)
        case let .alignment(value): value.description
        }
    }
}

/// Writes attribute values as text for a display's wire format. A display
/// sets one in an encoder's `userInfo` under `AttributeValue.wireFormatKey`;
/// without one, typed values encode as structured JSON.
public struct AttributeWireFormat: Sendable {
    public let text: @Sendable (AttributeValue) -> String
    public init(text: @escaping @Sendable (AttributeValue) -> String) { self.text = text }
}

extension AttributeValue: Codable {
    /// The `userInfo` key of an `AttributeWireFormat`.
    public static let wireFormatKey = CodingUserInfoKey(rawValue: "proscenium.attributeWireFormat")!

    private enum CodingKeys: String, CodingKey { case color, font, border, shadow, gridTracks, path, shape, paint, filters, drawing, transform, transition, length, number, alignment }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if let text = try? single.decode(String.self) {
                self = .string(text)
                return
            }
            if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
                return
            }
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try c.decodeIfPresent(ColorValue.self, forKey: .color) { self = .color(value) }
        else if let value = try c.decodeIfPresent(FontValue.self, forKey: .font) { self = .font(value) }
        else if let value = try c.decodeIfPresent(BorderValue.self, forKey: .border) { self = .border(value) }
        else if let value = try c.decodeIfPresent(ShadowValue.self, forKey: .shadow) { self = .shadow(value) }
        else if let value = try c.decodeIfPresent([GridTrack].self, forKey: .gridTracks) { self = .gridTracks(value) }
        else if let value = try c.decodeIfPresent(ShapePath.self, forKey: .path) { self = .path(value) }
        else if let value = try c.decodeIfPresent(ShapeValue.self, forKey: .shape) { self = .shape(value) }
        else if let value = try c.decodeIfPresent(PaintValue.self, forKey: .paint) { self = .paint(value) }
        else if let value = try c.decodeIfPresent([FilterValue].self, forKey: .filters) { self = .filters(value) }
        else if let value = try c.decodeIfPresent(DrawingValue.self, forKey: .drawing) { self = .drawing(value) }
        else if let value = try c.decodeIfPresent(TransformValue.self, forKey: .transform) { self = .transform(value) }
        else if let value = try c.decodeIfPresent(TransitionValue.self, forKey: .transition) { self = .transition(value) }
        else if let text = try c.decodeIfPresent(String.self, forKey: .length), let value = Double(text) {
            self = .length(value)
        } else if let text = try c.decodeIfPresent(String.self, forKey: .number), let value = Double(text) {
            self = .number(value)
        } else if let value = try c.decodeIfPresent(AlignmentValue.self, forKey: .alignment) {
            self = .alignment(value)
        }
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not an attribute value"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        // A flag is a JSON boolean in every format.
        if case let .bool(flag) = self {
            var single = encoder.singleValueContainer()
            try single.encode(flag)
            return
        }
        if let format = encoder.userInfo[Self.wireFormatKey] as? AttributeWireFormat {
            var single = encoder.singleValueContainer()
            try single.encode(format.text(self))
            return
        }
        switch self {
        case .bool: break
        case let .string(value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case let .color(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .color)
        case let .font(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .font)
        case let .border(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .border)
        case let .shadow(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .shadow)
        case let .gridTracks(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .gridTracks)
        case let .path(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .path)
        case let .shape(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .shape)
        case let .paint(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .paint)
        case let .filters(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .filters)
        case let .drawing(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .drawing)
        case let .transform(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .transform)
        case let .transition(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .transition)
        // As text, so an infinite length survives JSON.
        case let .length(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(attributeNumberText(value), forKey: .length)
        case let .number(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(attributeNumberText(value), forKey: .number)
        case let .alignment(value):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(value, forKey: .alignment)
        }
    }
}
