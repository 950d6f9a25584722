import ProsceniumHost

extension ShapeStyle {
    /// The colour of this style when it is one colour in any environment
    /// (a `Color`, or a system style such as `.separator`); nil otherwise.
    var drawnColor: ColorValue? { paint(in: EnvironmentValues())?.color }

    /// The colour of this style, if it is one.
    var resolvedColor: Color? { drawnColor.map(Color.init(value:)) }
}
