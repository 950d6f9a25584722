extension EnvironmentValues {
    /// The values of one environment: its latest writes in a short list over
    /// a shared table of everything written before them, which is never
    /// changed once made. Writing copies the short list, not the table: a
    /// modifier usually writes one value, and a copy of every value (sixty or
    /// so) per such modifier was the largest share of a window's memory. Past
    /// `overlayLimit` writes the list is folded into a new table, so a read
    /// looks at a few entries and then one table.
    ///
    /// Values are kept in boxes (`ValueBox`): a key's values are all of its
    /// `Value` type, so a read takes the box's value without a cast (a cast
    /// from `Any` was a third of a read, and a row's views read a dozen).
    package final class Storage {
        /// Everything written before the overlay; shared between storages.
        package final class Table {
            package let values: IdentifierTable
            package let objects: IdentifierTable

            package init(values: IdentifierTable = IdentifierTable(), objects: IdentifierTable = IdentifierTable()) {
                self.values = values
                self.objects = objects
            }
        }

        /// How many writes an overlay holds before it is folded into a table.
        /// A window's environment starts from its session's table with five
        /// writes of its own (its dismiss actions, its objects, its phase), and
        /// the views of a window such as BookClub's write four more down to a
        /// list's rows: at 8, each row folded a table of its own (about 1 KB
        /// each); a read looks through at most 12 identifiers before the table.
        package static let overlayLimit = 12

        package private(set) var table: Table
        // Identifiers apart from what they name, so that a search through the
        // overlay copies (retains and releases) nothing.
        private var overlayValueIDs: [ObjectIdentifier]
        private var overlayValues: [AnyObject]
        /// Objects written since the table; nil: removed.
        private var overlayObjectIDs: [ObjectIdentifier]
        private var overlayObjects: [AnyObject?]
        /// How many times it was written in place (see `RememberedEnvironment`).
        package private(set) var writes = 0
        /// How many times it was copied (see `copy()`).
        private var copies: Int32 = 0

        package init() {
            table = Table()
            overlayValueIDs = []
            overlayValues = []
            overlayObjectIDs = []
            overlayObjects = []
        }

        private init(copying other: Storage) {
            table = other.table
            overlayValueIDs = other.overlayValueIDs
            overlayValues = other.overlayValues
            overlayObjectIDs = other.overlayObjectIDs
            overlayObjects = other.overlayObjects
        }

        /// A storage with the same values, to be written without touching this one.
        /// A storage copied many times (a list's, once for each of its rows)
        /// first folds its overlay in place: its values stay the same, and the
        /// copies that follow start with a short list over the new table
        /// instead of each copying the whole overlay (up to `overlayLimit`
        /// identifiers and boxes a row).
        package func copy() -> Storage {
            copies &+= 1
            if copies == Self.copiesBeforeFolding, overlayCount > 1 { fold() }
            return Storage(copying: self)
        }

        /// How many copies a storage makes with its overlay before folding it.
        package static let copiesBeforeFolding: Int32 = 8

        /// The box of the value written for `id` (a `ValueBox<Value>` of its key).
        package func value(_ id: ObjectIdentifier) -> AnyObject? {
            if let index = overlayValueIDs.firstIndex(of: id) { return overlayValues[index] }
            return table.values[id]
        }

        package func object(_ id: ObjectIdentifier) -> AnyObject? {
            if let index = overlayObjectIDs.firstIndex(of: id) { return overlayObjects[index] }
            return table.objects[id]
        }

        package func setValue(_ box: AnyObject, for id: ObjectIdentifier) {
            writes += 1
            if let index = overlayValueIDs.firstIndex(of: id) {
                overlayValues[index] = box
            } else {
                overlayValueIDs.append(id)
                overlayValues.append(box)
                foldIfFull()
            }
        }

        package func setObject(_ object: AnyObject?, for id: ObjectIdentifier) {
            writes += 1
            if let index = overlayObjectIDs.firstIndex(of: id) {
                overlayObjects[index] = object
            } else {
                overlayObjectIDs.append(id)
                overlayObjects.append(object)
                foldIfFull()
            }
        }

        /// How many values it holds (for `description`).
        package var valueCount: Int {
            table.values.count + overlayValueIDs.count(where: { table.values[$0] == nil })
        }

        /// How many writes wait in the overlay (tests check a window's stay there).
        package var overlayCount: Int { overlayValueIDs.count + overlayObjectIDs.count }

        private func foldIfFull() {
            guard overlayCount > Self.overlayLimit else { return }
            fold()
        }

        /// Folds the overlay into a new table, which storages copied from
        /// this one share.
        package func fold() {
            guard overlayCount > 0 else { return }
            var values = table.values.dictionary
            var objects = table.objects.dictionary
            for (id, box) in zip(overlayValueIDs, overlayValues) { values[id] = box }
            for (id, object) in zip(overlayObjectIDs, overlayObjects) { objects[id] = object }
            table = Table(values: IdentifierTable(values), objects: IdentifierTable(objects))
            overlayValueIDs = []
            overlayValues = []
            overlayObjectIDs = []
            overlayObjects = []
        }
    }

    /// A value in the environment, boxed (see `Storage`).
    package final class ValueBox<Value> {
        package let value: Value
        package init(_ value: Value) { self.value = value }
    }
}

/// An unchanging map from type identifiers to objects, found by probing from
/// the identifier's own bits: a `Dictionary` hashes each key with SipHash,
/// which was most of the cost of reading an environment value.
package struct IdentifierTable {
    /// Open addressing, at most two thirds full. Keys are the identifiers'
    /// bits, 0 for an empty slot (no type is at address 0): an optional
    /// identifier would take 16 bytes a slot, not 8.
    private let keys: [UInt]
    private let objects: [AnyObject?]
    package let count: Int

    package init() {
        keys = []
        objects = []
        count = 0
    }

    package init(_ dictionary: [ObjectIdentifier: AnyObject]) {
        var capacity = 4
        while capacity * 2 < dictionary.count * 3 { capacity *= 2 }
        var keys = [UInt](repeating: 0, count: capacity)
        var objects = [AnyObject?](repeating: nil, count: capacity)
        for (key, object) in dictionary {
            let bits = UInt(bitPattern: key)
            var slot = Self.start(bits, capacity)
            while keys[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = bits
            objects[slot] = object
        }
        self.keys = keys
        self.objects = objects
        count = dictionary.count
    }

    private static func start(_ bits: UInt, _ capacity: Int) -> Int {
        // Metadata addresses are aligned: the low bits say nothing. A
        // multiplication spreads the rest over the top bits.
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & (capacity - 1)
    }

    package subscript(key: ObjectIdentifier) -> AnyObject? {
        guard !keys.isEmpty else { return nil }
        let bits = UInt(bitPattern: key)
        let mask = keys.count - 1
        var slot = Self.start(bits, keys.count)
        while keys[slot] != 0 {
            if keys[slot] == bits { return objects[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The same entries as a dictionary (to fold writes into).
    package var dictionary: [ObjectIdentifier: AnyObject] {
        var result: [ObjectIdentifier: AnyObject] = [:]
        result.reserveCapacity(count)
        for (bits, object) in zip(keys, objects) where bits != 0 {
            // An identifier is its address's bits (`UInt(bitPattern:)` back).
            if let object { result[unsafeBitCast(bits, to: ObjectIdentifier.self)] = object }
        }
        return result
    }
}
