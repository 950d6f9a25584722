import ProsceniumHost

/// A colour or pattern to fill or stroke with: a `Color`, a gradient, a
/// material, an image, or one of the styles that follow the environment
/// (`.foreground`, `.tint`, `.secondary`, ...).
///
/// A style of an app's own resolves to another in the environment it paints
/// in (`resolve(in:)`); the framework's styles paint themselves and resolve
/// to `Never`.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to; `Never` for a style that paints itself.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one is in `environment`: what is painted in its place.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

/// How a style paints in an environment: every style of the framework is
/// one. A style that paints nothing the display can draw gives nil.
protocol PaintingShapeStyle: ShapeStyle {
    func paint(in environment: EnvironmentValues) -> PaintValue?
}

extension ShapeStyle {
    /// What this style paints in `environment`.
    func paint(in environment: EnvironmentValues) -> PaintValue? {
        if let painting = self as? any PaintingShapeStyle { return painting.paint(in: environment) }
        // An app's style paints as what it resolves to here.
        guard Resolved.self != Never.self else { return nil }
        return resolve(in: environment).paint(in: environment)
    }

    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension AttributeValue {
    /// A paint as an attribute: a plain colour stays a colour.
    static func painted(_ paint: PaintValue) -> AttributeValue {
        if case let .color(color) = paint { return .color(color) }
        return .paint(paint)
    }
}

/// A style at a fraction of its opacity.
struct _OpacityShapeStyle<Base: ShapeStyle>: PaintingShapeStyle {
    var base: Base
    var opacity: Double
    func paint(in environment: EnvironmentValues) -> PaintValue? { base.paint(in: environment)?.opacity(opacity) }
}

extension Color: PaintingShapeStyle {
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(value) }
}

/// A type-erased shape style.
@frozen nonisolated public struct AnyShapeStyle: ShapeStyle, PaintingShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func paint(in environment: EnvironmentValues) -> PaintValue? { base.paint(in: environment) }
}

// MARK: Styles that follow the environment

/// The style of the foreground: the innermost `foregroundStyle`, else the
/// text colour.
@frozen nonisolated public struct ForegroundStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? {
        environment.foregroundPaints.first ?? .color(environment.foregroundColorValue ?? .primary)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background of the current context: `backgroundStyle`, else the
/// window's background colour.
@frozen nonisolated public struct BackgroundStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? {
        environment.backgroundStyle?.paint(in: environment) ?? .color(.windowBackground)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// `.primary`, `.secondary`, ... : levels of the foreground style. With a
/// `foregroundStyle` of several levels, each level is that style; with one
/// custom style, the lower levels are it, fainter; otherwise the system's
/// text colours.
@frozen nonisolated public struct HierarchicalShapeStyle: ShapeStyle, PaintingShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level relative to the first, as the Mac's label colours are.
    static let opacities = [1, 0.5 / 0.85, 0.26 / 0.85, 0.1 / 0.85, 0.05 / 0.85]

    var systemColor: ColorValue {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: .tertiary
        case 3: .quaternary
        default: ColorValue.quaternary.opacity(0.5)
        }
    }

    func paint(in environment: EnvironmentValues) -> PaintValue? {
        let levels = environment.foregroundPaints
        if level < levels.count, levels.count > 1 { return levels[level] }
        if let first = levels.first { return first.opacity(Self.opacities[min(level, 4)]) }
        if let color = environment.foregroundColorValue { return .color(color.opacity(Self.opacities[min(level, 4)])) }
        return .color(systemColor)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// This style's second level: the style, fainter.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// This style's third level.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// This style's fourth level.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// This style's fifth level.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

/// The accent colour, as `tint` sets it for the views below.
@frozen nonisolated public struct TintShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    // The display's accent follows `tint` in the subtree it is drawn in.
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(.accent) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment (the accent colour unless `tint` says otherwise).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour of separators.
@frozen nonisolated public struct SeparatorShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(.separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The background of selected content (the accent colour).
@frozen nonisolated public struct SelectionShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(.accent) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The colour of placeholder text.
@frozen nonisolated public struct PlaceholderTextShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(.tertiary) }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The colour of links (the Mac's link colour, light and dark).
@frozen nonisolated public struct LinkShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    static let color = ColorValue(.appearances(light: RGBA(hex: 0x0068DA), dark: RGBA(hex: 0x419CFF)))
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(Self.color) }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// The fill of controls and shapes that sit on the background (a faint grey).
@frozen nonisolated public struct FillShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    static let color = ColorValue(.appearances(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0.1),
                                               dark: RGBA(red: 1, green: 1, blue: 1, alpha: 0.1)))
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(Self.color) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The window's background colour, whatever `backgroundStyle` says.
@frozen nonisolated public struct WindowBackgroundShapeStyle: ShapeStyle, PaintingShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(.windowBackground) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

// MARK: Colours as styles

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

// MARK: Materials

/// A translucent, blurred look of what is behind: drawn by the browser as
/// the window's background colour, partly transparent, over a blur of what
/// is behind the view.
public struct Material: ShapeStyle, PaintingShapeStyle, Sendable {
    let kind: PaintValue.Material
    public static let ultraThin = Material(kind: .ultraThin)
    public static let thin = Material(kind: .thin)
    public static let regular = Material(kind: .regular)
    public static let thick = Material(kind: .thick)
    public static let ultraThick = Material(kind: .ultraThick)
    public static let bar = Material(kind: .bar)
    func paint(in environment: EnvironmentValues) -> PaintValue? { .material(kind, opacity: 1) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

// MARK: Images

/// An image tiled as a fill (`ImagePaint`): the app's image files only (a
/// symbol has no file to tile and paints nothing).
@frozen nonisolated public struct ImagePaint: ShapeStyle, PaintingShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
    func paint(in environment: EnvironmentValues) -> PaintValue? {
        guard let found = image.servedAsset(in: environment.imageAssets) else { return nil }
        return .image(asset: found.key, scale: Double(scale) / found.scale,
                      sourceRect: [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height].map { Double($0) },
                      opacity: 1)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `image` tiled, from the part `sourceRect` (unit coordinates), scaled by `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

// MARK: Environment

extension EnvironmentValues {
    private struct ForegroundPaintsKey: EnvironmentKey { static var defaultValue: [PaintValue] { [] } }
    private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

    /// The levels of the innermost `foregroundStyle` (empty: none set).
    var foregroundPaints: [PaintValue] {
        get { self[ForegroundPaintsKey.self] }
        set { self[ForegroundPaintsKey.self] = newValue }
    }

    /// The style `.background` paints with below (`backgroundStyle(_:)`).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
