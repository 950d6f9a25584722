import ProsceniumHost

/// One change a display was sent, with the animation it was made under.
public struct RecordedChange: Equatable, Sendable {
    public let patch: Patch
    /// The update's animation for this change (`nil`: shown at once).
    public let animation: AnimationValue?
}

/// A view that came in or went out, with how it did.
public struct RecordedTransition: Equatable, Sendable {
    /// The element as it was inserted, or as it was just before its removal.
    public let element: RenderElement
    /// The animation the change was made under (`nil`: none).
    public let animation: AnimationValue?
    /// The transition the display runs: the element's own (`.transition(_:)`,
    /// its insertion or removal half), else a fade; `nil` when it runs none
    /// (the change had no animation and the transition brings none).
    public let transition: TransitionValue?
}

/// What a display was asked to animate, recorded from the patches alone so
/// that tests can check animations and transitions without timing them.
public struct MotionRecord: Sendable {
    public private(set) var changes: [RecordedChange] = []
    public private(set) var insertions: [RecordedTransition] = []
    public private(set) var removals: [RecordedTransition] = []

    public init() {}

    /// Notes one list of patches, applied to `tree` after this: removals
    /// read the element from the tree before it goes.
    mutating func record(_ patches: [Patch], before tree: RenderTree) {
        var animation: AnimationValue?
        for patch in patches {
            switch patch {
            case let .animate(value):
                animation = value
                continue
            case let .insert(_, _, element):
                insertions.append(Self.transition(of: element, animation: animation, insertion: true))
            case let .remove(id):
                if let element = tree.element(id) {
                    removals.append(Self.transition(of: element, animation: animation, insertion: false))
                }
            case let .removeChildren(parent):
                // Each child goes as its own removal would.
                for element in tree.element(parent)?.children ?? [] {
                    removals.append(Self.transition(of: element, animation: animation, insertion: false))
                }
            default: break
            }
            changes.append(RecordedChange(patch: patch, animation: animation))
        }
    }

    /// The transition a display runs for `element`: its own (its half), or a
    /// fade; none without an animation of the change's or the transition's.
    static func transition(of element: RenderElement, animation: AnimationValue?, insertion: Bool) -> RecordedTransition {
        let own = element.attributes[.transition]?.transition
        let half = own.map { insertion ? $0.insertion : $0.removal }
        let runs = animation != nil || half?.ownAnimation != nil
        return RecordedTransition(element: element, animation: animation ?? half?.ownAnimation,
                                  transition: runs ? (half ?? .opacity) : nil)
    }

    /// The animation of the last change of attribute `key` on element `id`:
    /// `.some(nil)` when it changed at once, `nil` when it never changed.
    public func animation(of id: ElementID, _ key: AttributeKey) -> AnimationValue?? {
        for change in changes.reversed() {
            if case let .setAttribute(changed, name, _) = change.patch, changed == id, name == key {
                return .some(change.animation)
            }
        }
        return nil
    }

    /// Forgets what was recorded (between steps of a test).
    public mutating func clear() { self = MotionRecord() }
}
