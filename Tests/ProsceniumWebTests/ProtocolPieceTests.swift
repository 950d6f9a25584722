import ArgumentParser
import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// The server's pieces on their own: secrets, cookies, framing, decoding, options.
@Suite struct ProtocolPieceTests {
    @Test func secretsAreLongURLSafeAndDifferent() {
        let secrets = (0..<50).map { _ in LaunchSecret.make() }
        #expect(Set(secrets).count == 50)
        for secret in secrets {
            #expect(secret.count == 43)
            #expect(secret.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
        }
        #expect(LaunchSecret.base64URL([0xFB, 0xFF, 0xBF]) == "-_-_")
        #expect(LaunchSecret.base64URL(Array("Man".utf8)) == "TWFu")
        #expect(LaunchSecret.base64URL(Array("Ma".utf8)) == "TWE")
        #expect(LaunchSecret.matches("abc", "abc"))
        #expect(!LaunchSecret.matches("abd", "abc"))
        #expect(!LaunchSecret.matches("ab", "abc"))
        #expect(!LaunchSecret.matches("abcd", "abc"))
        #expect(!LaunchSecret.matches(nil, "abc"))
    }

    @Test func cookiesAreReadFromEveryHeaderLine() {
        let cookies = Cookies.parse(["a=1; b = 2 ", "c=x=y;a=9", "junk"])
        #expect(cookies == ["a": "1", "b": "2", "c": "x=y"])
        #expect(Cookies.setCookie(name: "n", value: "v") == "n=v; Path=/; HttpOnly; SameSite=Strict")
    }

    @Test func framesJoinIntoMessagesAndOversizedOnesAreDropped() {
        var assembler = MessageAssembler(limit: 10)
        #expect(assembler.add(kind: .text, bytes: Array("hello".utf8), fin: true) == .message(bytes: Array("hello".utf8), isText: true))
        #expect(assembler.add(kind: .binary, bytes: [1, 2], fin: false) == nil)
        #expect(assembler.add(kind: .continuation, bytes: [3], fin: true) == .message(bytes: [1, 2, 3], isText: false))
        #expect(assembler.add(kind: .text, bytes: Array(repeating: 0, count: 6), fin: false) == nil)
        #expect(assembler.add(kind: .continuation, bytes: Array(repeating: 0, count: 6), fin: false) == nil)
        #expect(assembler.add(kind: .continuation, bytes: [0], fin: true) == .oversized(size: 13))
        #expect(assembler.add(kind: .text, bytes: Array("ok".utf8), fin: true) == .message(bytes: Array("ok".utf8), isText: true))
    }

