/// Random secrets made once per launch: the access token and browser keys.
enum LaunchSecret {
    /// `byteCount` bytes from the system's secure generator, as unpadded
    /// base64url, so the secret can stand in a URL and a cookie unescaped.
    static func make(byteCount: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(bytes)
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var result = ""
        result.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count { result.append(alphabet[(value >> (18 - 6 * position)) & 63]) }
            index += 3
        }
        return result
    }

    /// Compares without an early exit, so the time taken does not tell an
    /// attacker how much of a guessed token was right.
    static func matches(_ candidate: String?, _ secret: String) -> Bool {
        guard let candidate else { return false }
        let a = Array(candidate.utf8), b = Array(secret.utf8)
        var difference = a.count ^ b.count
        for index in 0..<b.count { difference |= Int(b[index] ^ (index < a.count ? a[index] : 0)) }
        return difference == 0
    }
}
