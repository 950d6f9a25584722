import Foundation
@testable import ProsceniumDesktop
import Testing

/// `proscenium-port package --deb --tarball` with the real DesktopDemo
/// executable: the control fields, every file in place once unpacked, and
/// the unpacked app runs.
@Suite(.serialized) struct PackageCommandTests {
    static let tools = ["dpkg-deb", "dpkg", "ldd", "tar"]

    @Test(.enabled(if: Built.available && tools.allSatisfy { ExternalTool.find($0) != nil },
                   "proscenium-port, DesktopDemo or dpkg-deb/dpkg/ldd/tar is missing"),
          .timeLimit(.minutes(10)))
    func theDebAndTarballHoldTheAppAndRun() throws {
        let folder = try DesktopFixture.scratch("package")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try DesktopFixture.ported(in: folder)
        let output = folder.appendingPathComponent("out")
        let made = try Built.run([Built.portCommand.path, "package", "--deb", "--tarball", package.path, "--output", output.path,
                                  "--binary", Built.desktopDemo.path, "--maintainer", "Ada Lovelace <ada@example.com>"])
        #expect(made.status == 0, "\(made.output)")
        let architecture = try AppPackager.architecture()
        let deb = output.appendingPathComponent("desktopdemo_1.2_\(architecture).deb")
        let tarball = output.appendingPathComponent("desktopdemo-1.2-\(architecture).tar.gz")
        #expect(made.output.contains(deb.path) && made.output.contains(tarball.path))

        let dpkgDeb = try #require(ExternalTool.find("dpkg-deb"))
        let info = try ExternalTool.run(dpkgDeb, ["--info", deb.path]).output
        for field in ["Package: desktopdemo", "Version: 1.2", "Architecture: \(architecture)",
                      "Maintainer: Ada Lovelace <ada@example.com>", "Recommends: chromium, xdg-utils",
                      "Description: Desktop Demo, a SwiftUI app shown in a web browser"] {
            #expect(info.contains(" \(field)\n"), "dpkg-deb --info lacks \(field):\n\(info)")
        }
        let depends = info.split(separator: "\n").first { $0.hasPrefix(" Depends: ") } ?? ""
        #expect(depends.contains("libc6") && depends.contains("fonts-inter") && depends.contains("fonts-material-design-icons-iconfont"),
                "\(depends)")

        let root = folder.appendingPathComponent("root")
        let extract = try ExternalTool.run(dpkgDeb, ["-x", deb.path, root.path])
        #expect(extract.status == 0, "\(extract.output)")
        let files = Set(DesktopFixture.tree(root))
        for path in [
            "usr/bin/desktopdemo", "usr/lib/desktopdemo/DesktopDemo",
            "usr/lib/desktopdemo/Proscenium_ProsceniumWeb.resources/Client/index.html",
            "usr/share/applications/org.proscenium.desktop_demo.desktop",
            "usr/share/mime/packages/org.proscenium.desktop_demo.xml",
            "usr/share/icons/hicolor/16x16/apps/org.proscenium.desktop_demo.png",
            "usr/share/icons/hicolor/512x512@2/apps/org.proscenium.desktop_demo.png",
        ] {
            #expect(files.contains(path), "the package lacks \(path)")
        }
        #expect(!files.contains { $0.hasSuffix("install-manifest.json") }, "dpkg keeps the package's file list")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("usr/bin/desktopdemo").path)
                == "../lib/desktopdemo/DesktopDemo")
        let entry = try String(contentsOf: root.appendingPathComponent("usr/share/applications/org.proscenium.desktop_demo.desktop"),
                               encoding: .utf8)
        #expect(entry.contains("Exec=/usr/bin/desktopdemo %U\n"))
        // Libraries no package installs (a toolchain's Swift runtime) travel with the app.
        for library in try SharedLibraries(of: Built.desktopDemo).unpackaged {
            #expect(files.contains("usr/lib/desktopdemo/\(library.lastPathComponent)"), "\(library.lastPathComponent) is not carried")
        }
        let unpacked = try RunningApp(root.appendingPathComponent("usr/bin/desktopdemo"), ["--no-browser", "--port", "0"],
                                      environment: Built.environment(in: folder))
        defer { unpacked.stop() }
        #expect(unpacked.url() != nil, "the unpacked app printed no URL: \(unpacked.errors)")
        unpacked.stop()

        let tar = try #require(ExternalTool.find("tar"))
        let listing = try ExternalTool.run(tar, ["-tzf", tarball.path]).output
        for path in ["desktopdemo-1.2/bin/desktopdemo", "desktopdemo-1.2/lib/desktopdemo/DesktopDemo",
                     "desktopdemo-1.2/share/applications/org.proscenium.desktop_demo.desktop"] {
            #expect(listing.contains(path + "\n"), "the tarball lacks \(path)")
        }
        let portable = folder.appendingPathComponent("portable")
        try FileManager.default.createDirectory(at: portable, withIntermediateDirectories: true)
        #expect(try ExternalTool.run(tar, ["-xzf", tarball.path, "-C", portable.path]).status == 0)
        let tarEntry = try String(contentsOf: portable.appendingPathComponent("desktopdemo-1.2/share/applications/org.proscenium.desktop_demo.desktop"),
                                  encoding: .utf8)
        #expect(tarEntry.contains("Exec=desktopdemo %U\n"))
        let moved = try RunningApp(portable.appendingPathComponent("desktopdemo-1.2/bin/desktopdemo"), ["--no-browser", "--port", "0"],
                                   environment: Built.environment(in: folder))
        defer { moved.stop() }
        #expect(moved.url() != nil, "the unpacked tarball's app printed no URL: \(moved.errors)")
    }

    @Test func theControlFileHasTheFieldsDebianAsksFor() {
        let app = DesktopApp(name: "Shape Edit", executable: "ShapeEdit", identifier: "com.example.ShapeEdit", version: "2.1")
        let control = AppPackager.controlFile(app, details: .init(maintainer: "A <a@b.c>", description: "Edits\nshapes"),
                                              architecture: "arm64", depends: ["libc6", "fonts-inter"], installedKiB: 42)
        #expect(control == """
            Package: shapeedit
            Version: 2.1
            Architecture: arm64
            Maintainer: A <a@b.c>
            Installed-Size: 42
            Depends: libc6, fonts-inter, fonts-dejavu-core, fonts-noto-color-emoji, fonts-droid-fallback, fonts-material-design-icons-iconfont
            Recommends: chromium, xdg-utils
            Section: misc
            Priority: optional
            Description: Edits shapes
             Shape Edit (com.example.ShapeEdit) built for Linux with Proscenium: it serves its
             windows to a web browser on this computer, Chromium when installed.

            """)
        #expect(SharedLibraries.paths(inLddOutput: """
            \tlinux-vdso.so.1 (0x00007ffc)
            \tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x00007f)
            \tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)
            \t/lib64/ld-linux-x86-64.so.2 (0x00007f)
            """) == ["/opt/swift/usr/lib/swift/linux/libswiftCore.so", "/lib/x86_64-linux-gnu/libc.so.6", "/lib64/ld-linux-x86-64.so.2"])
        #expect(SharedLibraries.owners(inDpkgOutput: "libc6:amd64: /lib/x86_64-linux-gnu/libc.so.6\ndpkg-query: no path found matching pattern /x\n")
                == ["/lib/x86_64-linux-gnu/libc.so.6": "libc6"])
    }
}
