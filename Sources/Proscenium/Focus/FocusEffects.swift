import ProsceniumHost

// Focus and hover effects: whether focused views show their focus ring
// (`focusEffectDisabled(_:)`), and the pointer effect iPad apps give
// buttons and cards (`hoverEffect(_:)`).

extension EnvironmentValues {
    private struct FocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
    /// Whether an outer `focusEffectDisabled(_:)` has decided (it wins over inner ones).
    private struct FocusEffectDecidedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether views here may show focus effects, such as the focus ring.
    /// The default is `true`.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }

    var isFocusEffectDecided: Bool {
        get { self[FocusEffectDecidedKey.self] }
        set { self[FocusEffectDecidedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Whether this view and the views in it show focus effects (the focus
    /// ring around a focused control). An outer modifier wins over an inner one.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(FocusEffectModifier(disabled: disabled))
    }

    /// Shows `effect` while the pointer is over this view (a highlight
    /// behind it, or a lift: larger, with a shadow).
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        hoverEffect(effect, isEnabled: true)
    }

    /// Shows `effect` while the pointer is over this view, when `isEnabled`.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(ElementAttributeModifier(attributes: isEnabled ? [.hoverEffect: .string(effect.name)] : [:]))
    }
}

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Sendable {
    let name: String
    /// The effect the view's kind calls for: a highlight.
    public static let automatic = HoverEffect(name: "highlight")
    /// A platter behind the view that follows the pointer: a highlight.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view grows a little and gains a shadow.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated struct FocusEffectModifier: PrimitiveModifier {
    let disabled: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if !context.environment.isFocusEffectDecided {
            context.childEnvironment.isFocusEffectDecided = true
            context.childEnvironment.isFocusEffectEnabled = !disabled
            if disabled { context.childEnvironment.pendingElementAttributes[.focusEffect] = "none" }
        }
        context.addChildren(content)
    }
}
