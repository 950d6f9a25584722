import Foundation
import Testing
@testable import ProsceniumWeb

/// Who may reach the display over HTTP: only pages with the launch token,
/// under the served address.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct AccessTests {
    @Test func theURLNamesLoopbackAndCarriesALongToken() async throws {
        try await withDisplay { served in
            #expect(served.url.absoluteString.hasPrefix("http://127.0.0.1:\(served.port)/?token="))
            #expect(served.token.count >= 43)
            #expect(served.token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }

    @Test func aTakenPortIsReportedAndEachLaunchHasItsOwnToken() async throws {
        try await withDisplay { served in
            let second = WebDisplay(provider: FakeProvider(), configuration: .init(port: served.port))
            await #expect(throws: WebDisplay.StartError.self) { try await second.start() }
            #expect(second.url == nil)
            let third = try await ServedDisplay.start()
            #expect(third.token != served.token)
            #expect(third.port != served.port)
            await third.display.stop()
        }
    }

    @Test func aRequestWithoutTheTokenIsRefused() async throws {
        try await withDisplay { served in
            for path in ["/", "/client/main.js", "/client/index.html", "/ws", "/nowhere"] {
                let reply = try await served.client.get(path)
                #expect(reply.status == 401, "\(path)")
                #expect(reply.header("Content-Security-Policy") != nil)
            }
        }
    }

    @Test func aWrongTokenIsRefused() async throws {
        try await withDisplay { served in
            let wrong = String(served.token.reversed())
            let answer1 = try await served.client.get("/?token=\(wrong)")
            #expect(answer1.status == 401)
            let answer2 = try await served.client.get("/", headers: ["Cookie": "proscenium-token-\(served.port)=\(wrong)"])
            #expect(answer2.status == 401)
            let answer3 = try await served.client.get("/?token=")
            #expect(answer3.status == 401)
            // A valid cookie does not excuse a wrong token in the URL.
            let answer4 = try await served.client.get("/?token=\(wrong)", headers: ["Cookie": served.tokenCookie])
            #expect(answer4.status == 401)
        }
    }

    @Test func theTokenIsTradedForAnHttpOnlyCookie() async throws {
        try await withDisplay { served in
            let reply = try await served.client.get("/?token=\(served.token)")
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/")
            let cookies = reply.headers("Set-Cookie")
            let tokenCookie = try #require(cookies.first { $0.hasPrefix("proscenium-token-\(served.port)=\(served.token);") })
            #expect(tokenCookie.contains("HttpOnly"))
            #expect(tokenCookie.contains("SameSite=Strict"))
            let clientCookie = try #require(cookies.first { $0.hasPrefix("proscenium-client=") })
            #expect(clientCookie.contains("HttpOnly") && clientCookie.contains("Max-Age="))

            let page = try await served.client.get("/", headers: ["Cookie": served.tokenCookie + "; proscenium-client=abc"])
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.body.contains("/client/main.js"))
            #expect(page.headers("Set-Cookie").isEmpty, "a browser that has a client key keeps it")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await withDisplay { served in
            let page = try await served.client.get("/", headers: ["Cookie": served.tokenCookie])
            let csp = try #require(page.header("Content-Security-Policy"))
            #expect(csp.contains("default-src 'self'"))
            #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"))
            #expect(csp.contains("connect-src 'self' ws://127.0.0.1:\(served.port)"))
            #expect(page.header("X-Content-Type-Options") == "nosniff")
            #expect(page.header("Referrer-Policy") == "no-referrer")
            #expect(page.header("X-Frame-Options") == "DENY")
        }
    }

    @Test func onlyTheClientsOwnFilesAreServed() async throws {
        try await withDisplay { served in
            let script = try await served.client.get("/client/main.js", headers: ["Cookie": served.tokenCookie])
            #expect(script.status == 200)
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            for path in ["/client/..%2FPackage.swift", "/client/nothing.js", "/client/../client/main.js"] {
                let reply = try await served.client.get(path, headers: ["Cookie": served.tokenCookie])
                #expect(reply.status == 404, "\(path)")
            }
        }
    }

    @Test func aForeignHostHeaderIsRefused() async throws {
        try await withDisplay { served in
            // DNS rebinding: a name the attacker controls, now pointing here.
            for host in ["attacker.example:\(served.port)", "attacker.example", "127.0.0.1:\(served.port + 1)", "127.0.0.1"] {
                let reply = try await served.client.get("/?token=\(served.token)", headers: ["Host": host])
                #expect(reply.status == 403, "\(host)")
            }
            for host in ["127.0.0.1:\(served.port)", "localhost:\(served.port)", "LOCALHOST:\(served.port)"] {
                let reply = try await served.client.get("/", headers: ["Host": host, "Cookie": served.tokenCookie])
                #expect(reply.status == 200, "\(host)")
            }
        }
    }

    @Test func theTokenCookieOfAnotherPortDoesNotCount() async throws {
        try await withDisplay { served in
            let reply = try await served.client.get("/", headers: ["Cookie": "proscenium-token-1=\(served.token)"])
            #expect(reply.status == 401)
        }
    }
}
