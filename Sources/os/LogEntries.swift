// Where `Logger` and `os_log` messages go: the terminal (standard error) and
// the process's own store, which `OSLogStore` reads back.
import Foundation
// Only for build order (see Package.swift): swift-argument-parser compiles before this module.
private import ArgumentParser

/// One logged message, as the store keeps it.
package struct LogRecord: Sendable {
    package let date: Date
    package let level: OSLogType
    package let subsystem: String
    package let category: String
    package let message: String
}

/// The process's log: each message is printed on standard error, as Xcode's
/// console shows it, and kept (the newest 10,000) for `OSLogStore`.
package final class LogEntries: @unchecked Sendable {
    // Unchecked: `records` and `first` are read and written under `lock` only.
    package static let shared = LogEntries()
    package static let capacity = 10_000

    private let lock = NSLock()
    private var records: [LogRecord] = []
    private var first = 0

    package func write(_ message: String, level: OSLogType, log: OSLog) {
        guard log.isEnabled(type: level) else { return }
        let record = LogRecord(date: Date(), level: level, subsystem: log.subsystem, category: log.category, message: message)
        let line = lock.withLock {
            if records.count < Self.capacity {
                records.append(record)
            } else {
                records[first] = record
                first = (first + 1) % Self.capacity
            }
            return Self.line(record, formatter)
        }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The kept messages, oldest first.
    package func all() -> [LogRecord] {
        lock.withLock { Array(records[first...] + records[..<first]) }
    }

    /// Made once, used under the lock (a formatter is costly to make and not
    /// to be shared across threads at once).
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()

    /// `2026-11-24 11:30:00.123 [Error] com.example.app[Store]: message`
    static func line(_ record: LogRecord, _ formatter: DateFormatter) -> String {
        var origin = record.subsystem
        if !record.category.isEmpty { origin += "[\(record.category)]" }
        let prefix = origin.isEmpty ? "" : origin + ": "
        return "\(formatter.string(from: record.date)) [\(record.level.name)] \(prefix)\(record.message)\n"
    }
}

extension OSLogType {
    /// The level's name, as Console shows it.
    package var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Notice"
        }
    }
}
