public import Foundation

/// Where a bus listens: the `unix:path=` and `unix:abstract=` addresses of
/// `DBUS_SESSION_BUS_ADDRESS` (the kinds a session bus on Linux offers).
public enum DBusAddress: Equatable, Sendable {
    case path(String)
    case abstract(String)

    /// The session bus's addresses, in the order to try them:
    /// `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` when it exists.
    public static func session(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [DBusAddress] {
        if let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty { return try parse(text) }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
           FileManager.default.fileExists(atPath: runtime + "/bus") {
            return [.path(runtime + "/bus")]
        }
        throw DBusError.badAddress("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
    }

    /// The addresses of a `;`-separated list that this client can use.
    public static func parse(_ text: String) throws -> [DBusAddress] {
        var found: [DBusAddress] = []
        for entry in text.split(separator: ";") {
            guard entry.hasPrefix("unix:") else { continue }
            for pair in entry.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = String(parts[1]).removingPercentEncoding, !value.isEmpty else { continue }
                if parts[0] == "path" { found.append(.path(value)) }
                if parts[0] == "abstract" { found.append(.abstract(value)) }
            }
        }
        guard !found.isEmpty else { throw DBusError.badAddress("no unix path in \(text)") }
        return found
    }
}
