/// A modifier that chooses another from the environment it is applied in:
/// `resolve(in:)` is asked each time the modified view is drawn, and its
/// modifier is applied in this one's place.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier this one resolves to.
    associatedtype ResolvedModifier: ViewModifier

    /// The modifier to apply to the content in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Applies what this modifier resolves to in the content's environment.
    @MainActor func render(content: any View, into context: inout RenderContext) {
        let resolved = resolve(in: context.environment)
        func open<V: View>(_ view: V) -> any View { view.modifier(resolved) }
        context.addChildren(open(content))
    }
}
