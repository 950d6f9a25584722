import Foundation
import Logging
import Testing
import Proscenium
import ProsceniumHost
@testable import ProsceniumWeb

private struct FuzzCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

private struct FuzzApp: App {
    var body: some Scene { WindowGroup { FuzzCounter() } }
}

/// A protocol fuzzer against a running app: 100,000 malformed, truncated,
/// oversized, out-of-place and unknown-target messages on one connection.
/// The server stays up, another page connected at the same time keeps
/// working, and the page is still served afterwards.
@MainActor @Suite struct ProtocolFuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func aHundredThousandHostileMessagesLeaveTheAppServing() async throws {
        var quiet = Logger(label: "proscenium.web.fuzz")
        quiet.logLevel = .critical
        let runtime = AppRuntime(FuzzApp.self)
        var configuration = WebDisplay.Configuration(logger: quiet)
        // The observer reads nothing while the flood is written: on a busy
        // machine that outlasts two 20-second pings, and it would be closed.
        configuration.pingInterval = .seconds(600)
        let display = WebDisplay(provider: runtime, configuration: configuration)
        let url = try await display.start()
        let port = display.port!
        let token = URLComponents(url: url, resolvingAgainstBaseURL: false)!.queryItems!.first { $0.name == "token" }!.value!
        let cookie = "proscenium-token-\(port)=\(token)"
        func handshake(_ client: String) -> String {
            ["GET /ws HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
             "Origin: http://127.0.0.1:\(port)", "Cookie: \(cookie); proscenium-client=\(client)"]
                .joined(separator: "\r\n") + "\r\n\r\n"
        }
        let client = LoopbackClient(port: port)

        try await client.withConnection { observer in
            try await observer.write(Array(handshake("observer").utf8))
            _ = try await observer.readReply(body: false)
            let snapshot = try await observer.receiveJSON()
            let surfaces = snapshot["surfaces"] as? [[String: Any]] ?? []
            let window = try #require(surfaces.first { ($0["id"] as? String)?.hasPrefix("w") == true })
            let windowID = window["id"] as! String
            func find(_ element: [String: Any], tag: String) -> Int? {
                if element["tag"] as? String == tag { return element["id"] as? Int }
                for child in element["children"] as? [[String: Any]] ?? [] { if let id = find(child, tag: tag) { return id } }
                return nil
            }
            let button = try #require(find(window["root"] as! [String: Any], tag: "button"))

            try await client.withConnection { hostile in
                try await hostile.write(Array(handshake("hostile").utf8))
                _ = try await hostile.readReply(body: false)
                let own = try await hostile.receiveJSON()
                let ownWindow = try #require((own["surfaces"] as? [[String: Any]] ?? [])
                    .first { ($0["id"] as? String)?.hasPrefix("w") == true })
                let ownID = ownWindow["id"] as! String
                let ownButton = try #require(find(ownWindow["root"] as! [String: Any], tag: "button"))
                var random = Generator(state: 1122)
                let valid = #"{"v":3,"type":"event","event":{"kind":"click","surface":"\#(ownID)","target":\#(ownButton)}}"#
                let kinds = ["toggle", "change", "input", "submit", "key", "focus", "contextMenu", "dismiss",
                             "windowFocus", "windowFrame", "windowMinimize", "windowClose", "visibility"]
                let values = ["", "-1", "1e308", "NaN", "open", "press", "release", #"\u0000"#, "increment"]
                var sent = 0
                while sent < 100_000 {
                    var batch: [UInt8] = []
                    for _ in 0..<1000 {
                        let payload: [UInt8]
                        switch Int.random(in: 0..<10, using: &random) {
                        case 0: // random bytes
                            payload = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                        case 1: // truncated JSON
                            payload = Array(valid.utf8.prefix(Int.random(in: 0..<valid.utf8.count, using: &random)))
                        case 2: // a wrong version
                            payload = Array(valid.replacingOccurrences(of: "\"v\":2", with: "\"v\":99").utf8)
                        case 3: // an unknown message type
                            payload = Array(#"{"v":3,"type":"explode"}"#.utf8)
                        case 4: // unknown surface
                            payload = Array(valid.replacingOccurrences(of: ownID, with: "w\(Int.random(in: 5000...9999, using: &random))").utf8)
                        case 5: // unknown element
                            payload = Array(valid.replacingOccurrences(of: "\"target\":\(ownButton)", with: "\"target\":\(Int.random(in: 10_000...99_999, using: &random))").utf8)
                        case 6: // an unknown event kind
                            payload = Array(valid.replacingOccurrences(of: "click", with: "detonate").utf8)
                        case 7: // the wrong kind of event, or an absurd value, for a real element
                            let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
                            let value = values[Int.random(in: 0..<values.count, using: &random)]
                            payload = Array(#"{"v":3,"type":"event","event":{"kind":"\#(kind)","surface":"\#(ownID)","target":\#(ownButton),"value":"\#(value)","width":-1e308,"height":1e308,"x":-0.0}}"#.utf8)
                        case 8: // out of order: minimised again and again, then closed (rarely), after
                            // which everything is for a window that is gone
                            let kind = Int.random(in: 0..<200, using: &random) == 0 ? "windowClose" : "windowMinimize"
                            payload = Array(#"{"v":3,"type":"event","event":{"kind":"\#(kind)","surface":"\#(ownID)"}}"#.utf8)
                        default: // nonsense field types, and a message only the app sends
                            if Bool.random(using: &random) {
                                payload = Array(#"{"v":3,"type":"snapshot","surfaces":[{"id":"\#(ownID)"}]}"#.utf8)
                                break
                            }
                            payload = Array(#"{"v":"1","type":["event"],"event":{"kind":7,"x":"far"}}"#.utf8)
                        }
                        batch += LoopbackClient.Connection.frame(opcode: 0x1, payload)
                        sent += 1
                    }
                    try await hostile.write(batch)
                }
                // Oversized messages are refused by size, before any parsing.
                let huge = [UInt8](repeating: UInt8(ascii: "{"), count: 1_200_000)
                for _ in 0..<3 { try await hostile.send(opcode: 0x1, huge) }
                // Binary frames are not messages.
                try await hostile.send(opcode: 0x2, [1, 2, 3])
            }

            // The other page still works: its click is handled and shown.
            let click = #"{"v":3,"type":"event","event":{"kind":"click","surface":"\#(windowID)","target":\#(button)}}"#
            try await observer.sendText(click)
            var shown = false
            for _ in 0..<20 where !shown {
                let message = try await observer.receiveJSON()
                shown = String(describing: message).contains("Count: 1")
            }
            #expect(shown)
        }

        // And the page is still served.
        let page = try await client.get("/", headers: ["Cookie": cookie])
        #expect(page.status == 200)
        await display.stop()
    }
}
