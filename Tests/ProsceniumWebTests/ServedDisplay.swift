import Foundation
import NIOCore
import ProsceniumHost
@testable import ProsceniumWeb

/// A web display serving a fake provider on a free loopback port.
@MainActor
struct ServedDisplay {
    let display: WebDisplay
    let provider: FakeProvider
    let url: URL
    var port: Int { display.port! }
    var client: LoopbackClient { LoopbackClient(port: port) }

    var token: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)!.queryItems!.first { $0.name == "token" }!.value!
    }

    var tokenCookie: String { "proscenium-token-\(port)=\(token)" }

    static func start(_ configuration: WebDisplay.Configuration = .init(),
                      assets: (any DisplayAssetSource)? = nil) async throws -> ServedDisplay {
        let provider = FakeProvider(assetSource: assets)
        let display = WebDisplay(provider: provider, configuration: configuration)
        let url = try await display.start()
        return ServedDisplay(display: display, provider: provider, url: url)
    }

    /// A served display that keeps the channel of each connection it upgrades.
    static func startObservingChannels(_ configuration: WebDisplay.Configuration = .init()) async throws
        -> (ServedDisplay, ObservedChannels) {
        let provider = FakeProvider()
        let display = WebDisplay(provider: provider, configuration: configuration)
        let channels = ObservedChannels()
        display.channelObserver = { channels.add($0) }
        return (ServedDisplay(display: display, provider: provider, url: try await display.start()), channels)
    }

    /// The headers of a WebSocket handshake from the display's own page.
    func handshake(origin: String? = nil, cookie: String? = nil, host: String? = nil) -> String {
        var lines = [
            "GET /ws HTTP/1.1",
            "Host: \(host ?? "127.0.0.1:\(port)")",
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version: 13",
        ]
        if let origin = origin ?? Optional("http://127.0.0.1:\(port)"), !origin.isEmpty { lines.append("Origin: \(origin)") }
        if let cookie = cookie ?? Optional("\(tokenCookie); proscenium-client=browser-1"), !cookie.isEmpty {
            lines.append("Cookie: \(cookie)")
        }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }
}

/// Waits until `condition` holds on the main actor (the app's side), or fails.
@MainActor
func eventually(_ what: String, timeout: Duration = .seconds(20), _ condition: () -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
        guard clock.now < deadline else { throw TimedOut(what: what) }
        try await Task.sleep(for: .milliseconds(10))
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Runs `body` against a display started for it, and stops the display after.
@MainActor
func withDisplay(_ configuration: WebDisplay.Configuration = .init(), assets: (any DisplayAssetSource)? = nil,
                 _ body: (ServedDisplay) async throws -> Void) async throws {
    let served = try await ServedDisplay.start(configuration, assets: assets)
    do {
        try await body(served)
    } catch {
        await served.display.stop()
        throw error
    }
    await served.display.stop()
}

/// The channels of the connections a display upgraded, kept alive.
final class ObservedChannels: @unchecked Sendable {
    private let lock = NSLock()
    private var channels: [any Channel] = []
    func add(_ channel: any Channel) { lock.withLock { channels.append(channel) } }
    var first: (any Channel)? { lock.withLock { channels.first } }
}
