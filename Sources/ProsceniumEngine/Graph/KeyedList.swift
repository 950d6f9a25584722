package import ProsceniumHost

/// A few values by key, in a short list rather than a dictionary: a node has
/// one or two event handlers and primitive states at most, and a one-entry
/// dictionary took about twice the bytes of a one-entry array (its header,
/// bitmap and spare bucket).
package struct KeyedList<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`; setting one replaces it, setting nil removes it.
    package subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    package mutating func removeAll() { entries.removeAll() }
}

/// A view's event handlers, by kind.
package typealias EventHandlers = KeyedList<HostEvent.Kind, @MainActor (HostEvent) -> Void>

/// The storage a primitive view keeps across renders, by name (`RenderContext.state`).
package typealias PrimitiveStates = KeyedList<String, AnyObject>
