/// What a `Canvas` draws: drawing commands in order, in points of the
/// canvas (the origin at its top leading corner), as `GraphicsContext`
/// recorded them. A display replays them at the canvas's size.
public struct DrawingValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The colour or gradient a fill or stroke uses; gradients are in points
    /// of the canvas, not unit points.
    public enum Shading: Hashable, Sendable, Codable {
        case color(ColorValue)
        case linearGradient([PaintValue.Stop], start: ShapePath.Point, end: ShapePath.Point)
        case radialGradient([PaintValue.Stop], center: ShapePath.Point, startRadius: Double, endRadius: Double)
        /// Colours around `center` from `angle` degrees (0 points right, clockwise) through a whole turn.
        case conicGradient([PaintValue.Stop], center: ShapePath.Point, angle: Double)
        /// An image repeated across the plane (`tiledImage`).
        case tiledImage(Tile)
    }

    /// An image tiling the plane: an SF Symbol (drawn at `pointSize` in
    /// `color`) or an app image file by asset key (`pixelsPerPoint` of its
    /// pixels make a point), cropped to `source` (x, y, width, height in
    /// units of the image), then mapped to the canvas by `transform` (a b c
    /// d tx ty, from the tile's points, its top leading corner at zero).
    public struct Tile: Hashable, Sendable, Codable {
        public var systemName: String?
        public var asset: String?
        public var color: ColorValue?
        public var pointSize: Double
        public var pixelsPerPoint: Double
        public var source: [Double]
        public var transform: [Double]
        public init(systemName: String?, asset: String?, color: ColorValue?, pointSize: Double, pixelsPerPoint: Double,
                    source: [Double], transform: [Double]) {
            self.systemName = systemName
            self.asset = asset
            self.color = color
            self.pointSize = pointSize
            self.pixelsPerPoint = pixelsPerPoint
            self.source = source
            self.transform = transform
        }
    }

    /// How a stroke is drawn (`StrokeStyle`).
    public struct Stroke: Hashable, Sendable, Codable {
        public var lineWidth: Double
        /// `butt`, `round` or `square`.
        public var lineCap: String
        /// `miter`, `round` or `bevel`.
        public var lineJoin: String
        public var miterLimit: Double
        public var dash: [Double]
        public var dashPhase: Double
        public init(lineWidth: Double = 1, lineCap: String = "butt", lineJoin: String = "miter", miterLimit: Double = 10,
                    dash: [Double] = [], dashPhase: Double = 0) {
            self.lineWidth = lineWidth
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.miterLimit = miterLimit
            self.dash = dash
            self.dashPhase = dashPhase
        }
    }

    public enum Command: Hashable, Sendable, Codable {
        /// Keep the state (transform, clip, opacity, blend mode, filters) to
        /// go back to at the matching `restore`.
        case save
        case restore
        /// Concatenate an affine transform (a, b, c, d, tx, ty) to the current one.
        case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        /// Multiply the opacity of what is drawn next.
        case opacity(Double)
        /// Blend what is drawn next with what is below (a `blendMode` name).
        case blendMode(String)
        /// Filter what is drawn next.
        case filter(FilterValue)
        /// Intersect the clip with a path.
        case clip(ShapePath, eoFill: Bool)
        case fill(ShapePath, Shading, eoFill: Bool)
        case stroke(ShapePath, Shading, Stroke)
        /// Text with its font, colour and an anchor (a unit point of its
        /// bounds) placed at `x`, `y`.
        case text(String, font: FontValue?, color: ColorValue?, x: Double, y: Double, anchorX: Double, anchorY: Double)
        /// An image: an SF Symbol by name or an app image file by its asset
        /// key, in a rectangle; `color` tints a symbol.
        case image(systemName: String?, asset: String?, x: Double, y: Double, width: Double, height: Double,
                   color: ColorValue?)
        /// Draw what follows into a layer of its own until `endLayer`, then
        /// composite it with the opacity, blend mode and filters in force at `beginLayer`.
        case beginLayer
        case endLayer
        /// Draw what follows into the mask layer `id` until `endMask`; it is
        /// kept for `applyMask`, not drawn (`clipToLayer`).
        case beginMask(Int)
        case endMask
        /// Keep what this layer holds only where mask `id` is opaque (its
        /// alpha times `opacity`), or only where it is not with `inverse`.
        case applyMask(Int, opacity: Double, inverse: Bool)
        /// One of the canvas's symbol views (its `index`-th `canvasSymbol`
        /// child), drawn as the page shows it, stretched to a rectangle.
        case symbol(index: Int, x: Double, y: Double, width: Double, height: Double)
    }

    public var commands: [Command]
    public init(_ commands: [Command] = []) { self.commands = commands }

    public var description: String { "drawing of \(commands.count) commands" }
}
