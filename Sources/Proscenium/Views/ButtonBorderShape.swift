import ProsceniumHost

/// A shape used to draw a button's border.
///
/// Use the `buttonBorderShape(_:)` view modifier to apply the shape to
/// bordered buttons within a view hierarchy: the bezel of a `.bordered` or
/// `.borderedProminent` button (a Mac's automatic style is bordered) is
/// drawn in it. A circle makes the button as wide as it is tall.
nonisolated public struct ButtonBorderShape: InsettableShape, DescribedShape, Equatable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// A border shape has nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData

    /// A shape that defers to the system to determine an appropriate shape
    /// for the given context and platform: a Mac's rounded bezel.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle shape.
    ///
    /// - Parameter radius: The corner radius of the rectangle.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// A regular push button's corner radius (controls.css `--bezel-radius`).
    static let bezelRadius: CGFloat = 5

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: Self.bezelRadius).path(in: rect)
        case let .roundedRectangle(radius): RoundedRectangle(cornerRadius: radius ?? Self.bezelRadius).path(in: rect)
        }
    }

    /// This shape moved in by `amount` points on every side.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }

    func outline(size: CGSize?) -> ShapeValue {
        switch kind {
        case .capsule: Capsule().outline(size: size)
        case .circle: Circle().outline(size: size)
        case .automatic: RoundedRectangle(cornerRadius: Self.bezelRadius).outline(size: size)
        case let .roundedRectangle(radius):
            RoundedRectangle(cornerRadius: radius ?? Self.bezelRadius).outline(size: size)
        }
    }

    /// The button's `borderShape` attribute: `capsule`, `circle`,
    /// `roundedRectangle` or `roundedRectangle RADIUS`; nil when automatic.
    var attribute: AttributeValue? {
        switch kind {
        case .automatic: nil
        case .capsule: "capsule"
        case .circle: "circle"
        case .roundedRectangle(radius: nil): "roundedRectangle"
        case let .roundedRectangle(radius?): .string("roundedRectangle \(formatNumber(Double(radius)))")
        }
    }
}

nonisolated extension View {
    /// Sets the border shape for buttons in this view.
    ///
    /// The border shape is used to draw the platter for a bordered button:
    /// buttons of the `bordered` and `borderedProminent` styles.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(EnvironmentTransformModifier { $0.buttonBorderShape = shape })
    }
}

extension EnvironmentValues {
    private struct ButtonBorderShapeKey: EnvironmentKey {
        static var defaultValue: ButtonBorderShape { .automatic }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// The border shape a button of `style` shows: bordered buttons only
    /// (no style is a Mac's automatic, bordered, style).
    func buttonBorderShapeAttribute(style: String?) -> AttributeValue? {
        [nil, "bordered", "borderedProminent"].contains(style) ? buttonBorderShape.attribute : nil
    }
}
