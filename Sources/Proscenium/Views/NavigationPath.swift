/// A list of values of any hashable types: the views pushed on a
/// `NavigationStack(path:)`, each shown by the `navigationDestination(for:)`
/// for its type. A path of `Codable` values can be saved and restored
/// (`codable`, `init(_:)` of a `CodableRepresentation`).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether nothing is pushed (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
