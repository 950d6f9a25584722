import SwiftUI

/// Overshoots to 1.25 of the change halfway through its second, then settles.
struct OvershootAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time <= 1 else { return nil }
        return value.scaled(by: time < 0.5 ? 2.5 * time : 1.25 - 0.5 * (time - 0.5))
    }
}

/// A picture whose left half is red and right half clear (an SVG the app holds).
let halfRedPicture: NSImage? = NSImage(data: Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#ff0000"/></svg>
    """.utf8))

/// A bar that grows along a custom animation's curve, and a picture and a
/// symbol drawn as templates and in their own colours.
struct MotionCensusBoard: View {
    @State private var wide = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.green.frame(width: wide ? 200 : 100, height: 10)
                .accessibilityIdentifier("customBar")
            Button("Overshoot") { withAnimation(Animation(OvershootAnimation())) { wide.toggle() } }
            if let halfRedPicture {
                HStack {
                    Image(nsImage: halfRedPicture).renderingMode(.template)
                        .foregroundStyle(.blue)
                        .accessibilityIdentifier("templatePicture")
                    Image(nsImage: halfRedPicture).renderingMode(.original)
                        .foregroundStyle(.blue)
                        .accessibilityIdentifier("originalPicture")
                }
            }
            HStack {
                Image(systemName: "heart.fill").renderingMode(.original)
                    .foregroundStyle(.blue)
                    .accessibilityIdentifier("originalSymbol")
                // The image's own template mode wins over the environment's multicolour.
                Image(systemName: "heart.fill").renderingMode(.template)
                    .foregroundStyle(.blue)
                    .symbolRenderingMode(.multicolor)
                    .accessibilityIdentifier("templateSymbol")
            }
        }
    }
}
