import ProsceniumHost

/// Text that shows one or more runs of characters, each with its own style.
public struct Text: Equatable, Sendable {
    @dynamicMemberLookup
    struct Run: Equatable, Sendable {
        var string: String
        var isImage = false
        /// The run's style, out of line: most runs have none of their own, and
        /// inline it made each run some 250 bytes. Holds at most one style,
        /// never the plain one, so that runs compare by their stored values.
        private var styles: [Style] = []

        init(string: String, isImage: Bool = false) {
            self.string = string
            self.isImage = isImage
        }

        /// Everything about a run but its characters.
        struct Style: Equatable, Sendable {
            static let plain = Style()

            var font: Font?
            var weight: Font.Weight?
            var italic = false
            var underline = false
            var strikethrough = false
            /// The colour and pattern of the run's underline and strikethrough.
            var lineColor: Color?
            var linePattern: LineStyle.Pattern?
            var monospaced = false
            var design: Font.Design?
            var width: Font.Width?
            var monospacedDigits = false
            var color: Color?
            /// The colour behind the run (an attributed string's `backgroundColor`).
            var background: Color?
            /// A gradient or material the run is painted with.
            var paint: PaintValue?
            /// A level of the surrounding foreground style (`.secondary`: 1), resolved where the text is shown.
            var level: Int?
            /// The blend mode of the run's style (`foregroundStyle(.white.blendMode(.overlay))`).
            var blendMode: BlendMode?
            /// The shadows of the run's style (`foregroundStyle(.white.shadow(.drop(radius: 2)))`).
            var shadows: [ShadowStyle] = []
            /// Points added between characters (`kerning`, or `tracking`, which wins).
            var kerning: CGFloat?
            var tracking: CGFloat?
            /// Points the run is raised by.
            var baselineOffset: CGFloat?
            /// Where the run links to (Markdown's `[text](url)`): a person's click
            /// opens it with the environment's `openURL`.
            var link: URL?
            /// The values the characters are formatted from, formatted again in
            /// the environment the text shows in (`TextFormatting.swift`); nil
            /// for characters given as they are. Kept here, out of line, as
            /// few runs have one.
            var formatted: FormattedText?
            /// Values for a `TextRenderer` to read back (`customAttribute(_:)`).
            var custom: [TextCustomAttribute] = []
        }

        /// Whether the run has any style of its own.
        var isStyled: Bool { !styles.isEmpty }

        var style: Style {
            get { styles.first ?? .plain }
            set { styles = newValue == .plain ? [] : [newValue] }
        }

        /// A style's value, read and written as the run's own (`run.font`).
        subscript<Value>(dynamicMember keyPath: WritableKeyPath<Style, Value>) -> Value {
            get { styles.isEmpty ? Style.plain[keyPath: keyPath] : styles[0][keyPath: keyPath] }
            set { style[keyPath: keyPath] = newValue }
        }
    }

    var runs: [Run]
    /// What the text says of itself besides its runs: a label and heading
    /// level for assistive technology, a typesetting language.
    var annotations = TextAnnotations()

    init(runs: [Run]) { self.runs = runs }

    /// Text shown exactly as given, never localised.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Text of a string value, shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Text of a localised string key. Dates and format styles interpolated
    /// are formatted in the locale of where the text shows, other values when
    /// the key is made; Linux apps have no string tables, so the key's text is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// The characters of all runs, as a person reads them.
    public var plainText: String { runs.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(runs: lhs.runs + rhs.runs)
        joined.annotations = TextAnnotations(lhs, rhs)
        return joined
    }