    @Test func upMessagesDecodeOrSayWhyNot() throws {
        func decode(_ text: String, limit: Int = 1000) -> Result<HostEvent, UpMessage.Refusal> {
            UpMessage.decode(Array(text.utf8), limit: limit)
        }
        #expect(try decode(#"{"v":3,"type":"event","event":{"kind":"key","key":"k","modifiers":["command"]}}"#).get()
            == HostEvent(kind: .key, key: "k", modifiers: ["command"]))
        #expect(throws: UpMessage.Refusal.wrongVersion(99)) { try decode(#"{"v":99,"type":"event"}"#).get() }
        #expect(throws: UpMessage.Refusal.unknownType("hello")) { try decode(#"{"v":3,"type":"hello"}"#).get() }
        #expect(throws: UpMessage.Refusal.tooLarge(1001)) { try decode(String(repeating: " ", count: 1001)).get() }
        guard case .failure(.malformed) = decode("{") else {
            Issue.record("a broken message should be malformed")
            return
        }
    }

    @Test func downMessagesCarryTheVersion() throws {
        let data = try JSONEncoder().encode(DownMessage.update(DisplayUpdate(changes: [.close(SurfaceID("w"))])))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["v"] as? Int == DisplayProtocol.version)
        #expect(json["type"] as? String == "update")
        #expect((json["changes"] as? [[String: Any]])?.first?["op"] as? String == "close")
    }

    @Test func handWrittenUpdatesDecodeAsTheEncodersDo() throws {
        let tricky = "quote \" backslash \\ slash / tab \t line \n bell \u{7} é 🎭"
        let element = RenderElement(id: ElementID(5), tag: .row, attributes: [.key: .string(tricky), .selected: true],
                                    text: tricky, children: [RenderElement(id: ElementID(6), tag: .text)])
        let update = DisplayUpdate(changes: [
            .patch(SurfaceID("w\"1"), [
                .insert(parent: ElementID(1), before: ElementID(2), element: element),
                .insert(parent: ElementID(1), before: nil, element: RenderElement(id: ElementID(7), tag: .text)),
                .remove(id: ElementID(3)),
                .removeChildren(parent: ElementID(2)),
                .move(id: ElementID(4), parent: ElementID(1), before: nil),
                .move(id: ElementID(4), parent: ElementID(1), before: ElementID(2)),
                .setAttribute(id: ElementID(4), name: .label, value: .string(tricky)),
                .setAttribute(id: ElementID(4), name: .label, value: nil),
                .setText(id: ElementID(4), text: tricky),
                .setText(id: ElementID(4), text: nil),
            ]),
            .close(SurfaceID("gone")),
            .openURL("https://example.com/a"),
        ])
        for message in [DownMessage.update(update), .update(DisplayUpdate()), .snapshot([])] {
            let written = try WireEncoder().encode(message)
            let expected = try JSONEncoder().encode(message)
            let left = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary
            let right = try JSONSerialization.jsonObject(with: expected) as? NSDictionary
            #expect(left != nil && left == right, "\(written)")
        }
        // What the browser reads back is the same update.
        struct Envelope: Decodable { var changes: [DisplayChange] }
        let decoded = try JSONDecoder().decode(Envelope.self, from: Data(try WireEncoder().encode(.update(update)).utf8))
        #expect(decoded.changes == update.changes)
    }

    @Test func emptyAttributesAndChildrenAreLeftOutAndReadAsEmpty() throws {
        let leaf = RenderElement(id: ElementID(6), tag: .text, text: "6")
        let row = RenderElement(id: ElementID(5), tag: .row, children: [leaf])
        let update = DisplayUpdate(changes: [.patch(SurfaceID("w1"), [.insert(parent: ElementID(1), before: nil, element: row)])])
        let written = try WireEncoder().encode(.update(update))
        #expect(written.contains(#"{"id":6,"tag":"text","text":"6"}"#), "\(written)")
        #expect(!written.contains("attributes") && written.contains(#""children":[{"#))
        let encoded = String(decoding: try JSONEncoder().encode(leaf), as: UTF8.self)
        #expect(!encoded.contains("attributes") && !encoded.contains("children"))
        // Either form reads back as the same element.
        let full = #"{"id":6,"tag":"text","attributes":{},"text":"6","children":[]}"#
        #expect(try JSONDecoder().decode(RenderElement.self, from: Data(full.utf8)) == leaf)
        #expect(try JSONDecoder().decode(RenderElement.self, from: Data(encoded.utf8)) == leaf)
    }

    @Test func optionsParse() throws {
        let options = try DisplayOptions.parse(["--port", "8080", "--host", "0.0.0.0", "--no-browser", "a.txt", "https://x.example/"])
        #expect(options.port == 8080)
        #expect(options.host == "0.0.0.0")
        #expect(!options.browser)
        #expect(options.paths == ["a.txt", "https://x.example/"])
        #expect(options.displayConfiguration.port == 8080)
        let defaults = try DisplayOptions.parse([])
        #expect(defaults.port == 0 && defaults.host == "127.0.0.1" && defaults.browser && defaults.paths.isEmpty)
        #expect(throws: (any Error).self) { try DisplayOptions.parse(["--port", "70000"]) }
    }

    @Test func allowedHostsFollowTheBinding() {
        let loopback = AccessPolicy(token: "t", bindHost: "127.0.0.1", extraHosts: ["box.lan", "other:99"])
        loopback.bind(port: 8080, ip: "127.0.0.1")
        #expect(loopback.isServedAuthority("127.0.0.1:8080"))
        #expect(loopback.isServedAuthority("localhost:8080"))
        #expect(loopback.isServedAuthority("[::1]:8080"))
        #expect(loopback.isServedAuthority("box.lan:8080"))
        #expect(loopback.isServedAuthority("other:99"))
        #expect(!loopback.isServedAuthority("127.0.0.1:8081"))
        #expect(!loopback.isServedAuthority("evil.example:8080"))
        #expect(!loopback.isServedAuthority(nil))
        #expect(loopback.displayHost == "127.0.0.1")
        #expect(loopback.isOwnOrigin("http://localhost:8080", authority: "localhost:8080"))
        #expect(!loopback.isOwnOrigin("http://127.0.0.1:8080", authority: "localhost:8080"))

        let wildcard = AccessPolicy(token: "t", bindHost: "0.0.0.0", extraHosts: [])
        wildcard.bind(port: 80, ip: "0.0.0.0")
        #expect(wildcard.displayHost == "127.0.0.1")
        #expect(wildcard.isServedAuthority("127.0.0.1"))
        #expect(!wildcard.isServedAuthority("0.0.0.0:80"))
        #expect(AccessPolicy.isLoopback("127.0.0.1") && AccessPolicy.isLoopback("::1") && !AccessPolicy.isLoopback("0.0.0.0"))
    }

    @Test func browserOpenerIsFoundOnThePath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let opener = directory.appendingPathComponent("xdg-open")
        try "#!/bin/sh\n".write(to: opener, atomically: true, encoding: .utf8)
        #expect(BrowserLauncher.executable(named: "xdg-open", path: "/nonexistent:\(directory.path)") == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        #expect(BrowserLauncher.executable(named: "xdg-open", path: "/nonexistent:\(directory.path)")?.path == opener.path)
        #expect(!BrowserLauncher.open(URL(string: "http://127.0.0.1:1/")!, environment: ["PATH": "/nonexistent"]))
    }
}
