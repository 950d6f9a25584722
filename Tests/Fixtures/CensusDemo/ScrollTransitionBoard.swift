import SwiftUI

/// Rows that fade as they scroll out of a short scroll view
/// (`scrollTransition` with its default, interactive configuration).
struct ScrollTransitionBoard: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12, id: \.self) { index in
                    Text("Fading \(index)")
                        .frame(width: 120, height: 20)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(width: 140, height: 100)
        .accessibilityIdentifier("fadingRows")
    }
}
