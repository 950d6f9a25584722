import Foundation
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct Dial: View {
    @State private var angle = Angle.zero
    @GestureState private var turning = Angle.zero
    @State private var log = "none"
    @State private var old = Angle.zero
    var body: some View {
        VStack {
            Text("Dial")
                .rotationEffect(.degrees(angle.degrees + turning.degrees))
                .gesture(RotateGesture(minimumAngleDelta: .degrees(2))
                    .updating($turning) { value, state, _ in state = value.rotation }
                    .onEnded { value in
                        angle.degrees += value.rotation.degrees
                        log = "ended \(Int(value.rotation.degrees.rounded())) at \(value.startAnchor.x)"
                    })
            Text("Knob").gesture(RotationGesture().onChanged { old = $0 })
            Text("Angle \(Int((angle.degrees + turning.degrees).rounded())) old \(Int(old.degrees.rounded()))")
            Text("Log: \(log)")
        }
    }
}

@MainActor @Suite struct RotateGestureTests {
    @Test func aTurnRotatesAndItsStateResets() throws {
        let ui = ViewHarness(Dial())
        let dial = try ui.element(.text, "Dial")
        #expect(dial[string: .rotate] == "2")
        #expect(try ui.element(.text, "Knob")[string: .rotate] == "1")
        try ui.send(HostEvent(kind: .rotate, target: dial.id, value: "changed 30 60 0.25 0.5", x: 10, y: 5))
        #expect(ui.find(.text, "Angle 30 old 0") != nil)
        #expect(try ui.element(.text, "Dial").transform == TransformValue([.rotate(degrees: 30, anchor: .center)]))
        try ui.send(HostEvent(kind: .rotate, target: dial.id, value: "ended 45 0 0.25 0.5", x: 10, y: 5))
        #expect(ui.find(.text, "Angle 45 old 0") != nil)
        #expect(ui.find(.text, "Log: ended 45 at 0.25") != nil)
        // The older gesture's value is the angle.
        let knob = try ui.element(.text, "Knob")
        try ui.send(HostEvent(kind: .rotate, target: knob.id, value: "changed -20 0 0.5 0.5"))
        #expect(ui.find(.text, "Angle 45 old -20") != nil)
        // Malformed: dropped.
        try ui.send(HostEvent(kind: .rotate, target: dial.id, value: "changed nan 0 0 0"))
        try ui.send(HostEvent(kind: .rotate, target: dial.id, value: "spun 10"))
        #expect(ui.find(.text, "Angle 45 old -20") != nil)
    }
}
