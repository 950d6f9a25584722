import Foundation
@_spi(Display) import ProsceniumEngine
import ProsceniumHost
import ProsceniumLayout
import ProsceniumRaster

/// Makes an image of a view: `ImageRenderer(content: ChartView()).nsImage`.
///
/// The view is rendered and laid out as a window lays out its content (at
/// its ideal size, or at `proposedSize`), then drawn into pixels in Swift by
/// Proscenium's raster display, `scale` pixels a point: colours, shapes and
/// their gradients, backgrounds, borders and text, in the font files the
/// page draws with, pictures (PNG and TIFF) and SF Symbols (their icons,
/// in the circles, squares and rectangles variants name). Drawing symbols'
/// slashes, badges and palette or multicolour layers, JPEG and GIF
/// pictures, colour emoji, controls' chrome, blurs, shadows, filters and
/// transforms is not supported yet: the image shows the rest of the view
/// without them.
///
/// Each read of `cgImage` or `nsImage` renders the content as it is then,
/// so the image never shows an old state; `objectWillChange` publishes when
/// the content, proposal, scale or opacity is set.
@MainActor
public final class ImageRenderer<Content: View>: @MainActor ObservableObject {
    public typealias ObjectWillChangePublisher = PassthroughSubject<Void, Never>

    /// Publishes before the renderer's content or settings change.
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view the renderer draws.
    public var content: Content { willSet { objectWillChange.send() } }

    /// The size proposed to the content (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }

    /// Pixels a point (1 by default; a Mac's Retina display is 2).
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }

    /// Whether the image is opaque: drawn on the window background colour
    /// instead of on clear pixels.
    public var isOpaque: Bool = false { willSet { objectWillChange.send() } }

    /// How colours are blended. Proscenium composites in sRGB, as a browser
    /// does, whatever this says.
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { objectWillChange.send() } }

    /// Whether the renderer follows its content's dependencies. The image is
    /// rendered afresh on each read, so it always reflects them.
    public var isObservationEnabled: Bool = true

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The view's image as Core Graphics pixels, `scale` pixels a point;
    /// nil when the view has no area (an empty view, a zero proposal).
    public var cgImage: CGImage? { image()?.pixels }

    /// The view's image, as large in points as the view, with `scale`
    /// pixels a point; nil when the view has no area.
    public var nsImage: NSImage? {
        guard let (pixels, size) = image() else { return nil }
        return NSImage(cgImage: pixels, size: NSSize(width: size.width, height: size.height))
    }

    /// The content drawn: its pixels and its size in points.
    private func image() -> (pixels: CGImage, size: CGSize)? {
        guard let (bitmap, size) = render(),
              let pixels = CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.rgba8()) else { return nil }
        return (pixels, size)
    }

    /// Layouts and measurements at most: a reader whose content keeps
    /// changing its own size settles within a few, or is drawn as it stands.
    private static var measuringRounds: Int { 4 }

    /// Sends each measured element its frame (and the frames of the named
    /// coordinate spaces around it) where it changed since `reported`;
    /// whether any was sent.
    private static func reportGeometry(in root: RenderElement, layout: LayoutResult, to graph: ViewGraph,
                                       reported: inout [ElementID: Rect]) -> Bool {
        var sent = false
        func visit(_ element: RenderElement, spaces: [String: Rect]) {
            var spaces = spaces
            let frame = layout.globalFrame(of: element.id)
            if let name = element.attributes[.coordinateSpace]?.string, let frame { spaces[name] = frame }
            if let frame, element.tag == .geometry || element.attributes[.measure] == true, reported[element.id] != frame {
                reported[element.id] = frame
                let boxes = spaces.mapValues { [$0.x, $0.y, $0.width, $0.height] }
                let value = spaces.isEmpty ? nil : (try? JSONEncoder().encode(boxes)).map { String(decoding: $0, as: UTF8.self) }
                graph.handle(HostEvent(kind: .geometry, target: element.id, value: value, x: frame.x, y: frame.y,
                                       width: frame.width, height: frame.height))
                sent = true
            }
            for child in element.children { visit(child, spaces: spaces) }
        }
        visit(root, spaces: [:])
        return sent
    }

    /// A picture's pixels, from its bytes or its file: PNG and TIFF (the
    /// formats this platform decodes).
    private static func picture(of asset: DisplayAsset) -> RasterPicture? {
        guard let data = asset.data ?? asset.path.flatMap({ FileManager.default.contents(atPath: $0) }),
              let bitmap = PNGCodec.decode(data) ?? TIFFCodec.decode(data) else { return nil }
        return RasterPicture(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels)
    }

    /// The content laid out and drawn: its pixels and its size in points.
    private func render() -> (RasterBitmap, CGSize)? {
        let graph = ViewGraph(content: content, label: "image renderer")
        let engine = LayoutEngine()
        let proposal = ProposedSize(width: proposedSize.width.map(Double.init), height: proposedSize.height.map(Double.init))
        let pixelScale = Double(scale) > 0 && Double(scale).isFinite ? Double(scale) : 1
        var root = graph.snapshot()
        var measured: [ElementID: Rect] = [:]
        var size = Size(width: 0, height: 0)
        var prepared = root, layout = LayoutResult()
        // As a display does: lay out, tell the views that read their size
        // (`GeometryReader`, `onGeometryChange`) where they are, and again
        // while that changes what they show.
        for _ in 0..<Self.measuringRounds {
            let layouts = graph.externalLayouts(in: root)
            let fitted = engine.sizeThatFits(root, proposal, layouts: layouts)
            size = Size(width: fitted.width.isFinite ? fitted.width : (proposal.width ?? 0),
                        height: fitted.height.isFinite ? fitted.height : (proposal.height ?? 0))
            guard size.width > 0, size.height > 0 else { return nil }
            (prepared, layout) = engine.preparedLayout(root, in: size, layouts: layouts)
            guard Self.reportGeometry(in: prepared, layout: layout, to: graph, reported: &measured) else { break }
            _ = graph.commitDetached()
            root = graph.currentTree()
        }
        guard size.width * pixelScale <= 16384, size.height * pixelScale <= 16384 else { return nil }
        let appearance: ColorAppearance = graph.rootEnvironment.colorScheme == .dark ? .dark : .light
        let background = isOpaque ? SystemColor.windowBackground.value(in: appearance) : nil
        var painter = RasterPainter(scale: pixelScale, appearance: appearance)
        let assets = graph.rootEnvironment.imageAssets
        painter.pictures = { element in
            guard let key = element.attributes[.asset]?.string, let asset = assets?.displayAsset(forKey: key) else { return nil }
            return Self.picture(of: asset)
        }
        let bitmap = painter.draw(prepared, layout: layout, size: size, background: background)
        return (bitmap, CGSize(width: size.width, height: size.height))
    }
}
