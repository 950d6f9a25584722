/// What an area is painted with, when it is more than one colour: gradients,
/// materials and images (`ShapeStyle`s). A plain colour stays a `ColorValue`.
public enum PaintValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One colour of a gradient at a location, 0 (start) ... 1 (end).
    public struct Stop: Hashable, Sendable, Codable {
        public var color: ColorValue
        public var location: Double
        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// A point in the unit square of the painted frame: (0, 0) is its top
    /// leading corner, (1, 1) its bottom trailing one.
    public struct UnitPoint: Hashable, Sendable, Codable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// How much of what is behind a material shows through, thinnest first.
    public enum Material: String, Hashable, Sendable, Codable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    case color(ColorValue)
    /// Colours along the line from `start` to `end`, constant across it.
    case linearGradient([Stop], start: UnitPoint, end: UnitPoint)
    /// Colours in circles about `center`, from `startRadius` to `endRadius` points.
    case radialGradient([Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours in ellipses about `center` shaped as the frame, with radii the
    /// fractions of the frame's size given.
    case ellipticalGradient([Stop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Colours around `center`, from `startAngle` to `endAngle` degrees
    /// (0 points to the trailing edge, angles grow clockwise).
    case angularGradient([Stop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// A translucent, blurred look of what is behind, times an opacity.
    case material(Material, opacity: Double)
    /// An image file of the app (`/asset/KEY` for the web display), tiled at
    /// `scale` (its size multiplied), from the part `sourceRect` (unit
    /// coordinates), times an opacity.
    case image(asset: String, scale: Double, sourceRect: [Double], opacity: Double)

    /// This paint with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> PaintValue {
        func stops(_ stops: [Stop]) -> [Stop] { stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) } }
        let factor = min(max(opacity, 0), 1)
        return switch self {
        case let .color(color): .color(color.opacity(opacity))
        case let .linearGradient(s, start, end): .linearGradient(stops(s), start: start, end: end)
        case let .radialGradient(s, center, r0, r1): .radialGradient(stops(s), center: center, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, center, f0, f1):
            .ellipticalGradient(stops(s), center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        case let .angularGradient(s, center, a0, a1): .angularGradient(stops(s), center: center, startAngle: a0, endAngle: a1)
        case let .material(material, alpha): .material(material, opacity: alpha * factor)
        case let .image(asset, scale, source, alpha): .image(asset: asset, scale: scale, sourceRect: source, opacity: alpha * factor)
        }
    }

    /// The colour, for a plain colour.
    public var color: ColorValue? { if case let .color(color) = self { color } else { nil } }

    public var description: String {
        func list(_ stops: [Stop]) -> String { stops.map { "\($0.color) at \($0.location)" }.joined(separator: ", ") }
        return switch self {
        case let .color(color): color.description
        case let .linearGradient(stops, start, end): "linear gradient \(list(stops)) from \(start.x),\(start.y) to \(end.x),\(end.y)"
        case let .radialGradient(stops, _, r0, r1): "radial gradient \(list(stops)) radius \(r0)...\(r1)"
        case let .ellipticalGradient(stops, _, f0, f1): "elliptical gradient \(list(stops)) \(f0)...\(f1)"
        case let .angularGradient(stops, _, a0, a1): "angular gradient \(list(stops)) \(a0)°...\(a1)°"
        case let .material(material, opacity): "\(material.rawValue) material × \(opacity)"
        case let .image(asset, scale, _, _): "image \(asset) × \(scale)"
        }
    }
}

/// A filter on how a view is drawn, applied in order (`blur`, `brightness`,
/// `contrast`, ...): the `filters` attribute lists them, innermost first.
public enum FilterValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A Gaussian blur of `radius` points; `opaque` keeps the edges opaque.
    case blur(radius: Double, opaque: Bool)
    /// `amount` added to each colour channel (-1 ... 1; 0 changes nothing).
    case brightness(Double)
    /// Contrast multiplied by `amount` around middle grey (1 changes nothing).
    case contrast(Double)
    /// Saturation multiplied by `amount` (0: grey, 1 changes nothing).
    case saturation(Double)
    /// Colour taken away by `amount` (0 changes nothing, 1: grey).
    case grayscale(Double)
    /// Hues turned by `degrees`.
    case hueRotation(degrees: Double)
    /// Each channel inverted.
    case colorInvert
    /// Each channel multiplied by this colour's.
    case colorMultiply(ColorValue)
    /// Colours as luminance in the alpha channel (`luminanceToAlpha()`).
    case luminanceToAlpha
    /// A shadow of the drawing: its alpha blurred by `radius`, moved by `x`
    /// and `y`, in `color`; `options` are a graphics context's shadow
    /// options (1: over the drawing, 2: the shadow alone, 4: cast inward).
    case shadow(color: ColorValue, radius: Double, x: Double, y: Double, options: Int)
    /// Opaque in `color` where the drawing's alpha is within `min ... max`, transparent elsewhere.
    case alphaThreshold(min: Double, max: Double, color: ColorValue)
    /// Each colour transformed by a 4 × 5 matrix, its twenty values row by
    /// row: an output channel is its row's dot product with (red, green,
    /// blue, alpha, 1), channels from 0 to 1 (`ColorMatrix`).
    case colorMatrix([Double])

    public var description: String {
        switch self {
        case let .blur(radius, opaque): "blur(\(radius)\(opaque ? ", opaque" : ""))"
        case let .brightness(amount): "brightness(\(amount))"
        case let .contrast(amount): "contrast(\(amount))"
        case let .saturation(amount): "saturation(\(amount))"
        case let .grayscale(amount): "grayscale(\(amount))"
        case let .hueRotation(degrees): "hueRotation(\(degrees)°)"
        case .colorInvert: "colorInvert"
        case let .colorMultiply(color): "colorMultiply(\(color))"
        case .luminanceToAlpha: "luminanceToAlpha"
        case let .shadow(color, radius, x, y, options): "shadow(\(color), \(radius), \(x), \(y), options: \(options))"
        case let .alphaThreshold(min, max, color): "alphaThreshold(\(min)...\(max), \(color))"
        case let .colorMatrix(values): "colorMatrix(\(values))"
        }
    }
}
