import Testing
@testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

// The environment's storage: a short list of the latest writes over a shared
// table. A write must not copy every value (that was a window's largest
// memory cost), and no write may show through to an environment it was
// copied from.

private struct NumberKey: EnvironmentKey { static let defaultValue = 0 }
private struct NameKey: EnvironmentKey { static let defaultValue = "none" }
private struct MaybeKey: EnvironmentKey { static let defaultValue: Int? = 7 }
private final class Thing {}

/// Twenty distinct keys, to write past the overlay's limit.
private enum Keys {
    struct K0: EnvironmentKey { static let defaultValue = -1 }
    struct K1: EnvironmentKey { static let defaultValue = -1 }
    struct K2: EnvironmentKey { static let defaultValue = -1 }
    struct K3: EnvironmentKey { static let defaultValue = -1 }
    struct K4: EnvironmentKey { static let defaultValue = -1 }
    struct K5: EnvironmentKey { static let defaultValue = -1 }
    struct K6: EnvironmentKey { static let defaultValue = -1 }
    struct K7: EnvironmentKey { static let defaultValue = -1 }
    struct K8: EnvironmentKey { static let defaultValue = -1 }
    struct K9: EnvironmentKey { static let defaultValue = -1 }
    struct K10: EnvironmentKey { static let defaultValue = -1 }
    struct K11: EnvironmentKey { static let defaultValue = -1 }
    struct K12: EnvironmentKey { static let defaultValue = -1 }
    struct K13: EnvironmentKey { static let defaultValue = -1 }
    struct K14: EnvironmentKey { static let defaultValue = -1 }
    struct K15: EnvironmentKey { static let defaultValue = -1 }
    struct K16: EnvironmentKey { static let defaultValue = -1 }
    struct K17: EnvironmentKey { static let defaultValue = -1 }
    struct K18: EnvironmentKey { static let defaultValue = -1 }
    struct K19: EnvironmentKey { static let defaultValue = -1 }
    static let all: [any EnvironmentKey.Type] = [K0.self, K1.self, K2.self, K3.self, K4.self,
                                                 K5.self, K6.self, K7.self, K8.self, K9.self,
                                                 K10.self, K11.self, K12.self, K13.self, K14.self,
                                                 K15.self, K16.self, K17.self, K18.self, K19.self]
}

private func write(_ key: any EnvironmentKey.Type, _ value: Int, into environment: inout EnvironmentValues) {
    func open<K: EnvironmentKey>(_ key: K.Type) { environment[key] = value as! K.Value }
    open(key)
}

private func read(_ key: any EnvironmentKey.Type, in environment: EnvironmentValues) -> Int {
    func open<K: EnvironmentKey>(_ key: K.Type) -> Int { environment[key] as! Int }
    return open(key)
}

private struct HelpToggle: View {
    @State private var first = true
    var body: some View {
        VStack {
            Text("Target").help(first ? "First help" : "Second help")
            Button("Toggle") { first.toggle() }
        }
    }
}

@Suite struct EnvironmentStorageTests {
    @Test func aWriteToACopyLeavesTheOriginalAndSharesItsTable() {
        var original = EnvironmentValues()
        for (index, key) in Keys.all.enumerated() { write(key, index, into: &original) }
        original[NameKey.self] = "original"
        var copy = original
        copy[NameKey.self] = "copy"
        copy[NumberKey.self] = 42
        #expect(original[NameKey.self] == "original")
        #expect(original[NumberKey.self] == 0)
        #expect(copy[NameKey.self] == "copy")
        #expect(copy[NumberKey.self] == 42)
        // The earlier writes were folded into a table both still share.
        #expect(copy.storage !== original.storage)
        #expect(copy.storage.table === original.storage.table)
        #expect(copy.storage.table.values.count > EnvironmentValues.Storage.overlayLimit)
    }

