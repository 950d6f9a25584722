/// How values flow up the view tree (`PreferenceKey`): nodes write values,
/// readers (`onPreferenceChange`, `overlayPreferenceValue`, a window's title
/// and focused values) read the reduction of what their content wrote.
///
/// A node's value for a key is what it writes (`preference(key:value:)`
/// replaces its content's value; `transformPreference` edits it), else the
/// reduction of its children's values in tree order with `Key.reduce`. Each
/// node counts the writers in its subtree, so a reduction visits only the
/// paths that lead to one. After each render pass the graph refreshes the
/// readers of the keys that changed (a write's value, a writer mounted or
/// gone, children reordered above a writer); a reader whose value differs
/// acts in the same update.
@MainActor
package final class PreferenceWrite<Key: PreferenceKey> {
    /// This node's value from its children's reduced value (nil when none of them wrote).
    package let apply: (Key.Value?) -> Key.Value
    /// What the node itself contributes, when it is a value
    /// (`preference(key:value:)`, a title): an equal one is no change.
    package let own: Key.Value?

    package init(own: Key.Value?, apply: @escaping (Key.Value?) -> Key.Value) {
        self.own = own
        self.apply = apply
    }
}

/// A reader of one preference key at one node: refreshed when the key changed.
@MainActor
package class PreferenceReader {
    package weak var node: ViewNode?
    package let key: ObjectIdentifier

    package init(node: ViewNode, key: ObjectIdentifier) {
        self.node = node
        self.key = key
    }

    /// Reads the key again (and acts on what it reads).
    package func refresh() {}
}

/// A reader that runs a closure (`onPreferenceChange`, an overlay's value, ...).
package final class ActionPreferenceReader: PreferenceReader {
    package let action: () -> Void

    package init(node: ViewNode, key: ObjectIdentifier, action: @escaping () -> Void) {
        self.action = action
        super.init(node: node, key: key)
    }

    package override func refresh() { action() }
}

/// A graph's watch of its root's value of `K` (a window's title, its colour
/// scheme, ...): a change asks for an update. The last value is kept here,
/// not in a closure's box beside the reader: every window watches four keys.
package final class PreferenceChangeWatch<K: PreferenceKey>: PreferenceReader where K.Value: Equatable {
    private unowned let graph: ViewGraph
    private var last: K.Value?

    package init(graph: ViewGraph) {
        self.graph = graph
        super.init(node: graph.root, key: ObjectIdentifier(K.self))
    }

    package override func refresh() {
        let value = graph.root.preferenceValue(K.self) ?? K.defaultValue
        if last != value {
            last = value
            graph.requestUpdate()
        }
    }
}

package struct PreferenceReaderID: Hashable {
    package let node: ObjectIdentifier
    package let key: ObjectIdentifier
}

/// A graph's preference bookkeeping.
@MainActor
package struct PreferenceState {
    package var readers: [PreferenceReaderID: PreferenceReader] = [:]
    package var changedKeys: Set<ObjectIdentifier> = []
    /// Children were added, removed or reordered above a writer: any key may have changed.
    package var structureChanged = false
    /// Readers registered since the last refresh, refreshed once whatever changed.
    package var newReaders: [PreferenceReader] = []

    package var hasWork: Bool { !newReaders.isEmpty || (!readers.isEmpty && (structureChanged || !changedKeys.isEmpty)) }
}

extension ViewGraph {
    /// Refreshes the readers whose keys changed in the last render pass.
    package func refreshPreferenceReaders() {
        guard preferences.hasWork else { return }
        let changed = preferences.changedKeys
        let everything = preferences.structureChanged
        let fresh = preferences.newReaders
        preferences.changedKeys = []
        preferences.structureChanged = false
        preferences.newReaders = []
        var refreshed = Set<ObjectIdentifier>()
        for reader in fresh where reader.node?.isMounted == true {
            refreshed.insert(ObjectIdentifier(reader))
            reader.refresh()
        }
        guard everything || !changed.isEmpty else { return }
        for reader in Array(preferences.readers.values) where !refreshed.contains(ObjectIdentifier(reader)) {
            guard reader.node?.isMounted == true, everything || changed.contains(reader.key) else { continue }
            reader.refresh()
        }
    }

    /// Registers (or replaces) `node`'s reader of `key`; it is refreshed after
    /// this render pass and whenever the key changes, until the node leaves.
    package func setPreferenceReader<K: PreferenceKey>(for node: ViewNode, key: K.Type, refresh: @escaping () -> Void) {
        setPreferenceReader(ActionPreferenceReader(node: node, key: ObjectIdentifier(key), action: refresh), for: node)
    }

    /// Registers (or replaces) `reader`, of `node`.
    package func setPreferenceReader(_ reader: PreferenceReader, for node: ViewNode) {
        let id = PreferenceReaderID(node: ObjectIdentifier(node), key: reader.key)
        let isNew = preferences.readers[id] == nil
        preferences.readers[id] = reader
        if isNew {
            preferences.newReaders.append(reader)
            node.onUnmount { [weak self] in self?.preferences.readers[id] = nil }
        }
    }
}

extension ViewNode {
    /// Writes `key` from this node (replacing its earlier write): `apply`
    /// makes the node's value from its children's; `own` is what the node
    /// contributes, when that is a value (nil: a function, always a change).
    package func writePreference<K: PreferenceKey>(_ key: K.Type, own: K.Value? = nil,
                                           apply: @escaping (K.Value?) -> K.Value) {
        let id = ObjectIdentifier(key)
        let old = preferenceWrites[id].map { unsafeDowncast($0, to: PreferenceWrite<K>.self) }
        preferenceWrites[id] = PreferenceWrite<K>(own: own, apply: apply)
        if old == nil {
            adjustPreferenceWriters(by: 1)
            onUnmount { [weak self] in self?.stopWritingPreference(id) }
        } else if let before = old?.own, let now = own, typedEqual(before, now) {
            return
        }
        graph.preferences.changedKeys.insert(id)
    }

    private func stopWritingPreference(_ id: ObjectIdentifier) {
        guard preferenceWrites.removeValue(forKey: id) != nil else { return }
        adjustPreferenceWriters(by: -1)
        graph.preferences.changedKeys.insert(id)
    }

    private func adjustPreferenceWriters(by delta: Int) {
        var node: ViewNode? = self
        while let current = node {
            current.preferenceWritersBelow += Int32(delta)
            node = current.parent
        }
    }

    /// The reduction of `K` over this node's descendants (not the node's own
    /// write), leaving out the subtree of `excluded`; nil when nothing wrote.
    package func preferenceValue<K: PreferenceKey>(_ key: K.Type, excluding excluded: ViewNode? = nil) -> K.Value? {
        let id = ObjectIdentifier(key)
        func reduceChildren(of node: ViewNode) -> K.Value? {
            var combined: K.Value?
            for child in node.children where child.preferenceWritersBelow > 0 && child !== excluded {
                guard let next = value(of: child) else { continue }
                if combined == nil {
                    combined = next
                } else {
                    K.reduce(value: &combined!, nextValue: { next })
                }
            }
            return combined
        }
        func value(of node: ViewNode) -> K.Value? {
            let below = reduceChildren(of: node)
            guard let write = node.preferenceWrites[id] else { return below }
            return unsafeDowncast(write, to: PreferenceWrite<K>.self).apply(below)
        }
        return preferenceWritersBelow > 0 ? reduceChildren(of: self) : nil
    }
}
