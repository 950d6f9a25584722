import Foundation
import Proscenium

/// A type that represents the axis content of a chart (`chartXAxis { ... }`).
public protocol AxisContent {}

/// Axis content the chart reads: the groups of marks it holds.
protocol AxisMarksCollecting {
    func collect(into groups: inout [AxisMarksSpec])
}

/// A result builder that composes the axis content of a chart.
@resultBuilder
public struct AxisContentBuilder {
    public static func buildBlock() -> some AxisContent { AxisContentGroup(groups: []) }
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> some AxisContent {
        var groups: [AxisMarksSpec] = []
        for item in repeat each content { (item as? any AxisMarksCollecting)?.collect(into: &groups) }
        return AxisContentGroup(groups: groups)
    }
    public static func buildIf<C: AxisContent>(_ content: C?) -> some AxisContent {
        var groups: [AxisMarksSpec] = []
        if let content { (content as? any AxisMarksCollecting)?.collect(into: &groups) }
        return AxisContentGroup(groups: groups)
    }
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> some AxisContent { axisGroup(first) }
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> some AxisContent { axisGroup(second) }

    static func axisGroup(_ content: some AxisContent) -> AxisContentGroup {
        var groups: [AxisMarksSpec] = []
        (content as? any AxisMarksCollecting)?.collect(into: &groups)
        return AxisContentGroup(groups: groups)
    }
}

struct AxisContentGroup: AxisContent, AxisMarksCollecting {
    let groups: [AxisMarksSpec]
    func collect(into groups: inout [AxisMarksSpec]) { groups += self.groups }
}

/// A type that represents one kind of mark drawn at each of an axis's values:
/// a grid line, a tick, a label.
public protocol AxisMark {}

/// A mark the chart reads: what it draws at one value.
protocol AxisItemsCollecting {
    func collect(into items: inout [AxisItem])
}

/// A result builder that composes the marks drawn at each axis value.
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildBlock() -> some AxisMark { AxisMarkGroup(items: []) }
    public static func buildBlock<C: AxisMark>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisMark>(_ content: repeat each C) -> some AxisMark {
        var items: [AxisItem] = []
        for item in repeat each content { (item as? any AxisItemsCollecting)?.collect(into: &items) }
        return AxisMarkGroup(items: items)
    }
    public static func buildIf<C: AxisMark>(_ content: C?) -> some AxisMark {
        var items: [AxisItem] = []
        if let content { (content as? any AxisItemsCollecting)?.collect(into: &items) }
        return AxisMarkGroup(items: items)
    }
    public static func buildEither<T: AxisMark, F: AxisMark>(first: T) -> some AxisMark { markGroup(first) }
    public static func buildEither<T: AxisMark, F: AxisMark>(second: F) -> some AxisMark { markGroup(second) }

    static func markGroup(_ content: some AxisMark) -> AxisMarkGroup {
        var items: [AxisItem] = []
        (content as? any AxisItemsCollecting)?.collect(into: &items)
        return AxisMarkGroup(items: items)
    }
}

struct AxisMarkGroup: AxisMark, AxisItemsCollecting {
    let items: [AxisItem]
    func collect(into items: inout [AxisItem]) { items += self.items }
}

/// What is drawn at one axis value.
enum AxisItem {
    case gridLine(stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelContent, style: AnyShapeStyle?)

    func styled(_ style: AnyShapeStyle) -> AxisItem {
        switch self {
        case let .gridLine(stroke, _): .gridLine(stroke: stroke, style: style)
        case let .tick(length, stroke, _): .tick(length: length, stroke: stroke, style: style)
        case let .label(content, _): .label(content, style: style)
        }
    }
}

/// What an axis label shows.
enum AxisLabelContent {
    /// The value, formatted as the axis does.
    case automatic
    case text(String)
    case format((PlotValue) -> String?)
    case view(AnyView)
}

/// A value an axis marks, as its marks' content closure is given it.
public struct AxisValue {
    /// The index of this value among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: PlotValue

    /// The value as a `P`, or nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.plottable(as: type) }
}

/// Describes the values the axis markers will present (one for each value).
public struct AxisMarkValues: CustomStringConvertible {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlotValue])
    }
    let kind: Kind

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

    /// About `desiredCount` round values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `step`.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }

    /// Every `count`th `component` of dates (each month, every other day).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .calendarStride(component, count: max(count, 1), calendar: calendar))
    }

    public var description: String { "\(kind)" }
}

/// Describes the position of axis markers.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Describes preset styles for axis markers.
public struct AxisMarkPreset: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, extended, aligned, inset }
    let kind: Kind
    public static let automatic = AxisMarkPreset(kind: .automatic)
    public static let extended = AxisMarkPreset(kind: .extended)
    public static let aligned = AxisMarkPreset(kind: .aligned)
    public static let inset = AxisMarkPreset(kind: .inset)
}

