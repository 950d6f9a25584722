/// A stored property of a view whose value the graph keeps up to date before
/// each `body` (`@State`, `@Environment`, `@ObservedObject`, ... and structs of them).
public protocol DynamicProperty {
    /// Called before each `body`, after the graph installed the property's storage.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph installs: it connects the property to storage
/// the view's node owns (`slot`), which outlives the view value.
@MainActor
protocol InstallableProperty: DynamicProperty {
    /// Whether the field is an input from the parent (compared to decide if the
    /// body must run again). `@State` is not: the node owns it.
    static var isViewInput: Bool { get }
    mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String)
}

extension InstallableProperty {
    static var isViewInput: Bool { false }
}

/// Installs every dynamic property of `value` (a view, a view modifier, a
/// scene or commands) from `node`'s slots, recursing into nested
/// `DynamicProperty` structs, then calls their `update()`.
@MainActor
func installDynamicProperties<V>(_ value: inout V, node: ViewNode, slotBase: inout Int) {
    for field in FieldCache.fields(of: V.self) where field.isDynamic {
        guard let current = value[keyPath: field.keyPath] else { continue }
        let slot = slotBase
        slotBase += 1
        func install<P: DynamicProperty>(_ property: P) {
            var property = property
            if var installable = property as? any InstallableProperty {
                node.withSlot(slot) { storage in installable.install(in: node, slot: &storage, name: field.name) }
                property = installable as! P
            } else {
                var nestedBase = slot &* 64 &+ 10_000
                installDynamicProperties(&property, node: node, slotBase: &nestedBase)
            }
            property.update()
            if let writable = field.keyPath as? WritableKeyPath<V, P> { value[keyPath: writable] = property }
        }
        if let property = current as? any DynamicProperty { install(property) }
    }
}
