/// The structural identity of a child: the path through tuple positions,
/// `if` branches, `ForEach` element IDs and `.id(_:)` values that leads to it.
/// It keeps a hash of its path, made as the path grows: keys are hashed and
/// compared for every row of a list, and an `AnyHashable` is slow to hash
/// and to compare.
struct ItemKey: Hashable, CustomStringConvertible {
    private(set) var components: [AnyHashable]
    private var hashCode: Int

    init(_ components: [AnyHashable] = []) {
        self.components = components
        hashCode = components.reduce(0) { Self.combine($0, $1) }
    }

    func appending(_ component: AnyHashable) -> ItemKey {
        var copy = self
        copy.components.append(component)
        copy.hashCode = Self.combine(hashCode, component)
        return copy
    }

    private static func combine(_ hash: Int, _ component: AnyHashable) -> Int {
        hash &* 1_000_003 ^ component.hashValue
    }

    static func == (lhs: ItemKey, rhs: ItemKey) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.components == rhs.components
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    var description: String { components.map { "\($0.base)" }.joined(separator: "/") }
}

/// A tuple position, an `if` branch or an `AnyView` type: structural parts of a key.
enum StructuralKey: Hashable {
    case position(Int)
    case branch(Bool)
    case some
    case type(ObjectIdentifier)
    case explicit(AnyHashable)
    case slot(String)
}
