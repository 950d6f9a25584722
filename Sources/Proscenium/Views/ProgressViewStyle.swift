/// A look for progress views: `.automatic`, `.linear` (a bar) or `.circular`
/// (a ring that fills, or a spinner while indeterminate). The display draws
/// each from the progress element's `style` attribute (`linear`, `circular`);
/// a style of your own draws each progress view from its configuration (its
/// fraction completed and its labels).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ProgressViewStyleConfiguration.Label has no body") }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ProgressViewStyleConfiguration.CurrentValueLabel has no body") }
    }

    /// The completed fraction of the task represented by the progress view,
    /// from `0.0` (not yet started) to `1.0` (fully complete), or `nil` if
    /// the progress is indeterminate.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view (nil: none).
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view (nil: none).
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The named looks the display draws: each is a progress view made from the
/// configuration, under the style's name.
protocol BuiltinProgressViewStyle: ProgressViewStyle {
    nonisolated var styleName: String? { get }
}

extension BuiltinProgressViewStyle {
    func standardBody(_ configuration: Configuration) -> some View {
        ProgressView(configuration).modifier(EnvironmentTransformModifier { [styleName] in
            $0.progressViewStyleName = styleName
            $0.customProgressViewStyle = nil
        })
    }
}

/// The default progress view style: a bar, or a spinner while indeterminate.
public struct DefaultProgressViewStyle: BuiltinProgressViewStyle {
    public init() {}
    nonisolated var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// A bar that fills from leading to trailing as the task completes.
public struct LinearProgressViewStyle: BuiltinProgressViewStyle {
    /// The bar's colour (nil: the tint around it).
    let tint: Color?
    public init() { tint = nil }

    /// A bar filled in `tint`, as `tint(_:)` fills it.
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    nonisolated var styleName: String? { "linear" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

/// A ring that fills as the task completes, or a spinner while indeterminate.
public struct CircularProgressViewStyle: BuiltinProgressViewStyle {
    /// The ring's colour (nil: the tint around it).
    let tint: Color?
    nonisolated var styleName: String? { "circular" }
    public func makeBody(configuration: Configuration) -> some View {
        standardBody(configuration).modifier(ElementAttributeModifier(attributes: tint.map { [.tint: .color($0.value)] } ?? [:]))
    }

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
    /// Draws the progress views in this view with `style`: a named look, or
    /// a style of your own whose `makeBody(configuration:)` draws each one.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let name: String? = switch style {
        case is LinearProgressViewStyle: "linear"
        case is CircularProgressViewStyle: "circular"
        default: nil
        }
        // A circular or linear style's own tint colours the rings or bars
        // below, as `tint(_:)` does.
        let tint = (style as? CircularProgressViewStyle)?.tint ?? (style as? LinearProgressViewStyle)?.tint
        let custom: (any ProgressViewStyle)? = style is any BuiltinProgressViewStyle ? nil : style
        return modifier(ElementAttributeModifier(attributes: tint.map { [.tint: .color($0.value)] } ?? [:]))
            .modifier(EnvironmentTransformModifier {
                $0.progressViewStyleName = name
                $0.customProgressViewStyle = custom
            })
    }
}

extension EnvironmentValues {
    private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var progressViewStyleName: String? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    private struct CustomProgressViewStyleKey: EnvironmentKey {
        static var defaultValue: (any ProgressViewStyle)? { nil }
    }
    /// A progress view style of the app's own, for the progress views below.
    var customProgressViewStyle: (any ProgressViewStyle)? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}
