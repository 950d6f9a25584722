import Foundation
import ProsceniumFoundation

// AppKit's colour and Core Graphics' `CGColor`, both ways.

extension NSColor {
    /// The colour's sRGB components as a `CGColor`. A colour that follows
    /// the appearance (a system colour, an asset's colour) gives its value
    /// in the current drawing appearance, as AppKit's does.
    public var cgColor: CGColor {
        var environment = EnvironmentValues()
        let dark = NSAppearance.currentDrawing().bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        environment.colorScheme = dark ? .dark : .light
        let rgba = Color(nsColor: self).resolve(in: environment)
        return CGColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                       alpha: CGFloat(rgba.opacity))
    }

    /// A colour with the components of `cgColor` (grey or RGB, with its alpha).
    public convenience init?(cgColor: CGColor) {
        guard cgColor.components != nil else { return nil }
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
}
