import Foundation
import Testing

/// A person's package whose app targets take the examples' names depends
/// on the `SwiftUI` product and builds: SwiftPM refuses two targets of one
/// name in a package graph, so Proscenium's own package must declare none
/// of these (its examples are a package of their own, in Examples/).
extension PortCommandTests {
    static let appNames = ["TextEdit", "Mail", "BookClub", "ShapeEdit", "Pinboard", "Notes"]

    @Test(.timeLimit(.minutes(30)))
    func appsNamedAsTheExamplesDependOnSwiftUIAndBuild() throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: Self.otherPackage)
        for name in Self.appNames {
            let folder = Self.otherPackage.appendingPathComponent("Sources/\(name)")
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
            import SwiftUI

            @main
            struct \(name)App: App {
                var body: some Scene {
                    WindowGroup { Text("\(name)") }
                }
            }

            """.write(to: folder.appendingPathComponent("\(name)App.swift"), atomically: true, encoding: .utf8)
        }
        let targets = Self.appNames.map {
            #"        .executableTarget(name: "\#($0)", dependencies: [.product(name: "SwiftUI", package: "Proscenium")]),"#
        }.joined(separator: "\n")
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "PeoplesApps",
            platforms: [.macOS(.v14)],
            dependencies: [.package(name: "Proscenium", path: "\(Self.packageRoot.path)")],
            targets: [
        \(targets)
            ],
            swiftLanguageModes: [.v6]
        )

        """.write(to: Self.otherPackage.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let build = try runCommand(["swift", "build", "--scratch-path", Self.scratch.path], in: Self.otherPackage)
        #expect(build.status == 0, "a package with apps named \(Self.appNames) did not build:\n\(build.tail)")
        #expect(!build.output.contains("conflicting name"))
        guard build.status == 0 else { return }
        let binPath = try runCommand(["swift", "build", "--scratch-path", Self.scratch.path, "--show-bin-path"], in: Self.otherPackage)
        let bin = binPath.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? ""
        for name in Self.appNames {
            #expect(fileManager.isExecutableFile(atPath: bin + "/" + name), "\(name) was not built")
        }
    }
}
