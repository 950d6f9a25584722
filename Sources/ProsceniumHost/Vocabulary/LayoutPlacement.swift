/// Where a custom layout (`Layout`) put its views: the container's size and
/// each view's frame in the container's own space (origin at its top
/// leading corner), in points. The app computes it from the sizes the display
/// measured (`LayoutMeasurement`); the display sizes the container and
/// positions each view at its frame.
///
/// On the wire (the `placements` attribute): `WIDTH HEIGHT` (and, for a
/// window's content, ` MINWIDTH MINHEIGHT`) then, for each view,
/// `;ID X Y WIDTH HEIGHT`, and for a text whose font the layout fitted,
/// ` FONTSIZE LINEHEIGHT SHIFT` after it.
public struct LayoutPlacement: Hashable, Sendable, CustomStringConvertible, Codable {
    /// One view's frame.
    public struct Frame: Hashable, Sendable {
        public var id: ElementID
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// How a text is drawn when the layout chose its font size or line
        /// pitch (`minimumScaleFactor`, `lineSpacing`); nil for any other view.
        public var text: TextFit?
        /// The frame as the wire writes it: `ID X Y WIDTH HEIGHT`, and a
        /// text's ` FONTSIZE LINEHEIGHT SHIFT` after it.
        package var wireText: String {
            var wire = String(id.rawValue)
            for value in [x, y, width, height] {
                wire += " "
                wire += LayoutPlacement.number(value)
            }
            if let text {
                for value in [text.fontSize, text.lineHeight, text.shift] {
                    wire += " "
                    wire += LayoutPlacement.number(value)
                }
            }
            return wire
        }

        public init(id: ElementID, x: Double, y: Double, width: Double, height: Double, text: TextFit? = nil) {
            self.id = id
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.text = text
        }
    }

    /// A text's font size and line pitch as the layout chose them: the
    /// display draws its characters at `fontSize` on lines `lineHeight`
    /// apart, raised by `shift` (a line spacing adds its points between
    /// lines, not above the first).
    public struct TextFit: Hashable, Sendable {
        public var fontSize: Double
        public var lineHeight: Double
        public var shift: Double
        public init(fontSize: Double, lineHeight: Double, shift: Double) {
            self.fontSize = fontSize
            self.lineHeight = lineHeight
            self.shift = shift
        }
    }

    public var width: Double
    public var height: Double
    /// The content's minimum size (its size for a zero proposal), which a
    /// window keeps its content area from going under, as a Mac's window
    /// takes its content's minimum size; nil when not worked out.
    public var minimum: (width: Double, height: Double)?
    public var frames: [Frame]

    public init(width: Double, height: Double, minimum: (width: Double, height: Double)? = nil, frames: [Frame]) {
        self.width = width
        self.height = height
        self.minimum = minimum
        self.frames = frames
    }

    public static func == (lhs: LayoutPlacement, rhs: LayoutPlacement) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.minimum?.width == rhs.minimum?.width
            && lhs.minimum?.height == rhs.minimum?.height && lhs.frames == rhs.frames
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(minimum?.width)
        hasher.combine(minimum?.height)
        hasher.combine(frames)
    }

    /// The frame of the view with `id`, if it was placed.
    public func frame(of id: ElementID) -> Frame? { frames.first { $0.id == id } }

    public var description: String { wireText(frames) }

    /// The wire text of this placement's size and of `frames` (all of them,
    /// or the ones sent as changes), each after a `;`, then a `;x` and the
    /// id of each view in `removed`.
    package func wireText<Frames: Collection<Frame>>(_ frames: Frames, removed: [ElementID] = []) -> String {
        var text = Self.number(width) + " " + Self.number(height)
        if let minimum {
            text += " " + Self.number(minimum.width) + " " + Self.number(minimum.height)
        }
        text.reserveCapacity(frames.count * 24 + removed.count * 8 + 16)
        for frame in frames {
            text += ";"
            text += frame.wireText
        }
        for id in removed {
            text += ";x"
            text += String(id.rawValue)
        }
        return text
    }

    /// Reads the wire text; nil when it is malformed.
    public init?(wire: String) {
        let parts = wire.split(separator: ";").map { $0.split(separator: " ").compactMap { Double($0) } }
        guard let size = parts.first, size.count == 2 || size.count == 4 else { return nil }
        var frames: [Frame] = []
        for part in parts.dropFirst() {
            // A frame, and a text's fit after it.
            guard part.count == 5 || part.count == 8 else { return nil }
            let fit = part.count == 8 ? TextFit(fontSize: part[5], lineHeight: part[6], shift: part[7]) : nil
            frames.append(Frame(id: ElementID(Int(part[0])), x: part[1], y: part[2], width: part[3], height: part[4],
                                text: fit))
        }
        self.init(width: size[0], height: size[1], minimum: size.count == 4 ? (size[2], size[3]) : nil, frames: frames)
    }

    /// Encoded as its wire text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let placement = LayoutPlacement(wire: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "malformed placement: \(text.prefix(80))"))
        }
        self = placement
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Two decimals at most, no trailing ".0": written from the number of
    /// hundredths, which is several times faster than a `Double`'s description.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 100).rounded()
        guard abs(scaled) < 1e15 else {
            let rounded = scaled / 100
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        let hundredths = Int(scaled)
        let magnitude = hundredths.magnitude
        var text = hundredths < 0 ? "-" : ""
        text += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}

