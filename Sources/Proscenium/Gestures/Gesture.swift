import Foundation
import ProsceniumHost

/// An instance that matches a sequence of events to a gesture and gives a
/// stream of values: `TapGesture`, `LongPressGesture`, `DragGesture`, ...,
/// and gestures of your own whose `body` combines them.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture the graph recognises itself from the display's events.
@MainActor
protocol PrimitiveGesture {
    /// Its recognizer (a `Recognizer<Value>`), keeping what must outlive a
    /// render in `memory` under `path`.
    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// The recognizer of any gesture: its own for a primitive one, its body's otherwise.
@MainActor
func makeRecognizer<G: Gesture>(_ gesture: G, _ memory: GestureMemory, path: String) -> Recognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture {
        return primitive.makeAnyRecognizer(memory, path: path) as! Recognizer<G.Value>
    }
    return makeRecognizer(gesture.body, memory, path: path + ".body") as AnyObject as! Recognizer<G.Value>
}

/// What a gesture recognizer hears from the display, in the coordinates of
/// the element that has the gesture.
enum GestureInput {
    enum Phase: String { case changed, ended, cancelled }
    enum Press: String { case press, release, fire }
    case tap(count: Int, location: CGPoint?, origin: CGPoint)
    case press(Press)
    case drag(phase: Phase, location: CGPoint, start: CGPoint, velocity: CGSize, origin: CGPoint)
    case magnify(phase: Phase, scale: Double, velocity: Double, anchor: UnitPoint, start: CGPoint)
    case rotate(phase: Phase, degrees: Double, velocity: Double, anchor: UnitPoint, start: CGPoint)
}

/// What the element must ask the display for.
struct GestureNeeds: Equatable {
    var tapCounts: Set<Int> = []
    var dragDistance: Double?
    var longPress: (duration: Double, distance: Double)?
    var magnifyDelta: Double?
    var rotateDelta: Double?
    /// Dragging the element moves its window (`WindowDragGesture`).
    var windowDrag = false

    static func == (a: GestureNeeds, b: GestureNeeds) -> Bool {
        a.windowDrag == b.windowDrag && a.tapCounts == b.tapCounts && a.dragDistance == b.dragDistance && a.magnifyDelta == b.magnifyDelta
            && a.rotateDelta == b.rotateDelta
            && a.longPress?.duration == b.longPress?.duration && a.longPress?.distance == b.longPress?.distance
    }

    mutating func merge(_ other: GestureNeeds) {
        tapCounts.formUnion(other.tapCounts)
        windowDrag = windowDrag || other.windowDrag
        if let distance = other.dragDistance { dragDistance = min(dragDistance ?? distance, distance) }
        if let delta = other.magnifyDelta { magnifyDelta = min(magnifyDelta ?? delta, delta) }
        if let delta = other.rotateDelta { rotateDelta = min(rotateDelta ?? delta, delta) }
        if let press = other.longPress {
            longPress = (min(longPress?.duration ?? press.duration, press.duration),
                         max(longPress?.distance ?? press.distance, press.distance))
        }
    }
}

/// State of a gesture that outlives a render (a sequence's stage, a press held).
final class GestureMemory {
    var values: [String: Any] = [:]
}

/// Recognises one gesture and tells its listeners as it changes, ends or is
/// cancelled.
@MainActor
class Recognizer<Value> {
    var changedListeners: [(Value) -> Void] = []
    var endedListeners: [(Value) -> Void] = []
    var cancelledListeners: [() -> Void] = []

    var needs: GestureNeeds { GestureNeeds() }
    /// Takes `input` if it is this gesture's; returns whether it did.
    func handle(_ input: GestureInput) -> Bool { false }

    func changed(_ value: Value) { for listener in changedListeners { listener(value) } }
    func ended(_ value: Value) { for listener in endedListeners { listener(value) } }
    func cancelled() { for listener in cancelledListeners { listener() } }
}

/// A recognizer made of closures (the combining gestures).
final class ComposedRecognizer<Value>: Recognizer<Value> {
    var needsBody: () -> GestureNeeds = { GestureNeeds() }
    var handleBody: (GestureInput) -> Bool = { _ in false }
    override var needs: GestureNeeds { needsBody() }
    override func handle(_ input: GestureInput) -> Bool { handleBody(input) }
}

// MARK: Modifying gestures

/// A gesture that also runs an action when its value changes.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let recognizer = makeRecognizer(content, memory, path: path)
        recognizer.changedListeners.append(action)
        return recognizer
    }
}

/// A gesture that also runs an action when it ends.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let recognizer = makeRecognizer(content, memory, path: path)
        recognizer.endedListeners.append(action)
        return recognizer
    }
}

/// A gesture whose values are mapped to others.
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value
    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let base = makeRecognizer(content, memory, path: path)
        let mapped = ComposedRecognizer<Value>()
        let transform = self.transform
        base.changedListeners.append { [unowned mapped] in mapped.changed(transform($0)) }
        base.endedListeners.append { [unowned mapped] in mapped.ended(transform($0)) }
        base.cancelledListeners.append { [unowned mapped] in mapped.cancelled() }
        mapped.needsBody = { base.needs }
        mapped.handleBody = { base.handle($0) }
        return mapped
    }
}

/// A gesture that updates a `@GestureState` as it changes; the state goes
/// back to its initial value when the gesture ends or is cancelled.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let recognizer = makeRecognizer(base, memory, path: path)
        let state = self.state
        let body = self.body
        recognizer.changedListeners.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current, transaction: transaction)
        }
        recognizer.endedListeners.append { _ in state.reset() }
        recognizer.cancelledListeners.append { state.reset() }
        return recognizer
    }
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    let make: @MainActor (GestureMemory, String) -> AnyObject
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        // Gesture values are made and used on the main actor.
        nonisolated(unsafe) let gesture = gesture
        make = { memory, path in makeRecognizer(gesture, memory, path: path) }
    }
    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject { make(memory, path) }
}

nonisolated extension Gesture {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` as the gesture changes (it resets when the gesture ends).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// This gesture with its values mapped by `body`.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// This gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one does not recognise the events.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
