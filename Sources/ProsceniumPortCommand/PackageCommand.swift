// `proscenium-port package --deb --tarball PATH`: the ported app as files
// to hand to others.

import ArgumentParser
import Foundation
import ProsceniumDesktop

struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Package a ported app: a Debian package (.deb) and/or a portable tarball (.tar.gz).",
        discussion: """
        Builds the app (release, Swift's runtime linked in) unless --binary is given, and \
        stages usr/bin/COMMAND, usr/lib/COMMAND/ (the executable, its resources, and libraries \
        no Debian package installs), the desktop entry, icons and MIME types. The .deb depends \
        on the packages of the libraries ldd lists (found with dpkg -S) and the display's fonts, \
        and recommends chromium. The tarball holds COMMAND-VERSION/{bin,lib,share} and runs \
        from wherever it is unpacked.
        """
    )

    @OptionGroup var app: AppBuildOptions

    @Flag(help: "Make a Debian package with dpkg-deb.")
    var deb = false

    @Flag(help: "Make a portable .tar.gz.")
    var tarball = false

    @Option(help: ArgumentHelp("Where to write the packages (default: the current folder).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The Debian Maintainer field (default: $DEBFULLNAME <$DEBEMAIL>, else you at this computer).",
                               valueName: "name <email>"))
    var maintainer: String?

    @Option(help: "The package's one-line description.")
    var summary: String?

    func validate() throws {
        guard deb || tarball else { throw ValidationError("Say what to make: --deb, --tarball or both.") }
    }

    func run() throws {
        try reportingErrors {
            let (ported, desktopApp) = try app.locate()
            let binary = try app.executable(of: ported, staticSwiftStdlib: true)
            let folder = URL(fileURLWithPath: output ?? FileManager.default.currentDirectoryPath).standardizedFileURL
            var made: [(URL, [String])] = []
            if deb {
                made.append(try AppPackager.debian(desktopApp, binary: binary,
                                                   details: .init(maintainer: maintainer ?? Self.defaultMaintainer(), description: summary),
                                                   output: folder))
            }
            if tarball {
                made.append(try AppPackager.tarball(desktopApp, binary: binary, output: folder))
            }
            for (file, notes) in made {
                print(file.path)
                for note in notes { print("  note: \(note)") }
            }
        }
    }

    /// `$DEBFULLNAME <$DEBEMAIL>` as Debian's tools take them, else the user at this host.
    static func defaultMaintainer(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let user = environment["USER"] ?? NSUserName()
        let name = environment["DEBFULLNAME"] ?? environment["NAME"] ?? user
        let email = environment["DEBEMAIL"] ?? environment["EMAIL"] ?? "\(user)@\(ProcessInfo.processInfo.hostName)"
        return "\(name) <\(email)>"
    }
}
