import Foundation
import ProsceniumHost
import Testing

/// A window's hints go over the wire typed: flags as JSON booleans (and
/// left out while false), numbers as numbers, lists as arrays, the pointer
/// by its shape's name.
@Suite struct WindowHintsTests {
    private func json(_ hints: WindowHints) throws -> [String: Any] {
        let data = try JSONEncoder().encode(hints)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func flagsAreBooleansAndAbsentWhileFalse() throws {
        var hints = WindowHints(scene: "main", role: "window", defaultPosition: .init(x: 1, y: 0),
                                resizability: "contentSize")
        #expect(try json(hints).keys.sorted() == ["defaultPosition", "resizable", "role", "scene"])
        hints.isZoomed = true
        hints.isMergedIntoTabs = true
        hints.alpha = 0.5
        hints.level = 3
        hints.hiddenButtons = ["zoom"]
        hints.cursor = .link
        let object = try json(hints)
        #expect(object["zoomed"] as? Bool == true && object["mergedIntoTabs"] as? Bool == true)
        #expect(object["titleHidden"] == nil && object["sidebarHidden"] == nil)
        #expect(object["alpha"] as? Double == 0.5 && object["level"] as? Int == 3)
        #expect(object["hiddenButtons"] as? [String] == ["zoom"] && object["disabledButtons"] == nil)
        #expect(object["defaultPosition"] as? [Double] == [1, 0])
        #expect(object["cursor"] as? String == "link")
        #expect(try JSONDecoder().decode(WindowHints.self, from: JSONEncoder().encode(hints)) == hints)
    }

    @Test func aDisplayReadsWhatItIsSentAndNoMore() throws {
        let hints = try JSONDecoder().decode(WindowHints.self, from: Data(#"{"zoomed": true, "level": 2}"#.utf8))
        #expect(hints.isZoomed && hints.level == 2 && !hints.isTitleHidden && hints.hiddenButtons.isEmpty)
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(WindowHints.self, from: Data(#"{"zoomed": "true"}"#.utf8))
        }
    }
}
