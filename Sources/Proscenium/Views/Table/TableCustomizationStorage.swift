import Foundation

extension StorageCodec {
    /// A column customization kept as its JSON.
    static func tableColumnCustomization<RowValue>() -> StorageCodec<TableColumnCustomization<RowValue>> {
        let data = StorageCodec<Data>.data
        func decode(_ bytes: Data) -> TableColumnCustomization<RowValue>? {
            try? JSONDecoder().decode(TableColumnCustomization<RowValue>.self, from: bytes)
        }
        return .init(encode: { value in (try? JSONEncoder().encode(value)).flatMap(data.encode) },
                     decode: { data.decode($0).flatMap(decode) },
                     read: { defaults, key in data.read(defaults, key).flatMap(decode) })
    }
}

extension SceneStorage {
    /// A table's column customization kept with the scene (default: none).
    public init<RowValue>(_ key: String) where Value == TableColumnCustomization<RowValue> {
        self.init(key: key, defaultValue: TableColumnCustomization(), codec: .tableColumnCustomization())
    }
}

extension AppStorage {
    /// A table's column customization kept in the defaults store.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String,
                          store: UserDefaults? = nil) where Value == TableColumnCustomization<RowValue> {
        self.init(key: key, defaultValue: wrappedValue, codec: .tableColumnCustomization(), store: store)
    }
}
