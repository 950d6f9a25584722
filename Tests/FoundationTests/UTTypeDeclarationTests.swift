import Foundation
import Testing
@testable import UniformTypeIdentifiers

// As the seed sample writes it: a Sendable static in an extension.
extension UTType {
    static let testShapesDocument = UTType(exportedAs: "com.example.ProsceniumTests.Sketch.sketches")
}

/// The app's own types. The registry is process-wide and tests run in
/// parallel, so every test uses identifiers and extensions of its own.
@Suite struct UTTypeDeclarationTests {
    @Test func exportedTypeWithoutDeclarationGetsADefaultExtension() throws {
        let type = UTType.testShapesDocument
        #expect(type.identifier == "com.example.ProsceniumTests.Sketch.sketches")
        #expect(type.isDeclared)
        #expect(!type.isDynamic)
        #expect(type.preferredFilenameExtension == "sketches")
        #expect(type.conforms(to: .data))
        #expect(UTType(filenameExtension: "sketches") == type)
        #expect(UTType("com.example.ProsceniumTests.Sketch.sketches") == type)
        // Case-insensitive identity.
        #expect(UTType("com.example.prosceniumtests.sketch.sketches") == type)
    }

    @Test func exportedAsHonoursTheParentType() {
        let type = UTType(exportedAs: "com.example.ProsceniumTests.bundle-doc", conformingTo: .package)
        #expect(type.conforms(to: .package))
        #expect(type.conforms(to: .directory))
        #expect(!type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "bundle-doc")
        #expect(UTType(filenameExtension: "bundle-doc", conformingTo: .package) == type)
    }

