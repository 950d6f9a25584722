/// The size of controls: buttons, toggles, pickers, sliders, text fields.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge

    var name: String {
        switch self {
        case .mini: "mini"
        case .small: "small"
        case .regular: "regular"
        case .large: "large"
        case .extraLarge: "extraLarge"
        }
    }
}

nonisolated extension View {
    /// The size of the controls in this view. The display sizes every control
    /// below the element that carries the `controlSize` attribute.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(ControlSizeModifier(size: controlSize))
    }
}

nonisolated struct ControlSizeModifier: PrimitiveModifier {
    let size: ControlSize
    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.childEnvironment.controlSize = size
        context.childEnvironment.pendingElementAttributes[.controlSize] = .string(size.name)
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

    /// The size of controls here; set with `controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
