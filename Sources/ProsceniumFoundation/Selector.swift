// The Objective-C runtime's selector type, which Apple's Foundation brings
// and Linux's lacks. `#selector(...)` needs that runtime, so the port's
// build plugin writes a ported app's `#selector(Type.method(_:))` as
// `Selector("method:")` (see `MacBranches` in ProsceniumPort); sending one
// with no target (`sendAction`) reaches what the page can do for it.

/// A method's Objective-C name (`"resignFirstResponder"`,
/// `"insertText:"`), which actions are sent by.
@frozen
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The name, as Objective-C spells it.
    let name: String
    /// The method the selector was written for, when the port's build plugin
    /// could bind it (`#selector(togglePopover)` in the class that declares
    /// `togglePopover`): sending the action calls it, as the Objective-C
    /// runtime would find it by name.
    @usableFromInline package let boundMethod: BoundMethod?

    /// Create a selector from a string.
    public init(_ str: String) {
        name = str
        boundMethod = nil
    }

    /// What the port's build plugin writes for `#selector(method)` naming a
    /// method of the enclosing type: the Objective-C name and the method,
    /// called with the sender (when it is a `Sender`) when the action is sent.
    public init<Sender, Result>(_objectiveCName name: String, _ method: @escaping (Sender) -> Result) {
        self.name = name
        boundMethod = BoundMethod { sender in
            guard let sender = sender as? Sender else { return false }
            _ = method(sender)
            return true
        }
    }

    /// `init(_objectiveCName:_:)` for a method that takes no sender.
    public init<Result>(_objectiveCName name: String, _ method: @escaping () -> Result) {
        self.name = name
        boundMethod = BoundMethod { _ in
            _ = method()
            return true
        }
    }

    /// Create an instance initialized to `value`.
    public init(stringLiteral value: String) {
        name = value
        boundMethod = nil
    }

    /// Selectors are equal when their names are.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The name, as Objective-C spells it.
    public var description: String { name }
}

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of `aSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// A method a selector was bound to (see `Selector.init(_objectiveCName:_:)`).
/// The method runs where the action is sent: on the main actor, as AppKit's actions.
@usableFromInline package final class BoundMethod: @unchecked Sendable {
    private let perform: (Any?) -> Bool

    init(_ perform: @escaping (Any?) -> Bool) { self.perform = perform }

    /// Calls the method with `sender`; false when it takes a sender of another type.
    package func call(sender: Any?) -> Bool { perform(sender) }
}
