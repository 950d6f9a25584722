import Foundation
import Testing
@_spi(Display) import Proscenium
@testable import ProsceniumWeb

/// `/asset/KEY` serves the image files views found by name, to the token's
/// holder only, and nothing else however the key is written.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ImageAssetRouteTests {
    @Test func aFoundImageIsServedByItsKeyAndNothingElseIs() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-route-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The server does not read the file's contents: text keeps the check simple.
        let contents = "a stand-in for a PNG"
        try Data(contents.utf8).write(to: directory.appendingPathComponent("dot.png"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("secret.txt"))
        let assets = ImageAssets()
        let key = try #require(assets.resolve("dot", in: directory.path)?.key)
        #expect(assets.resolve("secret", in: directory.path) == nil)

        try await withDisplay(assets: assets) { served in
            let cookie = ["Cookie": served.tokenCookie]
            let reply = try await served.client.get("/asset/\(key)", headers: cookie)
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "image/png")
            #expect(reply.body == contents)
            #expect(reply.header("Content-Security-Policy") != nil)
            // Without the token: refused like everything else.
            #expect(try await served.client.get("/asset/\(key)").status == 401)
            // A key is looked up, never used as a path.
            for path in ["/asset/..%2F..%2F..%2Fetc%2Fpasswd", "/asset/../../etc/passwd", "/asset/%2Fetc%2Fpasswd",
                         "/asset/\(directory.path)/secret.txt", "/asset/dot", "/asset/dot.png", "/asset/99999"] {
                #expect(try await served.client.get(path, headers: cookie).status == 404, "\(path)")
            }
        }
        // Another runtime's display serves only its own runtime's images.
        try await withDisplay(assets: ImageAssets()) { served in
            let reply = try await served.client.get("/asset/\(key)", headers: ["Cookie": served.tokenCookie])
            #expect(reply.status == 404)
        }
    }
}