/// One `AxisMarks`: where its marks go, at which values, and what each is.
struct AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// What is drawn at a value; nil: the axis's default grid line, tick and label.
    var content: ((AxisValue) -> [AxisItem])?
    var stroke: StrokeStyle?
    var format: ((PlotValue) -> String?)?
}

/// A group of visual marks that a chart draws to indicate the composition of a chart's axes.
public struct AxisMarks<Content: AxisMark>: AxisContent, AxisMarksCollecting {
    let spec: AxisMarksSpec

    func collect(into groups: inout [AxisMarksSpec]) { groups.append(spec) }

    /// Creates axis markers with the given properties, will override default markers.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: values, content: { value in Self.items(content(value)) })
    }

    /// Creates axis markers at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .values(values.map { PlotValue($0) })),
                             content: { value in Self.items(content(value)) })
    }

    /// Creates axis markers whose content does not depend on the value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values, content: { (_: AxisValue) in content() })
    }

    /// Creates axis markers at the given values whose content does not depend on the value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values, content: { (_: AxisValue) in content() })
    }

    static func items(_ content: Content) -> [AxisItem] {
        var items: [AxisItem] = []
        (content as? any AxisItemsCollecting)?.collect(into: &items)
        return items
    }
}

extension AxisMarks where Content == Never {
    /// Creates axis markers with the default grid line, tick and label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke)
    }

    /// Creates axis markers with the default content at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .values(values.map { PlotValue($0) })),
                             content: nil, stroke: stroke)
    }

    /// Creates axis markers whose labels are written with `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                     position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                     stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke,
                             format: { $0.plottable(as: Format.FormatInput.self).map(format.format) })
    }

    /// Creates axis markers at `values` whose labels are written with `format`.
    public init<Value, Format>(format: Format, preset: AxisMarkPreset = .automatic,
                               position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil)
    where Value: Plottable, Value == Format.FormatInput, Format: FormatStyle, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: AxisMarkValues(kind: .values(values.map { PlotValue($0) })),
                             content: nil, stroke: stroke,
                             format: { $0.plottable(as: Value.self).map(format.format) })
    }
}

extension Never: AxisMark {}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark, AxisItemsCollecting {
    let stroke: StrokeStyle?
    /// Creates a grid line (between categories' bands when `centered` is false).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    func collect(into items: inout [AxisItem]) { items.append(.gridLine(stroke: stroke, style: nil)) }
}

/// A short line at the edge of the plot at an axis value.
public struct AxisTick: AxisMark, AxisItemsCollecting {
    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat?
        public static var automatic: Length { Length(points: nil) }
        public static var label: Length { Length(points: nil) }
        public static var longestLabel: Length { Length(points: nil) }
    }
    let length: CGFloat?
    let stroke: StrokeStyle?

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = length.points
        self.stroke = stroke
    }

    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }

    func collect(into items: inout [AxisItem]) { items.append(.tick(length: length, stroke: stroke, style: nil)) }
}

/// How an axis label is turned.
public struct AxisValueLabelOrientation: Sendable {
    let degrees: Double
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(degrees: 0) }
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(degrees: 0) }
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(degrees: -90) }
    public static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation(degrees: 90) }
}

/// What a chart does with axis labels that would overlap.
public struct AxisValueLabelCollisionResolution: Sendable {
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    public static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    public static var greedy: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    public static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}

/// A label that describes the value for an axis mark.
public struct AxisValueLabel<Content: View>: AxisMark, AxisItemsCollecting {
    let content: AxisLabelContent

    /// Constructs an axis value label with the given properties to display the given content.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = .view(AnyView(content()))
    }

    func collect(into items: inout [AxisItem]) { items.append(.label(content, style: nil)) }
}

extension AxisValueLabel where Content == Text {
    /// Constructs an axis value label showing the axis value.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        content = .automatic
    }

    /// Constructs an axis value label with the given properties to display the given string.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                   multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                   offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                   horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        content = .text(String(title))
    }

    /// Constructs an axis value label with the value written with `format`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                     offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                     horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        content = .format { $0.plottable(as: Format.FormatInput.self).map(format.format) }
    }
}

/// A mark whose grid line, tick or label is drawn in another style.
struct StyledAxisMark<Content: AxisMark>: AxisMark, AxisItemsCollecting {
    let content: Content
    let style: AnyShapeStyle
    func collect(into items: inout [AxisItem]) {
        var inner: [AxisItem] = []
        (content as? any AxisItemsCollecting)?.collect(into: &inner)
        items += inner.map { $0.styled(style) }
    }
}

extension AxisMark {
    /// Sets the axis content's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        StyledAxisMark(content: self, style: AnyShapeStyle(style))
    }
}
