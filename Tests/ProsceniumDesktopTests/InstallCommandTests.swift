import Foundation
@testable import ProsceniumDesktop
import Testing

/// `proscenium-port install` with the real DesktopDemo executable: the
/// installed command starts the app, which serves the client from its
/// installed resources; `--uninstall` removes it all.
@Suite(.serialized) struct InstallCommandTests {
    @Test(.enabled(if: Built.available, "proscenium-port or DesktopDemo is not built"))
    func theInstalledCommandStartsTheAppFromItsInstalledResources() throws {
        let folder = try DesktopFixture.scratch("install-command")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try DesktopFixture.ported(in: folder)
        let prefix = folder.appendingPathComponent("prefix")
        let install = try Built.run([Built.portCommand.path, "install", package.path, "--prefix", prefix.path,
                                     "--binary", Built.desktopDemo.path])
        #expect(install.status == 0, "\(install.output)")
        #expect(install.output.contains("Desktop Demo (org.proscenium.desktop_demo)"))
        #expect(install.output.contains("icons: 16px, 32px, 64px, 128px, 1024px"))
        #expect(install.output.contains("note: icon_wide.png is 256x128, not square: left out"))
        let command = prefix.appendingPathComponent("bin/desktopdemo")
        #expect(FileManager.default.isExecutableFile(atPath: command.path))

        // The installed client's page, marked, is what the app serves: its
        // resources are found beside the installed executable.
        let page = prefix.appendingPathComponent("lib/desktopdemo/Proscenium_ProsceniumWeb.resources/Client/index.html")
        let marked = try String(contentsOf: page, encoding: .utf8) + "<!-- installed copy -->\n"
        try marked.write(to: page, atomically: true, encoding: .utf8)
        let app = try RunningApp(command, ["--no-browser", "--port", "0"], environment: Built.environment(in: folder))
        defer { app.stop() }
        let url = try #require(app.url(), "the installed app printed no URL: \(app.errors)")
        #expect(fetch(url)?.contains("<!-- installed copy -->") == true)
        app.stop()

        let uninstall = try Built.run([Built.portCommand.path, "install", "--uninstall", package.path, "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(DesktopFixture.tree(prefix) == [])
    }

    @Test(.enabled(if: Built.available, "proscenium-port is not built"))
    func badRequestsAreRefusedWithAReason() throws {
        let folder = try DesktopFixture.scratch("install-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try DesktopFixture.ported(in: folder)
        let both = try Built.run([Built.portCommand.path, "install", package.path, "--prefix", folder.path, "--user"])
        #expect(both.status != 0 && both.output.contains("--prefix and --user"))
        let notInstalled = try Built.run([Built.portCommand.path, "install", "--uninstall", package.path, "--prefix", folder.path])
        #expect(notInstalled.status != 0 && notInstalled.output.contains("is not installed under"))
        let nothing = try Built.run([Built.portCommand.path, "install", folder.appendingPathComponent("missing").path])
        #expect(nothing.status != 0 && nothing.output.contains("holds no Package.swift and no .xcodeproj"))
        let notBuilt = try Built.run([Built.portCommand.path, "install", package.path, "--prefix", folder.path,
                                      "--binary", folder.appendingPathComponent("nope").path])
        #expect(notBuilt.status != 0 && notBuilt.output.contains("is not an executable file"))
        let package2 = try Built.run([Built.portCommand.path, "package", package.path])
        #expect(package2.status != 0 && package2.output.contains("--deb, --tarball or both"))
    }
}
