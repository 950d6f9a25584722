// An Xcode project read from its `project.pbxproj`: the objects by id, and
// what porting needs from them (application targets, the files each one
// builds, its build settings, its Swift package dependencies).

import Foundation

/// An Xcode project (`App.xcodeproj`) as its `project.pbxproj` describes it.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let projectFile: URL
    /// The folder paths are relative to (`SOURCE_ROOT`): the project's folder.
    public let sourceRoot: URL
    /// Every object of the project by its id.
    public let objects: [String: [String: PropertyListValue]]
    /// The `PBXProject` object's id.
    public let rootObjectID: String
    /// Each group member's group, by id.
    let parents: [String: String]

    /// Reads `App.xcodeproj/project.pbxproj`.
    public init(contentsOf projectFile: URL) throws {
        let pbxproj = projectFile.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: pbxproj.path) else {
            throw PortError("cannot read \(pbxproj.path)")
        }
        try self.init(pbxproj: String(decoding: data, as: UTF8.self), projectFile: projectFile)
    }

    /// Reads the text of a `project.pbxproj` belonging to `projectFile`.
    public init(pbxproj text: String, projectFile: URL) throws {
        let plist: PropertyListValue
        do {
            plist = try OpenStepPropertyListParser.parse(text)
        } catch let error as PropertyListError {
            throw PortError("\(projectFile.lastPathComponent)/project.pbxproj, \(error)")
        }
        guard let objectValues = plist["objects"]?.dictionary, let root = plist["rootObject"]?.string else {
            throw PortError("\(projectFile.lastPathComponent)/project.pbxproj has no objects or rootObject")
        }
        var objects: [String: [String: PropertyListValue]] = [:]
        for (id, value) in objectValues {
            if let dictionary = value.dictionary { objects[id] = dictionary }
        }
        guard let project = objects[root], project["isa"]?.string == "PBXProject" else {
            throw PortError("\(projectFile.lastPathComponent)/project.pbxproj: the rootObject is not a PBXProject")
        }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.projectFile = projectFile.standardizedFileURL
        var sourceRoot = self.projectFile.deletingLastPathComponent()
        if let directory = project["projectDirPath"]?.string, !directory.isEmpty {
            sourceRoot = directory.hasPrefix("/") ? URL(fileURLWithPath: directory)
                : sourceRoot.appendingPathComponent(directory).standardizedFileURL
        }
        self.sourceRoot = sourceRoot
        self.objects = objects
        self.rootObjectID = root
        self.parents = parents
    }

    /// The project's name (the `.xcodeproj` folder's, without extension).
    public var name: String { projectFile.deletingPathExtension().lastPathComponent }

    /// The native targets in the project's order.
    public var targets: [NativeTarget] {
        (objects[rootObjectID]?["targets"]?.strings ?? []).compactMap { id in
            guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { return nil }
            return NativeTarget(id: id, object: object, settings: buildSettings(ofTarget: id))
        }
    }

    /// The targets that build an application.
    public var applicationTargets: [NativeTarget] { targets.filter(\.isApplication) }

    /// The application target to port: the one named `name`, else the only
    /// one, else the first that builds for macOS (a Mac or multiplatform app),
    /// else the first.
    public func applicationTarget(named name: String? = nil) throws -> NativeTarget {
        let applications = applicationTargets
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw PortError("no target named \(name); the project's targets: \(targets.map(\.name).joined(separator: ", "))")
            }
            return target
        }
        guard let first = applications.first else {
            throw PortError("\(self.name) has no application target; its targets: \(targets.map(\.name).joined(separator: ", "))")
        }
        return applications.first(where: \.buildsForMac) ?? first
    }

    /// Where the file or group `id` is, or nil for one outside the
    /// project's folders (in the SDK, the developer folder, the build products).
    public func location(of id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
        case "SOURCE_ROOT":
            return path.map { sourceRoot.appendingPathComponent($0).standardizedFileURL } ?? sourceRoot
        case "<group>":
            let base = parents[id].flatMap { location(of: $0) } ?? sourceRoot
            return path.map { base.appendingPathComponent($0).standardizedFileURL } ?? base
        default:
            return nil
        }
    }

    /// The build settings `target` is built with in its default configuration:
    /// the project's settings of that configuration, overridden by the target's.
    func buildSettings(ofTarget id: String) -> [String: PropertyListValue] {
        let targetConfigurations = configurations(list: objects[id]?["buildConfigurationList"]?.string)
        let projectConfigurations = configurations(list: objects[rootObjectID]?["buildConfigurationList"]?.string)
        let name = targetConfigurations.defaultName ?? projectConfigurations.defaultName ?? "Release"
        var settings = projectConfigurations.byName[name] ?? projectConfigurations.byName.values.first ?? [:]
        for (key, value) in targetConfigurations.byName[name] ?? targetConfigurations.byName.values.first ?? [:] {
            settings[key] = value
        }
        return settings
    }

    private func configurations(list id: String?) -> (defaultName: String?, byName: [String: [String: PropertyListValue]]) {
        guard let id, let list = objects[id] else { return (nil, [:]) }
        var byName: [String: [String: PropertyListValue]] = [:]
        for configuration in list["buildConfigurations"]?.strings ?? [] {
            guard let object = objects[configuration], let name = object["name"]?.string else { continue }
            byName[name] = object["buildSettings"]?.dictionary ?? [:]
        }
        return (list["defaultConfigurationName"]?.string, byName)
    }

    /// The files of the target's build phases of kind `isa`
    /// (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`), as project objects' ids.
    func buildPhaseFiles(of target: NativeTarget, isa: String) -> [String] {
        var files: [String] = []
        for phase in objects[target.id]?["buildPhases"]?.strings ?? [] where objects[phase]?["isa"]?.string == isa {
            for buildFile in objects[phase]?["files"]?.strings ?? [] {
                if let reference = objects[buildFile]?["fileRef"]?.string { files.append(reference) }
            }
        }
        return files
    }

    /// The Swift packages the target's products come from.
    public func packageDependencies(of target: NativeTarget) -> [PackageDependency] {
        var dependencies: [PackageDependency] = []
        for id in objects[target.id]?["packageProductDependencies"]?.strings ?? [] {
            guard let product = objects[id], let productName = product["productName"]?.string else { continue }
            // A product of the package itself ("plugin:" products are build tools).
            guard !productName.hasPrefix("plugin:") else { continue }
            guard let packageID = product["package"]?.string, let package = objects[packageID] else { continue }
            if let url = package["repositoryURL"]?.string {
                dependencies.append(PackageDependency(product: productName, source: .remote(url: url, requirement: package["requirement"]?.dictionary ?? [:])))
            } else if let path = package["relativePath"]?.string {
                let location = path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appendingPathComponent(path).standardizedFileURL
                dependencies.append(PackageDependency(product: productName, source: .local(location)))
            }
        }
        return dependencies
    }
}

