import ProsceniumHost

nonisolated extension View {
    /// The colour of text and symbols in this view; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentTransformModifier {
            $0.foregroundColorValue = color?.value
            $0.foregroundPaints = []
            $0.foregroundBlendMode = nil
            $0.foregroundShadowAttributes = [:]
        })
    }

    /// The style of text, symbols and shapes in this view: a colour, a
    /// gradient (text is painted with it), or a level of the style around
    /// (`.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        foregroundStyles([style])
    }

    /// The primary and secondary styles of this view: text and shapes take
    /// the primary one; `.secondary` below is the second.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyles([primary, secondary])
    }

    /// The primary, secondary and tertiary styles of this view; `.secondary`
    /// and `.tertiary` below are the second and third.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyles([primary, secondary, tertiary])
    }

    private func foregroundStyles(_ styles: [any ShapeStyle]) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            // Levels are resolved against the style around (`.secondary` of a red text is a fainter red).
            let paints = styles.map { $0.paint(in: environment) ?? .color(.primary) }
            environment.foregroundColorValue = paints.first?.color
            environment.foregroundPaints = paints
            environment.foregroundBlendMode = styles.first.flatMap(drawingBlendMode(of:))
            environment.foregroundShadowAttributes = styles.first.map(shadowAttributes(of:)) ?? [:]
        })
    }

    /// The accent colour of controls in this view (a prominent button's fill, a
    /// switch that is on, a selected segment); nil keeps the app's accent colour.
    public func tint(_ tint: Color?) -> some View {
        modifier(ElementAttributeModifier(attributes: tint.map { [.tint: .color($0.value)] } ?? [:]))
    }

    /// The accent style (a colour) of controls in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(ElementAttributeModifier(attributes: tint?.drawnColor.map { [.tint: .color($0)] } ?? [:]))
    }

    /// The older name of `tint(_:)`: the accent colour of this view's
    /// controls (and of the views inside it); nil keeps the app's.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
