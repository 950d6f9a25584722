// `proscenium-port install PATH`: the ported app as a desktop application.

import ArgumentParser
import Foundation
import ProsceniumDesktop

struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a ported app for the desktop: its command, menu entry, icon and document types.",
        discussion: """
        Writes bin/COMMAND, lib/COMMAND/ (the executable and its resources), \
        share/applications/ID.desktop, the app icon's PNG files under share/icons/hicolor/ \
        and share/mime/packages/ID.xml for the types the app declares, then runs \
        update-desktop-database, update-mime-database and gtk-update-icon-cache when they are \
        installed. By default for you alone (~/.local, $XDG_DATA_HOME). The files written are \
        listed in lib/COMMAND/install-manifest.json; --uninstall removes exactly those.
        """
    )

    @OptionGroup var app: AppBuildOptions

    @Option(help: ArgumentHelp("Install under this prefix (bin/, lib/, share/), not under ~/.local.", valueName: "dir"))
    var prefix: String?

    @Flag(help: "Install for you alone: ~/.local/bin, ~/.local/lib and $XDG_DATA_HOME (the default).")
    var user = false

    @Flag(help: "Remove what installing wrote, instead of installing.")
    var uninstall = false

    @Flag(help: "Write over files in the way that an earlier install of this app did not write.")
    var force = false

    func validate() throws {
        if prefix != nil, user { throw ValidationError("--prefix and --user are two different places: give one.") }
    }

    func run() throws {
        try reportingErrors {
            let (ported, desktopApp) = try app.locate()
            let layout = prefix.map { InstallLayout.prefix(URL(fileURLWithPath: $0).standardizedFileURL) } ?? .user()
            let report: InstallReport
            if uninstall {
                report = try Installer.uninstall(desktopApp, layout: layout)
            } else {
                let plan = try InstallPlan(app: desktopApp, binary: try app.executable(of: ported), layout: layout)
                report = try Installer.install(plan, force: force)
            }
            print(("\(desktopApp.name) (\(desktopApp.identifier))" + "\n" + report.lines.map { "  " + $0 }.joined(separator: "\n")))
        }
    }
}