    private func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapRuns { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text underlined, in `color` (the text's own colour when nil).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }
    /// The text underlined with a line of `pattern`, in `color`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.setLine(\.underline, isActive, pattern: pattern, color: color) }
    }
    /// The text struck through, in `color` (the text's own colour when nil).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }
    /// The text struck through with a line of `pattern`, in `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.setLine(\.strikethrough, isActive, pattern: pattern, color: color) }
    }
    public func monospaced(_ isActive: Bool = true) -> Text { mapRuns { $0.monospaced = isActive } }
    /// The text with digits all of one width, so numbers that change keep their place.
    public func monospacedDigit() -> Text { mapRuns { $0.monospacedDigits = true } }
    /// The text in `design` (serif, rounded, monospaced), whatever its font; nil for its font's own.
    public func fontDesign(_ design: Font.Design?) -> Text { mapRuns { $0.design = design } }
    /// The text's characters `width` wide, whatever its font; nil for its font's own.
    public func fontWidth(_ width: Font.Width?) -> Text { mapRuns { $0.width = width } }
    /// The text with `kerning` points more between its characters (negative: fewer).
    public func kerning(_ kerning: CGFloat) -> Text { mapRuns { $0.kerning = kerning } }
    /// The text with `tracking` points more after each character; it wins over `kerning(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text { mapRuns { $0.tracking = tracking } }
    /// The text raised by `baselineOffset` points (negative: lowered).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { mapRuns { $0.baselineOffset = baselineOffset } }
    public func foregroundColor(_ color: Color?) -> Text {
        mapRuns {
            $0.color = color
            $0.paint = nil
            $0.level = nil
            $0.blendMode = nil
            $0.shadows = []
        }
    }
    /// Text in `style`: a colour, a gradient, or a level of the foreground style around it (`.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let level = (style as? HierarchicalShapeStyle)?.level
        let paint = level == nil ? style.paint(in: EnvironmentValues()) : nil
        return mapRuns {
            $0.level = level
            $0.color = paint?.color.map(Color.init(value:))
            $0.paint = paint?.color == nil ? paint : nil
            $0.blendMode = drawingBlendMode(of: style)
            $0.shadows = drawingShadows(of: style)
        }
    }
}

extension Text: View, PrimitiveView {
    package func render(into context: inout RenderContext) {
        if let renderer = context.environment.textRenderer {
            render(with: renderer, into: &context)
            return
        }
        var attributes = TextEnvironmentAttributes.of(context.environment)
        if !annotations.isEmpty { attributes.merge(annotations.attributes) { _, own in own } }
        var runs = self.runs
        if hasFormattedRuns {
            // Only a text of formatted values reads (and depends on) the locale.
            let formatting = FormattingContext(context.environment)
            runs = runs.map { $0.resolved(in: formatting) }
        }
        if let redaction = context.environment.redaction {
            attributes[.redacted] = .string(redaction.rawValue)
            if redaction == .privacy {
                for index in runs.indices { runs[index].string = redactedText(runs[index].string) }
            }
        }
        // The text's own scale wins over its environment's.
        let secondary = (annotations.scale ?? context.environment.textScale).isSecondary
        if runs.count == 1, runs[0].link == nil {
            var run = runs[0]
            if let level = run.level {
                // A level of the foreground around this text.
                let paint = HierarchicalShapeStyle(level: level).paint(in: context.environment)
                run.color = paint?.color.map(Color.init(value:))
                run.paint = paint?.color == nil ? paint : nil
            }
            if run.color != nil || run.paint != nil { attributes[.foregroundPaint] = nil }
            attributes.merge(run.attributes) { _, own in own }
            if let weight = legibleWeight(context.environment, asked: run.weight) { attributes[.weight] = .string(weight.name) }
            if secondary { attributes.scaleFontToSecondary() }
            context.setElement(.text, attributes, text: run.string)
        } else {
            if secondary { attributes.scaleFontToSecondary() }
            context.setElement(.text, attributes)
            for (index, run) in runs.enumerated() {
                context.addChildren(TextRunView(run: run, secondary: secondary), slot: "run\(index)")
            }
        }
    }
}

