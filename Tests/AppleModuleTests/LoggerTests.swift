import Foundation
import OSLog
import Testing

/// `Logger` and `os_log` as an app calls them, read back through `OSLogStore`.
@Suite struct LoggerTests {
    /// The entries of `subsystem` logged so far, oldest first.
    private func entries(_ subsystem: String) throws -> [OSLogEntryLog] {
        try OSLogStore(scope: .currentProcessIdentifier).getEntries()
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == subsystem }
    }

    @Test func privateValuesAreRedactedAndPublicOnesShownAsOnAMacOutsideADebugger() throws {
        let subsystem = "test.privacy.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "Sign-in")
        let name = "Ada"
        let count = 3
        logger.info("user \(name) has \(count) items")
        logger.error("user \(name, privacy: .public) failed \(count, privacy: .private) times")
        logger.notice("flag \(true) \(false, format: .answer)")
        logger.debug("hash \(name, privacy: .private(mask: .hash)) again \(name, privacy: .private(mask: .hash))")

        let logged = try entries(subsystem)
        #expect(logged.map(\.composedMessage) == [
            "user <private> has 3 items",
            "user Ada failed <private> times",
            "flag true NO",
            logged.last?.composedMessage ?? "",
        ])
        #expect(logged.map(\.level) == [.info, .error, .notice, .debug])
        #expect(logged.allSatisfy { $0.category == "Sign-in" })
        let hashed = try #require(logged.last?.composedMessage)
        #expect(hashed.hasPrefix("hash <mask.hash: '") && !hashed.contains("Ada"))
        // Equal values hash equally, so a redacted log still tells them apart.
        let parts = hashed.components(separatedBy: "<mask.hash: ")
        #expect(parts.count == 3 && parts[1].prefix(14) == parts[2].prefix(14))
    }

    @Test func numbersAreFormattedAndAlignedAsAsked() throws {
        let subsystem = "test.format.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "")
        logger.log("[\(255, format: .hex(includePrefix: true, uppercase: true))] [\(7, format: .decimal(minDigits: 3))]")
        logger.log("[\(2.5)] [\(2.5, format: .fixed(precision: 1))] [\("x", align: .right(columns: 3), privacy: .public)]")
        logger.log("[\("ab", align: .left(columns: 4), privacy: .public)] [\(-4, format: .decimal(explicitPositiveSign: true))]")
        #expect(try entries(subsystem).map(\.composedMessage) == [
            "[0xFF] [007]",
            "[2.500000] [2.5] [  x]",
            "[ab  ] [-4]",
        ])
    }

    @Test func osLogReadsPrintfFormatsWithTheirPrivacyAnnotations() throws {
        let subsystem = "test.printf.\(UUID().uuidString)"
        let log = OSLog(subsystem: subsystem, category: "Store")
        os_log("%{public}@ saved %d rows in %{public}.1f s", log: log, type: .info, "Notes", 12, 0.25)
        os_log("secret %@, shown %{private}d", log: log, "token", 5)
        os_log(.fault, log: log, "interpolated \(42)")
        os_log(.error, log: log, "%d%%", 50)
        os_log("to the default log") // the literal alone: the StaticString form, as on a Mac
        let logged = try entries(subsystem)
        #expect(logged.map(\.composedMessage) == ["Notes saved 12 rows in 0.2 s", "secret <private>, shown <private>",
                                                  "interpolated 42", "50%"])
        #expect(logged.map(\.level) == [.info, .notice, .fault, .error])
        #expect(OSLog.disabled.isEnabled(type: .fault) == false)
    }

    @Test func theStoreReadsNewestFirstFromAPositionAndRefusesTheSystemScope() throws {
        let subsystem = "test.store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "c")
        logger.log("one")
        let store = try OSLogStore.local()
        let middle = store.position(date: Date())
        logger.log("two")
        logger.log("three")
        let newestFirst = try store.getEntries(with: .reverse, at: middle)
            .compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
        #expect(newestFirst.map(\.composedMessage) == ["three", "two"])
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
    }

    @Test func anUnfairLockKeepsEveryIncrement() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8_000)
        let plain = OSAllocatedUnfairLock()
        plain.lock()
        #expect(plain.lockIfAvailable() == false)
        plain.unlock()
        #expect(plain.withLock { 7 } == 7)
    }
}
