// Which files an Xcode target builds: its Swift sources and its resources,
// from its build phases (files added one by one) and from Xcode 16's
// synchronized folders (every file under the folder, minus the exceptions).

import Foundation

/// The files one target builds, as absolute file URLs.
public struct TargetMembers: Sendable, Equatable {
    /// Its Swift sources.
    public var sources: [URL] = []
    /// Its resources: files, and folders copied whole (`.xcassets`, `.lproj`, `.bundle`).
    public var resources: [URL] = []
    /// Sources that are not Swift (C, Objective-C, Metal): left out of the port.
    public var otherSources: [URL] = []
    /// Members the project names that are not on disk (a file left out of
    /// the repository, a font from the author's machine): left out of the port.
    public var missing: [URL] = []

    /// These members without the ones not on disk, which move to `missing`.
    func onDisk() -> TargetMembers {
        var members = self
        let fileManager = FileManager.default
        let absent = (sources + resources).filter { !fileManager.fileExists(atPath: $0.path) }
        guard !absent.isEmpty else { return members }
        members.sources.removeAll { absent.contains($0) }
        members.resources.removeAll { absent.contains($0) }
        members.missing += absent
        return members
    }
}

/// Kinds of files a synchronized folder holds that are not resources of the app.
private let notResources: Set<String> = [
    "entitlements", "xcconfig", "h", "c", "m", "mm", "cpp", "cc", "hpp", "metal", "docc", "xctestplan",
    "modulemap", "storekit", "xcstrings",
]

/// Folders with an extension that are one resource, not folders of members.
private func isBundleFolder(_ url: URL) -> Bool {
    let pathExtension = url.pathExtension
    return !pathExtension.isEmpty && pathExtension != "docc"
}

extension XcodeProject {
    /// The Swift sources and resources `target` builds; `excluding` folders
    /// (the port's own output) are never members.
    public func members(of target: NativeTarget, excluding excluded: [URL] = []) -> TargetMembers {
        var members = TargetMembers()
        var seen = Set<String>()
        func add(_ url: URL, asSource: Bool) {
            let url = url.standardizedFileURL
            guard !excluded.contains(where: { url.path == $0.path || url.path.hasPrefix($0.path + "/") }) else { return }
            guard seen.insert(url.path).inserted else { return }
            if asSource {
                if url.pathExtension == "swift" {
                    members.sources.append(url)
                } else {
                    members.otherSources.append(url)
                }
            } else {
                members.resources.append(Self.resourceUnit(url))
            }
        }

        for id in buildPhaseFiles(of: target, isa: "PBXSourcesBuildPhase") {
            for url in files(of: id) { add(url, asSource: true) }
        }
        for id in buildPhaseFiles(of: target, isa: "PBXResourcesBuildPhase") {
            for url in files(of: id) { add(url, asSource: false) }
        }
        // Xcode 16 folders: the target's own (members unless excepted), and
        // other targets' folders that name this target in an exception (members
        // of this target only by that exception).
        let synchronized = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
        for (id, object) in synchronized.sorted(by: { $0.key < $1.key }) {
            guard let folder = location(of: id) else { continue }
            let exceptions = synchronizedExceptions(of: object, for: target)
            if target.synchronizedGroups.contains(id) {
                let explicitFolders = Set(object["explicitFolders"]?.strings ?? [])
                for (relative, url) in Self.walk(folder, explicitFolders: explicitFolders) where !Self.isExcepted(relative, exceptions) {
                    add(url, asSource: Self.isSourceFile(url))
                }
            } else {
                for relative in exceptions {
                    let url = folder.appendingPathComponent(relative)
                    add(url, asSource: Self.isSourceFile(url))
                }
            }
        }
        members.resources = members.resources.reduce(into: []) { unique, url in
            if !unique.contains(url) { unique.append(url) }
        }
        return members
    }

    /// The files a build file's reference stands for: a file, or a variant
    /// group's localized files, or a versioned group (Core Data model) itself.
    private func files(of id: String) -> [URL] {
        guard let object = objects[id] else { return [] }
        switch object["isa"]?.string {
        case "PBXVariantGroup":
            return (object["children"]?.strings ?? []).compactMap { location(of: $0) }
        default:
            return location(of: id).map { [$0] } ?? []
        }
    }

    /// The relative paths `target`'s exception sets take out of (or, for
    /// another target's folder, put into) its membership.
    private func synchronizedExceptions(of group: [String: PropertyListValue], for target: NativeTarget) -> [String] {
        var paths: [String] = []
        for id in group["exceptions"]?.strings ?? [] {
            guard let exception = objects[id], exception["target"]?.string == target.id else { continue }
            paths += exception["membershipExceptions"]?.strings ?? []
        }
        return paths
    }

    private static func isExcepted(_ relative: String, _ exceptions: [String]) -> Bool {
        exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    private static func isSourceFile(_ url: URL) -> Bool {
        ["swift", "c", "m", "mm", "cpp", "cc", "metal"].contains(url.pathExtension)
    }

    /// A file inside a `.lproj` folder is copied with its folder.
    static func resourceUnit(_ url: URL) -> URL {
        var unit = URL(fileURLWithPath: "/")
        for component in url.pathComponents.dropFirst() {
            unit.appendPathComponent(component)
            if component.hasSuffix(".lproj") { return unit }
        }
        return url
    }

    /// The members of a synchronized folder by relative path: files, and
    /// bundle-like folders (`.xcassets`, `.lproj`, explicit folders) whole.
    static func walk(_ folder: URL, explicitFolders: Set<String>) -> [(String, URL)] {
        var found: [(String, URL)] = []
        let fileManager = FileManager.default
        func visit(_ directory: URL, _ prefix: String) {
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if url.pathExtension == "docc" || url.pathExtension == "xcodeproj" || name == ".build" { continue }
                    if isBundleFolder(url) || explicitFolders.contains(relative) {
                        found.append((relative, url))
                    } else {
                        visit(url, relative)
                    }
                } else if name != "Info.plist", !notResources.contains(url.pathExtension.lowercased()) || isSourceFile(url) {
                    found.append((relative, url))
                }
            }
        }
        visit(folder, "")
        return found
    }
}
