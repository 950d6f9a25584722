extension EnvironmentValues {
    /// The values of one environment: its latest writes in a short list over
    /// a shared table of everything written before them, which is never
    /// changed once made. Writing copies the short list, not the table: a
    /// modifier usually writes one value, and a copy of every value (sixty or
    /// so) per such modifier was the largest share of a window's memory. Past
    /// `overlayLimit` writes the list is folded into a new table, so a read
    /// looks at a few entries and then one dictionary.
    final class Storage {
        /// Everything written before the overlay; shared between storages.
        final class Table {
            let values: [ObjectIdentifier: Any]
            let objects: [ObjectIdentifier: AnyObject]

            init(values: [ObjectIdentifier: Any] = [:], objects: [ObjectIdentifier: AnyObject] = [:]) {
                self.values = values
                self.objects = objects
            }
        }

        /// How many writes an overlay holds before it is folded into a table.
        static let overlayLimit = 8

        private(set) var table: Table
        private var overlayValues: [(id: ObjectIdentifier, value: Any)]
        /// Objects written since the table; nil: removed.
        private var overlayObjects: [(id: ObjectIdentifier, object: AnyObject?)]
        /// How many times it was written in place (see `RememberedEnvironment`).
        private(set) var writes = 0

        init() {
            table = Table()
            overlayValues = []
            overlayObjects = []
        }

        private init(copying other: Storage) {
            table = other.table
            overlayValues = other.overlayValues
            overlayObjects = other.overlayObjects
        }

        /// A storage with the same values, to be written without touching this one.
        func copy() -> Storage { Storage(copying: self) }

        func value(_ id: ObjectIdentifier) -> Any? {
            for write in overlayValues where write.id == id { return write.value }
            return table.values[id]
        }

        func object(_ id: ObjectIdentifier) -> AnyObject? {
            for write in overlayObjects where write.id == id { return write.object }
            return table.objects[id]
        }

        func setValue(_ value: Any, for id: ObjectIdentifier) {
            writes += 1
            if let index = overlayValues.firstIndex(where: { $0.id == id }) {
                overlayValues[index].value = value
            } else {
                overlayValues.append((id, value))
                foldIfFull()
            }
        }

        func setObject(_ object: AnyObject?, for id: ObjectIdentifier) {
            writes += 1
            if let index = overlayObjects.firstIndex(where: { $0.id == id }) {
                overlayObjects[index].object = object
            } else {
                overlayObjects.append((id, object))
                foldIfFull()
            }
        }

        /// How many values it holds (for `description`).
        var valueCount: Int {
            table.values.count + overlayValues.count(where: { table.values[$0.id] == nil })
        }

        private func foldIfFull() {
            guard overlayValues.count + overlayObjects.count > Self.overlayLimit else { return }
            var values = table.values
            var objects = table.objects
            for write in overlayValues { values[write.id] = write.value }
            for write in overlayObjects { objects[write.id] = write.object }
            table = Table(values: values, objects: objects)
            overlayValues = []
            overlayObjects = []
        }
    }
}
