/// Two gestures recognised at once.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The values of both, each while its gesture runs.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let a = makeRecognizer(first, memory, path: path + ".0")
        let b = makeRecognizer(second, memory, path: path + ".1")
        let both = ComposedRecognizer<Value>()
        let key = path + ".value"
        var current: Value {
            get { memory.values[key] as? Value ?? Value() }
            set { memory.values[key] = newValue }
        }
        a.changedListeners.append { [unowned both] in current.first = $0; both.changed(current) }
        b.changedListeners.append { [unowned both] in current.second = $0; both.changed(current) }
        a.endedListeners.append { [unowned both] in current.first = $0; both.ended(current); current = Value() }
        b.endedListeners.append { [unowned both] in current.second = $0; both.ended(current); current = Value() }
        a.cancelledListeners.append { [unowned both] in current = Value(); both.cancelled() }
        b.cancelledListeners.append { [unowned both] in current = Value(); both.cancelled() }
        both.needsBody = {
            var needs = a.needs
            needs.merge(b.needs)
            return needs
        }
        both.handleBody = { input in
            let took = a.handle(input)
            return b.handle(input) || took
        }
        return both
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, then another once the first has ended (a long press, then a drag).
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first ended with this value; the second runs (nil before it changes).
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let a = makeRecognizer(first, memory, path: path + ".0")
        let b = makeRecognizer(second, memory, path: path + ".1")
        let sequence = ComposedRecognizer<Value>()
        let key = path + ".first"
        // The first gesture's value once it ended: the second runs.
        var done: First.Value? {
            get { memory.values[key] as? First.Value }
            set { memory.values[key] = newValue }
        }
        a.changedListeners.append { [unowned sequence] in sequence.changed(.first($0)) }
        a.endedListeners.append { [unowned sequence] in
            done = $0
            sequence.changed(.second($0, nil))
        }
        a.cancelledListeners.append { [unowned sequence] in if done == nil { sequence.cancelled() } }
        b.changedListeners.append { [unowned sequence] value in
            if let first = done { sequence.changed(.second(first, value)) }
        }
        b.endedListeners.append { [unowned sequence] value in
            if let first = done { done = nil; sequence.ended(.second(first, value)) }
        }
        b.cancelledListeners.append { [unowned sequence] in if done != nil { done = nil; sequence.cancelled() } }
        sequence.needsBody = {
            var needs = a.needs
            needs.merge(b.needs)
            return needs
        }
        sequence.handleBody = { input in
            if done != nil {
                if b.handle(input) { return true }
                // Letting go of the press that began it ends the sequence unless the second runs.
                if case .press(.release) = input { done = nil; sequence.cancelled(); return true }
                return false
            }
            return a.handle(input)
        }
        return sequence
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture, or another when the first does not recognise the events.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let a = makeRecognizer(first, memory, path: path + ".0")
        let b = makeRecognizer(second, memory, path: path + ".1")
        let either = ComposedRecognizer<Value>()
        a.changedListeners.append { [unowned either] in either.changed(.first($0)) }
        a.endedListeners.append { [unowned either] in either.ended(.first($0)) }
        a.cancelledListeners.append { [unowned either] in either.cancelled() }
        b.changedListeners.append { [unowned either] in either.changed(.second($0)) }
        b.endedListeners.append { [unowned either] in either.ended(.second($0)) }
        b.cancelledListeners.append { [unowned either] in either.cancelled() }
        either.needsBody = {
            var needs = a.needs
            needs.merge(b.needs)
            return needs
        }
        either.handleBody = { a.handle($0) || b.handle($0) }
        return either
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    /// The gesture the modifier adds.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
