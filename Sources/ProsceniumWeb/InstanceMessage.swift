import Foundation

/// What a later launch of an app hands the running instance: the files and
/// URLs it was given (files as absolute `file:` URLs), and whether it would
/// have opened the browser. One JSON object, at most `maxSize` bytes.
struct InstanceMessage: Codable, Equatable, Sendable {
    var version = 1
    var urls: [String]
    var browser: Bool

    static let maxSize = 1 << 20
    static let maxURLs = 4096

    init(urls: [URL], browser: Bool) {
        self.urls = urls.map(\.absoluteString)
        self.browser = browser
    }

    /// Reads a message, refusing anything malformed: not JSON, another
    /// version, too many URLs, a URL without a scheme, a file URL whose path
    /// is not absolute.
    static func decode(_ data: Data) throws -> InstanceMessage {
        guard data.count <= maxSize else { throw InstanceMessageError("\(data.count) bytes, more than \(maxSize)") }
        let message: InstanceMessage
        do {
            message = try JSONDecoder().decode(InstanceMessage.self, from: data)
        } catch {
            throw InstanceMessageError("not a message: \(error)")
        }
        guard message.version == 1 else { throw InstanceMessageError("version \(message.version), not 1") }
        guard message.urls.count <= maxURLs else { throw InstanceMessageError("\(message.urls.count) URLs, more than \(maxURLs)") }
        for text in message.urls {
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
                throw InstanceMessageError("\(text.prefix(200)) is not a URL")
            }
            if url.isFileURL, !url.path.hasPrefix("/") { throw InstanceMessageError("\(text.prefix(200)) is not an absolute file URL") }
        }
        return message
    }

    /// The URLs, as `decode` checked them.
    var parsedURLs: [URL] { urls.compactMap(URL.init(string:)) }

    func encoded() -> Data {
        // Encoding strings, an integer and a Boolean cannot fail.
        (try? JSONEncoder().encode(self)) ?? Data()
    }
}

struct InstanceMessageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
