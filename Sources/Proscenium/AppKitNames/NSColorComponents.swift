import Foundation
import ProsceniumHost

/// A colour space, as `NSColor.usingColorSpace(_:)` converts into it: the
/// RGB spaces give sRGB components (the page draws in sRGB), the gray
/// spaces a luminance.
open class NSColorSpace: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: a colour space's stored properties are immutable lets.
    /// How a space's colours are made up.
    public enum Model: Int, Sendable {
        case unknown = -1, gray = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, patterned = 6
    }

    /// The model of this space's colours.
    public let colorSpaceModel: Model
    /// The space's name, for people.
    public let localizedName: String?

    init(model: Model, name: String) {
        colorSpaceModel = model
        localizedName = name
        super.init()
    }

    /// The number of components of a colour in this space, alpha aside.
    open var numberOfColorComponents: Int { colorSpaceModel == .gray ? 1 : 3 }

    open class var sRGB: NSColorSpace { NSColorSpace(model: .rgb, name: "sRGB IEC61966-2.1") }
    open class var extendedSRGB: NSColorSpace { NSColorSpace(model: .rgb, name: "Extended sRGB") }
    open class var displayP3: NSColorSpace { NSColorSpace(model: .rgb, name: "Display P3") }
    open class var genericRGB: NSColorSpace { NSColorSpace(model: .rgb, name: "Generic RGB") }
    open class var deviceRGB: NSColorSpace { NSColorSpace(model: .rgb, name: "Device RGB") }
    open class var genericGray: NSColorSpace { NSColorSpace(model: .gray, name: "Generic Gray") }
    open class var deviceGray: NSColorSpace { NSColorSpace(model: .gray, name: "Device Gray") }
    open class var extendedGenericGamma22Gray: NSColorSpace { NSColorSpace(model: .gray, name: "Extended Gray") }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSColorSpace else { return false }
        return other.colorSpaceModel == colorSpaceModel && other.localizedName == localizedName
    }
    override open var hash: Int { localizedName?.hashValue ?? 0 }
}

extension NSColor {
    /// The colour's sRGB components, as it shows in a light appearance
    /// (a system colour follows the appearance it is drawn in; these are
    /// the values it has in the default one).
    private var resolved: Color.Resolved { Color(nsColor: self).resolve(in: EnvironmentValues()) }

    /// This colour in `space`: sRGB components for an RGB space, a gray of
    /// the same luminance for a gray space; nil for other models, as on a
    /// Mac when a colour cannot be converted.
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        let rgba = resolved
        switch space.colorSpaceModel {
        case .rgb:
            return NSColor(srgbRed: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                           alpha: CGFloat(rgba.opacity))
        case .gray:
            // Rec. 709 luminance of the linear components, encoded back.
            let linear = 0.2126 * rgba.linearRed + 0.7152 * rgba.linearGreen + 0.0722 * rgba.linearBlue
            let white = Color.Resolved(colorSpace: .sRGBLinear, red: linear, green: linear, blue: linear).red
            return NSColor(white: CGFloat(white), alpha: CGFloat(rgba.opacity))
        default:
            return nil
        }
    }

    /// The red component (sRGB, 0...1).
    public var redComponent: CGFloat { CGFloat(resolved.red) }
    /// The green component (sRGB, 0...1).
    public var greenComponent: CGFloat { CGFloat(resolved.green) }
    /// The blue component (sRGB, 0...1).
    public var blueComponent: CGFloat { CGFloat(resolved.blue) }
    /// The opacity (0...1).
    public var alphaComponent: CGFloat { CGFloat(resolved.opacity) }
    /// The gray level of a gray colour (the luminance of any other).
    public var whiteComponent: CGFloat { usingColorSpace(.genericGray)?.redComponent ?? 0 }

    /// The hue (0...1 around the colour wheel).
    public var hueComponent: CGFloat { hsb.hue }
    /// The saturation (0...1).
    public var saturationComponent: CGFloat { hsb.saturation }
    /// The brightness (0...1).
    public var brightnessComponent: CGFloat { hsb.brightness }

    private var hsb: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let (r, g, b) = (redComponent, greenComponent, blueComponent)
        let maximum = max(r, g, b), minimum = min(r, g, b), span = maximum - minimum
        guard span > 0 else { return (0, 0, maximum) }
        var hue: CGFloat
        if maximum == r { hue = (g - b) / span } else if maximum == g { hue = 2 + (b - r) / span } else { hue = 4 + (r - g) / span }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, maximum == 0 ? 0 : span / maximum, maximum)
    }

    /// Writes the sRGB components and opacity into the pointers given.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
    }

    /// Writes the hue, saturation, brightness and opacity into the pointers given.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) {
        let values = hsb
        hue?.pointee = values.hue
        saturation?.pointee = values.saturation
        brightness?.pointee = values.brightness
        alpha?.pointee = alphaComponent
    }

    /// A colour `fraction` of the way from this one to `color` (in sRGB),
    /// or nil when `fraction` is not a number.
    public func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? {
        guard fraction.isFinite else { return nil }
        let f = min(max(fraction, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        return NSColor(srgbRed: mix(redComponent, color.redComponent), green: mix(greenComponent, color.greenComponent),
                       blue: mix(blueComponent, color.blueComponent), alpha: mix(alphaComponent, color.alphaComponent))
    }

    /// This colour blended `level` of the way toward white.
    public func highlight(withLevel level: CGFloat) -> NSColor? { blended(withFraction: level, of: .white) }

    /// This colour blended `level` of the way toward black.
    public func shadow(withLevel level: CGFloat) -> NSColor? { blended(withFraction: level, of: .black) }
}
