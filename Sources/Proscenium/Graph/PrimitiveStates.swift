/// The storage a primitive view keeps across renders, by name
/// (`RenderContext.state`): a short list, not a dictionary, for the same
/// reason as `EventHandlers` (a node keeps one or two).
struct PrimitiveStates {
    private var entries: [(name: String, state: AnyObject)] = []

    init() {}

    subscript(name: String) -> AnyObject? {
        get {
            for entry in entries where entry.name == name { return entry.state }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].state = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    mutating func removeAll() { entries.removeAll() }
}