/// What a display measured of the views of a custom layout, for the app's
/// `sizeThatFits` and `placeSubviews`: each view's size at its narrowest
/// (`min`: text wrapped at every opportunity), its ideal size (what it takes
/// when nothing limits it), whether it grows to fill what it is offered in
/// each axis (a `Color`, a `Spacer`, a frame with an infinite maximum), and
/// its layout priority.
///
/// On the wire (a `layout` event's `value`): for each view,
/// `ID MIN_W MIN_H IDEAL_W IDEAL_H FILL_W FILL_H PRIORITY` (FILL 1 or 0),
/// separated by `;`.
public struct LayoutMeasurement: Hashable, Sendable, CustomStringConvertible {
    public struct Subview: Hashable, Sendable {
        public var id: ElementID
        public var minWidth: Double
        public var minHeight: Double
        public var idealWidth: Double
        public var idealHeight: Double
        public var fillsWidth: Bool
        public var fillsHeight: Bool
        public var priority: Double

        public init(id: ElementID, minWidth: Double, minHeight: Double, idealWidth: Double, idealHeight: Double,
                    fillsWidth: Bool = false, fillsHeight: Bool = false, priority: Double = 0) {
            self.id = id
            self.minWidth = minWidth
            self.minHeight = minHeight
            self.idealWidth = idealWidth
            self.idealHeight = idealHeight
            self.fillsWidth = fillsWidth
            self.fillsHeight = fillsHeight
            self.priority = priority
        }

        /// A view of one size whatever it is offered.
        public init(id: ElementID, fixed width: Double, _ height: Double, priority: Double = 0) {
            self.init(id: id, minWidth: width, minHeight: height, idealWidth: width, idealHeight: height,
                      priority: priority)
        }
    }

    public var subviews: [Subview]
    public init(subviews: [Subview]) { self.subviews = subviews }

    public var description: String {
        subviews.map { s in
            "\(s.id.rawValue) " + [s.minWidth, s.minHeight, s.idealWidth, s.idealHeight].map(LayoutPlacement.number)
                .joined(separator: " ") + " \(s.fillsWidth ? 1 : 0) \(s.fillsHeight ? 1 : 0) "
                + LayoutPlacement.number(s.priority)
        }.joined(separator: ";")
    }

    /// Reads the wire text; nil when it is malformed (a missing or
    /// non-finite number, a negative size).
    public init?(wire: String) {
        var subviews: [Subview] = []
        for part in wire.split(separator: ";") {
            let n = part.split(separator: " ").compactMap { Double($0) }
            guard n.count == 8, n.allSatisfy(\.isFinite), n[1...4].allSatisfy({ $0 >= 0 }),
                  let id = Int(exactly: n[0]) else { return nil }
            subviews.append(Subview(id: ElementID(id), minWidth: n[1], minHeight: n[2], idealWidth: n[3],
                                    idealHeight: n[4], fillsWidth: n[5] != 0, fillsHeight: n[6] != 0, priority: n[7]))
        }
        self.init(subviews: subviews)
    }
}

extension RenderElement {
    /// Where a `layout` element's views were placed, if the app placed them.
    public var layoutPlacement: LayoutPlacement? {
        attributes[.placements]?.string.flatMap { LayoutPlacement(wire: $0) }
    }
}
