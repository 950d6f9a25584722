extension GraphicsContext {
    /// How what a context draws next combines with what it has drawn: the
    /// separable and non-separable blend modes of views, and the
    /// Porter-Duff compositing operators. Raw values are Core Graphics'
    /// (`CGBlendMode`); the page's canvas draws each with its own
    /// compositing operation of that name.
    public struct BlendMode: RawRepresentable, Equatable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// What is drawn clears what is below it.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// What is drawn replaces what is below it.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// What is drawn shows only where something is below it.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// What is drawn shows only where nothing is below it.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// What is below stays only where something is drawn.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// What is below stays only where something is drawn, over what is drawn.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// What is drawn and what is below each show only where the other is not.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        private static let names = [
            "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
            "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy",
            "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
            "destinationAtop", "xor", "plusDarker", "plusLighter",
        ]

        /// The mode's name in a drawing's `blendMode` command (`normal` for a raw value Core Graphics lacks).
        var name: String { Self.names.indices.contains(Int(rawValue)) ? Self.names[Int(rawValue)] : "normal" }
    }

    /// Options for a shadow filter (`Filter.shadow`).
    public struct ShadowOptions: OptionSet {
        public typealias ArrayLiteralElement = GraphicsContext.ShadowOptions
        public typealias Element = GraphicsContext.ShadowOptions
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn over what casts it, not under.
        public static var shadowAbove: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Only the shadow is drawn, not what casts it.
        public static var shadowOnly: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 2) }
        /// The shadow is cast inward from the edges (an inner shadow).
        public static var invertsAlpha: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Each drawing command casts its own shadow. The page's filter
        /// shadows each command the context draws, so this is how it is drawn either way.
        public static var disablesGroup: GraphicsContext.ShadowOptions { ShadowOptions(rawValue: 8) }
    }
}

extension GraphicsContext.Filter {
    /// A shadow of what is drawn next: its shape blurred by `radius`, moved
    /// by `x` and `y`, in `color`, under it (or over it, or alone, or cast
    /// inward, as `options` say). `blendMode` is not honoured on this
    /// platform: the page draws the shadow with a filter, and a browser's
    /// filter cannot read what is below the drawing to blend with it, so the
    /// shadow is composited normally.
    public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                              x: CGFloat = 0, y: CGFloat = 0,
                              blendMode: GraphicsContext.BlendMode = .normal,
                              options: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions())
        -> GraphicsContext.Filter {
        GraphicsContext.Filter(value: .shadow(color: color.value, radius: Double(radius), x: Double(x), y: Double(y),
                                              options: Int(options.rawValue)))
    }

    /// What is drawn next made opaque in `color` where its opacity is
    /// between `min` and `max`, and transparent elsewhere.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
        -> GraphicsContext.Filter {
        GraphicsContext.Filter(value: .alphaThreshold(min: min, max: max, color: color.value))
    }
}
