import Foundation
import XCTest

/// SwiftUI's views and modifiers are `nonisolated`: an app builds view values
/// in plain types and free functions (IsolationPackageTests builds such an
/// app). In this module a struct that conforms to `View` in its declaration
/// would be inferred main-actor isolated, and so would the members of a plain
/// `extension View`; this test fails when a public view type or a `View`,
/// `Scene` or `Shape` extension is declared without `nonisolated`, so that new
/// vocabulary keeps SwiftUI's isolation.
final class IsolationSourceTests: XCTestCase {
    /// The engine's sources and the vocabulary's.
    static let sources = ["Sources/ProsceniumEngine", "Sources/Proscenium"].map {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent($0)
    }

    func testPublicViewsAndModifierExtensionsAreNonisolated() throws {
        let extensionLine = try NSRegularExpression(pattern: #"^(public )?extension (View|Scene|Shape)\b"#)
        let viewStruct = try NSRegularExpression(
            pattern: #"^(@\w+ )*public struct [A-Za-z_<>:, ]*(View|Modifier|Scene|Commands|ToolbarContent|Shape)\b"#)
        var offenders: [String] = []
        let files = Self.sources.flatMap {
            FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        }
        for file in files where file.pathExtension == "swift" {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                if extensionLine.firstMatch(in: text, range: range) != nil || viewStruct.firstMatch(in: text, range: range) != nil {
                    offenders.append("\(file.lastPathComponent):\(number + 1): \(text)")
                }
            }
        }
        XCTAssertEqual(offenders, [], "declare these `nonisolated` (as SwiftUI does), marking members that need the main actor `@MainActor`")
    }
}
