import Foundation
import Testing
@testable import ProsceniumFoundation
#if canImport(Glibc)
import Glibc
#endif

@Suite struct AtomicFileWriterTests {
    @Test func writesANewFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let written = try AtomicFileWriter.write(Data("hello".utf8), to: folder("new.txt"))
        #expect(written.path == folder("new.txt").path)
        #expect(try FileTestSupport.text(folder("new.txt")) == "hello")
        #expect(folder.names() == ["new.txt"])
    }

    @Test func replacesAFileByRenameAndKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let before = try FileTestSupport.inode(file)

        try AtomicFileWriter.write(Data("new contents".utf8), to: file)

        #expect(try FileTestSupport.text(file) == "new contents")
        #expect(try FileTestSupport.mode(file) == 0o640)
        // A new file was renamed into place, not the old one rewritten.
        #expect(try FileTestSupport.inode(file) != before)
        #expect(folder.names() == ["doc.txt"])
    }

    @Test func explicitPermissionsWin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("secret.txt")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try AtomicFileWriter.write(Data("new".utf8), to: file, permissions: 0o600)
        #expect(try FileTestSupport.mode(file) == 0o600)
    }

    @Test func savesThroughSymbolicLinksAndKeepsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        let target = elsewhere("real.txt")
        try Data("old".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: target.path)
        // link2 -> link (relative) -> real.txt in another folder (absolute).
        try FileManager.default.createSymbolicLink(atPath: folder("link").path, withDestinationPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: folder("link2").path, withDestinationPath: "link")

        let written = try AtomicFileWriter.write(Data("new".utf8), to: folder("link2"))

        #expect(written.path == target.path)
        #expect(FileTestSupport.isSymbolicLink(folder("link")))
        #expect(FileTestSupport.isSymbolicLink(folder("link2")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder("link2").path) == "link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder("link").path) == target.path)
        #expect(try FileTestSupport.text(target) == "new")
        #expect(try FileTestSupport.text(folder("link2")) == "new")
        #expect(try FileTestSupport.mode(target) == 0o604)
        // The temporary file was made beside the target, and is gone.
        #expect(folder.names() == ["link", "link2"])
        #expect(elsewhere.names() == ["real.txt"])
    }

    @Test func replacingTheLinkItselfWhenAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("target".utf8).write(to: folder("real.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder("link").path, withDestinationPath: "real.txt")
        try AtomicFileWriter.replaceItem(at: folder("link"), followingSymbolicLinks: false) { temporary in
            try Data("plain".utf8).write(to: temporary)
        }
        #expect(!FileTestSupport.isSymbolicLink(folder("link")))
        #expect(try FileTestSupport.text(folder("link")) == "plain")
        #expect(try FileTestSupport.text(folder("real.txt")) == "target")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder("link").path, withDestinationPath: "missing.txt")
        try AtomicFileWriter.write(Data("made".utf8), to: folder("link"))
        #expect(FileTestSupport.isSymbolicLink(folder("link")))
        #expect(try FileTestSupport.text(folder("missing.txt")) == "made")
    }

    @Test func aLinkLoopFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder("b").path, withDestinationPath: "a")
        #expect(throws: CocoaError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: folder("a"))
        }
        #expect(folder.names() == ["a", "b"])
    }

    @Test func aReadOnlyFolderFailsAndLeavesTheOriginal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("original".utf8).write(to: file)
        let undo = try FileTestSupport.makeUnwritable(folder.url)
        defer { undo() }

        let error = try #require(throws: CocoaError.self) {
            try AtomicFileWriter.write(Data("replacement".utf8), to: file)
        }
        #expect(error.code == .fileWriteNoPermission)
        #expect(error.localizedDescription.contains("doc.txt"))
        #expect(error.userInfo[NSUnderlyingErrorKey] is POSIXError)
        #expect(try FileTestSupport.text(file) == "original")
        #expect(folder.names() == ["doc.txt"])
    }

    @Test func aFailingWriterLeavesTheOriginalAndNoTemporary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("original".utf8).write(to: file)

        #expect(throws: InjectedFailure.self) {
            try AtomicFileWriter.replaceItem(at: file) { temporary in
                // Half the new version is on disk when the encoder fails.
                try Data("half of the new".utf8).write(to: temporary)
                throw InjectedFailure()
            }
        }
        #expect(try FileTestSupport.text(file) == "original")
        #expect(folder.names() == ["doc.txt"])
    }

    @Test func aWriterThatMakesNothingFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("original".utf8).write(to: file)
        #expect(throws: CocoaError.self) {
            try AtomicFileWriter.replaceItem(at: file) { _ in }
        }
        #expect(try FileTestSupport.text(file) == "original")
    }

    @Test func aFailingPackageWriterLeavesTheWholeOldPackage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = try makePackage(in: folder, files: ["a.txt": "A", "b.txt": "B"])

        #expect(throws: InjectedFailure.self) {
            try AtomicFileWriter.replaceItem(at: package) { temporary in
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
                try Data("new".utf8).write(to: temporary.appendingPathComponent("c.txt"))
                throw InjectedFailure()
            }
        }
        #expect(folder.names(in: package) == ["a.txt", "b.txt"])
        #expect(try FileTestSupport.text(package.appendingPathComponent("a.txt")) == "A")
        #expect(folder.names() == ["doc.pkg"])
    }

    @Test(arguments: [true, false])
    func replacesAPackageWhole(swapping: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let package = try makePackage(in: folder, files: ["a.txt": "A", "b.txt": "B"])
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: package.path)
        let newPackage = folder(".new.pkg")
        try FileManager.default.createDirectory(at: newPackage, withIntermediateDirectories: false)
        try Data("C".utf8).write(to: newPackage.appendingPathComponent("c.txt"))

        if swapping {
            try FileManager.default.removeItem(at: newPackage)
            try AtomicFileWriter.replaceItem(at: package) { temporary in
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
                try Data("C".utf8).write(to: temporary.appendingPathComponent("c.txt"))
            }
        } else {
            // The path taken where the file system cannot swap two items.
            let original = try POSIXFileSystem.itemStatus(package.path, .writing)
            let made = try #require(try POSIXFileSystem.itemStatus(newPackage.path, .writing))
            try AtomicFileWriter.moveIntoPlace(
                newPackage.path, destination: package.path, original: original, made: made, swapping: false
            )
        }
        #expect(folder.names(in: package) == ["c.txt"])
        #expect(try FileTestSupport.text(package.appendingPathComponent("c.txt")) == "C")
        if swapping { #expect(try FileTestSupport.mode(package) == 0o750) }
        #expect(folder.names() == ["doc.pkg"])
    }

    @Test func foldersAreSwappedInOneStepOnLinux() throws {
        #expect(POSIXFileSystem.canExchange)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder("one"), withIntermediateDirectories: false)
        try Data("2".utf8).write(to: folder("two"))
        #expect(try POSIXFileSystem.exchange(folder("one").path, folder("two").path))
        #expect(try FileTestSupport.text(folder("one")) == "2")
        #expect(folder.names(in: folder("two")) == [])
    }

    @Test func replacesAFileWithAFolderAndBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let item = folder("doc")
        try Data("file".utf8).write(to: item)
        try AtomicFileWriter.replaceItem(at: item, allowingKindChange: true) { temporary in
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            try Data("inside".utf8).write(to: temporary.appendingPathComponent("x"))
        }
        #expect(folder.names(in: item) == ["x"])
        try AtomicFileWriter.replaceItem(at: item, allowingKindChange: true) { temporary in
            try Data("file again".utf8).write(to: temporary)
        }
        #expect(try FileTestSupport.text(item) == "file again")
        #expect(folder.names() == ["doc"])
    }

    @Test func aMissingFolderFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let error = try #require(throws: CocoaError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: folder("no/such/folder/file.txt"))
        }
        #expect(error.code == .fileNoSuchFile)
    }

    @Test func onlyFileURLs() {
        #expect(throws: CocoaError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: URL(string: "https://example.com/file")!)
        }
    }

    @Test func temporaryNamesFitTheFileSystem() {
        let name = String(repeating: "é", count: 127) // 254 bytes
        let temporary = AtomicFileWriter.temporaryName(for: name, suffix: "saving")
        #expect(temporary.utf8.count <= 255)
        #expect(temporary.hasPrefix("."))
    }

    private func makePackage(in folder: TemporaryFolder, files: [String: String]) throws -> URL {
        let package = folder("doc.pkg")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
        for (name, text) in files {
            try Data(text.utf8).write(to: package.appendingPathComponent(name))
        }
        return package
    }
}

@Suite struct AtomicFileWriterKindTests {
    @Test func aFileNeverReplacesAFolderOfTheSameName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kind-\(UUID())")
        let target = folder.appendingPathComponent("notes.txt")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: (any Error).self) { try AtomicFileWriter.write(Data("x".utf8), to: target) }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("inner").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["notes.txt"], "the temporary file is removed")
    }
}
