import SwiftUI

/// A count and a button that adds one, bound to its owner's state.
struct CounterView: View {
    @Binding var count: Int

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(count)")
            Button("Add One") { count += 1 }
        }
        .padding()
    }
}

#Preview("Counter") {
    @Previewable @State var count = 0
    CounterView(count: $count)
}

#Preview {
    Text("An unnamed preview")
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var loud = true
    return Toggle("Loud Noises", isOn: $loud)
}

#if DEBUG
#Preview("Fixed Card", traits: .fixedLayout(width: 320, height: 180)) {
    Text("A fixed card")
}
#endif
