import ProsceniumHost

nonisolated extension View {
    /// The colour of text and symbols in this view; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentTransformModifier { $0.foregroundColorValue = color?.value })
    }

    /// The style (a colour) of text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.foregroundColorValue = style.drawnColor })
    }

    /// The primary and secondary styles of this view. Text and symbols here
    /// draw in one colour, so they take the primary style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary styles of this view; text and
    /// symbols take the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
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
}
