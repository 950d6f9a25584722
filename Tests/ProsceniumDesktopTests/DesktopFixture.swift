import Foundation
import ProsceniumPort

/// The DesktopDemo project (Tests/Fixtures/DesktopDemo) copied into a
/// scratch folder, with the app icon's images made here: PNGs of 16, 32,
/// 64, 128 and 1024 pixels, a PNG that is not square and a JPEG name
/// holding no PNG. The Contents.json names a 128@2x image with no file too.
enum DesktopFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let source = packageRoot.appendingPathComponent("Tests/Fixtures/DesktopDemo")

    /// A scratch folder of the test's own.
    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The project, copied into `folder`; returns the project's folder.
    static func project(in folder: URL) throws -> URL {
        let root = folder.appendingPathComponent("DesktopDemo")
        try FileManager.default.copyItem(at: source, to: root)
        let icons = root.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        for size in [16, 32, 64, 128, 1024] {
            try PNG.gray(width: size, height: size).write(to: icons.appendingPathComponent("icon_\(size).png"))
        }
        try PNG.gray(width: 256, height: 128).write(to: icons.appendingPathComponent("icon_wide.png"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).write(to: icons.appendingPathComponent("icon_256.jpg"))
        return root
    }

    /// The project ported to `folder/Linux` (proscenium-port's own code).
    static func ported(in folder: URL) throws -> URL {
        let root = try project(in: folder)
        let result = try Porter.port(PortOptions(project: root, proscenium: .path(packageRoot)))
        return result.output
    }

    /// An executable that stands for the app (a shell script) beside the
    /// resource bundles SwiftPM would put there: the app's own (whose
    /// `Info.txt` the app reads through `Bundle.main`, and a link to a
    /// project folder, as SwiftPM copies linked resources), a library's, and
    /// one of another target that the app does not name.
    static func fakeBuild(in folder: URL) throws -> URL {
        let build = folder.appendingPathComponent("build")
        let manager = FileManager.default
        let own = build.appendingPathComponent("DesktopDemo_DesktopDemo.resources")
        try manager.createDirectory(at: own, withIntermediateDirectories: true)
        try "about\n".write(to: own.appendingPathComponent("Info.txt"), atomically: true, encoding: .utf8)
        let projectFolder = folder.appendingPathComponent("elsewhere/Assets.xcassets")
        try manager.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try "{}\n".write(to: projectFolder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: own.appendingPathComponent("Assets.xcassets").path, withDestinationPath: projectFolder.path)
        let library = build.appendingPathComponent("Proscenium_ProsceniumWeb.resources/Client")
        try manager.createDirectory(at: library, withIntermediateDirectories: true)
        try "<html></html>\n".write(to: library.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        // Another target's bundle in the shared build folder, which the app does not name.
        let unused = build.appendingPathComponent("Other_Unused.resources")
        try manager.createDirectory(at: unused, withIntermediateDirectories: true)
        try "x\n".write(to: unused.appendingPathComponent("unused.txt"), atomically: true, encoding: .utf8)
        let executable = build.appendingPathComponent("DesktopDemo")
        // It names its bundles, as a binary's `Bundle.module` accessors do.
        try "#!/bin/sh\n# DesktopDemo_DesktopDemo.resources Proscenium_ProsceniumWeb.resources\necho desktop demo\n"
            .write(to: executable, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        return executable
    }

    /// Every path under `folder`, relative, sorted (links not followed).
    static func tree(_ folder: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).sorted()
    }
}

/// PNG files written here: 8-bit grey, stored (uncompressed) deflate blocks.
enum PNG {
    static func gray(width: Int, height: Int) -> Data {
        var raw = Data()
        for row in 0..<height {
            raw.append(0) // no filter
            raw.append(contentsOf: (0..<width).map { UInt8(truncatingIfNeeded: $0 ^ row) })
        }
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 0, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk: "IHDR", header)
        png.append(chunk: "IDAT", zlibStored(raw))
        png.append(chunk: "IEND", Data())
        return png
    }

    private static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            let last = offset + count == bytes.count
            out.append(last ? 1 : 0)
            out.append(contentsOf: [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)])
            out.append(contentsOf: bytes[offset..<offset + count])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        out.append(bigEndian: b << 16 | a)
        return out
    }

    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    fileprivate mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: PNG.crc32(typed))
    }
}
