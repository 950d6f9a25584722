/// A border along a view's edges (`.border(_:width:)`).
public struct BorderValue: Hashable, Sendable, Codable, CustomStringConvertible {
    public var color: ColorValue
    /// The width in points.
    public var width: Double
    public init(color: ColorValue, width: Double) {
        self.color = color
        self.width = width
    }
    public var description: String { "\(color) \(width)pt" }
}

/// A drop shadow (`.shadow(color:radius:x:y:)`).
public struct ShadowValue: Hashable, Sendable, Codable, CustomStringConvertible {
    public var color: ColorValue
    /// The blur radius in points.
    public var radius: Double
    /// How far the shadow is moved, in points.
    public var x: Double
    public var y: Double
    public init(color: ColorValue, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
    public var description: String { "shadow \(color) radius \(radius) at \(x), \(y)" }
}

/// One column (or row) of a lazy grid, as `GridItem.Size` says.
public enum GridTrack: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many points.
    case fixed(Double)
    /// A share of the space left, within these bounds (`maximum` may be infinite).
    case flexible(minimum: Double, maximum: Double)
    /// As many tracks as fit, each within these bounds.
    case adaptive(minimum: Double, maximum: Double)

    public var description: String {
        switch self {
        case let .fixed(size): "fixed(\(size))"
        case let .flexible(minimum, maximum): "flexible(\(minimum)...\(maximum))"
        case let .adaptive(minimum, maximum): "adaptive(\(minimum)...\(maximum))"
        }
    }
}

extension GridTrack: Codable {
    private enum CodingKeys: String, CodingKey { case fixed, flexible, adaptive, minimum, maximum }

    // An infinite maximum (the usual one) is left out: JSON has no infinity.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let size = try c.decodeIfPresent(Double.self, forKey: .fixed) {
            self = .fixed(size)
            return
        }
        let minimum = try c.decode(Double.self, forKey: .minimum)
        let maximum = try c.decodeIfPresent(Double.self, forKey: .maximum) ?? .infinity
        self = try c.decodeIfPresent(Bool.self, forKey: .adaptive) == true
            ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .fixed(size):
            try c.encode(size, forKey: .fixed)
        case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
            if case .adaptive = self { try c.encode(true, forKey: .adaptive) } else { try c.encode(true, forKey: .flexible) }
            try c.encode(minimum, forKey: .minimum)
            if maximum.isFinite { try c.encode(maximum, forKey: .maximum) }
        }
    }
}
