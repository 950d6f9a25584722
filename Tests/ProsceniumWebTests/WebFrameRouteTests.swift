import Foundation
import Testing
import Proscenium
@testable import ProsceniumWeb

/// `/webframe` frames only the addresses the app's web views loaded.
@Suite struct WebFrameRouteTests {
    @Test func anAddressNoWebViewLoadedIsRefused() {
        let response = WebFrame.response(for: "https://attacker.example/phish", allowed: { _ in false })
        #expect(response.status == .forbidden)
        #expect(response.headers[WebFrame.policyHeader] == nil)
    }

    @Test func anAddressAWebViewLoadedIsFramedWithItsOriginAlone() {
        let address = "https://example.com:8443/docs?page=2"
        let response = WebFrame.response(for: address, allowed: { $0 == address })
        #expect(response.status == .ok)
        #expect(response.headers[WebFrame.policyHeader]?.contains("frame-src https://example.com:8443") == true)
    }

    @Test func theRouteAsksTheAddressesWebViewsLoaded() {
        let address = "https://example.org/route-\(UUID().uuidString)"
        #expect(WebFrame.response(for: address).status == .forbidden)
        WebFrameAddresses.shared.allow(address)
        #expect(WebFrame.response(for: address).status == .ok)
        // Still no script address, whatever was loaded.
        #expect(WebFrame.response(for: "javascript:alert(1)", allowed: { _ in true }).status == .badRequest)
    }
}
