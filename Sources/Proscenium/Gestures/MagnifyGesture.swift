import Foundation

/// A pinch that scales: on a trackpad, or Ctrl with the mouse wheel (the
/// browser's pinch-to-zoom, which the page keeps from zooming itself).
nonisolated public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The scale since the pinch began (1: unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch began, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view.
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        MagnifyRecognizer<Value>(delta: Double(minimumScaleDelta)) { $0 }
    }
}

/// The older pinch gesture, whose value is the magnification alone.
@available(iOS, introduced: 13.0, deprecated: 17.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 14.0, renamed: "MagnifyGesture")
nonisolated public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        MagnifyRecognizer<CGFloat>(delta: Double(minimumScaleDelta)) { $0.magnification }
    }
}

final class MagnifyRecognizer<Value>: Recognizer<Value> {
    let delta: Double
    let value: (MagnifyGesture.Value) -> Value
    init(delta: Double, value: @escaping (MagnifyGesture.Value) -> Value) {
        self.delta = delta
        self.value = value
    }
    override var needs: GestureNeeds { GestureNeeds(magnifyDelta: delta) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .magnify(phase, scale, velocity, anchor, start) = input else { return false }
        if phase == .cancelled {
            cancelled()
            return true
        }
        let made = MagnifyGesture.Value(time: Date(), magnification: scale, velocity: velocity,
                                        startAnchor: anchor, startLocation: start)
        if phase == .ended { ended(value(made)) } else { changed(value(made)) }
        return true
    }
}
