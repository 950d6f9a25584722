import SwiftUI

/// A critical alert that can be suppressed.
struct DialogBoard: View {
    @State private var asking = false
    @State private var suppressed = false

    var body: some View {
        HStack {
            Button("Erase All") { asking = true }
            Text(suppressed ? "Erase alert suppressed" : "Erase alert shown")
        }
        .alert("Erase everything?", isPresented: $asking) {
            Button("Erase", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        .dialogSeverity(.critical)
        .dialogSuppressionToggle(isSuppressed: $suppressed)
    }
}
