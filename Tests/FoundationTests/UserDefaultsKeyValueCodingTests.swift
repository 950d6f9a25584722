import Foundation
import ProsceniumFoundation
import Testing

/// `UserDefaults.setValue(_:forKey:)`, the key-value coding spelling tutorial apps save with.
@Suite struct UserDefaultsKeyValueCodingTests {
    @Test func setValueStoresAndNilRemoves() throws {
        let defaults = try #require(UserDefaults(suiteName: "proscenium.tests.kvc.\(UUID().uuidString)"))
        let data = Data("[\"Run\"]".utf8)
        defaults.setValue(data, forKey: "Items")
        #expect(defaults.data(forKey: "Items") == data)
        defaults.setValue(3, forKey: "Count")
        #expect(defaults.integer(forKey: "Count") == 3)
        defaults.setValue(nil, forKey: "Items")
        #expect(defaults.data(forKey: "Items") == nil)
    }
}
