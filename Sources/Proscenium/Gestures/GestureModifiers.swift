import Foundation
import ProsceniumHost

/// How a view's gesture ranks against those of the views inside it.
enum GesturePriority { case normal, high, simultaneous }

/// A view's gesture as its node keeps it between renders.
@MainActor
final class AttachedGesture {
    var handle: (GestureInput) -> Bool = { _ in false }
    var priority = GesturePriority.normal
    var mask = GestureMask.all
    var enabled = true
    let memory = GestureMemory()
}

nonisolated struct GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let attached = context.state("gesture") { AttachedGesture() }
        let recognizer = makeRecognizer(gesture, attached.memory, path: "g")
        attached.handle = { recognizer.handle($0) }
        attached.priority = priority
        attached.mask = mask
        attached.enabled = context.environment.isEnabled
        if mask.contains(.gesture) {
            context.childEnvironment.pendingElementAttributes.requestGestures(recognizer.needs)
        }
        let node = context.node
        for kind in [HostEvent.Kind.click, .drag, .longPress, .magnify, .rotate] {
            context.on(kind) { [weak node] event in
                guard let node else { return }
                dispatchGesture(event, from: node)
            }
        }
        context.addChildren(content)
    }
}

extension ElementAttributes {
    /// Asks the display for the events `needs` names, with what other
    /// gestures on the element asked for.
    mutating func requestGestures(_ needs: GestureNeeds) {
        if !needs.tapCounts.isEmpty {
            var counts = Set((self[.tapCount]?.string ?? "").split(separator: " ").compactMap { Int($0) })
            if self[.tappable] == true, counts.isEmpty { counts.insert(1) }
            counts.formUnion(needs.tapCounts)
            self[.tappable] = true
            self[.tapCount] = counts == [1] ? nil : .string(counts.sorted().map(String.init).joined(separator: " "))
        }
        if let distance = needs.dragDistance {
            let existing = self[.drag]?.length ?? distance
            self[.drag] = .length(Swift.min(existing, distance))
        }
        if needs.windowDrag { self[.windowDrag] = true }
        if let delta = needs.magnifyDelta {
            let existing = self[.magnify]?.number ?? delta
            self[.magnify] = .number(Swift.min(existing, delta))
        }
        if let delta = needs.rotateDelta {
            let existing = self[.rotate]?.string.flatMap(Double.init) ?? delta
            self[.rotate] = .string(attributeNumberText(Swift.min(existing, delta)))
        }
        if let press = needs.longPress {
            let parts = (self[.longPress]?.string ?? "").split(separator: " ").compactMap { Double($0) }
            let duration = parts.count == 2 ? Swift.min(parts[0], press.duration) : press.duration
            let distance = parts.count == 2 ? Swift.max(parts[1], press.distance) : press.distance
            self[.longPress] = .string("\(attributeNumberText(duration)) \(attributeNumberText(distance))")
        }
    }
}

