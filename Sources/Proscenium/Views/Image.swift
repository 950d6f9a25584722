/// An image: a named symbol (`Image(systemName:)`) or an image resource.
/// The browser display draws symbols it knows as glyphs and names the rest.
public struct Image: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case system(String)
        case named(String)
    }
    let source: Source
    var isResizable = false
    var label: String?

    public init(systemName: String) { source = .system(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        self.label = label.plainText
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        label = ""
    }

    /// Lets the image scale to its frame.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// What a screen reader says for it.
    var accessibilityText: String {
        if let label { return label }
        switch source {
        case let .system(name): return name
        case let .named(name): return name
        }
    }
}

extension Image: View, PrimitiveView {
    func render(into context: inout RenderContext) {
        var attributes: [String: String] = ["label": accessibilityText]
        switch source {
        case let .system(name): attributes["systemName"] = name
        case let .named(name): attributes["name"] = name
        }
        if isResizable { attributes["resizable"] = "true" }
        if let color = context.environment.foregroundCSS { attributes["foreground"] = color }
        if let font = context.environment.font { attributes["font"] = font.cssName }
        attributes.merge(imageStyleAttributes(context.environment)) { _, style in style }
        context.setElement("image", attributes)
    }
}
