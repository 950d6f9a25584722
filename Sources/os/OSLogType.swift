// The level of a log message, and a log's subsystem and category.
import Foundation

/// A log message's level.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Notices: what a person might want to know.
    public static let `default` = OSLogType(0x00)
    /// Information that helps find a problem.
    public static let info = OSLogType(0x01)
    /// Detail for debugging.
    public static let debug = OSLogType(0x02)
    /// An error the process met.
    public static let error = OSLogType(0x10)
    /// A fault: a bug in the process or the system.
    public static let fault = OSLogType(0x11)
}

/// A log: the subsystem and category its messages are filed under.
public final class OSLog: NSObject, Sendable {
    /// The subsystem, as a reverse domain name (`com.example.app`).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String
    let enabled: Bool

    /// A log for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The process's log, with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written: every level but on `.disabled`.
    public func isEnabled(type: OSLogType) -> Bool { enabled }
}
