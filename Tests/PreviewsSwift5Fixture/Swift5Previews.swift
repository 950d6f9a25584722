import SwiftUI

// Every preview form, built in Swift 5 language mode (the target's setting):
// what an older app's sources look like.

public struct Swift5Greeting: View {
    public init() {}
    public var body: some View { Text("Hello from Swift 5") }
}

#Preview {
    Swift5Greeting()
}

#Preview("Swift 5 Counter") {
    @Previewable @State var taps = 0
    Button("Tapped \(taps)") { taps += 1 }
}

#Preview("Swift 5 Fixed", traits: .fixedLayout(width: 200, height: 100)) {
    Swift5Greeting()
}

#Preview("Swift 5 Traits", traits: .sizeThatFitsLayout, .portrait) {
    let greeting = Swift5Greeting()
    return greeting
}

struct Swift5Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Swift5Greeting().previewDisplayName("Greeting")
    }
}
