import Foundation
@testable import ProsceniumDesktop
import ProsceniumPort
import Testing

/// What the desktop knows the fixture app by, read from its Xcode project,
/// Info.plist and icon set; its `.desktop` entry and MIME XML.
@Suite struct DesktopAppTests {
    static func app() throws -> (DesktopApp, URL) {
        let folder = try DesktopFixture.scratch("app")
        let root = try DesktopFixture.project(in: folder)
        let located = try PortedApp.locate(root)
        return (try located.desktopApp(), folder)
    }

    @Test func readsTheNameIdentifierVersionAndCategoryFromTheProject() throws {
        let (app, folder) = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(app.name == "Desktop Demo")
        // `org.proscenium.desktop-demo`: a D-Bus name has no `-`.
        #expect(app.identifier == "org.proscenium.desktop_demo")
        #expect(app.executable == "DesktopDemo")
        #expect(app.command == "desktopdemo")
        #expect(app.version == "1.2")
        #expect(app.category == "public.app-category.productivity")
        #expect(app.urlSchemes == ["desktopdemo"])
        #expect(app.documentTypes.map(\.contentTypes) == [["org.proscenium.desktopdemo.ddnote"], ["public.plain-text"], ["com.example.sketchy"]])
        #expect(app.declaredTypes == [
            DeclaredType(identifier: "org.proscenium.desktopdemo.ddnote", exported: true, description: "Desktop Demo note",
                         conformsTo: ["public.plain-text"], extensions: ["ddnote"], mimeTypes: ["application/x-desktopdemo-note"]),
            DeclaredType(identifier: "com.example.sketchy", exported: false, description: "Sketchy drawing",
                         conformsTo: ["public.data"], extensions: ["sketchy"]),
        ])
        #expect(app.iconSet?.lastPathComponent == "AppIcon.appiconset")
    }

    @Test func thePortedPackageLeadsBackToItsProject() throws {
        let folder = try DesktopFixture.scratch("ported")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try DesktopFixture.ported(in: folder)
        let located = try PortedApp.locate(package)
        #expect(located.package.path == package.standardizedFileURL.path)
        #expect(located.module == "DesktopDemo")
        #expect(located.project?.name == "DesktopDemo")
        #expect(try located.desktopApp().name == "Desktop Demo")
        // A package proscenium-port did not write is refused, saying so.
        let mine = folder.appendingPathComponent("Mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(to: mine.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(throws: DesktopError.self) { try PortedApp.locate(mine) }
    }

    @Test func generatedInfoPlistKeysAndSettingsFillWhatTheFileLacks() {
        let settings = ["PRODUCT_NAME": "Sketch Pad", "TARGET_NAME": "SketchPad", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(TARGET_NAME:rfc1034identifier)",
                        "MARKETING_VERSION": "2.0 beta", "INFOPLIST_KEY_LSApplicationCategoryType": "public.app-category.graphics-design"]
        let info = DesktopApp.generatedInfo(settings: settings, fromKeySettings: true)
        let app = DesktopApp(info: info, expansion: BuildSettingExpansion(settings: settings), executable: "SketchPad",
                             fallbackName: "SketchPad", iconSet: nil)
        #expect(app.name == "Sketch Pad")
        #expect(app.identifier == "com.example.SketchPad")
        #expect(app.version == "2.0beta")
        #expect(DesktopCategories.categories(for: app.category) == ["Graphics"])
        // Without GENERATE_INFOPLIST_FILE, Xcode ignores the INFOPLIST_KEY_ settings.
        #expect(DesktopApp.generatedInfo(settings: settings, fromKeySettings: false)["LSApplicationCategoryType"] == nil)
    }

    @Test func theDocumentTypesBecomeMIMETypesAndTheURLSchemeAHandler() throws {
        let (app, folder) = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let types = AppMimeTypes(app: app)
        #expect(types.handled == ["application/x-desktopdemo-note", "text/plain", "application/x-com.example.sketchy",
                                  "x-scheme-handler/desktopdemo"])
        let xml = try #require(MimeInfoXML.text(types.definitions))
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-desktopdemo-note">
                <comment>Desktop Demo note</comment>
                <sub-class-of type="text/plain"/>
                <glob pattern="*.ddnote"/>
              </mime-type>
              <mime-type type="application/x-com.example.sketchy">
                <comment>Sketchy drawing</comment>
                <glob pattern="*.sketchy"/>
              </mime-type>
            </mime-info>

            """)
    }

    @Test func abstractAndLegacyDocumentTypesStillNameMIMETypes() {
        let app = DesktopApp(name: "Viewer & Co", executable: "Viewer", identifier: "com.example.viewer", documentTypes: [
            DocumentType(role: "Viewer", contentTypes: ["public.image", "com.unknown.thing"]),
            DocumentType(role: "Editor", extensions: ["vwr", "json"]),
            DocumentType(role: "None", contentTypes: ["public.png"]),
        ])
        let types = AppMimeTypes(app: app)
        #expect(types.handled.contains("image/png"))
        #expect(types.handled.contains("image/jpeg"))
        #expect(!types.handled.contains { !AppMimeTypes.isValid($0) })
        #expect(types.handled.contains("application/x-viewer-vwr"))
        #expect(types.handled.contains("application/json"))
        #expect(types.notes.contains { $0.contains("com.unknown.thing") })
        #expect(types.definitions.map(\.type) == ["application/x-viewer-vwr"])
        #expect(MimeInfoXML.text(types.definitions)?.contains("<comment>Viewer &amp; Co document (.vwr)</comment>") == true)
    }

    @Test func theDesktopEntrySaysNameCommandIconCategoriesAndTypes() throws {
        let (app, folder) = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = DesktopEntry(app: app, executable: "/opt/Desktop Demo/bin/desktopdemo", hasIcon: true)
        #expect(entry.fileName == "org.proscenium.desktop_demo.desktop")
        #expect(entry.text == """
            [Desktop Entry]
            Type=Application
            Version=1.4
            Name=Desktop Demo
            Exec="/opt/Desktop Demo/bin/desktopdemo" %U
            Icon=org.proscenium.desktop_demo
            Terminal=false
            StartupWMClass=DesktopDemo
            Categories=Office;
            MimeType=application/x-desktopdemo-note;text/plain;application/x-com.example.sketchy;x-scheme-handler/desktopdemo;

            """)
        var files = app
        files.urlSchemes = []
        #expect(DesktopEntry(app: files, executable: "desktopdemo", hasIcon: false).exec == "desktopdemo %F")
        #expect(DesktopEntry.execArgument("/a/100%$x") == #""/a/100%%\$x""#)
        #expect(DesktopEntry.escaped("two\nlines\\") == #"two\nlines\\"#)
    }

    @Test func identifiersAndCommandsAreMadeValid() {
        #expect(DesktopApp.desktopFileID("com.example.my-app.2d") == "com.example.my_app._2d")
        #expect(DesktopApp.desktopFileID("Solo") == "local.Solo")
        #expect(DesktopApp.commandName("Shape Edit") == "shape-edit")
        #expect(DesktopApp.commandName("_X") == "app-x")
        #expect(DesktopApp.version("v1") == "1.0")
        #expect(BuildSettingExpansion(settings: ["A": "$(B) x", "B": "${C}", "C": "c"]).expand("<$(A)|$(inherited)|$(MISSING)>") == "<c x||>")
    }
}
