import SwiftUI

/// The long tail's families, driven by BrowserTests/test_tail_census.py:
/// scroll transitions, text scale and type select.
struct TailCensusBoard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScrollTransitionBoard()
            HStack {
                Text("Primary").accessibilityIdentifier("primaryScale")
                Text("Secondary").textScale(.secondary).accessibilityIdentifier("secondaryScale")
            }
            TypeSelectBoard()
        }
    }
}

/// A list a person selects in by typing a row's first letters; the grapes
/// row shows a picture and goes by its type select equivalent.
struct TypeSelectBoard: View {
    @State private var picked: String?
    private let fruits = ["Apple", "Banana", "Blueberry", "Cherry", "Grape"]

    var body: some View {
        VStack(alignment: .leading) {
            List(fruits, id: \.self, selection: $picked) { fruit in
                if fruit == "Grape" {
                    Text("🍇").typeSelectEquivalent(fruit)
                } else {
                    Text(fruit)
                }
            }
            .frame(width: 140, height: 120)
            .accessibilityIdentifier("fruitList")
            Text("Picked \(picked ?? "none")").accessibilityIdentifier("pickedFruit")
        }
    }
}
