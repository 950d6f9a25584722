import Foundation
@testable import ProsceniumDesktop
import Testing

/// The system's own tools read what an installation writes: the entry is
/// valid, the MIME database takes the app's types, `xdg-mime` names the app
/// as their handler, and the icon theme gets its cache. CI installs the
/// tools (Scripts/test.sh); a test is skipped only where one is missing.
@Suite struct SystemToolTests {
    static func has(_ tool: String) -> Bool { ExternalTool.find(tool) != nil }

    /// The fixture installed for a person whose home and data folder are scratch folders.
    static func installForUser(in folder: URL) throws -> (InstallLayout, [String: String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.appendingPathComponent("home").path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("home/data").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("home/config").path
        for name in ["XDG_CURRENT_DESKTOP", "KDE_FULL_SESSION", "GNOME_DESKTOP_SESSION_ID", "DESKTOP_SESSION", "XDG_DATA_DIRS"] {
            environment[name] = nil
        }
        let layout = InstallLayout.user(environment: environment)
        let root = try DesktopFixture.project(in: folder)
        let app = try PortedApp.locate(root).desktopApp()
        try Installer.install(try InstallPlan(app: app, binary: try DesktopFixture.fakeBuild(in: folder), layout: layout))
        return (layout, environment)
    }

    @Test(.enabled(if: has("desktop-file-validate"), "desktop-file-validate is missing: apt-get install desktop-file-utils"))
    func desktopFileValidateAcceptsTheEntryAndEveryCategory() throws {
        let folder = try DesktopFixture.scratch("validate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (layout, _) = try Self.installForUser(in: folder)
        let entry = layout.applicationsFolder.appendingPathComponent("org.proscenium.desktop_demo.desktop")
        let validate = try #require(ExternalTool.find("desktop-file-validate"))
        let result = try ExternalTool.run(validate, [entry.path])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
        // Every category Apple has, as the entry says it, with a name needing escapes.
        var files: [String] = []
        for category in DesktopCategories.table.keys.sorted() {
            let app = DesktopApp(name: "Odd \\ Name\nTwo", executable: "Odd App", identifier: "com.example.\(category)",
                                 category: "public.app-category.\(category)")
            let file = folder.appendingPathComponent("com.example.\(category.replacingOccurrences(of: "-", with: "_")).desktop")
            try DesktopEntry(app: app, executable: "/opt/odd apps/$HOME/odd", hasIcon: false).text
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let all = try ExternalTool.run(validate, files)
        #expect(all.status == 0 && all.output.isEmpty, "\(all.output)")
    }

    @Test(.enabled(if: has("update-mime-database"), "update-mime-database is missing: apt-get install shared-mime-info"))
    func theMIMEDatabaseTakesTheAppsTypesAndTheIconThemeItsCache() throws {
        let folder = try DesktopFixture.scratch("mime")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (layout, _) = try Self.installForUser(in: folder)
        let globs = try String(contentsOf: layout.mimeFolder.appendingPathComponent("globs2"), encoding: .utf8)
        #expect(globs.contains("application/x-desktopdemo-note:*.ddnote"))
        #expect(globs.contains("application/x-com.example.sketchy:*.sketchy"))
        let subclasses = try String(contentsOf: layout.mimeFolder.appendingPathComponent("subclasses"), encoding: .utf8)
        #expect(subclasses.contains("application/x-desktopdemo-note text/plain"))
        #expect(FileManager.default.fileExists(atPath: layout.mimeFolder.appendingPathComponent("application/x-desktopdemo-note.xml").path))
        if Self.has("gtk-update-icon-cache") {
            #expect(FileManager.default.fileExists(atPath: layout.iconThemeFolder.appendingPathComponent("icon-theme.cache").path))
        }
        // Uninstalling leaves nothing: the databases the installation made are its own.
        let app = try PortedApp.locate(folder.appendingPathComponent("DesktopDemo")).desktopApp()
        try Installer.uninstall(app, layout: layout)
        #expect(DesktopFixture.tree(folder.appendingPathComponent("home")) == [])
    }

    @Test(.enabled(if: has("xdg-mime") && has("update-desktop-database"),
                   "xdg-mime or update-desktop-database is missing: apt-get install xdg-utils desktop-file-utils"))
    func xdgMimeNamesTheAppForItsTypesAndScheme() throws {
        let folder = try DesktopFixture.scratch("xdg-mime")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, environment) = try Self.installForUser(in: folder)
        let xdgMime = try #require(ExternalTool.find("xdg-mime"))
        for type in ["application/x-desktopdemo-note", "x-scheme-handler/desktopdemo"] {
            let result = try ExternalTool.run(xdgMime, ["query", "default", type], environment: environment)
            #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "org.proscenium.desktop_demo.desktop",
                    "xdg-mime query default \(type): \(result.output)")
        }
    }
}
