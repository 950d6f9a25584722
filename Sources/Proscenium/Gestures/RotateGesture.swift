import Foundation

/// A turn that rotates: Shift with the mouse wheel (or two pointers turning
/// on a touch screen), reported as the angle turned since it began.
nonisolated public struct RotateGesture: Gesture, PrimitiveGesture {
    /// Where a turn is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The angle turned since the gesture began (clockwise positive).
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where the turn began, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the turn began, in the view.
        public var startLocation: CGPoint
    }

    /// The least turn reported.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        RotateRecognizer<Value>(delta: minimumAngleDelta.degrees) { $0 }
    }
}

/// The older rotation gesture, whose value is the angle alone.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
nonisolated public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        RotateRecognizer<Angle>(delta: minimumAngleDelta.degrees) { $0.rotation }
    }
}

final class RotateRecognizer<Value>: Recognizer<Value> {
    let delta: Double
    let value: (RotateGesture.Value) -> Value
    init(delta: Double, value: @escaping (RotateGesture.Value) -> Value) {
        self.delta = delta
        self.value = value
    }
    override var needs: GestureNeeds { GestureNeeds(rotateDelta: delta) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .rotate(phase, degrees, velocity, anchor, start) = input else { return false }
        if phase == .cancelled {
            cancelled()
            return true
        }
        let made = RotateGesture.Value(time: Date(), rotation: .degrees(degrees), velocity: .degrees(velocity),
                                       startAnchor: anchor, startLocation: start)
        if phase == .ended { ended(value(made)) } else { changed(value(made)) }
        return true
    }
}