    /// A list's environment is copied once for each row: after a few
    /// copies it folds its writes in place, so that each later row's copy
    /// keeps one write over the shared table, not a copy of the list's ten.
    @Test func aStorageCopiedForManyRowsFoldsItsWritesOnce() {
        var list = EnvironmentValues()
        let keys = Keys.all.prefix(10)
        for (index, key) in keys.enumerated() { write(key, index, into: &list) }
        #expect(list.storage.overlayCount == 10)
        let remembered = RememberedEnvironment(list)
        var rows: [EnvironmentValues] = []
        for row in 0..<100 {
            var copy = list
            copy[NumberKey.self] = row
            rows.append(copy)
        }
        #expect(rows.filter { $0.storage.overlayCount == 1 }.count >= 90)
        #expect(Set(rows.map { ObjectIdentifier($0.storage.table) }).count == 2)
        // Every value reads back as written, in the rows and in the list,
        // which is still the environment it was.
        for (row, copy) in rows.enumerated() {
            #expect(copy[NumberKey.self] == row)
            for (index, key) in keys.enumerated() { #expect(read(key, in: copy) == index) }
        }
        for (index, key) in keys.enumerated() { #expect(read(key, in: list) == index) }
        #expect(list[NumberKey.self] == 0)
        #expect(remembered.matches(list))
    }

    @Test func everyValueReadsBackPastManyFolds() {
        var environment = EnvironmentValues()
        var copies: [EnvironmentValues] = []
        for round in 0..<5 {
            for (index, key) in Keys.all.enumerated() {
                write(key, round * 100 + index, into: &environment)
                copies.append(environment)
            }
        }
        for (index, key) in Keys.all.enumerated() { #expect(read(key, in: environment) == 400 + index) }
        // Each copy still reads what had been written when it was taken.
        for (position, copy) in copies.enumerated() {
            let round = position / Keys.all.count, written = position % Keys.all.count
            for (index, key) in Keys.all.enumerated() {
                let expected = index <= written ? round * 100 + index : (round == 0 ? -1 : (round - 1) * 100 + index)
                #expect(read(key, in: copy) == expected)
            }
        }
        #expect(environment.description == "EnvironmentValues(\(Keys.all.count) values)")
    }

    @Test func nilIsAValueAndARemovedObjectStaysRemoved() {
        var environment = EnvironmentValues()
        environment[MaybeKey.self] = nil
        #expect(environment[MaybeKey.self] == nil)
        let thing = Thing()
        environment.setObject(thing, as: Thing.self)
        let holding = environment
        environment.setObject(nil, as: Thing.self)
        #expect(environment.object(Thing.self) == nil)
        #expect(holding.object(Thing.self) === thing)
        // Folded with the removal, it stays removed.
        for (index, key) in Keys.all.enumerated() { write(key, index, into: &environment) }
        #expect(environment.object(Thing.self) == nil)
        #expect(holding.object(Thing.self) === thing)
    }

    /// The table a storage folds its writes into finds every key it holds
    /// and no other, however many, and gives them back as a dictionary.
    @Test func anIdentifierTableFindsExactlyItsKeys() {
        let things = (0..<300).map { _ in Thing() }
        let absent = (0..<300).map { _ in Thing() }
        for count in [0, 1, 2, 3, 7, 8, 9, 100, 300] {
            let dictionary = Dictionary(uniqueKeysWithValues: things.prefix(count).map { (ObjectIdentifier($0), $0 as AnyObject) })
            let table = IdentifierTable(dictionary)
            #expect(table.count == count)
            for thing in things.prefix(count) { #expect(table[ObjectIdentifier(thing)] === thing) }
            for thing in things.dropFirst(count) + absent { #expect(table[ObjectIdentifier(thing)] == nil) }
            #expect(table.dictionary.count == count)
            #expect(table.dictionary.allSatisfy { $0.value === dictionary[$0.key] })
        }
    }

    /// Values of any type go in boxes and come back as written: structs,
    /// optionals, objects, closures, before and after a fold.
    @Test func valuesOfEveryKindReadBackAsWritten() {
        struct ClosureKey: EnvironmentKey { static var defaultValue: (() -> Int)? { nil } }
        struct ObjectKey: EnvironmentKey { static var defaultValue: Thing? { nil } }
        struct PairKey: EnvironmentKey { static let defaultValue = (0, "zero") }
        var environment = EnvironmentValues()
        #expect(environment[ClosureKey.self] == nil && environment[ObjectKey.self] == nil)
        let thing = Thing()
        environment[ClosureKey.self] = { 41 + 1 }
        environment[ObjectKey.self] = thing
        environment[PairKey.self] = (3, "three")
        for round in 0..<2 {
            #expect(environment[ClosureKey.self]?() == 42)
            #expect(environment[ObjectKey.self] === thing)
            #expect(environment[PairKey.self] == (3, "three"))
            #expect(environment[NameKey.self] == "none")
            if round == 0 { for (index, key) in Keys.all.enumerated() { write(key, index, into: &environment) } }
        }
    }

    /// Attributes for the next element are kept beside the storage: setting
    /// one copies no value, yet an environment with different ones is not
    /// the same, so the element below renders again.
    @Test func pendingAttributesShareTheStorageButMakeADifferentEnvironment() {
        var environment = EnvironmentValues()
        environment[NameKey.self] = "shared"
        var child = environment
        child.pendingElementAttributes[.help] = "Help"
        #expect(child.storage === environment.storage)
        #expect(!child.isSame(as: environment))
        child.pendingElementAttributes = [:]
        #expect(child.isSame(as: environment))
    }

    /// The pending and overriding attributes share one word: each keeps its
    /// own, and with both emptied the environment holds nothing for them.
    @Test func pendingAndOverridingAttributesAreKeptApartInOneWord() {
        var environment = EnvironmentValues()
        environment.overridingElementAttributes[.help] = "Over"
        #expect(environment.pendingElementAttributes.isEmpty)
        #expect(environment.overridingElementAttributes == [.help: "Over"])
        environment.pendingElementAttributes[.label] = "Pending"
        environment.pendingElementAttributes[.help] = "Under"
        #expect(environment.pendingElementAttributes == [.label: "Pending", .help: "Under"])
        #expect(environment.overridingElementAttributes == [.help: "Over"])
        var other = EnvironmentValues()
        other.pendingElementAttributes = [.label: "Pending", .help: "Under"]
        other.overridingElementAttributes = [.help: "Over"]
        #expect(other.nextElement == environment.nextElement)
        environment.overridingElementAttributes = [:]
        #expect(!environment.nextElement.isEmpty)
        #expect(environment.nextElement != other.nextElement)
        environment.pendingElementAttributes.removeAll()
        #expect(environment.nextElement.isEmpty)
        #expect(environment.nextElement == EnvironmentValues().nextElement)
        #expect(MemoryLayout<NextElementAttributes>.size == MemoryLayout<Int>.size)
    }

    @MainActor @Test func aChangedHelpReachesTheElementBelow() throws {
        let ui = ViewHarness(HelpToggle())
        #expect(try ui.element(.text, "Target").attributes[.help] == "First help")
        try ui.click(.button, "Toggle")
        #expect(try ui.element(.text, "Target").attributes[.help] == "Second help")
    }
}
