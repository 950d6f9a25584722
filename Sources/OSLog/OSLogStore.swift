// `OSLogStore`: the messages this process logged, read back (an app's "export logs").
import Foundation
import os

/// The messages this process has logged with `Logger` and `os_log` (the
/// newest 10,000), as Apple's store gives a process its own entries. The
/// system's logs of other processes do not exist here: `.system` scope is
/// refused with an error, as an unentitled app's is.
public final class OSLogStore: Sendable {
    /// Which logs a store reads.
    public enum Scope: Int, Sendable {
        /// The system's logs: not readable here.
        case system = 0
        /// This process's own messages.
        case currentProcessIdentifier = 1
    }

    private init() {}

    /// The store of `scope`; `.system` throws, as it does for an app without
    /// the entitlement.
    public convenience init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "The system's logs cannot be read on Linux."])
        }
        self.init()
    }

    /// The store of this process's messages.
    public static func local() throws -> OSLogStore { try OSLogStore(scope: .currentProcessIdentifier) }

    /// A position: the first entry at or after `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date, offset: nil) }
    /// A position `seconds` after the store's first entry (negative: from now).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(seconds), offset: nil)
    }
    /// A position `seconds` after the last boot: the process's start here.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Self.processStart.addingTimeInterval(seconds), offset: nil)
    }

    /// Options for reading entries.
    public struct EnumeratorOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = EnumeratorOptions(rawValue: 1)
    }

    /// The entries from `position` on (all by default) that `predicate`
    /// accepts. Linux's Foundation has no `NSPredicate(format:)`: filter with
    /// `NSPredicate(block:)`, or the sequence's own `filter`.
    public func getEntries(with options: EnumeratorOptions = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = LogEntries.shared.all()
            .filter { record in position.map { record.date >= $0.date } ?? true }
            .map(OSLogEntryLog.init(record:))
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }

    private static let processStart = Date()
}

/// A place in a log store to read from.
public final class OSLogPosition: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its one stored property is an immutable date.
    let date: Date
    init(date: Date, offset: Int?) { self.date = date }
}

/// An entry of a log store.
public class OSLogEntry: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject and its subclass: every stored property is an immutable Sendable let.
    /// When it was logged.
    public let date: Date
    /// The message, its values redacted as they were logged.
    public let composedMessage: String
    /// Where the entry comes from.
    public let storeCategory: StoreCategory

    /// How long the entry is kept: every entry here lives as long as the process.
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
        storeCategory = .undefined
    }
}

/// A message logged with `Logger` or `os_log`.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    // Unchecked only for NSObject: every stored property is an immutable Sendable let.
    /// The message's level.
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }

    /// The message's level.
    public let level: Level
    /// The subsystem of the log it was written to.
    public let subsystem: String
    /// The category of the log it was written to.
    public let category: String
    /// This process's identifier.
    public let processIdentifier: Int32
    /// This process's name.
    public let process: String

    init(record: LogRecord) {
        level = switch record.level {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .fault
        default: .notice
        }
        subsystem = record.subsystem
        category = record.category
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        process = ProcessInfo.processInfo.processName
        super.init(date: record.date, composedMessage: record.message)
    }
}
