// An asset catalogue's app icon set as icons of the freedesktop `hicolor`
// theme: each PNG at the pixel size it really has, in the theme's folder of
// that size (or of half that size at scale 2). Nothing is resized: a size
// the set lacks is not made up.

import Foundation

/// The icons an `.appiconset` gives the desktop.
public struct AppIconSet: Sendable, Equatable {
    /// A PNG of the set and the theme folder it goes in.
    public struct Icon: Sendable, Equatable {
        public var source: URL
        /// Its folder under `hicolor/`: `128x128/apps` or `256x256@2/apps`.
        public var folder: String
        public var pixels: Int
    }

    public private(set) var icons: [Icon] = []
    /// What was left out, and why, said to the person.
    public private(set) var notes: [String] = []

    /// The sizes of the `hicolor` theme's application folders.
    static let themeSizes: Set<Int> = [16, 22, 24, 32, 36, 48, 64, 72, 96, 128, 192, 256, 512]

    /// Reads `folder/Contents.json` and the sizes of its PNG files.
    public init(folder: URL) {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            notes.append("\(contents.path) cannot be read: no icon")
            return
        }
        let names = (json["images"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["filename"] as? String }
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted {
            let file = folder.appendingPathComponent(name)
            guard let size = Self.pngSize(of: file) else {
                notes.append("\(name) is not a PNG file (or cannot be read): left out, as nothing converts it here")
                continue
            }
            guard size.width == size.height else {
                notes.append("\(name) is \(size.width)x\(size.height), not square: left out")
                continue
            }
            let pixels = size.width
            let folderName: String
            if Self.themeSizes.contains(pixels) {
                folderName = "\(pixels)x\(pixels)/apps"
            } else if pixels % 2 == 0, Self.themeSizes.contains(pixels / 2) {
                folderName = "\(pixels / 2)x\(pixels / 2)@2/apps"
            } else {
                notes.append("\(name) is \(pixels)x\(pixels), a size the hicolor theme has no folder for: left out")
                continue
            }
            guard !icons.contains(where: { $0.folder == folderName }) else { continue }
            icons.append(Icon(source: file, folder: folderName, pixels: pixels))
        }
        icons.sort { $0.pixels < $1.pixels }
        if icons.isEmpty, notes.isEmpty { notes.append("\(folder.lastPathComponent) holds no images: no icon") }
    }

    /// A PNG file's width and height, from its header (`IHDR`), or nil when it is not a PNG.
    static func pngSize(of file: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = number(at: 16), height = number(at: 20)
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
