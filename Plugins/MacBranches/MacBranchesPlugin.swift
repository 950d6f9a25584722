import Foundation
import PackagePlugin

/// Compiles a ported app's sources with their Mac branches: each Swift file
/// under `MacSources/TARGET/` (where `proscenium-port` links the project's
/// files) becomes a copy in which `os(macOS)` reads true, with
/// `#sourceLocation` naming the original file, so errors point at it.
@main
struct MacBranchesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "ProsceniumMacBranches")
        let sources = context.package.directoryURL.appending(path: "MacSources").appending(path: target.name)
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var commands: [Command] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            let output = context.pluginWorkDirectoryURL.appending(path: copyName(relative))
            commands.append(.buildCommand(
                displayName: "Taking the Mac's branches of \(relative)",
                executable: tool.url,
                arguments: [file.path, output.path],
                inputFiles: [file],
                outputFiles: [output]))
        }
        return commands
    }

    /// The copy's path: the original's with `.mac` before `.swift`. A copy
    /// named as its original would give the compiler two paths for one
    /// `#fileID` (the copy's own, and the original's its `#sourceLocation`
    /// names), a warning per file in every build. `main.swift` keeps its
    /// name: only a file of that name holds top-level code.
    func copyName(_ relative: String) -> String {
        guard !relative.hasSuffix("/main.swift"), relative != "main.swift" else { return relative }
        return String(relative.dropLast(".swift".count)) + ".mac.swift"
    }
}
