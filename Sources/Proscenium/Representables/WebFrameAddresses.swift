import Synchronization

/// The web addresses the app's web views (`WKWebView.load(_:)`) have loaded:
/// what a display frames for them (`/webframe?url=`), and nothing else, so
/// that the display's server cannot be made to frame an address of a
/// stranger's choosing. The most recent addresses are kept.
package final class WebFrameAddresses: Sendable {
    package static let shared = WebFrameAddresses()

    private struct Kept {
        var addresses: Set<String> = []
        var order: [String] = []
    }
    private let kept = Mutex(Kept())
    private let limit: Int

    package init(limit: Int = 256) { self.limit = limit }

    /// Lets `address` be framed, until `limit` newer addresses push it out.
    package func allow(_ address: String) {
        kept.withLock { kept in
            guard kept.addresses.insert(address).inserted else { return }
            kept.order.append(address)
            if kept.order.count > limit { kept.addresses.remove(kept.order.removeFirst()) }
        }
    }

    /// Whether a web view of the app loaded `address`.
    package func isAllowed(_ address: String) -> Bool {
        kept.withLock { $0.addresses.contains(address) }
    }
}
