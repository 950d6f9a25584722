/// A look for progress views: `.automatic`, `.linear` (a bar) or `.circular`
/// (a ring that fills, or a spinner while indeterminate). The display draws
/// each from the progress element's `style` attribute (`linear`, `circular`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let name: String? = switch style {
        case is LinearProgressViewStyle: "linear"
        case is CircularProgressViewStyle: "circular"
        default: nil
        }
        return modifier(EnvironmentTransformModifier { $0.progressViewStyleName = name })
    }
}

extension EnvironmentValues {
    private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var progressViewStyleName: String? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
