import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// The system types: identifiers, conformance graph, tags.
@Suite struct UTTypeSystemTypesTests {
    @Test func identifiersAreApples() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.javaScript.identifier == "com.netscape.javascript-source")
        #expect(UTType.symbolicLink.identifier == "public.symlink")
        #expect(UTType.aliasFile.identifier == "com.apple.alias-file")
        #expect(UTType.package.identifier == "com.apple.package")
        #expect(UTType.gzip.identifier == "org.gnu.gnu-zip-archive")
        #expect(UTType.zip.identifier == "public.zip-archive")
        #expect(UTType.mpeg4Movie.identifier == "public.mpeg-4")
        #expect(UTType.wav.identifier == "com.microsoft.waveform-audio")
        #expect(UTType.webP.identifier == "org.webmproject.webp")
        #expect(UTType.epub.identifier == "org.idpf.epub-container")
        #expect(UTType.vCard.identifier == "public.vcard")
        #expect(UTType.xmlPropertyList.identifier == "com.apple.xml-property-list")
    }

    @Test func tagsAndPreferredTags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension]?.contains("jpg") == true)
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.html.tags[.filenameExtension] == ["html", "htm", "shtml"])
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.mp3.preferredMIMEType == "audio/mpeg")
        #expect(UTType.zip.preferredMIMEType == "application/zip")
        #expect(UTType.svg.preferredMIMEType == "image/svg+xml")
        // Abstract types have no tags.
        #expect(UTType.data.tags.isEmpty)
        #expect(UTType.data.preferredFilenameExtension == nil)
        #expect(UTType.folder.preferredMIMEType == nil)
    }

    @Test func conformanceGraph() {
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.swiftSource.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .data))
        #expect(UTType.pythonScript.conforms(to: .shellScript))
        #expect(UTType.pythonScript.conforms(to: .script))
        #expect(UTType.javaScript.conforms(to: .executable))
        #expect(UTType.json.conforms(to: .text))
        #expect(!UTType.json.conforms(to: .javaScript))
        #expect(UTType.commaSeparatedText.conforms(to: .delimitedText))
        #expect(UTType.utf8TabSeparatedText.conforms(to: .utf8PlainText))
        #expect(UTType.xmlPropertyList.conforms(to: .xml))
        #expect(UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.zip.conforms(to: .data))
        #expect(UTType.gzip.conforms(to: .archive))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.package.conforms(to: .directory))
        #expect(UTType.applicationBundle.conforms(to: .package))
        #expect(UTType.applicationBundle.conforms(to: .executable))
        #expect(UTType.symbolicLink.conforms(to: .resolvable))
        #expect(UTType.aliasFile.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.mpeg4Audio.conforms(to: .audio))
        #expect(UTType.mpeg4Audio.conforms(to: .mpeg4Movie))
        #expect(UTType.video.conforms(to: .movie))
        #expect(UTType.aiff.conforms(to: .audio))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.presentation.conforms(to: .content))
        #expect(UTType.vCard.conforms(to: .contact))
        #expect(UTType.emailMessage.conforms(to: .message))
        #expect(UTType.diskImage.conforms(to: .archive))
        #expect(UTType.item.supertypes.isEmpty)
    }

    @Test func subtypeAndSupertypeAreStrict() {
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.image.isSupertype(of: .png))
        #expect(!UTType.image.isSupertype(of: .image))
        #expect(!UTType.image.isSubtype(of: .png))
    }

    @Test func everySystemConformanceNamesADeclaredType() {
        for declaration in SystemTypeDeclarations.all {
            for parent in declaration.conformsTo {
                #expect(UTType(parent) != nil, "\(declaration.identifier) conforms to undeclared \(parent)")
            }
            let type = UTType(uncheckedIdentifier: declaration.identifier)
            #expect(!type.supertypes.contains(type), "\(declaration.identifier) conforms to itself")
        }
        // Every extension names exactly one system type, so lookups are unambiguous.
        var owners: [String: String] = [:]
        for declaration in SystemTypeDeclarations.all {
            for tag in declaration.tags[.filenameExtension] ?? [] {
                #expect(owners[tag.lowercased()] == nil, "\(tag) claimed by \(owners[tag.lowercased()] ?? "") and \(declaration.identifier)")
                owners[tag.lowercased()] = declaration.identifier
            }
        }
    }

    @Test func flags() {
        #expect(UTType.png.isDeclared)
        #expect(!UTType.png.isDynamic)
        #expect(UTType.png.isPublic)
        #expect(!UTType.pdf.isPublic)
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType.png.description == "public.png")
    }

    @Test func lookUpByIdentifier() throws {
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.never-declared") == nil)
        let shouted = try #require(UTType("PUBLIC.PNG"))
        #expect(shouted == .png)
        #expect(Set([shouted, UTType.png]).count == 1)
        #expect(shouted.conforms(to: .image))
    }

    @Test func lookUpByFilenameExtension() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "swift") == .swiftSource)
        #expect(UTType(filenameExtension: "py") == .pythonScript)
        #expect(UTType(filenameExtension: "gz") == .gzip)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "md")?.identifier == "net.daringfireball.markdown")
        #expect(UTType(filenameExtension: "md")?.conforms(to: .plainText) == true)
        #expect(UTType(filenameExtension: "app", conformingTo: .directory) == .applicationBundle)
    }

    @Test func lookUpByMIMEType() {
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(mimeType: "IMAGE/PNG") == .png)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .utf8PlainText)
        #expect(UTType(mimeType: "text/html; charset=utf-8") == .html)
        #expect(UTType(mimeType: "application/json") == .json)
    }

    @Test func tagsConformingToAnUnrelatedSupertypeGiveADynamicType() throws {
        let type = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(type != .png)
        #expect(type.isDynamic)
        #expect(type.conforms(to: .text))
        #expect(!type.conforms(to: .image))
    }

    @Test func dynamicTypesCarryTheirTag() throws {
        let type = try #require(UTType(filenameExtension: "xyzzy"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.preferredFilenameExtension == "xyzzy")
        #expect(type.preferredMIMEType == nil)
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(type.supertypes == [.data, .item])
        // The identifier alone brings the type back.
        let again = try #require(UTType(type.identifier))
        #expect(again == type)
        #expect(again.preferredFilenameExtension == "xyzzy")
        #expect(again.conforms(to: .data))
        // Stable: the same tag gives the same identifier.
        #expect(UTType(filenameExtension: "xyzzy")?.identifier == type.identifier)

        let mime = try #require(UTType(mimeType: "application/x-proscenium-test"))
        #expect(mime.isDynamic)
        #expect(mime.preferredMIMEType == "application/x-proscenium-test")
        #expect(UTType(mime.identifier)?.preferredMIMEType == "application/x-proscenium-test")
    }

    @Test func garbageDynamicIdentifiersAreRejected() {
        #expect(UTType("dyn.a") == nil)
        #expect(UTType("dyn.aiiii") == nil)
        #expect(UTType("dyn.ah62d4rv4ge80") == nil)
    }

    @Test func invalidTagsGiveNil() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(mimeType: "") == nil)
        #expect(UTType.types(tag: "", tagClass: .filenameExtension, conformingTo: nil).isEmpty)
    }

    @Test func typesForATagAreAllConformingMatches() {
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: .image) == [.png])
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == [.png])
    }

    @Test func codableAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType.folder])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.folder"]"#)
        let decoded = try JSONDecoder().decode([UTType].self, from: data)
        #expect(decoded == [.png, .folder])
        #expect(decoded[0].conforms(to: .image))

        // An identifier nobody declared keeps its identity.
        let unknown = try JSONDecoder().decode(UTType.self, from: Data(#""com.example.from-the-future""#.utf8))
        #expect(unknown.identifier == "com.example.from-the-future")
        #expect(!unknown.isDeclared)
        #expect(unknown.conforms(to: unknown))
        #expect(!unknown.conforms(to: .data))

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UTType.self, from: Data(#""""#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UTType.self, from: Data(#""has space""#.utf8))
        }
    }

    @Test func urlsGetTheTypesExtension() {
        let folder = URL(fileURLWithPath: "/tmp/folder", isDirectory: true)
        #expect(folder.appendingPathComponent("picture", conformingTo: .png).lastPathComponent == "picture.png")
        #expect(folder.appendingPathComponent("photo.JPG", conformingTo: .jpeg).lastPathComponent == "photo.JPG")
        #expect(folder.appendingPathComponent("notes.md", conformingTo: .plainText).lastPathComponent == "notes.md.txt")
        #expect(folder.appendingPathComponent("stuff", conformingTo: .data).lastPathComponent == "stuff")
    }
}
