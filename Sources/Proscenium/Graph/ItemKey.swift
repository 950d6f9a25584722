/// The structural identity of a child: the path through tuple positions,
/// `if` branches, `ForEach` element IDs and `.id(_:)` values that leads to it.
struct ItemKey: Hashable, CustomStringConvertible {
    var components: [AnyHashable]

    init(_ components: [AnyHashable] = []) { self.components = components }

    func appending(_ component: AnyHashable) -> ItemKey {
        var copy = self
        copy.components.append(component)
        return copy
    }

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
