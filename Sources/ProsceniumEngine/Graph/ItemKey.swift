/// The structural identity of a child: the path through tuple positions,
/// `if` branches, `ForEach` element IDs and `.id(_:)` values that leads to it.
/// It keeps a hash of its path, made as the path grows: keys are hashed and
/// compared for every row of a list, and an `AnyHashable` is slow to hash
/// and to compare. Its parts are stored as they are, not as `AnyHashable`s,
/// which boxed each part on the heap (two allocations a child).
package struct ItemKey: Hashable, CustomStringConvertible {
    package private(set) var components: [StructuralKey]
    private var hashCode: Int

    package init(_ components: [StructuralKey] = []) {
        self.components = components
        hashCode = components.reduce(0) { Self.combine($0, $1) }
    }

    package func appending(_ component: StructuralKey) -> ItemKey {
        // The first tuple positions under a container's own key: shared, not
        // one array made per child.
        if components.isEmpty, case .position(let index) = component, index < Self.positions.count {
            return Self.positions[index]
        }
        var copy = self
        copy.components.append(component)
        copy.hashCode = Self.combine(hashCode, component)
        return copy
    }

    /// `ItemKey([.position(n)])` for the first positions.
    // Unsafe only to the checker: made once and never written, its keys are integers.
    private nonisolated(unsafe) static let positions = (0..<12).map { ItemKey([StructuralKey.position($0)]) }

    private static func combine(_ hash: Int, _ component: StructuralKey) -> Int {
        hash &* 1_000_003 ^ component.hashValue
    }

    package static func == (lhs: ItemKey, rhs: ItemKey) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.components == rhs.components
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    package var description: String { components.map { "\($0)" }.joined(separator: "/") }
}

/// A tuple position, an `if` branch or an `AnyView` type: structural parts of a key.
package enum StructuralKey: Hashable {
    case position(Int)
    case branch(Bool)
    case some
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
    case slot(String)
}
