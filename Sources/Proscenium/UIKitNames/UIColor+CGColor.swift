import Foundation
import ProsceniumFoundation

// UIKit's colour and Core Graphics' `CGColor`, both ways.

extension UIColor {
    /// The colour's sRGB components as a `CGColor`. A colour that follows
    /// the appearance (a system colour, an asset's colour) gives its value
    /// in the app's current appearance, as UIKit gives it in the current
    /// trait collection's.
    public var cgColor: CGColor {
        Color(uiColor: self).resolvedInCurrentAppearance().cgColor
    }

    /// A colour with the components of `cgColor` (grey or RGB, with its alpha).
    public convenience init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
