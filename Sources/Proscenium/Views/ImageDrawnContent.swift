import ProsceniumHost

// `Image(size:label:opaque:colorMode:renderer:)`: an image drawn by a
// graphics context closure. Its drawing is recorded as a `Canvas`'s is and
// the page replays it at the image's size (scaled to its frame when resizable).

/// What a drawn image draws, and at what size. Compared by identity, as the
/// closure cannot be compared. Unchecked Sendable: immutable; the renderer
/// runs on the main actor, when the image is rendered.
final class DrawnImage: Hashable, @unchecked Sendable {
    let size: CGSize
    let opaque: Bool
    let colorMode: ColorRenderingMode
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, opaque: Bool, colorMode: ColorRenderingMode, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.opaque = opaque
        self.colorMode = colorMode
        self.renderer = renderer
    }

    /// Its size in points, `WIDTH HEIGHT`, as the layout engine reads a picture's.
    var naturalSize: AttributeValue {
        .string("\(formatNumber(Double(max(size.width, 0)))) \(formatNumber(Double(max(size.height, 0))))")
    }

    /// The renderer's drawing, recorded in `environment` at the image's size.
    func record(in environment: EnvironmentValues) -> DrawingValue {
        let recorder = GraphicsContext.Recorder()
        var graphics = GraphicsContext(recorder: recorder, environment: environment, size: size)
        if opaque { graphics.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
        if size.width > 0, size.height > 0 { renderer(&graphics) }
        return DrawingValue(recorder.commands)
    }

    static func == (a: DrawnImage, b: DrawnImage) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// An image `size` points large whose content `renderer` draws into a
    /// graphics context, which a screen reader calls `label`. An opaque
    /// image's background is black until drawn over, as an opaque canvas's.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        source = .drawn(DrawnImage(size: size, opaque: opaque, colorMode: colorMode, renderer: renderer))
        self.label = label?.plainText
    }
}
