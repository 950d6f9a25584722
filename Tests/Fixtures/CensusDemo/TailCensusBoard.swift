import SwiftUI

/// The long tail's families, driven by BrowserTests/test_tail_census.py.
struct TailCensusBoard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScrollTransitionBoard()
        }
    }
}
