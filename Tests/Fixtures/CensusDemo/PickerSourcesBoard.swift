import SwiftUI

private enum Align: String, CaseIterable, Hashable { case left, center, right }

private struct Paragraph: Identifiable {
    let id: Int
    var align: Align
}

/// A picker over two paragraphs' alignments, which differ: each value one
/// of them has shows as mixed until one is chosen for both.
struct PickerSourcesBoard: View {
    @State private var paragraphs = [Paragraph(id: 1, align: .left), Paragraph(id: 2, align: .right)]

    var body: some View {
        Picker("Align", sources: $paragraphs, selection: \.align) {
            ForEach(Align.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        .pickerStyle(.radioGroup)
        .accessibilityIdentifier("alignPicker")
    }
}
