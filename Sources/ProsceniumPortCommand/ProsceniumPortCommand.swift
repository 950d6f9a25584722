// `proscenium-port PATH/App.xcodeproj`: writes a package that builds an
// Xcode project's app target, unchanged, against Proscenium on Linux, and
// reports what in its sources Linux lacks. The work is in `ProsceniumPort`.
// `install` and `package` make the ported app a desktop application
// (InstallCommand.swift, PackageCommand.swift; the work is in `ProsceniumDesktop`).

import ArgumentParser
import Foundation
import ProsceniumPort

@main
struct ProsceniumPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium-port",
        abstract: "Port an Xcode project's SwiftUI app to Linux with Proscenium, install it, package it.",
        subcommands: [PortCommand.self, InstallCommand.self, PackageCommand.self],
        defaultSubcommand: PortCommand.self
    )
}

/// `proscenium-port [port] App.xcodeproj`: the package that builds the app.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Write a Swift package that builds an Xcode project's SwiftUI app on Linux with Proscenium.",
        discussion: """
        The package's executable target links to the target's Swift sources and resources \
        where they are (target membership, as project.pbxproj says), so they build unchanged. \
        Imports of modules Linux does not have, and #if chains that leave nothing for Linux, \
        are reported as file:line.
        """
    )

    @Argument(help: "The Xcode project (App.xcodeproj, or the folder holding it).")
    var project: String

    @Option(help: "Where to write the package (default: Linux/ beside the project).")
    var output: String?

    @Option(help: "The application target to port (default: the Mac or multiplatform app).")
    var target: String?

    @Option(help: "Proscenium to build against: a checkout's folder or a git URL (default: the checkout this command was built from).")
    var proscenium: String?

    @Flag(help: "Write over a Package.swift that proscenium-port did not write.")
    var force = false

    /// The checkout this command was built from, when it is still there.
    static var builtFrom: URL? {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Proscenium\"") else {
            return nil
        }
        return root
    }

    func run() throws {
        let location: ProsceniumLocation
        if let proscenium {
            location = ProsceniumLocation(argument: proscenium)
        } else if let checkout = Self.builtFrom {
            location = .path(checkout)
        } else {
            location = .url(ProsceniumLocation.placeholderURL)
        }
        let options = PortOptions(project: URL(fileURLWithPath: project), output: output.map { URL(fileURLWithPath: $0) },
                                  targetName: target, proscenium: location, force: force)
        do {
            print(try Porter.port(options).summary)
        } catch let error as PortError {
            throw ValidationError(error.description)
        }
    }
}
