import SwiftUI

/// The long tail's families, driven by BrowserTests/test_tail_census.py:
/// scroll transitions and text scale.
struct TailCensusBoard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScrollTransitionBoard()
            HStack {
                Text("Primary").accessibilityIdentifier("primaryScale")
                Text("Secondary").textScale(.secondary).accessibilityIdentifier("secondaryScale")
            }
        }
    }
}
