import Foundation

/// A gesture that ends when the view is clicked `count` times in a row.
nonisolated public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        TapRecognizer<Void>(count: max(count, 1)) { _, _ in () }
    }
}

/// A tap that reports where it happened.
nonisolated public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        /// Where the pointer was, in the gesture's coordinate space.
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let global = coordinateSpace != .local
        return TapRecognizer<Value>(count: max(count, 1)) { location, origin in
            let point = location ?? .zero
            return Value(location: global ? CGPoint(x: point.x + origin.x, y: point.y + origin.y) : point)
        }
    }
}

final class TapRecognizer<Value>: Recognizer<Value> {
    let count: Int
    let value: (CGPoint?, CGPoint) -> Value
    init(count: Int, value: @escaping (CGPoint?, CGPoint) -> Value) {
        self.count = count
        self.value = value
    }
    override var needs: GestureNeeds { GestureNeeds(tapCounts: [count]) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .tap(count, location, origin) = input, count == self.count else { return false }
        ended(value(location, origin))
        return true
    }
}

/// A gesture that succeeds when the pointer is held down on the view for
/// `minimumDuration` seconds without wandering further than `maximumDistance`.
/// Its value is `true` while it is pressed and when it succeeds.
nonisolated public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        LongPressRecognizer(duration: minimumDuration, distance: Double(maximumDistance), memory: memory, key: path)
    }
}

final class LongPressRecognizer: Recognizer<Bool> {
    let duration: Double
    let distance: Double
    let memory: GestureMemory
    let key: String
    init(duration: Double, distance: Double, memory: GestureMemory, key: String) {
        self.duration = duration
        self.distance = distance
        self.memory = memory
        self.key = key
    }
    private var pressing: Bool {
        get { memory.values[key] as? Bool ?? false }
        set { memory.values[key] = newValue }
    }
    override var needs: GestureNeeds { GestureNeeds(longPress: (duration, distance)) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .press(phase) = input else { return false }
        switch phase {
        case .press:
            pressing = true
            changed(true)
        case .fire:
            guard pressing else { return false }
            pressing = false
            ended(true)
        case .release:
            // After it fired, letting go is not news.
            guard pressing else { return false }
            pressing = false
            cancelled()
        }
        return true
    }
}

/// A gesture that follows the pointer once it has moved `minimumDistance`
/// points with the button down.
nonisolated public struct DragGesture: Gesture, PrimitiveGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was made.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How fast the pointer moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the pointer were let go now and slowed down.
        public var predictedEndLocation: CGPoint

        /// How far the pointer has moved since the drag began.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// How far it would have moved if let go now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        DragRecognizer(distance: Double(minimumDistance), global: coordinateSpace != .local)
    }
}

final class DragRecognizer: Recognizer<DragGesture.Value> {
    /// Seconds of the pointer's present velocity a prediction adds.
    static let predictionTime = 0.25
    let distance: Double
    let global: Bool
    init(distance: Double, global: Bool) {
        self.distance = distance
        self.global = global
    }
    override var needs: GestureNeeds { GestureNeeds(dragDistance: distance) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .drag(phase, location, start, velocity, origin) = input else { return false }
        if phase == .cancelled {
            cancelled()
            return true
        }
        let shift = global ? origin : .zero
        let here = CGPoint(x: location.x + shift.x, y: location.y + shift.y)
        let predicted = CGPoint(x: here.x + velocity.width * Self.predictionTime,
                                y: here.y + velocity.height * Self.predictionTime)
        let value = DragGesture.Value(time: Date(), location: here,
                                      startLocation: CGPoint(x: start.x + shift.x, y: start.y + shift.y),
                                      velocity: velocity, predictedEndLocation: predicted)
        if phase == .ended { ended(value) } else { changed(value) }
        return true
    }
}
