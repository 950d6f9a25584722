import Foundation

/// A colour as Core Graphics holds it (Linux has no Core Graphics): its
/// components in a grey or an RGB colour space, the last one alpha.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour's components, alpha last: grey and alpha, or red, green,
    /// blue and alpha (extended sRGB).
    public let components: [CGFloat]?
    /// Whether the components are grey and alpha rather than red, green, blue and alpha.
    let isGray: Bool

    /// A colour of red, green, blue and alpha in the sRGB colour space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        isGray = false
    }

    /// A colour of red, green, blue and alpha in the sRGB colour space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of `gray` (0 black ... 1 white) and `alpha`.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        isGray = true
    }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha, 0 (transparent) ... 1 (opaque).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The colour's red, green, blue and alpha, a grey's spread over all three.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 1]
        if isGray || values.count == 2 { return (values[0], values[0], values[0], values.last ?? 1) }
        return (values[0], values[1], values[2], values.count > 3 ? values[3] : 1)
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.isGray == rhs.isGray && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isGray)
        hasher.combine(components)
    }

    public var description: String {
        "<CGColor \(isGray ? "gray" : "sRGB") \((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " "))>"
    }
}
