import Foundation

extension NSUserActivity {
    /// Why a typed payload could not be written or read.
    public enum TypedPayloadError: Error {
        /// The activity's user info is not a payload of the type asked for.
        case invalidContent
        /// The payload could not be encoded as user info (a JSON object).
        case encodingError
    }

    /// Writes `payload` as the activity's user info: its JSON encoding, as
    /// a dictionary of property list values.
    public func setTypedPayload<T>(_ payload: T) throws where T: Decodable, T: Encodable {
        guard let data = try? JSONEncoder().encode(payload),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TypedPayloadError.encodingError
        }
        userInfo = object
    }

    /// Reads the activity's user info back as a `type`, as
    /// `setTypedPayload(_:)` wrote it.
    public func typedPayload<T>(_ type: T.Type) throws -> T where T: Decodable, T: Encodable {
        guard let userInfo else { throw TypedPayloadError.invalidContent }
        var object: [String: Any] = [:]
        for (key, value) in userInfo {
            guard let key = key as? String else { throw TypedPayloadError.invalidContent }
            object[key] = value
        }
        guard JSONSerialization.isValidJSONObject(object),
              let data = try? JSONSerialization.data(withJSONObject: object),
              let payload = try? JSONDecoder().decode(T.self, from: data) else {
            throw TypedPayloadError.invalidContent
        }
        return payload
    }
}
