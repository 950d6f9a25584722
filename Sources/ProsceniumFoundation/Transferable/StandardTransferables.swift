// The conformances CoreTransferable gives Foundation's types: text as UTF-8
// plain text, data as data, URLs as URLs (a file URL also as itself).

import Foundation
import UniformTypeIdentifiers

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            guard let text = String(data: data, encoding: .utf8) else { throw TransferError.noRepresentation("UTF-8 text") }
            return text
        }
        // Plain text of other encodings is read as UTF-8 where it can be.
        DataRepresentation(importedContentType: .plainText) { data in
            guard let text = String(data: data, encoding: .utf8) else { throw TransferError.noRepresentation("UTF-8 text") }
            return text
        }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        FileURLRepresentation()
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

/// A URL as `public.file-url` (a file URL) or `public.url`: its data
/// representation out, and back from that, from text, or from a file itself.
struct FileURLRepresentation: TransferRepresentation {
    typealias Item = URL
    typealias Body = Never

    func _entries() -> [Any] {
        let importer: @Sendable (TransferPayload) async throws -> URL = { payload in
            switch payload {
            case let .file(url, _): return url
            case let .data(data):
                if let url = URL(dataRepresentation: data, relativeTo: nil), url.scheme != nil { return url }
                let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let url = URL(string: text), url.scheme != nil else { throw TransferError.noRepresentation("a URL") }
                return url
            }
        }
        let export: @Sendable (URL) async throws -> TransferPayload = { .data($0.dataRepresentation) }
        return [
            TransferEntry<URL>(contentType: .fileURL, export: export, importer: importer, condition: { $0.isFileURL },
                               fileName: { $0.isFileURL ? $0.lastPathComponent : nil }),
            TransferEntry<URL>(contentType: .url, export: export, importer: importer),
        ]
    }
}
