import ProsceniumHost

/// A view's event handlers, by kind: a short list, not a dictionary. A node
/// has one or two handlers at most, and a one-entry dictionary took about
/// twice the bytes of a one-entry array (its header, bitmap and spare bucket).
struct EventHandlers {
    typealias Handler = @MainActor (HostEvent) -> Void

    private var entries: [(kind: HostEvent.Kind, handler: Handler)] = []

    init() {}

    var isEmpty: Bool { entries.isEmpty }

    /// The handler for `kind`; setting one replaces it, setting nil removes it.
    subscript(kind: HostEvent.Kind) -> Handler? {
        get {
            for entry in entries where entry.kind == kind { return entry.handler }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.kind == kind }) {
                if let newValue { entries[index].handler = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((kind, newValue))
            }
        }
    }
}
