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

    /// Create a selector from a string.
    public init(_ str: String) {
        name = str
    }

    /// Create an instance initialized to `value`.
    public init(stringLiteral value: String) {
        name = value
    }

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
