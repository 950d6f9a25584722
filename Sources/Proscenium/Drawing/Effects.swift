import ProsceniumHost

// Drawing effects: clipping, masks, hit-testing shapes, filters, blend
// modes and compositing groups, left as attributes on the next element down.

/// The order in which a display applies effects to one element: painting
/// its background and border, then filters (and its shadow), then the clip,
/// the mask, the opacity and the blend mode. An effect whose modifier is
/// inside another's must come first; when the outer one would come first on
/// one element, the outer effects get an element of their own around it.
enum EffectStage: Int {
    case paint, filter, clip, mask, opacity, blend

    init?(_ key: AttributeKey) {
        switch key {
        case .background, .border: self = .paint
        case .filters, .shadow: self = .filter
        case .clipShape, .clipped: self = .clip
        case .mask: self = .mask
        case .opacity: self = .opacity
        case .blendMode: self = .blend
        default: return nil
        }
    }
}

/// Leaves effect attributes of one stage for the next element down, or on
/// an element of its own when outer effects would otherwise be applied first.
nonisolated struct EffectModifier: PrimitiveModifier {
    let stage: EffectStage
    let make: @MainActor (EnvironmentValues) -> ElementAttributes

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var attributes = make(context.environment)
        guard !attributes.isEmpty else {
            context.addChildren(content)
            return
        }
        let pending = context.environment.pendingElementAttributes
        // Filters chain on one element; other effects of one stage do not.
        let onlyFilters = attributes.count == 1 && attributes[.filters] != nil
        let conflict = pending.keys.contains { key in
            guard let outer = EffectStage(key) else { return false }
            return outer.rawValue < stage.rawValue || (outer == stage && !(key == .filters && onlyFilters))
        }
        if conflict {
            // The outer effects go on a neutral wrapper (a padding of zero).
            context.setElement(.padding, [.top: .length(0), .leading: .length(0), .bottom: .length(0), .trailing: .length(0)])
            context.childEnvironment.pendingElementAttributes = attributes
        } else {
            if let inner = attributes[.filters]?.filters, let outer = pending[.filters]?.filters {
                // This filter (inside) is applied before the outer ones.
                attributes[.filters] = .filters(inner + outer)
            }
            context.childEnvironment.pendingElementAttributes.merge(attributes) { _, new in new }
        }
        context.addChildren(content)
    }
}

/// The kinds of shape `contentShape(_:_:eoFill:)` sets. Only `interaction`
/// shows in a browser; the preview, hover and focus kinds are not supported
/// there (a browser draws no such previews or effects of views).
public struct ContentShapeKinds: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Where the view takes clicks and taps.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag preview (a browser drags no previews of views).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview (menus show no preview here).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of a hover effect (iPadOS and visionOS only).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of the focus ring.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The outline assistive technology shows.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// How a drawing group renders colours: not honoured, as browsers composite
/// in sRGB whatever this says.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

/// How a view blends with what is behind it. `sourceAtop`, `destinationOver`,
/// `destinationOut` and `plusDarker` cannot be honoured for views in a
/// browser (CSS has no such blend modes): they draw as `normal` there; in a
/// `Canvas` they are drawn.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// Porter-Duff modes: CSS has no such blend mode, so browsers draw these
    /// as `normal`; `plusDarker` too.
    case sourceAtop, destinationOver, destinationOut, plusDarker
    case plusLighter

    var name: String {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "colorDodge"
        case .colorBurn: "colorBurn"
        case .softLight: "softLight"
        case .hardLight: "hardLight"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .sourceAtop: "sourceAtop"
        case .destinationOver: "destinationOver"
        case .destinationOut: "destinationOut"
        case .plusDarker: "plusDarker"
        case .plusLighter: "plusLighter"
        }
    }
}

