// An app that is a Swift package of its own, not ported from an Xcode
// project: its executable target, with an Info.plist and an app icon set in
// the target's folder when it has them, as an Xcode target has.

import Foundation

/// A package's executable target, as `swift package describe` gives it.
struct PackageExecutable: Sendable, Equatable {
    var name: String
    /// The target's folder.
    var folder: URL

    /// The executable targets of the package in `folder`, read with
    /// `swift package describe --type json`.
    static func all(in folder: URL) throws -> [PackageExecutable] {
        guard let swift = ExternalTool.find("swift") else {
            throw DesktopError("swift is not on PATH: cannot read \(folder.path)/Package.swift")
        }
        let described = try ExternalTool.run(swift, ["package", "--package-path", folder.path, "describe", "--type", "json"])
        guard described.status == 0 else {
            throw DesktopError("swift package describe failed for \(folder.path):\n\(described.output)")
        }
        return try parse(described.output, in: folder)
    }

    /// The executable targets in `json` (what `describe` printed, after any
    /// lines SwiftPM writes before it).
    static func parse(_ json: String, in folder: URL) throws -> [PackageExecutable] {
        guard let start = json.firstIndex(of: "{"),
              let object = try? JSONSerialization.jsonObject(with: Data(json[start...].utf8)) as? [String: Any],
              let targets = object["targets"] as? [[String: Any]] else {
            throw DesktopError("cannot read the description of \(folder.path)/Package.swift")
        }
        return targets.compactMap { target in
            guard target["type"] as? String == "executable", let name = target["name"] as? String,
                  let path = target["path"] as? String else { return nil }
            return PackageExecutable(name: name, folder: folder.appendingPathComponent(path))
        }
    }

    /// The one target among `targets` the person means: `name`, or the only one.
    static func choose(_ targets: [PackageExecutable], named name: String?, in folder: URL) throws -> PackageExecutable {
        if let name {
            guard let found = targets.first(where: { $0.name == name }) else {
                throw DesktopError("\(folder.path) has no executable target \(name) (it has: \(targets.map(\.name).sorted().joined(separator: ", ")))")
            }
            return found
        }
        guard targets.count == 1 else {
            throw DesktopError(targets.isEmpty ? "\(folder.path)/Package.swift declares no executable target"
                               : "\(folder.path) has several executable targets (\(targets.map(\.name).sorted().joined(separator: ", "))): name one with --target")
        }
        return targets[0]
    }
}

extension DesktopApp {
    /// The app a package's executable target builds: its `Info.plist` (kept
    /// beside its sources and excluded from the target, as SwiftPM wants)
    /// and the `AppIcon.appiconset` of an asset catalogue in its folder, when
    /// there are; otherwise named after its executable.
    static func load(packageTarget target: PackageExecutable) throws -> DesktopApp {
        let settings = ["PRODUCT_NAME": target.name, "TARGET_NAME": target.name, "EXECUTABLE_NAME": target.name,
                        "PRODUCT_MODULE_NAME": target.name, "SRCROOT": target.folder.path, "DEVELOPMENT_LANGUAGE": "en"]
        var info: [String: Any] = ["CFBundleName": "$(PRODUCT_NAME)"]
        let plist = target.folder.appendingPathComponent("Info.plist")
        if FileManager.default.fileExists(atPath: plist.path) {
            for (key, value) in try readInfoPlist(plist) { info[key] = value }
        }
        return DesktopApp(info: info, expansion: BuildSettingExpansion(settings: settings), executable: target.name,
                          fallbackName: target.name, iconSet: find("AppIcon.appiconset", in: target.folder))
    }
}
