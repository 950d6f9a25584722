// Building a ported app's executable with SwiftPM.

import Foundation

/// Builds the executable of a package.
public enum AppBuilder {
    /// Runs `swift build` for `product` in `package` and returns the
    /// executable's path. `staticSwiftStdlib` links Swift's runtime into it,
    /// so that it needs only the system's libraries.
    public static func build(package: URL, product: String, configuration: String = "release",
                             scratchPath: URL? = nil, staticSwiftStdlib: Bool = false) throws -> URL {
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw DesktopError("\(package.path) has no Package.swift: run proscenium-port on the project first, or give --binary")
        }
        guard let swift = ExternalTool.find("swift") else { throw DesktopError("swift is not on PATH: cannot build") }
        var arguments = ["build", "--package-path", package.path, "-c", configuration, "--product", product]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        if staticSwiftStdlib { arguments.append("--static-swift-stdlib") }
        FileHandle.standardError.write(Data("building \(product) (\(configuration))...\n".utf8))
        let build = try ExternalTool.run(swift, arguments)
        guard build.status == 0 else {
            let tail = build.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
            throw DesktopError("swift build failed (exit \(build.status)):\n\(tail)")
        }
        let binPath = try ExternalTool.run(swift, arguments + ["--show-bin-path"])
        let folder = binPath.output.split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        let executable = URL(fileURLWithPath: folder).appendingPathComponent(product)
        guard binPath.status == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw DesktopError("swift build made no executable \(product) (looked in \(folder))")
        }
        return executable
    }
}
