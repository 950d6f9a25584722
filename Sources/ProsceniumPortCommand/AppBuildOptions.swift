// The options `install` and `package` share: which app, and its executable
// (built here, or given).

import ArgumentParser
import Foundation
import ProsceniumDesktop

struct AppBuildOptions: ParsableArguments {
    @Argument(help: "The package proscenium-port wrote, the Xcode project (whose port is then Linux/ beside it), or an app's own package.")
    var path: String

    @Option(help: "The app target, when the project or package has several.")
    var target: String?

    @Option(help: ArgumentHelp("An executable already built from the package, instead of building it.", valueName: "path"))
    var binary: String?

    @Option(name: .customLong("configuration"), help: "The configuration to build (debug or release).")
    var buildConfiguration = "release"

    @Option(help: ArgumentHelp("swift build's --scratch-path.", valueName: "path"))
    var scratchPath: String?

    func validate() throws {
        guard ["debug", "release"].contains(buildConfiguration) else {
            throw ValidationError("--configuration must be debug or release.")
        }
    }

    /// The app at `path`, as the desktop sees it.
    func locate() throws -> (ported: PortedApp, app: DesktopApp) {
        let ported = try PortedApp.locate(URL(fileURLWithPath: path), targetName: target)
        return (ported, try ported.desktopApp())
    }

    /// The executable: `--binary`, or the package built.
    func executable(of ported: PortedApp, staticSwiftStdlib: Bool = false) throws -> URL {
        if let binary { return URL(fileURLWithPath: binary) }
        return try AppBuilder.build(package: ported.package, product: ported.module, configuration: buildConfiguration,
                                    scratchPath: scratchPath.map { URL(fileURLWithPath: $0) }, staticSwiftStdlib: staticSwiftStdlib)
    }
}

/// Runs `body`, saying a desktop error as the command's error.
func reportingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as DesktopError {
        throw ValidationError(error.description)
    }
}
