// Where `Image("name")` finds its file: the image files of a resource
// directory by name. A SwiftPM target's `resources: [.process("Assets")]`
// (or `.copy`) puts them in its resource bundle (`Bundle.module`); an
// `.xcassets` folder's `NAME.imageset` counts too, through its Contents.json.

import Foundation

/// One image file and the scale it was drawn at (2 for `name@2x.png`).
struct ImageFile: Equatable, Sendable {
    var path: String
    var scale: Int
}

/// A data set's file (`NAME.dataset`, for `NSDataAsset`) and its type.
struct DataSetFile: Equatable, Sendable {
    var path: String
    var typeIdentifier: String
}

/// The image files under one directory, by name, read once.
struct ImageFileIndex: Sendable {
    /// File types a browser shows in an <img> (PDF is not one).
    static let contentTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml",
    ]
    /// Which type wins when a name has several files at one scale.
    static let preference = ["png", "jpg", "jpeg", "gif", "webp", "svg"]
    /// A resource directory this big is not one: stop looking.
    static let entryLimit = 20_000

    private(set) var files: [String: ImageFile] = [:]
    /// The colour sets found beside the image sets, for `Color("name")`.
    private(set) var colors: [String: AssetColor] = [:]
    /// The data sets found beside them, for `NSDataAsset(name:)`.
    private(set) var dataSets: [String: DataSetFile] = [:]

    subscript(name: String) -> ImageFile? { files[name] }

    static func fileExtension(_ path: String) -> String { (path as NSString).pathExtension.lowercased() }

    /// The MIME type a display serves the file at `path` as.
    static func contentType(of path: String) -> String {
        contentTypes[fileExtension(path)] ?? "application/octet-stream"
    }

    /// The images directly in `directory` (the main bundle's own directory,
    /// which on Linux is the executable's, full of build products: no deeper).
    static func flat(_ directory: String) -> ImageFileIndex {
        var index = ImageFileIndex()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.prefix(entryLimit) { index.add((directory as NSString).appendingPathComponent(name)) }
        return index
    }

    /// The images anywhere under `directory` (a resource bundle).
    static func deep(_ directory: String) -> ImageFileIndex {
        var index = ImageFileIndex()
        var seen = 0
        index.addDeep(directory, seen: &seen, links: 0)
        return index
    }

    /// Adds the images under `directory`, following links to folders (a
    /// ported app's resource bundle links to the project's own asset
    /// catalogues), at most a few links deep.
    private mutating func addDeep(_ directory: String, seen: inout Int, links: Int) {
        let files = FileManager.default
        // Linux's enumerator lists nothing under a path that is itself a link.
        let directory = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let walk = files.enumerator(atPath: directory) else { return }
        while let relative = walk.nextObject() as? String {
            seen += 1
            if seen > Self.entryLimit { break }
            let path = (directory as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walk.skipDescendants()
            } else if Self.fileExtension(relative) == "imageset" {
                walk.skipDescendants()
                addImageSet(path)
            } else if Self.fileExtension(relative) == "appiconset" {
                walk.skipDescendants()
                addIconSet(path)
            } else if Self.fileExtension(relative) == "colorset" {
                walk.skipDescendants()
                addColorSet(path)
            } else if Self.fileExtension(relative) == "dataset" {
                walk.skipDescendants()
                addDataSet(path)
            } else if links < 4, (try? files.destinationOfSymbolicLink(atPath: path)) != nil,
                      files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                addDeep(path, seen: &seen, links: links + 1)
            } else {
                add(path)
            }
        }
    }

    /// Adds a file if it is an image, under its name without `@2x`.
    private mutating func add(_ path: String) {
        guard Self.contentTypes[Self.fileExtension(path)] != nil else { return }
        var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var scale = 1
        if let at = name.range(of: "@", options: .backwards), name[at.upperBound...].hasSuffix("x"),
           let factor = Int(name[at.upperBound...].dropLast()) {
            scale = factor
            name = String(name[..<at.lowerBound])
        }
        offer(ImageFile(path: path, scale: scale), for: name)
    }

    /// An asset catalogue's image set: its own name, the files its Contents.json lists.
    private mutating func addImageSet(_ folder: String) {
        struct Contents: Decodable {
            struct Entry: Decodable { var filename: String?; var scale: String? }
            var images: [Entry]
        }
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return }
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        for entry in contents.images {
            // A file of the set itself, never a path out of it.
            guard let filename = entry.filename, !filename.contains("/"), filename != "..",
                  Self.contentTypes[Self.fileExtension(filename)] != nil else { continue }
            let path = (folder as NSString).appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let scale = entry.scale.flatMap { Int($0.dropLast()) } ?? 1
            offer(ImageFile(path: path, scale: scale), for: name)
        }
    }

    /// An asset catalogue's app icon set (`AppIcon.appiconset`), under its
    /// own name: the file of at least 128 pixels closest to it (a 64-point
    /// icon, an alert's, sharp at scale 2), else the largest, at scale 1.
    private mutating func addIconSet(_ folder: String) {
        struct Contents: Decodable {
            struct Entry: Decodable { var filename: String?; var size: String?; var scale: String? }
            var images: [Entry]
        }
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return }
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        var sized: [(pixels: Double, path: String)] = []
        for entry in contents.images {
            guard let filename = entry.filename, !filename.contains("/"), filename != "..",
                  Self.contentTypes[Self.fileExtension(filename)] != nil,
                  let points = entry.size.flatMap({ Double($0.split(separator: "x").first ?? "") }) else { continue }
            let path = (folder as NSString).appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
            sized.append((points * scale, path))
        }
        let sharp = sized.filter { $0.pixels >= 128 }.min { $0.pixels < $1.pixels }
        guard let chosen = sharp ?? sized.max(by: { $0.pixels < $1.pixels }), files[name] == nil else { return }
        files[name] = ImageFile(path: chosen.path, scale: 1)
    }

    /// An asset catalogue's colour set, under its own name (the first found wins).
    private mutating func addColorSet(_ folder: String) {
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        guard colors[name] == nil,
              let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let color = AssetColor.parse(data) else { return }
        colors[name] = color
    }

    /// An asset catalogue's data set, under its own name (the first found
    /// wins): its Mac file, else its universal one, else its first.
    private mutating func addDataSet(_ folder: String) {
        struct Contents: Decodable {
            struct Entry: Decodable {
                var filename: String?
                var idiom: String?
                var type: String?
                enum CodingKeys: String, CodingKey { case filename, idiom, type = "universal-type-identifier" }
            }
            var data: [Entry]
        }
        let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        guard dataSets[name] == nil,
              let json = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: json) else { return }
        // A file of the set itself, never a path out of it.
        let entries = contents.data.filter { entry in
            guard let filename = entry.filename else { return false }
            return !filename.contains("/") && filename != ".."
                && FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(filename))
        }
        guard let entry = entries.first(where: { $0.idiom == "mac" }) ?? entries.first(where: { $0.idiom == "universal" })
                ?? entries.first, let filename = entry.filename else { return }
        dataSets[name] = DataSetFile(path: (folder as NSString).appendingPathComponent(filename),
                                     typeIdentifier: entry.type ?? "public.data")
    }

    /// A name's first file wins, unless a later one has a higher scale or,
    /// at the same scale, a preferred type.
    private mutating func offer(_ file: ImageFile, for name: String) {
        guard let existing = files[name] else {
            files[name] = file
            return
        }
        let rank = { (f: ImageFile) in Self.preference.firstIndex(of: Self.fileExtension(f.path)) ?? 99 }
        if file.scale > existing.scale || (file.scale == existing.scale && rank(file) < rank(existing)) {
            files[name] = file
        }
    }
}
