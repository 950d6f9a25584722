import Foundation
@testable import ProsceniumDesktop
import Testing

/// Installing the fixture app (its executable a stand-in script) writes
/// every file in its place and a manifest of them; uninstalling leaves the
/// folders as they were; the system's tools accept what was written.
@Suite struct InstallerTests {
    static func plan(in folder: URL, layout: InstallLayout) throws -> InstallPlan {
        let root = try DesktopFixture.project(in: folder)
        let app = try PortedApp.locate(root).desktopApp()
        return try InstallPlan(app: app, binary: try DesktopFixture.fakeBuild(in: folder), layout: layout)
    }

    @Test func installsEveryFileAndUninstallsExactlyThem() throws {
        let folder = try DesktopFixture.scratch("install")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        // Someone else's file in the prefix: kept through install and uninstall.
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/applications"), withIntermediateDirectories: true)
        try "[Desktop Entry]\n".write(to: prefix.appendingPathComponent("share/applications/other.desktop"), atomically: true, encoding: .utf8)
        let before = DesktopFixture.tree(prefix)
        let plan = try Self.plan(in: folder, layout: .prefix(prefix))
        try Installer.install(plan)

        let installed = Set(DesktopFixture.tree(prefix))
        for path in [
            "bin/desktopdemo", "lib/desktopdemo/DesktopDemo", "lib/desktopdemo/install-manifest.json",
            "lib/desktopdemo/DesktopDemo_DesktopDemo.resources/Info.txt",
            "lib/desktopdemo/DesktopDemo_DesktopDemo.resources/Assets.xcassets/Contents.json",
            "lib/desktopdemo/Proscenium_ProsceniumWeb.resources/Client/index.html",
            "lib/desktopdemo/Info.txt", "lib/desktopdemo/Assets.xcassets",
            "share/applications/org.proscenium.desktop_demo.desktop",
            "share/mime/packages/org.proscenium.desktop_demo.xml",
            "share/icons/hicolor/16x16/apps/org.proscenium.desktop_demo.png",
            "share/icons/hicolor/32x32/apps/org.proscenium.desktop_demo.png",
            "share/icons/hicolor/64x64/apps/org.proscenium.desktop_demo.png",
            "share/icons/hicolor/128x128/apps/org.proscenium.desktop_demo.png",
            "share/icons/hicolor/512x512@2/apps/org.proscenium.desktop_demo.png",
        ] {
            #expect(installed.contains(path), "\(path) was not installed")
        }
        #expect(!installed.contains { $0.contains("Other_Unused") }, "a bundle the app does not name was installed")
        let manager = FileManager.default
        // The command is a relative link to the executable; Bundle.main's links point into its resources.
        #expect(try manager.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/desktopdemo").path) == "../lib/desktopdemo/DesktopDemo")
        #expect(try manager.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("lib/desktopdemo/Info.txt").path)
                == "DesktopDemo_DesktopDemo.resources/Info.txt")
        #expect(try String(contentsOf: prefix.appendingPathComponent("lib/desktopdemo/Info.txt"), encoding: .utf8) == "about\n")
        #expect(manager.isExecutableFile(atPath: prefix.appendingPathComponent("bin/desktopdemo").path))
        // A linked resource folder is installed as the files it leads to.
        let linked = prefix.appendingPathComponent("lib/desktopdemo/DesktopDemo_DesktopDemo.resources/Assets.xcassets")
        #expect((try? manager.destinationOfSymbolicLink(atPath: linked.path)) == nil)
        let entry = try String(contentsOf: prefix.appendingPathComponent("share/applications/org.proscenium.desktop_demo.desktop"), encoding: .utf8)
        #expect(entry.contains("Exec=\(prefix.standardizedFileURL.path)/bin/desktopdemo %U\n"))
        #expect(entry.contains("Icon=org.proscenium.desktop_demo\n"))
        let icon = prefix.appendingPathComponent("share/icons/hicolor/512x512@2/apps/org.proscenium.desktop_demo.png")
        #expect(AppIconSet.pngSize(of: icon)! == (1024, 1024))
        let manifest = try #require(try InstallManifest.load(from: prefix.appendingPathComponent("lib/desktopdemo/install-manifest.json")))
        #expect(manifest.files.count == plan.files.count)
        #expect(!manifest.folders.contains(prefix.appendingPathComponent("share/applications").path), "it was there before")

        // A second install replaces the first without complaint.
        try Installer.install(plan)
        #expect(Set(DesktopFixture.tree(prefix)) == installed)

        try Installer.uninstall(plan.app, layout: .prefix(prefix))
        #expect(DesktopFixture.tree(prefix) == before)
        #expect(throws: DesktopError.self) { try Installer.uninstall(plan.app, layout: .prefix(prefix)) }
    }

    @Test func aFileInTheWayIsNotWrittenOverUnlessForced() throws {
        let folder = try DesktopFixture.scratch("install-conflict")
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        let theirs = prefix.appendingPathComponent("bin/desktopdemo")
        try FileManager.default.createDirectory(at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "mine\n".write(to: theirs, atomically: true, encoding: .utf8)
        let plan = try Self.plan(in: folder, layout: .prefix(prefix))
        #expect(throws: DesktopError.self) { try Installer.install(plan) }
        #expect(try String(contentsOf: theirs, encoding: .utf8) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib").path), "nothing was written")
        try Installer.install(plan, force: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: theirs.path) == "../lib/desktopdemo/DesktopDemo")
    }

    @Test func theUserLayoutFollowsHomeAndXDGDataHome() {
        let layout = InstallLayout.user(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data/ada"])
        #expect(layout.binFolder.path == "/home/ada/.local/bin")
        #expect(layout.libFolder.path == "/home/ada/.local/lib")
        #expect(layout.dataFolder.path == "/data/ada")
        #expect(InstallLayout.user(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "relative"]).dataFolder.path == "/home/ada/.local/share")
    }
}
