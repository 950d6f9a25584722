import Foundation
import Logging

/// A logger whose messages a test reads back.
final class CapturedLog: @unchecked Sendable {
    // @unchecked: `lines` is only touched under `lock`.
    private let lock = NSLock()
    private var lines: [String] = []

    var messages: [String] { lock.withLock { lines } }

    func append(_ line: String) { lock.withLock { lines.append(line) } }

    /// A logger writing into this log.
    func logger(_ label: String = "captured") -> Logger {
        Logger(label: label) { _ in Handler(log: self) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?,
                 source: String, file: String, function: String, line: UInt) {
            log.append("\(level): \(message)")
        }
    }
}
