import Foundation
import Testing
@testable import ProsceniumFoundation
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FileWrapperTests {
    // MARK: Round trips

    @Test func regularFileRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let wrapper = FileWrapper(regularFileWithContents: bytes)
        #expect(wrapper.isRegularFile && !wrapper.isDirectory && !wrapper.isSymbolicLink)
        #expect(wrapper.fileWrappers == nil)
        #expect(wrapper.symbolicLinkDestinationURL == nil)
        #expect(wrapper.filename == nil)

        try wrapper.write(to: folder("data.bin"), options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        #expect(wrapper.filename == "data.bin")

        let read = try FileWrapper(url: folder("data.bin"))
        #expect(read.isRegularFile)
        #expect(read.regularFileContents == bytes)
        #expect(read.filename == "data.bin")
        #expect(read.preferredFilename == "data.bin")
        #expect(read.fileAttributes[FileAttributeKey.size.rawValue] != nil)
        #expect(folder.names() == ["data.bin"])
    }

    @Test func directoryRoundTripWithNestedFoldersAndLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inner = FileWrapper(directoryWithFileWrappers: [
            "deep.txt": FileWrapper(regularFileWithContents: Data("deep".utf8)),
        ])
        let package = FileWrapper(directoryWithFileWrappers: [
            "Contents.json": FileWrapper(regularFileWithContents: Data(#"{"a":1}"#.utf8)),
            "Images": inner,
            "empty": FileWrapper(regularFileWithContents: Data()),
            "alias": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "Contents.json", relativeTo: folder.url)),
        ])
        #expect(inner.preferredFilename == "Images")

        try package.write(to: folder("Doc.pkg"), options: .atomic, originalContentsURL: nil)

        let read = try FileWrapper(url: folder("Doc.pkg"))
        #expect(read.isDirectory)
        let children = try #require(read.fileWrappers)
        #expect(Set(children.keys) == ["Contents.json", "Images", "empty", "alias"])
        #expect(children["Contents.json"]?.regularFileContents == Data(#"{"a":1}"#.utf8))
        #expect(children["empty"]?.regularFileContents == Data())
        #expect(children["Images"]?.fileWrappers?["deep.txt"]?.regularFileContents == Data("deep".utf8))
        let alias = try #require(children["alias"])
        #expect(alias.isSymbolicLink)
        #expect(alias.symbolicLinkDestinationURL?.relativePath == "Contents.json")
        #expect(alias.symbolicLinkDestinationURL?.path == folder("Doc.pkg/Contents.json").path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder("Doc.pkg/alias").path) == "Contents.json")
        #expect(read.keyForChildFileWrapper(alias) == "alias")
        #expect(read.matchesContents(of: folder("Doc.pkg")))
        #expect(folder.names() == ["Doc.pkg"])
    }

    @Test func symbolicLinkWrapperRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/etc/hostname"))
        #expect(link.isSymbolicLink)
        #expect(link.regularFileContents == nil)
        try link.write(to: folder("link"), options: .atomic, originalContentsURL: nil)
        #expect(FileTestSupport.isSymbolicLink(folder("link")))
        let read = try FileWrapper(url: folder("link"))
        #expect(read.isSymbolicLink)
        #expect(read.symbolicLinkDestinationURL?.path == "/etc/hostname")

        // Writing a link over a link replaces the link, not what it points at.
        try Data("target".utf8).write(to: folder("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder("other").path, withDestinationPath: "target.txt")
        try FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/tmp"))
            .write(to: folder("other"), options: .atomic, originalContentsURL: nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder("other").path) == "/tmp")
        #expect(try FileTestSupport.text(folder("target.txt")) == "target")
    }

    // MARK: Saving

    @Test func atomicWriteKeepsTheModeOfTheFileItReplaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        try FileWrapper(regularFileWithContents: Data("new".utf8))
            .write(to: file, options: .atomic, originalContentsURL: file)
        #expect(try FileTestSupport.mode(file) == 0o600)
        #expect(try FileTestSupport.text(file) == "new")
    }

    @Test func permissionsReadFromDiskAreWrittenBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("x".utf8).write(to: folder("source"))
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: folder("source").path)
        try FileWrapper(url: folder("source")).write(to: folder("copy"), options: .atomic, originalContentsURL: nil)
        #expect(try FileTestSupport.mode(folder("copy")) == 0o751)
    }

    @Test func atomicWriteSavesThroughASymbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("old".utf8).write(to: folder("real.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder("link.txt").path, withDestinationPath: "real.txt")
        try FileWrapper(regularFileWithContents: Data("new".utf8))
            .write(to: folder("link.txt"), options: .atomic, originalContentsURL: nil)
        #expect(FileTestSupport.isSymbolicLink(folder("link.txt")))
        #expect(try FileTestSupport.text(folder("real.txt")) == "new")
        #expect(folder.names() == ["link.txt", "real.txt"])
    }

    @Test func atomicWriteReplacesAPackageWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileWrapper(directoryWithFileWrappers: [
            "a": FileWrapper(regularFileWithContents: Data("1".utf8)),
            "b": FileWrapper(regularFileWithContents: Data("2".utf8)),
        ]).write(to: folder("doc.pkg"), options: .atomic, originalContentsURL: nil)
        try FileWrapper(directoryWithFileWrappers: [
            "c": FileWrapper(regularFileWithContents: Data("3".utf8)),
        ]).write(to: folder("doc.pkg"), options: .atomic, originalContentsURL: nil)
        #expect(folder.names(in: folder("doc.pkg")) == ["c"])
        #expect(folder.names() == ["doc.pkg"])
    }

    @Test func nonAtomicWriteReplacesWhatIsThere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder("doc"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: folder("doc/old"))
        try FileWrapper(regularFileWithContents: Data("flat".utf8))
            .write(to: folder("doc"), options: [], originalContentsURL: nil)
        #expect(try FileTestSupport.text(folder("doc")) == "flat")
    }

    @Test func aFailureHalfwayThroughAPackageLeavesTheOldOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder("doc.pkg")
        try FileWrapper(directoryWithFileWrappers: [
            "old.txt": FileWrapper(regularFileWithContents: Data("old".utf8)),
        ]).write(to: url, options: .atomic, originalContentsURL: nil)

        // "a.txt" is written first; then the bad name stops the save.
        let broken = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("new".utf8)),
            "b/c.txt": FileWrapper(regularFileWithContents: Data("bad".utf8)),
        ])
        let error = try #require(throws: CocoaError.self) {
            try broken.write(to: url, options: .atomic, originalContentsURL: nil)
        }
        #expect(error.code == .fileWriteInvalidFileName)
        #expect(folder.names(in: url) == ["old.txt"])
        #expect(try FileTestSupport.text(url.appendingPathComponent("old.txt")) == "old")
        #expect(folder.names() == ["doc.pkg"])
    }

    @Test func aReadOnlyFolderFailsAndLeavesTheOriginal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder("doc.txt")
        try Data("original".utf8).write(to: file)
        let undo = try FileTestSupport.makeUnwritable(folder.url)
        defer { undo() }
        let error = try #require(throws: CocoaError.self) {
            try FileWrapper(regularFileWithContents: Data("new".utf8))
                .write(to: file, options: .atomic, originalContentsURL: nil)
        }
        #expect(error.code == .fileWriteNoPermission)
        #expect(try FileTestSupport.text(file) == "original")
        #expect(folder.names() == ["doc.txt"])
    }

    // MARK: Reading failures

    @Test func readingNothingThrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let error = try #require(throws: CocoaError.self) {
            try FileWrapper(url: folder("missing.txt"))
        }
        #expect(error.code == .fileReadNoSuchFile)
        #expect(error.localizedDescription.contains("missing.txt"))
    }

    @Test func readingThroughAFileThrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("x".utf8).write(to: folder("file"))
        #expect(throws: CocoaError.self) {
            try FileWrapper(url: folder("file/inside"))
        }
    }

    @Test func readingAnUnreadableFileThrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A folder holding a link loop cannot be read whole; nor, unless you
        // are root, can a file without read permission.
        try FileManager.default.createDirectory(at: folder("pkg"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder("loop").path, withDestinationPath: "loop")
        #expect(throws: CocoaError.self) {
            try FileWrapper(url: folder("loop/x"))
        }
        try Data("secret".utf8).write(to: folder("pkg/secret"))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder("pkg/secret").path)
        if !FileTestSupport.isRoot {
            let error = try #require(throws: CocoaError.self) {
                try FileWrapper(url: folder("pkg"))
            }
            #expect(error.code == .fileReadNoPermission)
        }
    }

    @Test func aPipeIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder("pipe").path, 0o644) == 0)
        let error = try #require(throws: CocoaError.self) {
            try FileWrapper(url: folder("pipe"))
        }
        #expect(error.code == .fileReadUnknown)
    }

    @Test func readReplacesContentsAndKind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder("thing"), withIntermediateDirectories: false)
        let wrapper = FileWrapper(regularFileWithContents: Data("memory".utf8))
        try wrapper.read(from: folder("thing"))
        #expect(wrapper.isDirectory)
        #expect(wrapper.fileWrappers?.isEmpty == true)
        #expect(wrapper.filename == "thing")
        // A failed read leaves the wrapper as it was.
        #expect(throws: CocoaError.self) { try wrapper.read(from: folder("missing")) }
        #expect(wrapper.isDirectory)
    }

    // MARK: Comparing

    @Test func matchesContentsComparesWhatIsOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let wrapper = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8)),
        ])
        #expect(!wrapper.matchesContents(of: folder("doc")))
        try wrapper.write(to: folder("doc"), options: .atomic, originalContentsURL: nil)
        #expect(wrapper.matchesContents(of: folder("doc")))
        #expect(!wrapper.needsToBeUpdated(fromPath: folder("doc").path))
        try Data("B".utf8).write(to: folder("doc/a.txt"))
        #expect(!wrapper.matchesContents(of: folder("doc")))
        try Data("A".utf8).write(to: folder("doc/a.txt"))
        #expect(wrapper.matchesContents(of: folder("doc")))
        try Data().write(to: folder("doc/extra"))
        #expect(!wrapper.matchesContents(of: folder("doc")))
        #expect(wrapper.needsToBeUpdated(fromPath: folder("doc").path))
    }

    // MARK: Children

    @Test func childrenAreKeyedUniquelyAsApplesAre() throws {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        let first = folder.addRegularFile(withContents: Data("1".utf8), preferredFilename: "x.txt")
        let second = folder.addRegularFile(withContents: Data("2".utf8), preferredFilename: "x.txt")
        let third = folder.addRegularFile(withContents: Data("3".utf8), preferredFilename: "x.txt")
        #expect(first == "x.txt")
        #expect(second == "1__#$!@%!#__x.txt")
        #expect(third == "2__#$!@%!#__x.txt")
        #expect(folder.fileWrappers?.count == 3)

        let child = try #require(folder.fileWrappers?[second])
        #expect(folder.keyForChildFileWrapper(child) == second)
        // Adding a child twice keeps its key.
        #expect(folder.addFileWrapper(child) == second)

        folder.removeFileWrapper(child)
        #expect(folder.keyForChildFileWrapper(child) == nil)
        #expect(folder.fileWrappers?.count == 2)

        let stranger = FileWrapper(regularFileWithContents: Data())
        folder.removeFileWrapper(stranger) // not a child: nothing happens
        #expect(folder.fileWrappers?.count == 2)
    }

    @Test func renamingAChildFilesItAgain() throws {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        let child = FileWrapper(regularFileWithContents: Data("c".utf8))
        child.preferredFilename = "before.txt"
        folder.addFileWrapper(child)
        child.preferredFilename = "after.txt"
        #expect(folder.keyForChildFileWrapper(child) == "after.txt")
        #expect(folder.fileWrappers?.keys.sorted() == ["after.txt"])
    }

    @Test func addingAChildElsewhereMovesIt() {
        let one = FileWrapper(directoryWithFileWrappers: [:])
        let two = FileWrapper(directoryWithFileWrappers: [:])
        let child = FileWrapper(regularFileWithContents: Data())
        child.preferredFilename = "c"
        one.addFileWrapper(child)
        two.addFileWrapper(child)
        #expect(one.fileWrappers?.isEmpty == true)
        #expect(two.keyForChildFileWrapper(child) == "c")
    }

    @Test func nameUpdatingReachesEveryChild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let leaf = FileWrapper(regularFileWithContents: Data("x".utf8))
        let package = FileWrapper(directoryWithFileWrappers: ["sub": FileWrapper(directoryWithFileWrappers: ["leaf": leaf])])
        try package.write(to: folder("p"), options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        #expect(package.filename == "p")
        #expect(leaf.filename == "leaf")
    }

    // MARK: Serialized representation

    @Test func serializedRepresentationRoundTrip() throws {
        let package = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8)),
            "sub": FileWrapper(directoryWithFileWrappers: [
                "b.bin": FileWrapper(regularFileWithContents: Data([0, 1, 2, 255])),
            ]),
            "link": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/etc/hosts")),
        ])
        package.fileAttributes[FileAttributeKey.posixPermissions.rawValue] = 0o700
        let data = try #require(package.serializedRepresentation)
        let copy = try #require(FileWrapper(serializedRepresentation: data))
        #expect(copy.isDirectory)
        #expect(copy.fileWrappers?["a.txt"]?.regularFileContents == Data("A".utf8))
        #expect(copy.fileWrappers?["a.txt"]?.preferredFilename == "a.txt")
        #expect(copy.fileWrappers?["sub"]?.fileWrappers?["b.bin"]?.regularFileContents == Data([0, 1, 2, 255]))
        #expect(copy.fileWrappers?["link"]?.symbolicLinkDestinationURL?.path == "/etc/hosts")
        #expect(copy.fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o700)
        // The copy's children know their parent.
        let child = try #require(copy.fileWrappers?["a.txt"])
        child.preferredFilename = "renamed.txt"
        #expect(copy.keyForChildFileWrapper(child) == "renamed.txt")
    }

    @Test func corruptSerializedRepresentationsGiveNil() throws {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 40, 1000, 10_000] {
            for _ in 0..<20 {
                let random = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
                #expect(FileWrapper(serializedRepresentation: random) == nil)
                // Random bytes behind a valid magic number, too.
                #expect(FileWrapper(serializedRepresentation: Data("bplist00".utf8) + random) == nil)
            }
        }
        let valid = try #require(FileWrapper(directoryWithFileWrappers: [
            "a": FileWrapper(regularFileWithContents: Data(repeating: 7, count: 300)),
        ]).serializedRepresentation)
        for cut in stride(from: 0, to: valid.count - 1, by: 7) {
            #expect(FileWrapper(serializedRepresentation: valid.prefix(cut)) == nil)
        }
        var flipped = valid
        for index in stride(from: 8, to: flipped.count, by: 13) { flipped[index] ^= 0x5A }
        if let survivor = FileWrapper(serializedRepresentation: flipped) {
            // Whatever survives must be a well-formed tree.
            #expect(survivor.isDirectory || survivor.isRegularFile || survivor.isSymbolicLink)
        }
    }

    @Test func serializedTreesThatCouldNotBeWrittenAreRejected() throws {
        typealias Node = SerializedFileWrapper.Node
        let bad: [Node] = [
            Node(kind: .directory, children: ["../escape": Node(kind: .regularFile, contents: Data())]),
            Node(kind: .directory, children: ["": Node(kind: .regularFile)]),
            Node(kind: .symbolicLink),
            Node(kind: .regularFile, destination: "/etc"),
            Node(kind: .regularFile, permissions: 0o77777),
        ]
        for node in bad {
            #expect(FileWrapper(serializedRepresentation: try SerializedFileWrapper.encode(node)) == nil)
        }
        let plainPlist = try PropertyListSerialization.data(fromPropertyList: ["format": "other"], format: .binary, options: 0)
        #expect(FileWrapper(serializedRepresentation: plainPlist) == nil)
    }
}
