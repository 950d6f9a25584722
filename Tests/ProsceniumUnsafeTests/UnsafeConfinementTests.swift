import Foundation
import Testing

/// Calls the compiler cannot check (runtime symbols by name, the C shims)
/// live in `ProsceniumUnsafe` alone, where its tests watch them.
@Suite struct UnsafeConfinementTests {
    @Test func onlyProsceniumUnsafeCallsTheRuntimeByName() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let markers = ["@_silgen_name", "swift_lookUpClassMethod", "import ProsceniumRuntimeShims"]
        var offenders: [String] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let path = String(file.path.dropFirst(root.path.count + 1))
                if path.hasPrefix("Sources/ProsceniumUnsafe/") || path.hasPrefix("Tests/ProsceniumUnsafeTests/") { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for marker in markers where text.contains(marker) { offenders.append("\(path): \(marker)") }
            }
        }
        #expect(offenders.isEmpty, "unchecked runtime calls outside ProsceniumUnsafe:\n\(offenders.joined(separator: "\n"))")
    }
}
