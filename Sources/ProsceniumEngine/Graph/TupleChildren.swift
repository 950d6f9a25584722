import Logging
import Synchronization

/// How to go through the children of one builder tuple type
/// (`TupleView<(A, B, C)>`, `TupleScene`, `TupleCommands`,
/// `TupleToolbarContent`): a function made from the parameter pack when a
/// builder first makes a value of that type, which hands each element, with
/// its position, to the graph as a `Child` (`any View`, `any Scene`, ...).
///
/// The tuple types keep SwiftUI's layout (one stored `value: T`), so the pack
/// does not travel with the value; the walker is made once per type and
/// looked up by it. Reading the children is then a loop over the pack: no
/// `Mirror`, no reflection, on the update path.
/// Unchecked Sendable: its one stored property is an immutable function.
package final class TupleWalker<Tuple, Child>: AnyTupleWalker, @unchecked Sendable {
    /// Calls `body` with each element of the tuple and its position.
    package let walk: (Tuple, (_ position: Int, _ child: Child) -> Void) -> Void

    package init(_ walk: @escaping (Tuple, (_ position: Int, _ child: Child) -> Void) -> Void) { self.walk = walk }
}

/// A walker of any tuple type, as the registry keeps them.
/// Unchecked Sendable: a walker has no stored state (its subclasses' functions are
/// immutable lets), so the registry can share it.
package class AnyTupleWalker: @unchecked Sendable {}

/// The walkers made so far, by the type of the value holding the tuple.
/// Builders may run off the main actor (views are built anywhere), hence the lock.
package enum TupleWalkers {
    private static let table = Mutex<[ObjectIdentifier: AnyTupleWalker]>([:])

    /// Registers the walker of `Owner`'s tuples unless there is one (`make`
    /// runs once per type).
    package static func register<Owner, Tuple, Child>(_: Owner.Type, _ make: () -> TupleWalker<Tuple, Child>) {
        let id = ObjectIdentifier(Owner.self)
        guard table.withLock({ $0[id] == nil }) else { return }
        let walker = make()
        table.withLock { table in if table[id] == nil { table[id] = walker } }
    }

    private static let warned = Mutex<Set<ObjectIdentifier>>([])

    /// Says once per type that a tuple no builder made cannot be shown.
    package static func warnUnwalkable(_ type: Any.Type) {
        guard warned.withLock({ $0.insert(ObjectIdentifier(type)).inserted }) else { return }
        Logger(label: "proscenium.graph").warning("""
            TupleView<\(type)> was made from a value of unknown element types (in generic code): \
            its views are not shown; build it with a view builder or `TupleView((a, b))`
            """)
    }

    /// The walker of `Owner`'s tuples; nil when no builder made one.
    package static func walker<Owner, Tuple, Child>(_: Owner.Type, as _: TupleWalker<Tuple, Child>.Type)
        -> TupleWalker<Tuple, Child>? {
        let id = ObjectIdentifier(Owner.self)
        guard let walker = table.withLock({ $0[id] }) else { return nil }
        return unsafeDowncast(walker, to: TupleWalker<Tuple, Child>.self)
    }
}