extension Text {
    /// Whether a menu item's title shows this text as its element would: one
    /// run of its characters with no style of its own, and nothing from the
    /// environment (a font, a colour, redaction) that its element would carry.
    @MainActor func isPlainTitle(in environment: EnvironmentValues) -> Bool {
        runs.count == 1 && !runs[0].isStyled && !runs[0].isImage && environment.redaction == nil
            && TextEnvironmentAttributes.of(environment).isEmpty
    }
}

extension Text.Run {
    var attributes: ElementAttributes { isStyled ? style.attributes : [:] }
}

extension Text.Run.Style {
    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        if let font { attributes[.font] = .font(font.value) }
        if let weight { attributes[.weight] = .string(weight.name) }
        if italic { attributes[.italic] = true }
        if underline { attributes[.underline] = true }
        if strikethrough { attributes[.strikethrough] = true }
        if underline || strikethrough {
            if let lineColor { attributes[.decorationColor] = .color(lineColor.value) }
            if let linePattern, linePattern != .solid { attributes[.decorationPattern] = .string(linePattern.name) }
        }
        if monospaced { attributes[.monospaced] = true }
        if let design { attributes[.design] = .string(design.name) }
        if let width { attributes[.fontWidth] = .number(Double(width.value)) }
        if monospacedDigits { attributes[.monospacedDigits] = true }
        if let color { attributes[.foreground] = .color(color.value) }
        if let background { attributes[.background] = .color(background.value) }
        if let paint { attributes[.foregroundPaint] = .paint(paint) }
        if let blendMode { attributes[.blendMode] = .string(blendMode.name) }
        for shadow in shadows.reversed() { attributes[shadow.attribute.key] = shadow.attribute.value }
        if let spacing = tracking ?? kerning { attributes[.letterSpacing] = .length(Double(spacing)) }
        if let baselineOffset { attributes[.baselineOffset] = .length(Double(baselineOffset)) }
        return attributes
    }
}

/// One styled run of a concatenated `Text`.
nonisolated struct TextRunView: PrimitiveView, Equatable {
    let run: Text.Run
    /// Whether the text is at the secondary text scale: a run's own font is scaled too.
    var secondary = false
    @MainActor func render(into context: inout RenderContext) {
        guard let link = run.link else {
            var attributes = run.attributes
            if secondary, attributes[.font] != nil { attributes.scaleFontToSecondary() }
            context.setElement(.span, attributes, text: run.string)
            return
        }
        // A linked run: a link holding the styled run, opened as `Link` opens.
        context.setElement(.link, [.href: .string(link.absoluteString), .label: .string(run.string)])
        var inner = run
        inner.link = nil
        context.addChildren(TextRunView(run: inner, secondary: secondary), slot: "run")
        let enabled = context.environment.isEnabled
        let openURL = context.environment.openURL
        context.on(.click) { _ in
            guard enabled else { return }
            openURL(link)
        }
    }
}

/// The attributes a text takes from its environment (font, colour, style),
/// kept for the last environment seen: the texts of a list's rows share one
/// environment, and reading a dozen values for each costs more than the text.
@MainActor
private enum TextEnvironmentAttributes {
    private static var remembered = RememberedEnvironment()
    private static var attributes: ElementAttributes = [:]

    static func of(_ environment: EnvironmentValues) -> ElementAttributes {
        if remembered.matches(environment), environment.tracker == nil { return attributes }
        var made: ElementAttributes = [:]
        if let font = environment.font { made[.font] = .font(font.value) }
        if let color = environment.foregroundColorValue { made[.foreground] = .color(color) }
        if let paint = environment.foregroundPaints.first, paint.color == nil {
            made[.foregroundPaint] = .paint(paint)
        }
        if let mode = environment.foregroundBlendMode { made[.blendMode] = .string(mode.name) }
        made.merge(environment.foregroundShadowAttributes) { _, shadow in shadow }
        if environment.contentTransition != .identity {
            made[.contentTransition] = .string(environment.contentTransition.name)
        }
        made.merge(textStyleAttributes(environment)) { _, style in style }
        remembered = RememberedEnvironment(environment)
        attributes = made
        return made
    }
}