/// A `PBXNativeTarget` and the settings it builds with.
public struct NativeTarget: Sendable {
    public let id: String
    public let name: String
    /// `com.apple.product-type.application` for an app.
    public let productType: String?
    /// Its build settings (project and target, default configuration).
    public let settings: [String: PropertyListValue]
    /// Its `fileSystemSynchronizedGroups` (Xcode 16 folders), by id.
    public let synchronizedGroups: [String]

    init(id: String, object: [String: PropertyListValue], settings: [String: PropertyListValue]) {
        self.id = id
        self.name = object["name"]?.string ?? id
        self.productType = object["productType"]?.string
        self.settings = settings
        self.synchronizedGroups = object["fileSystemSynchronizedGroups"]?.strings ?? []
    }

    public var isApplication: Bool { productType == "com.apple.product-type.application" }

    /// A setting's value, with `$(TARGET_NAME)` replaced (arrays joined by spaces).
    public func setting(_ key: String) -> String? {
        let raw: String?
        switch settings[key] {
        case .string(let value): raw = value
        case .array(let values): raw = values.compactMap(\.string).joined(separator: " ")
        default: raw = nil
        }
        return raw.map {
            $0.replacingOccurrences(of: "$(TARGET_NAME)", with: name).replacingOccurrences(of: "${TARGET_NAME}", with: name)
        }
    }

    /// The platforms it builds for (`macosx`, `iphoneos`, `xros`, ...).
    public var platforms: Set<String> {
        var platforms = Set((setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init))
        if let sdk = setting("SDKROOT"), sdk != "auto" { platforms.insert(sdk) }
        return platforms
    }

    /// Whether it is a Mac or multiplatform app (not an iOS-only one).
    public var buildsForMac: Bool { platforms.contains("macosx") }

    /// `SWIFT_VERSION` (`5.0`, `6.0`), if set.
    public var swiftVersion: String? { setting("SWIFT_VERSION") }
    /// Whether Xcode generates `ColorResource`/`ImageResource` symbols for the
    /// asset catalogues (on unless turned off).
    public var generatesAssetSymbols: Bool { setting("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS") != "NO" }
    /// Whether it also generates `Color.name` and shape-style members (what
    /// Xcode 15's project templates turn on).
    public var generatesAssetSymbolExtensions: Bool {
        setting("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS") == "YES"
    }

    /// `MACOSX_DEPLOYMENT_TARGET` (`14.0`), if set.
    public var macOSDeploymentTarget: String? { setting("MACOSX_DEPLOYMENT_TARGET") }

    /// The Swift module the target builds: `PRODUCT_MODULE_NAME`, else
    /// `PRODUCT_NAME`, else its name, made an identifier as Xcode makes it.
    public var moduleName: String {
        let name = [setting("PRODUCT_MODULE_NAME"), setting("PRODUCT_NAME")]
            .compactMap { $0 }.first { !$0.isEmpty && !$0.contains("$") } ?? self.name
        var identifier = String(name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }
}

/// A Swift package product the app target uses, and where its package is.
public struct PackageDependency: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// `XCRemoteSwiftPackageReference`: its URL and `requirement` dictionary.
        case remote(url: String, requirement: [String: PropertyListValue])
        /// `XCLocalSwiftPackageReference`: a folder.
        case local(URL)
    }

    public var product: String
    public var source: Source

    /// The package's identity as SwiftPM names it (`.product(package:)`).
    public var packageIdentity: String {
        switch source {
        case .remote(let url, _):
            var last = url.split(separator: "/").last.map(String.init) ?? url
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last
        case .local(let folder):
            return folder.lastPathComponent
        }
    }
}

/// A reason porting cannot go on, said to the person.
public struct PortError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
