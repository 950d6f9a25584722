// A small document app, as a person's ported app would be: notes
// (`.ddnote` files, plain text) in a document group, and a window that
// lists the `desktopdemo:` links the app is opened with. What
// ProsceniumDesktopTests installs, and what the browser tests launch twice
// to see the second launch hand its files to the first. Plain SwiftUI code;
// its Info.plist, icon set and Xcode project are in the folder above.
//
//     swift run DesktopDemo [--port N] [--no-browser] [files or desktopdemo: links]
import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    /// The app's note: its Info.plist exports it with the extension `ddnote`.
    static let note = UTType(exportedAs: "org.proscenium.desktopdemo.ddnote", conformingTo: .plainText)
}

struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.note, .plainText] }

    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

@main
struct DesktopDemoApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            TextEditor(text: file.$document.text)
                .frame(minWidth: 300, minHeight: 200)
        }
        WindowGroup("Links", id: "links") { LinksView() }
            .handlesExternalEvents(matching: ["desktopdemo"])
    }
}

/// Every link the app was opened with, in order.
struct LinksView: View {
    @State private var links: [String] = []

    var body: some View {
        List(links, id: \.self) { Text($0) }
            .frame(minWidth: 300, minHeight: 150)
            .onOpenURL { url in links.append(url.absoluteString) }
    }
}
