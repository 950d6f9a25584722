import Foundation

/// The app an app becomes with `--previews`: a window listing every preview
/// of the app's module, each opened live in a window of its own, laid out by
/// its traits. It is plain SwiftUI: a `List` in a window, and a
/// `WindowGroup(for:)` of previews opened by name.
@_spi(Display)
public struct PreviewGalleryApp: App {
    /// The previews listed, set by `configure` before the app starts.
    @MainActor static var entries: [PreviewEntry] = []
    @MainActor static var module = ""
    /// The preview `--preview NAME` opens at launch.
    @MainActor static var initialPreview: String?

    /// Lists the previews of `module`; `preview` (an entry's id) opens at launch.
    @MainActor
    public static func configure(module: String, preview: String? = nil) {
        self.module = module
        entries = PreviewCatalog.previews(inModule: module)
        initialPreview = preview
    }

    /// The previews listed.
    @MainActor public static var listedPreviews: [PreviewEntry] { entries }

    public init() {}

    public var body: some Scene {
        // A window group, not a `Window`: this runtime opens only a group's window at launch.
        WindowGroup("Previews", id: PreviewGalleryApp.listID) {
            PreviewList(entries: PreviewGalleryApp.entries, module: PreviewGalleryApp.module,
                        initialPreview: PreviewGalleryApp.initialPreview)
        }
        .commandsRemoved()
        WindowGroup("Preview", for: String.self) { $id in
            PreviewWindowContent(entry: PreviewGalleryApp.entries.first { $0.id == id }, id: id)
        }
        // The window is the preview's container: it takes the size its layout gives.
        .windowResizability(.contentSize)
    }

    static let listID = "proscenium.previews"
}

/// The list of previews: a button per preview, opening it in its window.
nonisolated struct PreviewList: View {
    let entries: [PreviewEntry]
    let module: String
    let initialPreview: String?
    @Environment(\.openWindow) private var openWindow

    @MainActor var body: some View {
        Group {
            if entries.isEmpty {
                Text("No previews in \(module)")
                    .padding()
            } else {
                List(entries) { entry in
                    Button(entry.id) { openWindow(value: entry.id) }
                }
            }
        }
        .navigationTitle("Previews of \(module)")
        .frame(minWidth: 280, minHeight: 200)
        .task { @MainActor in
            // After the list's window is made: a window opened while another is
            // being made would find it half-made.
            if let initialPreview { openWindow(value: initialPreview) }
        }
    }
}

/// A preview's window: the live view, in a container of its layout's size
/// (or fitting the view), titled with the preview's name.
nonisolated struct PreviewWindowContent: View {
    let entry: PreviewEntry?
    let id: String?

    var body: some View {
        if let entry {
            PreviewCanvas(entry: entry)
                .navigationTitle(entry.id)
        } else {
            Text("No preview named \(id ?? "")")
                .padding()
                .navigationTitle(id ?? "Preview")
        }
    }
}

/// One preview, laid out by its traits.
nonisolated struct PreviewCanvas: View {
    let entry: PreviewEntry

    @MainActor var body: some View {
        let content = erased(entry.make())
        if let size = entry.containerSize {
            content.frame(width: size.width, height: size.height)
        } else {
            content
        }
    }
}

extension PreviewGalleryApp {
    /// The preview `name` designates: its listed name, else its source
    /// (`File.swift:line` or `Module/File.swift:line`), else a listed name
    /// that matches ignoring case.
    @MainActor
    public static func entry(named name: String) -> PreviewEntry? {
        entries.first { $0.id == name }
            ?? entries.first { $0.source == name || $0.source.hasSuffix("/" + name) }
            ?? entries.first { $0.id.caseInsensitiveCompare(name) == .orderedSame }
    }
}

/// `any View` as an `AnyView`.
@MainActor
private func erased(_ view: any View) -> AnyView { AnyView(existential: view) }
