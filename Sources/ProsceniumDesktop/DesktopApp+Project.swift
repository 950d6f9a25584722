// Reading a `DesktopApp` from an Xcode project's app target: its build
// settings, its Info.plist and its asset catalogue's app icon.

import Foundation
import ProsceniumPort

extension DesktopApp {
    /// The app `target` builds, as its Info.plist (`INFOPLIST_FILE`, and the
    /// entries Xcode generates from `INFOPLIST_KEY_` settings) and its app
    /// icon set (`ASSETCATALOG_COMPILER_APPICON_NAME`) describe it.
    /// `executable` is the built executable's name (default: the target's module name).
    public static func load(project: XcodeProject, target: NativeTarget, executable: String? = nil) throws -> DesktopApp {
        let settings = Self.settings(of: target, in: project)
        let expansion = BuildSettingExpansion(settings: settings)
        var info = generatedInfo(settings: settings, fromKeySettings: settings["GENERATE_INFOPLIST_FILE"] == "YES")
        if let path = settings["INFOPLIST_FILE"].map(expansion.expand), !path.isEmpty {
            let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.sourceRoot.appendingPathComponent(path)
            for (key, value) in try readInfoPlist(file) { info[key] = value }
        }
        let fallbackName = expansion.expand("$(PRODUCT_NAME)")
        return DesktopApp(info: info, expansion: expansion, executable: executable ?? target.moduleName,
                          fallbackName: fallbackName.isEmpty ? target.name : fallbackName,
                          iconSet: iconSet(of: target, in: project, named: expansion.expand(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? "AppIcon")))
    }

    /// The target's build settings as strings, with the ones Xcode defines
    /// itself that Info.plists refer to.
    static func settings(of target: NativeTarget, in project: XcodeProject) -> [String: String] {
        var settings: [String: String] = [
            "TARGET_NAME": target.name,
            "PRODUCT_NAME": target.name,
            "PROJECT_NAME": project.name,
            "SRCROOT": project.sourceRoot.path,
            "SOURCE_ROOT": project.sourceRoot.path,
            "PROJECT_DIR": project.sourceRoot.path,
            "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "PRODUCT_MODULE_NAME": target.moduleName,
        ]
        for (key, value) in target.settings {
            switch value {
            case .string(let text): settings[key] = text
            case .array(let values): settings[key] = values.compactMap(\.string).joined(separator: " ")
            default: break
            }
        }
        if settings["EXECUTABLE_NAME"] == nil { settings["EXECUTABLE_NAME"] = "$(PRODUCT_NAME)" }
        return settings
    }

    /// The `NAME.appiconset` folder in the target's asset catalogues.
    static func iconSet(of target: NativeTarget, in project: XcodeProject, named name: String) -> URL? {
        let catalogs = project.members(of: target).resources.filter { $0.pathExtension == "xcassets" }
        for catalog in catalogs {
            if let found = find("\(name).appiconset", in: catalog) { return found }
        }
        return nil
    }

    /// A folder called `name` under `folder` (asset catalogues nest sets in groups).
    static func find(_ name: String, in folder: URL) -> URL? {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return nil
        }
        for case let url as URL in enumerator where url.lastPathComponent == name {
            return url
        }
        return nil
    }
}
