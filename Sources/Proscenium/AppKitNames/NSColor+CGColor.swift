import Foundation
import ProsceniumFoundation

// AppKit's colour and Core Graphics' `CGColor`, both ways.

extension NSColor {
    /// The colour's sRGB components as a `CGColor`. A colour that follows
    /// the appearance (a system colour, an asset's colour) gives its value
    /// in the current drawing appearance, as AppKit's does.
    public var cgColor: CGColor {
        Color(nsColor: self).resolvedInCurrentAppearance().cgColor
    }

    /// A colour with the components of `cgColor` (grey or RGB, with its alpha).
    public convenience init?(cgColor: CGColor) {
        guard cgColor.components != nil else { return nil }
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
}
