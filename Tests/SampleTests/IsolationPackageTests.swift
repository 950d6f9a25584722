import Foundation
import Testing

/// SwiftUI's result builders, views and modifiers are not isolated: apps write
/// `@ViewBuilder` (and scene, commands and toolbar builder) functions in plain
/// nonisolated types and free functions, and build view values there. This
/// test writes such code into a package that depends on this one as an app
/// would, with one target in the Swift 5 language mode and one in Swift 6,
/// and builds it. It fails if a builder, a view's initialiser or a modifier
/// becomes main-actor isolated again.
@Suite struct IsolationPackageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Code as apps write it: nothing here says `@MainActor`.
    static let source = """
    import SwiftUI

    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct Builders {
        @ViewBuilder static func controls(items: [Item]) -> some View {
            Table(items) { TableColumn("Name", value: \\.name) }
            DisclosureGroup("More") { Text("inside") }
            GroupBox("Box") { Text("in a box") }
            Gauge(value: 0.5) { Text("Level") }
            Text("moving").animation(.easeInOut, value: items.count).transition(.opacity)
                .gesture(DragGesture()).onHover { _ in }
        }

        @ViewBuilder static func rows(showSecond: Bool, extra: String?) -> some View {
            Row(title: "first")
            if showSecond {
                Row(title: "second")
            } else {
                EmptyView()
            }
            if let extra { Row(title: extra) }
            Group { Row(title: "third") }
            AnyView(Row(title: "erased"))
            Text("plain").bold().font(.title).foregroundColor(.red).padding().frame(maxWidth: 200)
            HStack(spacing: 4) { Image(systemName: "star"); Spacer(); Divider() }
            VStack { Label("Mail", systemImage: "envelope") }.background(Color.blue).opacity(0.5)
            Button("Go") {}
            Toggle("On", isOn: .constant(true))
            List { ForEach(0..<3, id: \\.self) { Text("\\($0)") } }
            NavigationStack { Text("root").navigationTitle("Title") }
            Rectangle().fill(Color.green).frame(width: 10, height: 10)
            Circle().stroke(Color.red, lineWidth: 2)
            Capsule().strokeBorder(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            RoundedRectangle(cornerRadius: 4).rotation(.degrees(45)).fill(.tint)
            TextField("Name", text: .constant(""))
            Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }
            ScrollView { LazyVStack { Text("lazy") } }
            Menu("More") { Button("Item") {} }
            Text("sheet").sheet(isPresented: .constant(false)) { Text("sheet") }
                .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
                .toolbar { ToolbarItem { Button("Tool") {} } }
                .onAppear {}.disabled(false).help("help")
        }

        @SceneBuilder static func scenes() -> some Scene {
            WindowGroup { Row(title: "window") }
            Window("Single", id: "single") { Row(title: "single") }
            Settings { Row(title: "settings") }
        }

        @CommandsBuilder static func commands(withTools: Bool) -> some Commands {
            CommandMenu("Tools") { Button("Tool") {} }
            if withTools {
                CommandGroup(after: .newItem) { Button("After New") {} }
            }
        }

        @ToolbarContentBuilder static func toolbar() -> some ToolbarContent {
            ToolbarItem { Row(title: "one") }
            ToolbarItem(placement: .automatic) { Row(title: "two") }
        }
    }

    enum Destination {
        case inbox, sent
        @ViewBuilder var view: some View {
            switch self {
            case .inbox: Text("Inbox").padding()
            case .sent: Label("Sent", systemImage: "paperplane")
            }
        }
    }

    nonisolated func makeRows() -> some View { Builders.rows(showSecond: true, extra: nil) }

    // An app delegate as Mac apps write it: no isolation, no init of its own.
    class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
        @Published var launched = false
        func applicationDidFinishLaunching(_ notification: Notification) { launched = true }
        func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
    }

    struct DelegateApp: App {
        @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        var body: some Scene { WindowGroup { Text(appDelegate.launched ? "launched" : "launching") } }
    }
    """

    static func makePackage() throws -> (root: URL, scratch: URL) {
        let fileManager = FileManager.default
        let root = packageRoot.appendingPathComponent(".build-samples/isolation")
        // The build folder the other generated packages share: Proscenium is built there once.
        let scratch = packageRoot.appendingPathComponent(".build-samples/build")
        try? fileManager.removeItem(at: root)
        for target in ["Swift5Builders", "Swift6Builders"] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("Builders.swift"), atomically: true, encoding: .utf8)
        }
        let manifest = """
        // swift-tools-version:6.0
        // Generated by IsolationPackageTests: builders in nonisolated code, Swift 5 and 6.
        import PackageDescription
        let package = Package(
            name: "IsolationCheck",
            platforms: [.macOS(.v14)],
            dependencies: [.package(name: "Proscenium", path: "\(packageRoot.path)")],
            targets: [
                .target(name: "Swift5Builders", dependencies: [.product(name: "SwiftUI", package: "Proscenium")],
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Swift6Builders", dependencies: [.product(name: "SwiftUI", package: "Proscenium")],
                        swiftSettings: [.swiftLanguageMode(.v6)]),
            ]
        )
        """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return (root, scratch)
    }

    @Test(.timeLimit(.minutes(20)))
    func buildersViewsAndModifiersWorkFromNonisolatedCodeInSwift5AndSwift6() throws {
        let package = try Self.makePackage()
        let build = try run(["swift", "build", "--scratch-path", package.scratch.path], in: package.root)
        #expect(build.status == 0, "nonisolated view code did not build:\n\(build.tail)")
    }
}