/// The display's event as a gesture input, or nil when it is malformed.
func gestureInput(_ event: HostEvent) -> GestureInput? {
    let point = event.x.flatMap { x in event.y.map { CGPoint(x: x, y: $0) } }
    switch event.kind {
    case .click:
        return .tap(count: event.value.flatMap(Int.init) ?? 1, location: point, origin: .zero)
    case .longPress:
        return event.value.flatMap(GestureInput.Press.init(rawValue:)).map(GestureInput.press)
    case .drag:
        let parts = (event.value ?? "").split(separator: " ").map(String.init)
        guard parts.count == 7, let phase = GestureInput.Phase(rawValue: parts[0]), let point else { return nil }
        let numbers = parts.dropFirst().compactMap(Double.init)
        guard numbers.count == 6, numbers.allSatisfy(\.isFinite) else { return nil }
        return .drag(phase: phase, location: point, start: CGPoint(x: numbers[0], y: numbers[1]),
                     velocity: CGSize(width: numbers[2], height: numbers[3]),
                     origin: CGPoint(x: numbers[4], y: numbers[5]))
    case .magnify:
        let parts = (event.value ?? "").split(separator: " ").map(String.init)
        guard parts.count == 5, let phase = GestureInput.Phase(rawValue: parts[0]) else { return nil }
        let numbers = parts.dropFirst().compactMap(Double.init)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[0] > 0 else { return nil }
        return .magnify(phase: phase, scale: numbers[0], velocity: numbers[1],
                        anchor: UnitPoint(x: numbers[2], y: numbers[3]), start: point ?? .zero)
    case .rotate:
        let parts = (event.value ?? "").split(separator: " ").map(String.init)
        guard parts.count == 5, let phase = GestureInput.Phase(rawValue: parts[0]) else { return nil }
        let numbers = parts.dropFirst().compactMap(Double.init)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return .rotate(phase: phase, degrees: numbers[0], velocity: numbers[1],
                       anchor: UnitPoint(x: numbers[2], y: numbers[3]), start: point ?? .zero)
    default:
        return nil
    }
}

/// Gives a gesture event to the gestures of `node` and the views around it,
/// as SwiftUI ranks them: high-priority gestures first (outermost first), then
/// the others from the innermost out; the first that takes it ends the search,
/// except that simultaneous gestures hear it too. A mask without `.subviews`
/// silences the gestures inside it.
@MainActor
func dispatchGesture(_ event: HostEvent, from node: ViewNode) {
    guard let input = gestureInput(event) else {
        node.graph.services.droppedEvents.dropped("malformed gesture event", kind: event.kind.rawValue)
        return
    }
    var chain: [AttachedGesture] = []
    var ancestor: ViewNode? = node
    while let current = ancestor {
        if let attached = current.existingPrimitiveState("gesture") as? AttachedGesture {
            if !attached.mask.contains(.subviews) { chain.removeAll() }
            if attached.mask.contains(.gesture), attached.enabled { chain.append(attached) }
        }
        ancestor = current.parent
    }
    let ordered = chain.filter { $0.priority == .high }.reversed() + chain.filter { $0.priority != .high }
    var taken = false
    GestureEventModifiers.with(EventModifiers(displayNames: event.modifiers ?? [])) {
        for attached in ordered where !taken || attached.priority == .simultaneous {
            if attached.handle(input), attached.priority != .simultaneous { taken = true }
        }
    }
    // A tap no gesture took may be an `onTapGesture`'s further out.
    if !taken, event.kind == .click {
        var ancestor = node.parent
        while let current = ancestor {
            if current.existingPrimitiveState("gesture") == nil, let handler = current.handlers[.click] {
                handler(event)
                return
            }
            ancestor = current.parent
        }
    }
}

nonisolated extension View {
    /// Attaches `gesture`; gestures of the views inside take precedence.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches `gesture` ahead of the gestures of the views inside.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches `gesture` to be recognised along with those of the views inside.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when the view is held down for `minimumDuration`
    /// seconds; `onPressingChanged` hears when the press starts and stops.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressRecognizing(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                     action: action, pressing: onPressingChanged))
    }

    /// The older spelling of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }

    /// Runs `action` with where the view was clicked, `count` times in a row.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with where the view was clicked, `count` times in a row.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}

/// `onLongPressGesture`: a long press that also says when pressing starts and stops.
nonisolated struct LongPressRecognizing: Gesture, PrimitiveGesture {
    typealias Value = Bool
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let recognizer = LongPressRecognizer(duration: minimumDuration, distance: Double(maximumDistance),
                                             memory: memory, key: path)
        let action = self.action, pressing = self.pressing
        recognizer.changedListeners.append { _ in pressing?(true) }
        recognizer.endedListeners.append { _ in pressing?(false); action() }
        recognizer.cancelledListeners.append { pressing?(false) }
        return recognizer
    }
}
