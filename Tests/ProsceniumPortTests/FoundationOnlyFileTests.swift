import Foundation
@testable import ProsceniumPort
import Testing

/// On a Mac `import Foundation` brings every type below; on Linux, Foundation
/// lacks them and ProsceniumFoundation supplies them. A ported package
/// imports that module (and Combine and Observation) into every file with the
/// compiler flags its manifest writes: this type-checks a file that imports
/// only Foundation with exactly those flags against the modules this build
/// made, so a type that stops being visible there fails here, in seconds,
/// without building a ported app.
@Suite struct FoundationOnlyFileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The build's Modules folder beside the test bundle.
    static var modules: URL? {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          packageRoot.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("ProsceniumFoundation.swiftmodule").path) }
    }

    /// The C modules' maps (the build's and the checked-out packages'), which
    /// the Swift modules' dependencies need to load.
    static func moduleMapFlags() -> [String] {
        let files = FileManager.default
        guard let products = modules?.deletingLastPathComponent() else { return [] }
        var maps = ((try? files.contentsOfDirectory(at: products, includingPropertiesForKeys: nil)) ?? [])
            .map { $0.appendingPathComponent("module.modulemap") }
        let checkouts = packageRoot.appendingPathComponent(".build/checkouts")
        for package in (try? files.contentsOfDirectory(at: checkouts, includingPropertiesForKeys: nil)) ?? [] {
            let sources = package.appendingPathComponent("Sources")
            for target in (try? files.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? [] {
                maps += [target.appendingPathComponent("module.modulemap"), target.appendingPathComponent("include/module.modulemap")]
            }
        }
        return maps.filter { files.fileExists(atPath: $0.path) }.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
    }

    /// The modules the manifest's `-import-module` flags name.
    static func importedModules(in manifest: String) -> [String] {
        let flags = manifest.components(separatedBy: "\"-import-module\", \"-Xfrontend\", \"").dropFirst()
        return flags.compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    static let foundationOnlySource = """
        import Foundation

        final class Model: ObservableObject {
            @Published var count = 0
            let undo = UndoManager()

            func provider() -> NSItemProvider { NSItemProvider(object: "\\(count)" as NSString) }

            func activity() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.example.counting")
                activity.userInfo = ["count": count]
                return activity
            }

            func wrapper() -> FileWrapper { FileWrapper(regularFileWithContents: Data("hi".utf8)) }

            func negate(_ flag: Bool) -> Any? {
                ValueTransformer(forName: .negateBooleanTransformerName)?.transformedValue(flag)
            }
        }

        final class Celsius: ValueTransformer {
            override class func allowsReverseTransformation() -> Bool { false }
            override func transformedValue(_ value: Any?) -> Any? { value }
        }

        @Observable final class Preferences { var loud = false }

        """

    @Test(.enabled(if: modules != nil, "needs the built modules (.build/…/debug/Modules)"))
    func aFileImportingOnlyFoundationSeesTheTypesProsceniumSupplies() throws {
        let manifest = PackageManifest(name: "Demo", module: "Demo", projectFile: "Demo.xcodeproj", targetName: "Demo",
                                       macOS: "14.0", languageMode: "v5", proscenium: .url(ProsceniumLocation.placeholderURL),
                                       dependencies: [], resources: []).text
        let imported = Self.importedModules(in: manifest)
        #expect(imported.contains("ProsceniumFoundation") && imported.contains("Combine") && imported.contains("Observation"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foundation-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Model.swift")
        try Self.foundationOnlySource.write(to: file, atomically: true, encoding: .utf8)

        let base = ["swiftc", "-typecheck", "-swift-version", "5", "-I", Self.modules!.path] + Self.moduleMapFlags() + [file.path]
        var arguments = base
        for module in imported { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", module] }
        let checked = try runCommand(arguments, in: folder)
        #expect(checked.status == 0, "a Foundation-only file does not type-check with the ported package's flags:\n\(checked.tail)")

        // And without the flags it must not: else the test would prove nothing.
        let bare = try runCommand(base, in: folder)
        #expect(bare.status != 0 && bare.output.contains("ValueTransformer"))
    }
}
