import ProsceniumHost

extension Text {
    /// A text laid out in lines, as the text engine measured it: its lines,
    /// each line's runs (characters of one style side by side), each run's
    /// glyphs. A `TextRenderer` draws a text through one of these.
    public struct Layout: RandomAccessCollection, Equatable {
        public typealias Element = Text.Layout.Line
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias Iterator = IndexingIterator<Text.Layout>
        public typealias SubSequence = Slice<Text.Layout>

        var lines: [Line]

        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Text.Layout.Line { lines[index] }
    }
}

extension Text.Layout {
    /// The index of a character in the laid-out text (counted in the
    /// characters of its runs, as a person reads them).
    public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
        public typealias Stride = Int
        let offset: Int

        public func advanced(by n: Int) -> Text.Layout.CharacterIndex { CharacterIndex(offset: offset + n) }
        public func distance(to other: Text.Layout.CharacterIndex) -> Int { other.offset - offset }
        public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.offset < rhs.offset }
    }

    /// Options for drawing a line, run or slice (`GraphicsContext.draw(_:options:)`).
    public struct DrawingOptions: OptionSet {
        public typealias ArrayLiteralElement = Text.Layout.DrawingOptions
        public typealias Element = Text.Layout.DrawingOptions
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Glyphs placed at fractional positions as given. The page's canvas
        /// never snaps glyphs to whole pixels, so drawing is the same either way.
        public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions { DrawingOptions(rawValue: 1) }
    }

    /// The typographic extent of a line, run or slice: from the left end of
    /// its baseline (`origin`), `width` along it, `ascent` above and
    /// `descent` below, with the font's `leading` between lines.
    public struct TypographicBounds: Equatable, Sendable {
        public var origin: CGPoint
        public var width: CGFloat
        public var ascent: CGFloat
        public var descent: CGFloat
        public var leading: CGFloat

        public init() {
            origin = .zero
            width = 0
            ascent = 0
            descent = 0
            leading = 0
        }

        init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
        }

        /// The rectangle from the top of the ascent to the bottom of the descent.
        public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// One line of a laid-out text: its runs left to right.
    public struct Line: RandomAccessCollection, Equatable {
        public typealias Element = Text.Layout.Run
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias Iterator = IndexingIterator<Text.Layout.Line>
        public typealias SubSequence = Slice<Text.Layout.Line>

        /// The left end of the line's baseline in the text's coordinates;
        /// drawing a line (or its runs) draws it here.
        public var origin: CGPoint
        /// The runs, positioned from the line's origin.
        var runs: [Run]
        /// The line's extent above and below its baseline (also for a line with no runs).
        var ascent: CGFloat, descent: CGFloat, leading: CGFloat

        public var startIndex: Int { runs.startIndex }
        public var endIndex: Int { runs.endIndex }

        public subscript(index: Int) -> Text.Layout.Run {
            var run = runs[index]
            run.lineOrigin = origin
            return run
        }

        public var typographicBounds: Text.Layout.TypographicBounds {
            let width = runs.last.map { $0.offset + $0.advance(in: $0.glyphs.indices) } ?? 0
            return TypographicBounds(origin: origin, width: width, ascent: ascent, descent: descent, leading: leading)
        }
    }

    /// One glyph: the character it draws, where it starts along the line and how far it advances.
    struct Glyph: Equatable {
        var text: String
        var character: Int
        var x: CGFloat
        var advance: CGFloat
    }

    /// Characters of one style side by side on a line: a collection of
    /// one-glyph slices.
    public struct Run: RandomAccessCollection, Equatable {
        public typealias Element = Text.Layout.RunSlice
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias Iterator = IndexingIterator<Text.Layout.Run>
        public typealias SubSequence = Text.Layout.RunSlice

        var glyphs: [Glyph]
        /// Where the run starts along its line (its first glyph's `x`).
        var offset: CGFloat { glyphs.first?.x ?? 0 }
        /// The line's origin, set when the run is read from its line.
        var lineOrigin: CGPoint = .zero
        /// How the page draws it: its font and colour.
        var font: FontValue
        var color: ColorValue?
        var ascent: CGFloat, descent: CGFloat, leading: CGFloat
        /// The run's custom attributes (`Text.customAttribute(_:)`).
        var custom: [TextCustomAttribute]
        public var layoutDirection: LayoutDirection

        public var startIndex: Int { glyphs.startIndex }
        public var endIndex: Int { glyphs.endIndex }

        public subscript(index: Int) -> Text.Layout.RunSlice { RunSlice(run: self, indices: index ..< index + 1) }
        public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: self, indices: bounds) }

        /// The value of the custom attribute of type `T` the run's characters carry.
        public subscript<T>(key: T.Type) -> T? where T: TextAttribute {
            custom.lazy.compactMap { $0.value.base as? T }.first
        }

        public var characterIndices: [Text.Layout.CharacterIndex] { glyphs.map { CharacterIndex(offset: $0.character) } }

        public var typographicBounds: Text.Layout.TypographicBounds { bounds(of: glyphs.indices) }

        func advance(in range: Range<Int>) -> CGFloat { glyphs[range].reduce(0) { $0 + $1.advance } }

        func bounds(of range: Range<Int>) -> Text.Layout.TypographicBounds {
            let x = range.isEmpty ? offset : glyphs[range.lowerBound].x
            return TypographicBounds(origin: CGPoint(x: lineOrigin.x + x, y: lineOrigin.y), width: advance(in: range),
                                     ascent: ascent, descent: descent, leading: leading)
        }

        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.glyphs == rhs.glyphs && lhs.lineOrigin == rhs.lineOrigin && lhs.font == rhs.font
                && lhs.color == rhs.color && lhs.custom == rhs.custom && lhs.layoutDirection == rhs.layoutDirection
        }
    }

    /// Some of a run's glyphs, by their indices in the run.
    public struct RunSlice: RandomAccessCollection, Equatable {
        public typealias Element = Text.Layout.RunSlice
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias Iterator = IndexingIterator<Text.Layout.RunSlice>
        public typealias SubSequence = Text.Layout.RunSlice

        public var run: Text.Layout.Run
        public var indices: Range<Int>

        public init(run: Text.Layout.Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }

        public subscript(index: Int) -> Text.Layout.RunSlice { RunSlice(run: run, indices: index ..< index + 1) }
        public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { RunSlice(run: run, indices: bounds) }
        public subscript<T>(key: T.Type) -> T? where T: TextAttribute { run[key] }

        public var characterIndices: [Text.Layout.CharacterIndex] {
            run.glyphs[indices].map { CharacterIndex(offset: $0.character) }
        }

        public var typographicBounds: Text.Layout.TypographicBounds { run.bounds(of: indices) }

        /// The characters of the slice's glyphs.
        var string: String { run.glyphs[indices].map(\.text).joined() }
    }
}

/// A value a text's characters carry for a `TextRenderer` to read back
/// (`Text.customAttribute(_:)`); it changes nothing drawn by itself.
public protocol TextAttribute: Hashable {}

/// A custom attribute as a text run keeps it.
struct TextCustomAttribute: Hashable, @unchecked Sendable {
    // Only ever holds a `TextAttribute`, compared and read back whole.
    let value: AnyHashable
}

extension Text {
    /// The text with `value` attached to its characters: nothing changes on
    /// screen, but a `TextRenderer` reads it from the runs it draws
    /// (`run[T.self]`), to draw those characters its own way.
    public func customAttribute<T>(_ value: T) -> Text where T: TextAttribute {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].custom.removeAll { $0.value.base is T }
            copy.runs[index].custom.append(TextCustomAttribute(value: AnyHashable(value)))
        }
        return copy
    }
}
