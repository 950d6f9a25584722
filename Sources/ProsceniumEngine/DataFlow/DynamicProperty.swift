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
package protocol InstallableProperty: DynamicProperty {
    /// Whether the field is an input from the parent (compared to decide if the
    /// body must run again). `@State` is not: the node owns it.
    static var isViewInput: Bool { get }
    mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String)
}

extension InstallableProperty {
    package static var isViewInput: Bool { false }
}

/// Installs every dynamic property of `value` (a view, a view modifier, a
/// scene, commands or a style) from `node`'s slots, recursing into nested
/// `DynamicProperty` structs, then calls their `update()`. The installers
/// are made once per type (`PropertyInstallers`); slots are numbered
/// depth-first from 0, so a type's properties always find the same storage.
@MainActor
package func installDynamicProperties<V>(_ value: inout V, node: ViewNode) {
    PropertyInstallers<V>.of(V.self).install(&value, node: node, slotBase: 0)
}

/// The dynamic properties of one type, as functions that install each with
/// its static type through a typed key path: found with reflection once per
/// type, after which nothing is boxed, cast or looked up by name per body.
@MainActor
package final class PropertyInstallers<Root> {
    package typealias Installer = (inout Root, ViewNode, _ slotBase: Int) -> Void

    /// The slots the type's properties use (nested structs' included).
    package private(set) var slotCount = 0
    private var installers: [Installer] = []

    private init() {}

    package static func of(_ type: Root.Type) -> PropertyInstallers {
        let id = ObjectIdentifier(type)
        if let known = propertyInstallersCache[id] { return unsafeDowncast(known, to: PropertyInstallers.self) }
        let made = PropertyInstallers()
        for field in FieldCache.fields(of: type) where field.isDynamic {
            let fieldType = Swift.type(of: field.keyPath).valueType
            guard let propertyType = fieldType as? any DynamicProperty.Type else { continue }
            made.add(propertyType, keyPath: field.keyPath, name: field.name)
        }
        propertyInstallersCache[id] = made
        return made
    }

    package func install(_ value: inout Root, node: ViewNode, slotBase: Int) {
        for installer in installers { installer(&value, node, slotBase) }
    }

    private func add<P: DynamicProperty>(_: P.Type, keyPath: AnyKeyPath, name: String) {
        let slot = slotCount
        let install: (inout P, ViewNode, Int) -> Void
        if let installable = P.self as? any InstallableProperty.Type {
            install = Self.installer(of: installable, as: P.self, name: name, slot: slot)
            slotCount += 1
        } else {
            // A struct of dynamic properties: its own take the next slots.
            let nested = PropertyInstallers<P>.of(P.self)
            install = { property, node, base in nested.install(&property, node: node, slotBase: base + slot) }
            slotCount += nested.slotCount
        }
        if let writable = keyPath as? WritableKeyPath<Root, P> {
            installers.append { root, node, base in
                install(&root[keyPath: writable], node, base)
                root[keyPath: writable].update()
            }
        } else if let readable = keyPath as? KeyPath<Root, P> {
            // A `let` property: installed and updated on a copy, as it cannot be written back.
            installers.append { root, node, base in
                var property = root[keyPath: readable]
                install(&property, node, base)
                property.update()
            }
        }
    }

    /// Installs a property of type `P`, which is `I`: the storage is viewed
    /// as `I` in place, with no cast of the value.
    private static func installer<I: InstallableProperty, P>(of _: I.Type, as _: P.Type, name: String,
                                                              slot: Int) -> (inout P, ViewNode, Int) -> Void {
        { property, node, base in
            withUnsafeMutablePointer(to: &property) { pointer in
                pointer.withMemoryRebound(to: I.self, capacity: 1) { installable in
                    node.withSlot(base + slot) { storage in installable.pointee.install(in: node, slot: &storage, name: name) }
                }
            }
        }
    }
}

@MainActor private var propertyInstallersCache: [ObjectIdentifier: AnyObject] = [:]
