import Synchronization

/// The HTML documents web views show (`WKWebView.loadHTMLString`), by key,
/// so that a display can serve each as a document of its own (with its own
/// policy) instead of inline in its page. The most recent documents are kept.
package final class WebDocuments: Sendable {
    package static let shared = WebDocuments()

    private struct Kept {
        var keys: [String: String] = [:]
        var documents: [String: String] = [:]
        var order: [String] = []
        var next = 1
    }
    private let kept = Mutex(Kept())
    private let limit = 64

    /// The key of `html`, kept from now on (until 64 newer documents push it out).
    package func key(for html: String) -> String {
        kept.withLock { kept in
            if let key = kept.keys[html] { return key }
            let key = "d\(kept.next)"
            kept.next += 1
            kept.keys[html] = key
            kept.documents[key] = html
            kept.order.append(key)
            if kept.order.count > limit {
                let old = kept.order.removeFirst()
                if let text = kept.documents.removeValue(forKey: old) { kept.keys[text] = nil }
            }
            return key
        }
    }

    /// The document of `key`, if it is still kept.
    package func document(forKey key: String) -> String? {
        kept.withLock { $0.documents[key] }
    }
}
