import ProsceniumHost

/// Colours at locations from 0 to 1, for a gradient to spread.
@frozen public struct Gradient: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
    /// A colour at a location.
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colours are mixed between stops. Browsers mix in sRGB (`device`);
    /// `perceptual` is not honoured: it is drawn the same way.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// `colors` spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// This gradient mixed in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self) }

    var stopValues: [PaintValue.Stop] {
        stops.map { PaintValue.Stop(color: $0.color.value, location: Double($0.location)) }
    }

    /// As a style on its own, a gradient runs from top to bottom.
    func paint(in environment: EnvironmentValues) -> PaintValue? {
        .linearGradient(stopValues, start: UnitPoint.top.paintPoint, end: UnitPoint.bottom.paintPoint)
    }
}

/// A type-erased gradient (what `Color.gradient` gives).
@frozen public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
    func paint(in environment: EnvironmentValues) -> PaintValue? { gradient.paint(in: environment) }
}

extension Color {
    /// A gentle top-to-bottom gradient of this colour: lighter at the top.
    public var gradient: AnyGradient {
        func mixed(_ rgba: RGBA, with other: Double, _ amount: Double) -> RGBA {
            RGBA(red: rgba.red + (other - rgba.red) * amount, green: rgba.green + (other - rgba.green) * amount,
                 blue: rgba.blue + (other - rgba.blue) * amount, alpha: rgba.alpha)
        }
        guard let light = value.resolved(in: .light), let dark = value.resolved(in: .dark) else {
            return AnyGradient(Gradient(colors: [self, self]))
        }
        let top = Color(value: ColorValue(.appearances(light: mixed(light, with: 1, 0.18), dark: mixed(dark, with: 1, 0.18))))
        let bottom = Color(value: ColorValue(.appearances(light: mixed(light, with: 0, 0.06), dark: mixed(dark, with: 0, 0.06))))
        return AnyGradient(Gradient(colors: [top, bottom]))
    }
}

extension UnitPoint {
    var paintPoint: PaintValue.UnitPoint { PaintValue.UnitPoint(x: Double(x), y: Double(y)) }
}

/// Views that are shape styles fill their frame with themselves, as a
/// rectangle filled with the style.
public protocol _StyleView: ShapeStyle, View where Body == _ShapeView<Rectangle, Self> {}

extension _StyleView {
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

/// Colours along a line from `startPoint` to `endPoint`.
@frozen public struct LinearGradient: _StyleView, PaintingShapeStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> PaintValue? {
        .linearGradient(gradient.stopValues, start: startPoint.paintPoint, end: endPoint.paintPoint)
    }
}

/// Colours in circles about `center`, from `startRadius` to `endRadius` points.
@frozen public struct RadialGradient: _StyleView, PaintingShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> PaintValue? {
        .radialGradient(gradient.stopValues, center: center.paintPoint, startRadius: Double(startRadius),
                        endRadius: Double(endRadius))
    }
}

/// Colours in ellipses shaped as the frame, about `center`.
@frozen public struct EllipticalGradient: _StyleView, PaintingShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> PaintValue? {
        .ellipticalGradient(gradient.stopValues, center: center.paintPoint,
                            startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))
    }
}

/// Colours around `center`, from `startAngle` to `endAngle` (0 points to the
/// trailing edge; angles grow clockwise). Equal angles make a whole turn.
@frozen public struct AngularGradient: _StyleView, PaintingShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated func paint(in environment: EnvironmentValues) -> PaintValue? {
        var end = endAngle.degrees
        if end == startAngle.degrees { end += 360 }
        return .angularGradient(gradient.stopValues, center: center.paintPoint, startAngle: startAngle.degrees,
                                endAngle: end)
    }
}

private extension Angle {
    static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}

// MARK: Static members

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
