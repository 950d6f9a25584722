import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting
import WebKit

private struct RemotePage: NSViewRepresentable {
    let url: URL
    func makeNSView(context: Context) -> WKWebView { WKWebView() }
    func updateNSView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
}

/// A display frames only what the app's web views loaded (`/webframe`).
@MainActor @Suite struct WebFrameAddressTests {
    @Test func aWebViewShownWithAnAddressLetsTheDisplayFrameIt() throws {
        let address = "https://example.com/frame-\(UUID().uuidString)"
        #expect(!WebFrameAddresses.shared.isAllowed(address))
        let ui = ViewHarness(RemotePage(url: URL(string: address)!))
        #expect(ui.all(.webview).first?.attributes[.url]?.string == address)
        #expect(WebFrameAddresses.shared.isAllowed(address))
        #expect(!WebFrameAddresses.shared.isAllowed("https://example.com/another"))
    }

    @Test func theOldestAddressesArePushedOut() {
        let addresses = WebFrameAddresses(limit: 2)
        for address in ["https://a.example/", "https://b.example/", "https://a.example/", "https://c.example/"] {
            addresses.allow(address)
        }
        #expect(!addresses.isAllowed("https://a.example/"))
        #expect(addresses.isAllowed("https://b.example/") && addresses.isAllowed("https://c.example/"))
    }
}
