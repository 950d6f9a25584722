// A ported app as a Debian package (`dpkg-deb --build` of a staged `usr/`
// tree with its control file) and as a portable tarball (`bin/`, `lib/`,
// `share/` under one folder, which runs from wherever it is unpacked).

import Foundation
import ProsceniumPort

/// Makes `.deb` and `.tar.gz` packages of an app.
public enum AppPackager {
    /// Packages the display needs beside the executable's own libraries: the
    /// fonts it draws and measures text with, and the icon font of SF Symbols.
    public static let displayDepends = [
        "fonts-inter", "fonts-dejavu-core", "fonts-noto-color-emoji", "fonts-droid-fallback",
        "fonts-material-design-icons-iconfont",
    ]
    /// What shows the app: Chromium (any browser does, through xdg-open).
    public static let displayRecommends = ["chromium", "xdg-utils"]

    /// What the control file says beyond what the app says of itself.
    public struct Details: Sendable {
        public var maintainer: String
        public var description: String?
        public init(maintainer: String, description: String? = nil) {
            self.maintainer = maintainer
            self.description = description
        }
    }

    /// `dpkg --print-architecture` (`amd64`, `arm64`).
    public static func architecture() throws -> String {
        guard let dpkg = ExternalTool.find("dpkg") else { throw DesktopError("dpkg is not installed: cannot make a Debian package") }
        let result = try ExternalTool.run(dpkg, ["--print-architecture"])
        let architecture = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !architecture.isEmpty else { throw DesktopError("dpkg --print-architecture failed: \(result.output)") }
        return architecture
    }

    /// Writes `COMMAND_VERSION_ARCH.deb` into `output`; returns its path and what to tell the person.
    public static func debian(_ app: DesktopApp, binary: URL, details: Details, output: URL) throws -> (URL, [String]) {
        guard let dpkgDeb = ExternalTool.find("dpkg-deb") else { throw DesktopError("dpkg-deb is not installed: cannot make a Debian package") }
        let architecture = try architecture()
        let layout = InstallLayout.prefix(URL(fileURLWithPath: "/usr"))
        var plan = try InstallPlan(app: app, binary: binary, layout: layout)
        let libraries = try SharedLibraries(of: binary)
        var notes = plan.notes
        carry(libraries, in: &plan, notes: &notes)
        return try staging(in: output) { root in
            try write(plan, under: root)
            let control = controlFile(app, details: details, architecture: architecture, depends: libraries.packages,
                                      installedKiB: try kibibytes(of: root))
            var writer = PlannedFileWriter(root: root)
            try writer.write(PlannedFile(path: URL(fileURLWithPath: "/DEBIAN/control"), content: .text(control)))
            let package = output.appendingPathComponent("\(app.command)_\(app.version)_\(architecture).deb")
            let build = try ExternalTool.run(dpkgDeb, ["--root-owner-group", "--build", root.path, package.path])
            guard build.status == 0 else { throw DesktopError("dpkg-deb --build failed: \(build.output)") }
            return (package, notes)
        }
    }

    /// Writes `COMMAND-VERSION-ARCH.tar.gz` into `output`: one folder,
    /// `COMMAND-VERSION/`, with `bin/`, `lib/` and `share/`, whose desktop
    /// entry runs the command from `PATH`.
    public static func tarball(_ app: DesktopApp, binary: URL, output: URL) throws -> (URL, [String]) {
        guard let tar = ExternalTool.find("tar") else { throw DesktopError("tar is not installed") }
        let folderName = "\(app.command)-\(app.version)"
        let layout = InstallLayout.prefix(URL(fileURLWithPath: "/" + folderName))
        var plan = try InstallPlan(app: app, binary: binary, layout: layout, execProgram: app.command)
        var notes = plan.notes
        carry(try SharedLibraries(of: binary), in: &plan, notes: &notes)
        let architecture = (try? architecture()) ?? ProcessInfo.processInfo.machineArchitecture
        return try staging(in: output) { root in
            try write(plan, under: root)
            let archive = output.appendingPathComponent("\(folderName)-\(architecture).tar.gz")
            let result = try ExternalTool.run(tar, ["--owner=0", "--group=0", "--numeric-owner", "-czf", archive.path,
                                                    "-C", root.path, folderName])
            guard result.status == 0 else { throw DesktopError("tar failed: \(result.output)") }
            return (archive, notes)
        }
    }

    /// The Debian control file.
    static func controlFile(_ app: DesktopApp, details: Details, architecture: String, depends: [String], installedKiB: Int) -> String {
        let summary = details.description ?? "\(app.name), a SwiftUI app shown in a web browser"
        var lines = [
            "Package: \(app.command)",
            "Version: \(app.version)",
            "Architecture: \(architecture)",
            "Maintainer: \(oneLine(details.maintainer))",
            "Installed-Size: \(installedKiB)",
        ]
        let allDepends = depends + displayDepends.filter { !depends.contains($0) }
        lines.append("Depends: \(allDepends.joined(separator: ", "))")
        lines.append("Recommends: \(displayRecommends.joined(separator: ", "))")
        lines += [
            "Section: misc",
            "Priority: optional",
            "Description: \(oneLine(summary))",
            " \(app.name) (\(app.identifier)) built for Linux with Proscenium: it serves its",
            " windows to a web browser on this computer, Chromium when installed.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Adds the libraries no package installs beside the executable, where
    /// its `$ORIGIN` run path finds them.
    private static func carry(_ libraries: SharedLibraries, in plan: inout InstallPlan, notes: inout [String]) {
        let folder = plan.layout.appFolder(plan.app)
        for library in libraries.unpackaged {
            plan.add(PlannedFile(path: folder.appendingPathComponent(library.lastPathComponent), content: .copy(library, executable: false)))
        }
        if !libraries.unpackaged.isEmpty {
            notes.append("carries \(libraries.unpackaged.count) libraries no Debian package installs: "
                         + libraries.unpackaged.map(\.lastPathComponent).joined(separator: ", "))
        }
    }

    private static func write(_ plan: InstallPlan, under root: URL) throws {
        var writer = PlannedFileWriter(root: root)
        for file in plan.files { try writer.write(file) }
    }

    /// Runs `body` with a fresh staging folder in `output`, removed afterwards.
    private static func staging<T>(in output: URL, _ body: (URL) throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let root = output.appendingPathComponent(".staging-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: root) }
        return try body(root)
    }

    /// The size of the files under `folder`, in KiB, as `Installed-Size` counts it.
    private static func kibibytes(of folder: URL) throws -> Int {
        var bytes = 0
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey, .isSymbolicLinkKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isSymbolicLinkKey])
            if values.isSymbolicLink != true { bytes += values.fileSize ?? 0 }
        }
        return (bytes + 1023) / 1024
    }
}

extension ProcessInfo {
    /// `uname -m`, for a tarball's name where dpkg is missing.
    fileprivate var machineArchitecture: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
