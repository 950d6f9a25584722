/// A variant of a symbol: filled, in a circle or square, slashed. A
/// `symbolVariant(_:)` turns `Image(systemName: "heart")` into the
/// `heart.fill` symbol, as SwiftUI does.
public struct SymbolVariants: Hashable, Sendable {
    private enum Shape: Int { case circle, square, rectangle }
    private var shape: Shape?
    private var isFilled = false
    private var isSlashed = false

    /// No variant: each symbol's plain form.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle (`.fill.circle`).
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant includes all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant together with `other` (`other`'s shape wins).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        if other == .none { return .none }
        var v = self
        v.shape = other.shape ?? shape
        v.isFilled = isFilled || other.isFilled
        v.isSlashed = isSlashed || other.isSlashed
        return v
    }

    /// `name` in this variant, in SF Symbols' order (`person.slash`,
    /// `person.circle.fill`); parts the name has already are not added twice.
    func apply(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
        if isSlashed { add("slash") }
        if let shape {
            let word = ["circle", "square", "rectangle"][shape.rawValue]
            if let fill = parts.firstIndex(of: "fill"), !parts.contains(word) {
                parts.insert(word, at: fill)
            } else {
                add(word)
            }
        }
        if isFilled { add("fill") }
        return parts.joined(separator: ".")
    }
}

nonisolated extension View {
    /// Makes symbols in this view show a variant (`.fill`, `.circle.fill`, ...).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentTransformModifier { $0.symbolVariants = $0.symbolVariants.adding(variant) })
    }
}

extension EnvironmentValues {
    private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

    /// The variant symbols here show; set with `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
