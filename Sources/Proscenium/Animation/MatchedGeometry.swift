import Synchronization
import ProsceniumHost

/// A dynamic property that gives a view a namespace of its own for
/// `matchedGeometryEffect(id:in:)`: stable for the life of the view.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    var box: NamespaceBox?

    public init() {}

    public var wrappedValue: Namespace.ID { ID(value: box?.id ?? 0) }
}

/// `NAMESPACE ID`: an identifier within a namespace, as the display matches them.
func namespacedKey<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> String {
    "\(namespace.value) \(String(describing: AnyHashable(id)))"
}

final class NamespaceBox {
    private static let next = Atomic(1)
    let id: Int
    init() {
        id = Self.next.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}

extension Namespace: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        if slot == nil { slot = NamespaceBox() }
        box = slot as? NamespaceBox
    }
}

/// What a matched geometry effect carries from one view to the other.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Ties this view's geometry to the other views of `id` in `namespace`:
    /// when an animated change removes one and inserts another, the new one
    /// moves and grows from where the old one was (and the old one to the
    /// new place) while they cross-fade.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let key = namespacedKey(id, in: namespace)
        var mode: [String] = []
        if properties.contains(.position) { mode.append("position") }
        if properties.contains(.size) { mode.append("size") }
        return modifier(ElementAttributeModifier(attributes: [
            .matchedGeometry: .string(key), .matchedProperties: .string(mode.joined(separator: " ")),
        ]))
    }
}
