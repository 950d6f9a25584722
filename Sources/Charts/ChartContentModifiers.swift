import Foundation
import Proscenium

/// Content whose marks a modifier changed.
nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkSpec) -> Void
    var body: Never { fatalError("modified chart content has no body") }

    nonisolated init(content: Content, modify: @escaping (inout MarkSpec) -> Void) {
        self.content = content
        self.modify = modify
    }

    @MainActor func collect(into marks: inout [MarkSpec]) {
        var inner: [MarkSpec] = []
        collectMarks(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        marks += inner
    }
}

extension ChartContent {
    nonisolated func modified(_ modify: @escaping (inout MarkSpec) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// Controls the display order of overlapping chart content: higher
    /// values are drawn in front; the default is 0, and content of one value
    /// is drawn in the order it is declared.
    nonisolated public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }

    /// Sets the foreground style for the chart content.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Represents data using a foreground style: each category gets the next
    /// colour of the chart's palette (or of `chartForegroundStyleScale`), and
    /// the legend names them.
    nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.channel
        return modified { $0.styleKey = channel }
    }

    /// Represents data using different kinds of symbols.
    nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.channel
        return modified { $0.symbolKey = channel }
    }

    /// Sets a plotting symbol type for the chart content.
    nonisolated public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = ChartSymbol(symbol)
        return modified { $0.symbol = shape }
    }

    /// Sets the plotting symbol size for the chart content.
    nonisolated public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// Sets the plotting symbol size for the chart content according to a
    /// perceived area (in square points).
    nonisolated public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = (max(area, 0) * 4 / .pi).squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// Sets the style for line marks (and the outline of area marks).
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Returns chart content that uses the specified interpolation method.
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Annotates this mark or collection of marks with a view positioned
    /// relative to its bounds.
    nonisolated public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil,
                                                @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        modified { spec in
            spec.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                                   content: { AnyView(content()) }))
        }
    }

    /// Annotates this mark or collection of marks with a view positioned
    /// relative to its bounds, moved into the chart or its plot along the
    /// axes whose strategy fits it (`overflowResolution`).
    nonisolated public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                                @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return modified { spec in
            spec.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                                   overflowResolution: overflowResolution, content: { view }))
        }
    }

    /// Sets the opacity for the chart content.
    nonisolated public func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity *= value }
    }

    /// Sets the corner radius of the chart content (bars and rectangles).
    nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Represents data using position: marks that share a category are set
    /// side by side by this value instead of stacked.
    nonisolated public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                                   span: MarkDimension = .automatic) -> some ChartContent {
        let channel = value.channel
        return modified { spec in
            spec.positionKey = channel
            spec.positionAxis = axis
            spec.positionSpan = span
        }
    }

    /// Adds a label to the chart content that describes it to assistive technologies.
    nonisolated public func accessibilityLabel(_ label: Text) -> some ChartContent {
        let string = label.plainText
        return modified { $0.accessibilityLabel = string }
    }

    /// Adds a label to the chart content that describes it to assistive technologies.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent {
        let string = Text(labelKey).plainText
        return modified { $0.accessibilityLabel = string }
    }

    /// Adds a label to the chart content that describes it to assistive technologies.
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let string = String(label)
        return modified { $0.accessibilityLabel = string }
    }

    /// Adds a textual description of the value that the chart content contains.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some ChartContent {
        let string = valueDescription.plainText
        return modified { $0.accessibilityValue = string }
    }

    /// Adds a textual description of the value that the chart content contains.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent {
        let string = Text(valueKey).plainText
        return modified { $0.accessibilityValue = string }
    }

    /// Adds a textual description of the value that the chart content contains.
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let string = String(value)
        return modified { $0.accessibilityValue = string }
    }
}

/// How a line or area is drawn between its points.
public struct InterpolationMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case linear, monotone, stepStart, stepCenter, stepEnd
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
    }
    let kind: Kind

    /// Straight lines between points.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull-Rom spline through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    /// A cardinal spline through the points.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// A cubic curve that keeps the data's monotonicity (no overshoot).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point's x and hold until the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each point's value up to it.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A Catmull-Rom spline with the given alpha (0.5: centripetal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    /// A cardinal spline with the given tension (0: Catmull-Rom's shape, 1: straight lines).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
}

/// Where an annotation is placed relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind

    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
