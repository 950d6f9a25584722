/// A look for progress views: `.automatic`, `.linear` (a bar) or `.circular`
/// (a ring that fills, or a spinner while indeterminate). The display draws
/// each from the progress element's `style` attribute (`linear`, `circular`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The ring's colour (nil: the tint around it).
    let tint: Color?

    public init() { tint = nil }

    /// A ring drawn in `tint`, as `tint(_:)` draws it.
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
}

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
        // A circular style's own tint colours the rings below, as `tint(_:)` does.
        let tint = (style as? CircularProgressViewStyle)?.tint
        return modifier(ElementAttributeModifier(attributes: tint.map { [.tint: .color($0.value)] } ?? [:]))
            .modifier(EnvironmentTransformModifier { $0.progressViewStyleName = name })
    }
}

extension EnvironmentValues {
    private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var progressViewStyleName: String? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
