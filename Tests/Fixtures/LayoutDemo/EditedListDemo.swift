import Observation
import SwiftUI

/// A list whose rows are swapped, removed (one under a two-second
/// animation), renamed and added by buttons:
/// BrowserTests/test_placement_changes.py checks that the page, sent only
/// the frames each edit changed, draws what a page opened afresh draws.
/// The rows are the app's, not a window's state, so that the second page
/// (a session of its own) shows the rows the first one edited.
struct EditedListDemo: View {
    private let model = EditedRows.shared

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Swap") { model.rows.swapAt(1, model.rows.count - 2) }
                Button("Remove Last") { model.rows.removeLast() }
                Button("Remove Second") { model.rows.remove(at: 1) }
                Button("Rename") { model.rows[4] += " renamed, and longer" }
                Button("Add") { model.added += 1; model.rows.append("Row \(model.added)") }
                Button("Remove First Slowly") { withAnimation(.linear(duration: 2)) { _ = model.rows.removeFirst() } }
            }
            .padding(8)
            List(model.rows, id: \.self) { row in
                HStack { Text(row); Spacer(); Text("\(row.count)") }
            }
        }
    }
}

/// The edited list's rows, one set for the whole app.
@MainActor @Observable final class EditedRows {
    static let shared = EditedRows()
    var rows = (1...40).map { "Row \($0)" }
    var added = 40
}