nonisolated extension View {
    // MARK: Clipping and masks

    /// Clips this view to `shape`, fitted to the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        var outline = outlineValue(of: shape, size: nil)
        outline.eoFill = style.isEOFilled
        return modifier(EffectModifier(stage: .clip) { _ in [.clipShape: .shape(outline)] })
    }

    /// Masks this view with `mask`, placed by `alignment` in this view's
    /// frame: the view shows where the mask is opaque. A shape clips it to its
    /// outline, a shape style (a colour or gradient, or a shape filled with
    /// one) lets it show as much as the style is opaque, and any other views
    /// (text, symbols, images) mask it with their drawn pixels: gradient text
    /// is a gradient masked by a `Text`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(alignment: alignment, mask: mask()))
    }

    /// Masks this view with `mask`.
    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(alignment: .center, mask: mask))
    }

    /// Where this view takes clicks and taps: inside `shape` only (a click in
    /// the frame but outside the shape goes to what is behind).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// Sets the shape of `kind`: `.interaction` decides where the view takes
    /// clicks; the preview and hover kinds have nothing to outline in a browser.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        var outline = outlineValue(of: shape, size: nil)
        outline.eoFill = eoFill
        let attributes: ElementAttributes = kind.contains(.interaction) ? [.contentShape: .shape(outline)] : [:]
        return modifier(ElementAttributeModifier(attributes: attributes))
    }

    // MARK: Compositing

    /// Composites this view's content on its own before the effects around
    /// it: blend modes inside blend with each other, not with what is behind.
    public func compositingGroup() -> some View {
        modifier(ElementAttributeModifier(attributes: [.isolated: true]))
    }

    /// Renders this view's content as one image before the effects around
    /// it, as `compositingGroup` does (the browser composites it itself).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(ElementAttributeModifier(attributes: [.isolated: true]))
    }

    /// Blends this view with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(stage: .blend) { _ in blendMode == .normal ? [:] : [.blendMode: .string(blendMode.name)] })
    }

    // MARK: Filters

    /// Blurs this view by `radius` points; `opaque` keeps its edges opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filter(.blur(radius: Double(radius), opaque: opaque), identity: radius == 0)
    }

    /// Brightens this view: `amount` is added to each colour channel (-1 ... 1).
    public func brightness(_ amount: Double) -> some View { filter(.brightness(amount), identity: amount == 0) }

    /// Changes this view's contrast: 1 leaves it, 0 is grey, above 1 more contrast.
    public func contrast(_ amount: Double) -> some View { filter(.contrast(amount), identity: amount == 1) }

    /// Changes this view's saturation: 1 leaves it, 0 is grey.
    public func saturation(_ amount: Double) -> some View { filter(.saturation(amount), identity: amount == 1) }

    /// Takes colour away from this view: 0 leaves it, 1 is grey.
    public func grayscale(_ amount: Double) -> some View { filter(.grayscale(amount), identity: amount == 0) }

    /// Turns this view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        filter(.hueRotation(degrees: angle.degrees), identity: angle.radians == 0)
    }

    /// Inverts this view's colours.
    public func colorInvert() -> some View { filter(.colorInvert, identity: false) }

    /// Multiplies this view's colours by `color`'s.
    public func colorMultiply(_ color: Color) -> some View { filter(.colorMultiply(color.value), identity: false) }

    /// Makes this view's luminance its opacity (dark is transparent).
    public func luminanceToAlpha() -> some View { filter(.luminanceToAlpha, identity: false) }

    private func filter(_ value: FilterValue, identity: Bool) -> some View {
        modifier(EffectModifier(stage: .filter) { _ in identity ? [:] : [.filters: .filters([value])] })
    }
}

/// A mask: a shape or a style is an effect on the masked view's element; other
/// views are drawn, unseen, on a `layer` whose `mask` role tells the display
/// to show the base only where they have pixels.
nonisolated struct MaskModifier<Mask: View>: PrimitiveModifier {
    let alignment: Alignment
    let mask: Mask

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let attributes = maskAttributes(of: mask, in: context.environment) {
            EffectModifier(stage: .mask) { _ in attributes }.render(content: content, into: &context)
        } else {
            LayerModifier(role: "mask", alignment: alignment, layer: mask).render(content: content, into: &context)
        }
    }
}

/// What a mask that is a shape or a style does to the view it masks; nil for
/// other views, which are drawn as the mask.
@MainActor
private func maskAttributes(of mask: some View, in environment: EnvironmentValues) -> ElementAttributes? {
    if let shape = mask as? any Shape {
        return [.clipShape: .shape(maskOutline(shape))]
    }
    if let view = mask as? any ShapeView & LayeredShapeView {
        var attributes: ElementAttributes = [.clipShape: .shape(maskOutline(view.shape))]
        for case let .fill(style, fillStyle) in view.shapeLayers.reversed() {
            if fillStyle.isEOFilled, var outline = attributes[.clipShape]?.shape {
                outline.eoFill = true
                attributes[.clipShape] = .shape(outline)
            }
            if let paint = style.paint(in: environment), !isOpaque(paint) { attributes[.mask] = .painted(paint) }
            break
        }
        return attributes
    }
    if let style = mask as? any ShapeStyle, let paint = style.paint(in: environment) {
        return isOpaque(paint) ? [:] : [.mask: .painted(paint)]
    }
    return nil
}

private func maskOutline(_ shape: some Shape) -> ShapeValue { outlineValue(of: shape, size: nil) }

/// Whether a paint covers everything fully (then as a mask it changes nothing).
private func isOpaque(_ paint: PaintValue) -> Bool {
    guard case let .color(color) = paint, color.opacity >= 1 else { return false }
    guard case let .system(system) = color.base else {
        if case let .rgba(rgba) = color.base { return rgba.alpha >= 1 }
        return false
    }
    return system.light.alpha >= 1 && system.dark.alpha >= 1
}
