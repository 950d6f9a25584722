import Foundation

/// A dimension that grows and shrinks with the text size
/// (`\.dynamicTypeSize`), as text in text styles does:
/// `@ScaledMetric var spacing: CGFloat = 8`. The value scales by the same
/// factor the display gives text styles at that size (1 at `.large`), so
/// padding and images sized with it keep their proportion to the text.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    var size: DynamicTypeSize?

    /// A metric of `wrappedValue` at the default text size, scaled like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric of `wrappedValue` at the default text size, scaled like text in `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the current text size.
    public var wrappedValue: Value {
        base * Value(Self.factor(size ?? .large))
    }

    /// The display's text-style factor at `size` (its `TYPE_SIZES`).
    static func factor(_ size: DynamicTypeSize) -> Double {
        switch size {
        case .xSmall: 0.82
        case .small: 0.88
        case .medium: 0.94
        case .large: 1
        case .xLarge: 1.12
        case .xxLarge: 1.24
        case .xxxLarge: 1.36
        case .accessibility1: 1.6
        case .accessibility2: 1.9
        case .accessibility3: 2.35
        case .accessibility4: 2.75
        case .accessibility5: 3.1
        }
    }
}

extension ScaledMetric: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        size = node.currentEnvironment.dynamicTypeSize
    }
}
