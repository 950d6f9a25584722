import SwiftUI

struct EditorConfig {
    var isEditorPresented = false
    var note = ""
    var progress: Double = 0

    mutating func present(initialProgress: Double) {
        progress = initialProgress
        note = ""
        isEditorPresented = true
    }
}

/// A book's progress and notes; the editor sheet updates them.
struct BookView: View {
    @ObservedObject var reading: CurrentlyReading
    @State private var editorConfig = EditorConfig()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(reading.book.title).font(.title)
            Text(reading.book.author).font(.subheadline)
            ProgressView(value: reading.isFinished ? 1 : reading.progress)
            HStack {
                Button("Update Progress") { editorConfig.present(initialProgress: reading.progress) }
                    .disabled(reading.isFinished)
                Toggle(isOn: $reading.isFinished) {
                    Label("I'm Done", systemImage: "checkmark.circle.fill")
                }
            }
            List(reading.notes, id: \.self) { Text($0) }
        }
        .padding()
        .focusedSceneValue(\.currentlyReading, reading)
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig) {
                reading.progress = editorConfig.progress
                if !editorConfig.note.isEmpty { reading.notes.append(editorConfig.note) }
            }
        }
    }
}

struct ProgressEditor: View {
    @Binding var editorConfig: EditorConfig
    let save: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Slider(value: $editorConfig.progress, in: 0...1) {
                Text("Progress \(Int(editorConfig.progress * 100))%")
            }
            TextEditor(text: $editorConfig.note)
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Save") { save(); dismiss() }.keyboardShortcut(.defaultAction)
            }
        }
        .padding()
    }
}
