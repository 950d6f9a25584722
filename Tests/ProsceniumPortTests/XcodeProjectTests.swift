import Foundation
@testable import ProsceniumPort
import Testing

/// The project model: targets, the target chosen, members by target
/// (build phases through groups and source trees, and synchronized folders
/// minus exceptions), build settings, package dependencies.
@Suite struct XcodeProjectTests {
    static let folder = URL(fileURLWithPath: "/work/Demo")
    static func project() throws -> XcodeProject {
        try XcodeProject(pbxproj: FixtureProject.pbxproj, projectFile: folder.appendingPathComponent("Demo.xcodeproj"))
    }

    @Test func findsTheApplicationTargetsAndChoosesTheMacOne() throws {
        let project = try Self.project()
        #expect(project.targets.map(\.name) == ["DemoMobile", "Demo", "DemoTests"])
        #expect(project.applicationTargets.map(\.name) == ["DemoMobile", "Demo"])
        #expect(try project.applicationTarget().name == "Demo")
        #expect(try project.applicationTarget(named: "DemoMobile").name == "DemoMobile")
        #expect(throws: PortError.self) { try project.applicationTarget(named: "Nope") }
    }

    @Test func theTargetsSettingsOverrideTheProjects() throws {
        let demo = try Self.project().applicationTarget()
        #expect(demo.swiftVersion == "5.0")
        #expect(demo.macOSDeploymentTarget == "14.5")
        #expect(demo.platforms == ["macosx"])
        #expect(demo.moduleName == "Demo")
        let mobile = try Self.project().applicationTarget(named: "DemoMobile")
        #expect(mobile.swiftVersion == "6.0")
        #expect(mobile.macOSDeploymentTarget == "13.0")
        #expect(!mobile.buildsForMac)
    }

    @Test func resolvesPathsThroughGroupsAndSourceTrees() throws {
        let project = try Self.project()
        #expect(project.location(of: "F0000000000000000000F001")?.path == "/work/Demo/Shared/Formatting.swift")
        #expect(project.location(of: "F0000000000000000000F003")?.path == "/work/Demo/Shared/Credits.rtf")
        #expect(project.location(of: "F0000000000000000000F005")?.path == "/work/Demo/Mobile Sources/MobileApp.swift")
        #expect(project.location(of: "F0000000000000000000F009")?.path == "/opt/elsewhere/Tool.swift")
        #expect(project.location(of: "F0000000000000000000F00B")?.path == "/work/Demo/Shared/fr.lproj/Localizable.strings")
        #expect(project.location(of: "F0000000000000000000F007") == nil)
    }

    @Test func membersAreTheBuildPhasesAndTheSynchronizedFolderMinusExceptions() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("port-members-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try FixtureProject.write(in: parent)
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Demo.xcodeproj"))
        let members = project.members(of: try project.applicationTarget())
        func relative(_ urls: [URL]) -> [String] { urls.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted() }
        #expect(relative(members.sources) == [
            "Demo/ContentView.swift", "Demo/DemoApp.swift", "Demo/Model/CounterModel.swift", "Shared/Formatting.swift",
        ])
        #expect(relative(members.resources) == [
            "Demo/Assets.xcassets", "Shared/Credits.rtf", "Shared/en.lproj", "Shared/fr.lproj",
        ])
        let mobile = project.members(of: try project.applicationTarget(named: "DemoMobile"))
        #expect(relative(mobile.sources) == ["Mobile Sources/MobileApp.swift", "Shared/Formatting.swift"])
        #expect(relative(mobile.otherSources) == ["Mobile Sources/Legacy.m"])
    }

    @Test func readsPackageDependencies() throws {
        let project = try Self.project()
        let dependencies = project.packageDependencies(of: try project.applicationTarget())
        #expect(dependencies.map(\.product) == ["Collections"])
        #expect(dependencies.map(\.packageIdentity) == ["swift-collections"])
    }

    @Test func aProjectWithoutAnAppSaysWhichTargetsItHas() throws {
        let text = FixtureProject.pbxproj.replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        let project = try XcodeProject(pbxproj: text, projectFile: Self.folder.appendingPathComponent("Demo.xcodeproj"))
        #expect(throws: PortError("Demo has no application target; its targets: DemoMobile, Demo, DemoTests")) {
            try project.applicationTarget()
        }
    }

    @Test func languageModeAndPlatformFromSettings() {
        #expect(Porter.languageMode(swiftVersion: "5.0") == "v5")
        #expect(Porter.languageMode(swiftVersion: "6.0") == "v6")
        #expect(Porter.languageMode(swiftVersion: "4.2") == "v4_2")
        #expect(Porter.languageMode(swiftVersion: nil) == "v5")
        #expect(Porter.macOSVersion("13.0") == "14.0")
        #expect(Porter.macOSVersion("14.5") == "14.5")
        #expect(Porter.macOSVersion("15") == "15.0")
        #expect(Porter.macOSVersion(nil) == "14.0")
    }

    @Test func linksAreRelative() {
        #expect(PackageLayout.relativeLink(from: URL(fileURLWithPath: "/p/Linux/Sources/Demo/Shared"),
                                           to: URL(fileURLWithPath: "/p/Shared/Formatting.swift"))
                == "../../../../Shared/Formatting.swift")
    }
}
