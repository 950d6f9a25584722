// `Logger`: Apple's structured logging, written to the terminal and the process's log store.
import Foundation

/// Writes messages to a log: on Linux, standard error (as Xcode's console
/// shows them) and the process's store that `OSLogStore` reads. Private
/// values are redacted as on a Mac outside a debugger.
public struct Logger: @unchecked Sendable {
    // Unchecked, as Apple declares it: its one stored property is an OSLog, whose writes are serialised.
    let log: OSLog

    /// A logger for the process's default log.
    public init() { log = .default }
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) { log = logObj }

    /// Logs a message at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { LogEntries.shared.write(message.text, level: level, log: log) }
    /// Logs at the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs at the default (notice) level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs at the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// Logs a `printf`-style message: `%{public}@`, `%{private}d` and the like
/// are read as `%@` and `%d`, private arguments redacted.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    LogEntries.shared.write(PrintfMessage.format("\(message)", args), level: type, log: log)
}

/// Logs a `printf`-style message at `type`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
                   _ args: any CVarArg...) {
    LogEntries.shared.write(PrintfMessage.format("\(message)", args), level: type, log: log)
}

/// Logs a message to the default log.
public func os_log(_ message: OSLogMessage) {
    LogEntries.shared.write(message.text, level: .default, log: .default)
}

/// Logs a message at `logLevel` to `logObject`.
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    LogEntries.shared.write(message.text, level: logLevel, log: logObject)
}
