import Foundation
import ProsceniumHost

/// Core Animation's layer, as a view's backing layer (`NSView.layer`,
/// `UIView.layer`): the page draws its look on the view's box.
///
/// `backgroundColor` fills the box, `cornerRadius` rounds its corners,
/// `borderWidth` and `borderColor` draw a border inside its edges,
/// `opacity` multiplies the view's alpha, `masksToBounds` clips what is in
/// the box to it, and `shadowOpacity` above 0 draws a shadow of
/// `shadowColor` blurred by `shadowRadius` and moved by `shadowOffset`
/// (up for a positive height, as a Mac view's unflipped layer). Setting a
/// property shows the change. A layer's own drawing (`draw(in:)`,
/// `contents`) and sublayers are not drawn: a page cannot run Core
/// Animation's renderer.
@MainActor @preconcurrency
open class CALayer: NSObject {
    /// The view whose layer this is.
    weak var view: NSView?

    /// A layer that draws nothing.
    public override init() { super.init() }

    /// The colour filling the layer; nil: none.
    open var backgroundColor: CGColor? { didSet { changed() } }
    /// The radius of the layer's rounded corners, in points.
    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// The width of the border drawn inside the layer's edges, in points.
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    /// The border's colour (Core Animation's default: opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The layer's opacity, 0 ... 1.
    open var opacity: Float = 1 { didSet { changed() } }
    /// Whether what is in the layer is clipped to its bounds (and its corners).
    open var masksToBounds = false { didSet { changed() } }
    /// The shadow's colour (default opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The shadow's opacity, 0 (no shadow, the default) ... 1.
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    /// The shadow's blur radius, in points (default 3).
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    /// How far the shadow is moved (default 0 across, 3 down).
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }

    private func changed() { view?.setNeedsDisplayInPage() }

    /// The layer's look as attributes of its view's element.
    func describe(into element: inout PlatformElement) {
        if let backgroundColor, backgroundColor.components != nil {
            element.attributes[.background] = .color(Self.colorValue(backgroundColor))
        }
        if cornerRadius > 0 { element.attributes[.cornerRadius] = .length(Double(cornerRadius)) }
        if borderWidth > 0, let borderColor {
            let border = BorderValue(color: Self.colorValue(borderColor), width: Double(borderWidth))
            element.attributes[.border] = .border(border)
        }
        if masksToBounds { element.attributes[.clipped] = true }
        if shadowOpacity > 0, let shadowColor {
            var color = Self.colorValue(shadowColor)
            color.opacity *= Double(min(shadowOpacity, 1))
            let x = Double(shadowOffset.width), y = -Double(shadowOffset.height)
            let shadow = ShadowValue(color: color, radius: Double(shadowRadius), x: x, y: y)
            element.attributes[.shadow] = .shadow(shadow)
        }
    }

    static func colorValue(_ color: CGColor) -> ColorValue {
        let (red, green, blue, alpha) = color.rgba
        return ColorValue(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}
