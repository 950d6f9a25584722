import Foundation

/// The HTML documents web views show (`WKWebView.loadHTMLString`), by key,
/// so that a display can serve each as a document of its own (with its own
/// policy) instead of inline in its page. The most recent documents are kept.
package final class WebDocuments: @unchecked Sendable {
    package static let shared = WebDocuments()

    private let lock = NSLock()
    private var keys: [String: String] = [:]
    private var documents: [String: String] = [:]
    private var order: [String] = []
    private var next = 1
    private let limit = 64

    /// The key of `html`, kept from now on (until 64 newer documents push it out).
    package func key(for html: String) -> String {
        lock.withLock {
            if let key = keys[html] { return key }
            let key = "d\(next)"
            next += 1
            keys[html] = key
            documents[key] = html
            order.append(key)
            if order.count > limit {
                let old = order.removeFirst()
                if let text = documents.removeValue(forKey: old) { keys[text] = nil }
            }
            return key
        }
    }

    /// The document of `key`, if it is still kept.
    package func document(forKey key: String) -> String? {
        lock.withLock { documents[key] }
    }
}
