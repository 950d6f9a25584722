import SwiftUI

/// A flipbook of motion made in advance: a phase animator run by a button and
/// one that cycles, a keyframe hop, a dial turned with Shift and the wheel,
/// a skewed and a projected card, and letter spacing.
@main
struct FlipbookApp: App {
    var body: some Scene {
        WindowGroup("Flipbook") {
            FlipbookView()
        }
    }
}

struct HopValues {
    var y = 0.0
    var scale = 1.0
}

struct FlipbookView: View {
    @State private var flashes = 0
    @State private var hops = 0
    @State private var dial = Angle.zero
    @GestureState private var turning = Angle.zero
    @State private var turnReport = "Turn: none"
    @State private var rings = 0
    @State private var pulsing = true
    /// The person's Reduce Motion setting: what runs for ever (the beacon,
    /// the heart's pulse) holds still, as an app should.
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Color.orange.frame(width: 60, height: 40)
                    .phaseAnimator([1.0, 0.1], trigger: flashes) { content, phase in
                        content.opacity(phase)
                    } animation: { _ in .linear(duration: 2) }
                    .accessibilityIdentifier("flash")
                Button("Flash") { flashes += 1 }
                if reduceMotion {
                    Color.teal.frame(width: 40, height: 40)
                        .accessibilityIdentifier("beacon")
                } else {
                    Color.teal.frame(width: 40, height: 40)
                        .phaseAnimator([1.0, 1.5]) { content, scale in
                            content.scaleEffect(scale)
                        } animation: { _ in .linear(duration: 1) }
                        .accessibilityIdentifier("beacon")
                }
            }
            HStack(spacing: 16) {
                Color.purple.frame(width: 40, height: 40)
                    .keyframeAnimator(initialValue: HopValues(), trigger: hops) { content, value in
                        content.offset(y: value.y)
                    } keyframes: { _ in
                        KeyframeTrack(\.y) {
                            LinearKeyframe(-100.0, duration: 2)
                            LinearKeyframe(0.0, duration: 0.5)
                        }
                    }
                    .accessibilityIdentifier("hopper")
                Button("Hop") { hops += 1 }
            }
            .padding(.top, 100)
            HStack(spacing: 30) {
                Color.green.frame(width: 80, height: 40)
                    .rotationEffect(.degrees(dial.degrees + turning.degrees))
                    .gesture(RotateGesture()
                        .updating($turning) { value, state, _ in state = value.rotation }
                        .onEnded { value in
                            dial.degrees += value.rotation.degrees
                            turnReport = "Turn: \(Int(value.rotation.degrees.rounded()))"
                        })
                    .accessibilityIdentifier("dial")
                Text(turnReport)
            }
            HStack(spacing: 40) {
                Color.blue.frame(width: 80, height: 40)
                    .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
                    .accessibilityIdentifier("skewed")
                Color.red.frame(width: 80, height: 40)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
                    .accessibilityIdentifier("projected")
            }
            HStack(spacing: 16) {
                Image(systemName: "bell").font(.largeTitle)
                    .symbolEffect(.bounce, value: rings)
                    .accessibilityIdentifier("bell")
                Button("Ring") { rings += 1 }
                Image(systemName: "heart.fill").font(.largeTitle)
                    .symbolEffect(.pulse, options: .repeating, isActive: pulsing && !reduceMotion)
                    .accessibilityIdentifier("heart")
                Image(systemName: "star").font(.largeTitle)
                    .symbolEffect(.scale.up, isActive: pulsing)
                    .accessibilityIdentifier("star")
                Toggle("Pulse", isOn: $pulsing)
            }
            Text("WWWW").accessibilityIdentifier("plain")
            Text("WWWW").kerning(10).accessibilityIdentifier("kerned")
            Text("WW").tracking(6) + Text("WW")
        }
        .padding()
    }
}
