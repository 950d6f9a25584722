import SwiftUI

/// Shape styles that blend, an image limited to the standard dynamic range,
/// scroll content inset by content margins and a stepper with a format.
struct StyleCensusBoard: View {
    @State private var scale = 1.5

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                Color.yellow.frame(width: 60, height: 30)
                Circle().fill(Color.blue.blendMode(.multiply)).frame(width: 24, height: 24)
                    .accessibilityIdentifier("blended-circle")
            }
            Text("Blended words").foregroundStyle(Color.red.blendMode(.difference))
            RoundedRectangle(cornerRadius: 6).fill(Color.orange.shadow(.inner(color: .black, radius: 4)))
                .frame(width: 60, height: 30).accessibilityIdentifier("inner-shadowed")
            Text("Raised words").foregroundStyle(Color.blue.shadow(.drop(color: .black, radius: 2, x: 1, y: 1)))
            Image(systemName: "sun.max").allowedDynamicRange(.standard)
            ScrollView { Text("Margined") }
                .contentMargins(.leading, 24, for: .scrollContent)
                .frame(width: 160, height: 40)
            Stepper("Scale", value: $scale, in: 0...2, step: 0.25, format: .number)
        }
    }
}
