/// What goes wrong talking to a bus.
public enum DBusError: Error, Equatable, CustomStringConvertible {
    /// Bytes that are not a well-formed message (or value of its signature).
    case malformed(String)
    /// No bus address, or one of a kind this client does not speak.
    case badAddress(String)
    /// The bus refused this process (authentication) or hung up.
    case connection(String)
    /// The peer answered with an error reply.
    case remote(name: String, message: String)

    public var description: String {
        switch self {
        case .malformed(let why): "malformed D-Bus data: \(why)"
        case .badAddress(let why): "unusable D-Bus address: \(why)"
        case .connection(let why): "D-Bus connection: \(why)"
        case .remote(let name, let message): "\(name): \(message)"
        }
    }
}
