import ProsceniumHost

extension Image {
    /// How much of a display's high dynamic range an image may use: the page
    /// limits its images with CSS `dynamic-range-limit`.
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        /// The standard range: no brighter than the display's white.
        public static let standard = DynamicRange(name: "standard")
        /// Some headroom above white, constrained for images shown beside others.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// All the headroom the display has.
        public static let high = DynamicRange(name: "high")
    }

    /// This image limited to `range` of the display's dynamic range; nil
    /// keeps the environment's.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
        var copy = self
        var drawing = copy.drawing ?? ImageDrawing()
        drawing.allowedDynamicRange = range
        copy.drawing = drawing
        return copy
    }
}

nonisolated extension View {
    /// Limits the images in this view to `range` of the display's dynamic
    /// range; nil lets them use what they are made with.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        modifier(EnvironmentTransformModifier { $0.allowedDynamicRange = range })
    }
}

extension EnvironmentValues {
    private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }

    /// The dynamic range the images below may use (nil: what they are made with).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}
