// TextEdit: plain-text documents, as "Build document-based apps in SwiftUI"
// builds them. Plain SwiftUI code: it builds unchanged on a Mac.
import SwiftUI
import UniformTypeIdentifiers

@main
struct TextEditApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            TextEditorView(document: file.$document, isEditable: file.isEditable)
        }
        .commands { TextEditingCommands() }
    }
}

struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = ""

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8)
        else { throw CocoaError(.fileReadCorruptFile) }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct TextEditorView: View {
    @Binding var document: TextDocument
    let isEditable: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextEditor(text: $document.text)
                .font(.system(.body, design: .monospaced))
                .disabled(!isEditable)
            Divider()
            Text("\(document.text.count) characters")
                .font(.caption)
                .padding(6)
        }
    }
}