    @Test func aGuessedExtensionNeverHidesASystemType() {
        let type = UTType(exportedAs: "com.example.ProsceniumTests.json")
        #expect(type.preferredFilenameExtension == "json")
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType.types(tag: "json", tagClass: .filenameExtension, conformingTo: .data) == [.json, type])
    }

    @Test func aDeclarationReplacesTheGuess() {
        let guessed = UTType(exportedAs: "com.example.ProsceniumTests.Later.notes")
        #expect(guessed.preferredFilenameExtension == "notes")
        UTType.declare(
            exportedAs: "com.example.ProsceniumTests.Later.notes",
            conformingTo: [.plainText],
            filenameExtensions: ["pnotes", "pnote"],
            mimeTypes: ["text/x-proscenium-notes"],
            description: "Proscenium notes"
        )
        #expect(guessed.preferredFilenameExtension == "pnotes")
        #expect(guessed.conforms(to: .text))
        #expect(guessed.localizedDescription == "Proscenium notes")
        #expect(UTType(filenameExtension: "pnote") == guessed)
        #expect(UTType(mimeType: "text/x-proscenium-notes", conformingTo: .text) == guessed)
        // The guessed extension no longer leads to the type.
        #expect(UTType(filenameExtension: "notes")?.isDynamic == true)
    }

    @Test func aDeclarationMadeFirstWinsOverExportedAs() {
        UTType.declare(
            exportedAs: "com.example.ProsceniumTests.Early.drawing",
            conformingTo: [.image],
            filenameExtensions: [".pdrawing"]
        )
        let type = UTType(exportedAs: "com.example.ProsceniumTests.Early.drawing", conformingTo: .text)
        #expect(type.conforms(to: .image))
        #expect(!type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == "pdrawing")
    }

    @Test func exportedTypesComeBeforeSystemTypesAndImportedOnesAfter() {
        let exported = UTType.declare(
            exportedAs: "com.example.ProsceniumTests.webarchive-like",
            filenameExtensions: ["webarchive"]
        )
        #expect(UTType(filenameExtension: "webarchive") == exported)
        #expect(UTType.types(tag: "webarchive", tagClass: .filenameExtension, conformingTo: nil) == [exported, .webArchive])

        let imported = UTType.declare(
            importedAs: "com.example.ProsceniumTests.rtf-like",
            filenameExtensions: ["rtf"]
        )
        #expect(UTType(filenameExtension: "rtf") == .rtf)
        #expect(UTType.types(tag: "rtf", tagClass: .filenameExtension, conformingTo: nil) == [.rtf, imported])
    }

    @Test func systemTypesCannotBeRedeclared() {
        let result = UTType.declare(exportedAs: "public.png", conformingTo: [.text], filenameExtensions: ["notpng"])
        #expect(result == .png)
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType(filenameExtension: "notpng")?.isDynamic == true)
    }

    @Test func importedTypeWithoutDeclaration() {
        let type = UTType(importedAs: "com.example.ProsceniumTests.someone-elses", conformingTo: .text)
        #expect(type.isDeclared)
        #expect(type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == nil)
    }

    @Test func declarationsFileInInfoPlistShape() throws {
        let json = """
        {
          "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": "com.example.ProsceniumTests.File.board",
            "UTTypeConformsTo": ["com.apple.package", "public.composite-content"],
            "UTTypeDescription": "Board",
            "UTTypeReferenceURL": "https://example.com/board",
            "UTTypeTagSpecification": {
              "public.filename-extension": ["pboard", "pboard2"],
              "public.mime-type": "application/x-proscenium-board"
            }
          }],
          "UTImportedTypeDeclarations": [{
            "UTTypeIdentifier": "com.example.ProsceniumTests.File.other",
            "UTTypeConformsTo": "public.json",
            "UTTypeTagSpecification": {"public.filename-extension": "pother"}
          }]
        }
        """
        let types = try UTType.loadTypeDeclarations(from: Data(json.utf8))
        #expect(types.map(\.identifier) == ["com.example.ProsceniumTests.File.board", "com.example.ProsceniumTests.File.other"])
        let board = try #require(UTType(filenameExtension: "PBOARD", conformingTo: .package))
        #expect(board == types[0])
        #expect(board.conforms(to: .directory))
        #expect(board.conforms(to: .content))
        #expect(board.localizedDescription == "Board")
        #expect(board.referenceURL?.absoluteString == "https://example.com/board")
        #expect(board.tags[.filenameExtension] == ["pboard", "pboard2"])
        #expect(board.preferredMIMEType == "application/x-proscenium-board")
        #expect(UTType(mimeType: "application/x-proscenium-board", conformingTo: .package) == board)
        let other = try #require(UTType(filenameExtension: "pother"))
        #expect(other.conforms(to: .json))
        #expect(other.conforms(to: .text))
    }

    @Test func declarationsFileAsPropertyList() throws {
        let plist: [String: Any] = [
            "UTExportedTypeDeclarations": [[
                "UTTypeIdentifier": "com.example.ProsceniumTests.Plist.thing",
                "UTTypeConformsTo": ["public.data"],
                "UTTypeTagSpecification": ["public.filename-extension": ["pthing"]],
            ]],
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
            let types = try UTType.loadTypeDeclarations(from: data)
            #expect(types.map(\.identifier) == ["com.example.ProsceniumTests.Plist.thing"])
        }
        #expect(UTType(filenameExtension: "pthing")?.identifier == "com.example.ProsceniumTests.Plist.thing")
    }

    @Test(arguments: [
        Data([0x00, 0xFF, 0x13, 0x37, 0x42]),
        Data("{not json".utf8),
        Data("[]".utf8),
        Data(#"{"UTExportedTypeDeclarations": {}}"#.utf8),
        Data(#"{"UTExportedTypeDeclarations": [{"UTTypeConformsTo": "public.data"}]}"#.utf8),
        Data(#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "bad id"}]}"#.utf8),
        Data(#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "com.example.ok", "UTTypeConformsTo": 3}]}"#.utf8),
        Data(#"{"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "com.example.ok", "UTTypeTagSpecification": []}]}"#.utf8),
    ])
    func malformedDeclarationsThrowAndDeclareNothing(data: Data) {
        #expect(throws: CocoaError.self) {
            try UTType.loadTypeDeclarations(from: data)
        }
        #expect(UTType("com.example.ok") == nil)
    }

    @Test func missingDeclarationsFileThrows() {
        let url = URL(fileURLWithPath: "/nonexistent/proscenium/UTTypes.json")
        #expect(throws: (any Error).self) {
            try UTType.loadTypeDeclarations(from: url)
        }
    }

    @Test func bundledDeclarationFilesAreFoundAndBadOnesSkipped() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("uti-bundles-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = root.appendingPathComponent("App_App.resources", isDirectory: true)
        let broken = root.appendingPathComponent("Broken_Broken.resources", isDirectory: true)
        let unrelated = root.appendingPathComponent("not-a-bundle", isDirectory: true)
        for directory in [resources, broken, unrelated] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data("""
        {"UTExportedTypeDeclarations": [{"UTTypeIdentifier": "com.example.bundled",
          "UTTypeTagSpecification": {"public.filename-extension": "bundled"}}]}
        """.utf8).write(to: resources.appendingPathComponent("UTTypes.json"))
        try Data("garbage".utf8).write(to: broken.appendingPathComponent("UTTypes.json"))
        try Data("{}".utf8).write(to: unrelated.appendingPathComponent("UTTypes.json"))

        let files = TypeRegistry.declarationFiles(resourceDirectory: nil, executableDirectory: root)
        #expect(files.map { $0.deletingLastPathComponent().lastPathComponent } == ["App_App.resources", "Broken_Broken.resources"])

        // A registry of its own, so the process-wide one is untouched.
        let registry = TypeRegistry(declarations: SystemTypeDeclarations.all)
        registry.loadDeclarationFiles(files)
        #expect(registry.declaration(for: "com.example.bundled")?.origin == .exported)
        #expect(registry.declarations(tag: "bundled", tagClass: .filenameExtension).map(\.identifier) == ["com.example.bundled"])
    }

    @Test func theRegistryIsSafeUnderConcurrentUse() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    UTType.declare(
                        exportedAs: "com.example.ProsceniumTests.Concurrent.t\(index)",
                        filenameExtensions: ["pconc\(index)"]
                    )
                    _ = UTType(filenameExtension: "pconc\((index + 1) % 64)")
                    _ = UTType.png.supertypes
                }
            }
        }
        for index in 0..<64 {
            #expect(UTType(filenameExtension: "pconc\(index)")?.identifier == "com.example.ProsceniumTests.Concurrent.t\(index)")
        }
    }
}
