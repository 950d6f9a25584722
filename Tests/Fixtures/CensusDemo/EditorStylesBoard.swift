import SwiftUI

/// Text editors in the built-in styles: the bordered default and `.plain`
/// inside a box the view draws itself.
struct EditorStylesBoard: View {
    @State private var notes = "Bordered"
    @State private var draft = "Plain"

    var body: some View {
        HStack {
            TextEditor(text: $notes)
                .textEditorStyle(.automatic)
                .accessibilityIdentifier("automaticEditor")
                .frame(width: 120, height: 50)
            TextEditor(text: $draft)
                .textEditorStyle(.plain)
                .accessibilityIdentifier("plainEditor")
                .frame(width: 120, height: 50)
                .background(Color.yellow.opacity(0.3))
        }
    }
}
