// The Package.swift of a ported app, and the folder it describes: links to
// the project's files at their paths relative to the project (SwiftPM takes
// no target path outside the package, but follows links), so the sources
// stay where they are, unchanged. Sources are linked under MacSources/,
// which the MacBranches plugin compiles with their Mac branches taken;
// resources under the target's folder.

import Foundation

/// The text of a ported app's Package.swift.
struct PackageManifest {
    var name: String
    var module: String
    var projectFile: String
    var targetName: String
    var macOS: String
    var languageMode: String
    var proscenium: ProsceniumLocation
    var dependencies: [PackageDependency]
    /// Resources, relative to the target's folder.
    var resources: [String]

    var text: String {
        var packages: [String] = []
        switch proscenium {
        case .path(let folder):
            packages.append(".package(name: \"Proscenium\", path: \(literal(folder.path)))")
        case .url(let url):
            if url == ProsceniumLocation.placeholderURL {
                packages.append("// Proscenium's git URL goes here (see its README), or run proscenium-port --proscenium PATH.")
            }
            packages.append(".package(url: \(literal(url)), branch: \"main\")")
        }
        var seenPackages = Set<String>()
        for dependency in dependencies where seenPackages.insert(dependency.packageIdentity.lowercased()).inserted {
            packages.append(packageDeclaration(dependency))
        }
        var products = ["SwiftUI", "Combine", "UniformTypeIdentifiers", "CoreTransferable"].map { ".product(name: \"\($0)\", package: \"Proscenium\")" }
        products += dependencies.map { ".product(name: \(literal($0.product)), package: \(literal($0.packageIdentity)))" }
        let resourceLines = resources.map { "                .copy(\(literal($0)))," }
        return """
        // swift-tools-version:6.0
        // \(Porter.marker) from \(projectFile), target \(targetName): the app's
        // sources, unchanged, built against Proscenium's SwiftUI on Linux. The files
        // under Sources/ are links to the project's own. Run the command again after
        // adding files to the target; `swift run` starts the app.
        import PackageDescription

        let package = Package(
            name: \(literal(name)),
            platforms: [.macOS(\(literal(macOS)))],
            dependencies: [
        \(packages.map { "        " + $0 + ($0.hasPrefix("//") ? "" : ",") }.joined(separator: "\n"))
            ],
            targets: [
                .executableTarget(
                    name: \(literal(module)),
                    dependencies: [
        \(products.map { "                " + $0 + "," }.joined(separator: "\n"))
                    ],
                    path: "Sources/\(module)",
                    resources: [
        \(resourceLines.joined(separator: "\n"))
                    ],
                    swiftSettings: [
                        // On Apple platforms `import Foundation` brings Combine
                        // (ObservableObject, @Published) and Observation
                        // (@Observable), and has NSItemProvider, NSUserActivity,
                        // FileWrapper and UndoManager, which Linux's lacks and
                        // ProsceniumFoundation supplies: every file sees them here too.
                        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "ProsceniumFoundation"]),
                    ],
                    // The sources are compiled from MacSources/ with their Mac
                    // branches taken (`#if os(macOS)`), as on a Mac.
                    plugins: [.plugin(name: "MacBranches", package: "Proscenium")]
                ),
            ],
            swiftLanguageModes: [.\(languageMode)]
        )

        """
    }

    private func packageDeclaration(_ dependency: PackageDependency) -> String {
        switch dependency.source {
        case .local(let folder):
            return ".package(path: \(literal(folder.path)))"
        case .remote(let url, let requirement):
            let kind = requirement["kind"]?.string ?? ""
            let minimum = requirement["minimumVersion"]?.string
            switch kind {
            case "branch":
                return ".package(url: \(literal(url)), branch: \(literal(requirement["branch"]?.string ?? "main")))"
            case "revision":
                return ".package(url: \(literal(url)), revision: \(literal(requirement["revision"]?.string ?? "")))"
            case "exactVersion":
                return ".package(url: \(literal(url)), exact: \(literal(requirement["version"]?.string ?? "0.0.0")))"
            case "upToNextMinorVersion":
                return ".package(url: \(literal(url)), .upToNextMinor(from: \(literal(minimum ?? "0.0.0"))))"
            case "versionRange":
                return ".package(url: \(literal(url)), \(literal(minimum ?? "0.0.0"))..<\(literal(requirement["maximumVersion"]?.string ?? "999.0.0")))"
            default:
                return ".package(url: \(literal(url)), from: \(literal(minimum ?? "0.0.0")))"
            }
        }
    }

    /// A Swift string literal of `text`.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The generated package's folder: Package.swift and the target's links.
struct PackageLayout {
    var sourceRoot: URL
    var output: URL
    var module: String

    var targetFolder: URL { output.appendingPathComponent("Sources/\(module)") }
    /// Where the sources' links go: the MacBranches plugin compiles them.
    var macSourcesFolder: URL { output.appendingPathComponent("MacSources/\(module)") }

    /// Where a member's link goes, relative to the target's folder: its path
    /// in the project, or, for a file outside the project's folder, under `External/`.
    func relativePath(of member: URL) -> String {
        let root = sourceRoot.standardizedFileURL.path
        let path = member.standardizedFileURL.path
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return "External" + path
    }

    /// Writes Package.swift and links every member, replacing what an
    /// earlier run wrote.
    func write(manifest: String, members: [URL], resources: [URL] = [], force: Bool) throws {
        let fileManager = FileManager.default
        let manifestFile = output.appendingPathComponent("Package.swift")
        if let existing = fileManager.contents(atPath: manifestFile.path),
           !String(decoding: existing, as: UTF8.self).contains(Porter.marker), !force {
            throw PortError("\(manifestFile.path) exists and was not written by proscenium-port: choose another --output, or --force")
        }
        try? fileManager.removeItem(at: output.appendingPathComponent("Sources"))
        try? fileManager.removeItem(at: output.appendingPathComponent("MacSources"))
        try fileManager.createDirectory(at: targetFolder, withIntermediateDirectories: true)
        // The target's own source: the plugin adds the app's.
        try Self.placeholder.write(to: targetFolder.appendingPathComponent("MacBranches.swift"), atomically: true, encoding: .utf8)
        for member in members + resources {
            let folder = resources.contains(member) ? targetFolder : macSourcesFolder
            let link = folder.appendingPathComponent(relativePath(of: member))
            try fileManager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            // SwiftPM copies a resource that is a link as the link itself into the
            // app's resource bundle, where a relative link points nowhere: resources
            // link to their absolute path, sources relatively.
            let destination = resources.contains(member)
                ? member.standardizedFileURL.path
                : Self.relativeLink(from: link.deletingLastPathComponent(), to: member)
            try fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
        try manifest.write(to: manifestFile, atomically: true, encoding: .utf8)
        let ignore = output.appendingPathComponent(".gitignore")
        if !fileManager.fileExists(atPath: ignore.path) {
            try ".build/\nPackage.resolved\n".write(to: ignore, atomically: true, encoding: .utf8)
        }
    }

    static let placeholder = """
        // Generated by proscenium-port. The app's sources are linked under
        // MacSources/ and compiled by the MacBranches plugin with their Mac
        // branches taken (`#if os(macOS)` reads true), errors reported at the
        // project's own files; this file keeps the target from being empty.

        """

    /// The path from `directory` to `target`, so that the package and the
    /// project can move together.
    static func relativeLink(from directory: URL, to target: URL) -> String {
        RelativeLink.path(from: directory, to: target)
    }
}
