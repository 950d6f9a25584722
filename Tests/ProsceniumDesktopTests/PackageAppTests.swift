import Foundation
@testable import ProsceniumDesktop
import Testing

/// An app that is a Swift package of its own: its executable target found
/// from `swift package describe`, and the desktop app read from the
/// Info.plist and icon set in the target's folder (the ShapeEdit example's).
@Suite struct PackageAppTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardizedFileURL

    @Test func theExecutableTargetsAreReadFromThePackagesDescription() throws {
        let described = """
        Fetching dependencies...
        {"name": "Apps", "targets": [
          {"name": "Shared", "type": "library", "path": "Sources/Shared"},
          {"name": "Sketch", "type": "executable", "path": "Sources/Sketch"},
          {"name": "Notes", "type": "executable", "path": "Apps/Notes"}]}
        """
        let folder = URL(fileURLWithPath: "/tmp/apps")
        let targets = try PackageExecutable.parse(described, in: folder)
        #expect(targets.map(\.name) == ["Sketch", "Notes"])
        #expect(targets[1].folder.path == "/tmp/apps/Apps/Notes")
        #expect(try PackageExecutable.choose(targets, named: "Notes", in: folder).name == "Notes")
        #expect(throws: DesktopError.self) { try PackageExecutable.choose(targets, named: nil, in: folder) }
        #expect(throws: DesktopError.self) { try PackageExecutable.choose(targets, named: "Shared", in: folder) }
        #expect(throws: DesktopError.self) { try PackageExecutable.parse("error: no manifest", in: folder) }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: examples.appendingPathComponent("ShapeEdit/Info.plist").path),
                   "the Examples package is not beside the tests"))
    func shapeEditIsDescribedByTheInfoPlistAndIconsInItsFolder() throws {
        let target = PackageExecutable(name: "ShapeEdit", folder: Self.examples.appendingPathComponent("ShapeEdit"))
        let app = try DesktopApp.load(packageTarget: target)
        #expect(app.name == "ShapeEdit")
        #expect(app.identifier == "com.example.ShapeEdit")
        #expect(app.iconSet?.lastPathComponent == "AppIcon.appiconset")
        #expect(app.declaredTypes.map(\.identifier) == ["com.example.ShapeEdit.shapes"])
        #expect(app.declaredTypes.first?.extensions == ["shapes"])
        #expect(app.documentTypes.first?.contentTypes == ["com.example.ShapeEdit.shapes"])

        // Without an Info.plist, the app is its executable.
        let bare = try DesktopApp.load(packageTarget: PackageExecutable(name: "Notes", folder: URL(fileURLWithPath: "/nonexistent")))
        #expect(bare.name == "Notes" && bare.iconSet == nil && bare.documentTypes.isEmpty)
    }
}
