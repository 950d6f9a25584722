import Foundation
import Testing
import ProsceniumTesting
@testable import ShapeEdit

/// Random bytes as documents: each is refused (no window, the file
/// untouched), never a crash.
@MainActor @Suite struct DocumentFuzzTests {
    @Test func randomBytesAreRefusedAndLeftUntouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docfuzz-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(ShapeEditApp.self)
        var generator = SystemRandomNumberGenerator()
        var opened = 0
        for index in 0..<200 {
            let count = Int.random(in: 0...2048, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Some start like JSON, to get past the first byte.
            if index % 3 == 0 { bytes = Array(#"{"shapes":[{"kind":"#.utf8) + bytes }
            let url = folder.appendingPathComponent("fuzz\(index).shapes")
            try Data(bytes).write(to: url)
            app.runtime.open(url)
            try app.update()
            if app.windows.contains(where: { $0.title == url.lastPathComponent }) { opened += 1 }
            #expect(try Data(contentsOf: url) == Data(bytes), "the file is left as it was")
            #expect(app.keyWindow?.title == "Could Not Open")
            #expect(app.keyWindow?.visibleText.first?.contains("“\(url.lastPathComponent)” could not be opened") == true)
        }
        #expect(opened == 0, "random bytes never decode as a shapes document")
        #expect(app.windows.filter { $0.title == "Could Not Open" }.count == 1, "one error window, with the latest message")
        try app.click(.button, "OK")
        #expect(!app.windows.contains { $0.title == "Could Not Open" })
    }
}
