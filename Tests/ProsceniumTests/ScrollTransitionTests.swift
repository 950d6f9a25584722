import Testing
import Proscenium
@testable import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ScrollTransitionTests {
    /// A 100-point-tall visible region at y 0...100.
    let region = CGRect(x: 0, y: 0, width: 200, height: 100)

    func progress(_ y: Double, height: Double = 20, threshold: ScrollTransitionConfiguration.Threshold = .visible)
        -> ScrollTransitionProgress {
        ScrollTransitionProgress(frame: CGRect(x: 0, y: y, width: 200, height: height), region: region,
                                 axis: .vertical, topLeading: threshold, bottomTrailing: threshold)
    }

    @Test func phasesFollowThePlaceInTheVisibleRegion() {
        #expect(progress(40) == .identity)
        // Half out at the bottom: half way from the threshold (fully visible) to hidden.
        #expect(progress(90) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 0.5))
        #expect(progress(-15) == ScrollTransitionProgress(phase: .topLeading, amount: 0.75))
        #expect(progress(130) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 1))
        #expect(progress(-40) == ScrollTransitionProgress(phase: .topLeading, amount: 1))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.value == 0
            && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    @Test func thresholdsMoveThePointOfIdentity() {
        // Half visible counts as visible with `.visible(0.5)`.
        #expect(progress(90, threshold: .visible(0.5)) == .identity)
        #expect(progress(95, threshold: .visible(0.5)) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 0.5))
        // Any part visible counts with `.hidden`.
        #expect(progress(99, threshold: .hidden) == .identity)
        #expect(progress(100, threshold: .hidden) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 1))
        // Centred: identity only with the view's centre at the region's.
        #expect(progress(40, threshold: .centered) == .identity)
        #expect(progress(70, threshold: .centered) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 0.5))
        // Inset by 10: the view must be 10 points further in.
        #expect(progress(70, threshold: .visible.inset(by: 10)) == .identity)
        #expect(progress(80, threshold: .visible.inset(by: 10)) == ScrollTransitionProgress(phase: .bottomTrailing, amount: 1 - 20.0 / 30))
        // Half way from visible (20 deep) to hidden (0 deep) needs 10 points.
        #expect(progress(95, threshold: .visible.interpolated(towards: .hidden, amount: 0.5))
            == ScrollTransitionProgress(phase: .bottomTrailing, amount: 0.5))
        #expect(ScrollTransitionConfiguration.Threshold.visible(2).amount == 1)
    }

    @Test func interactiveEffectsFollowTheScrollPosition() throws {
        let ui = ViewHarness(Text("Row").scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
        })
        let probe = try #require(ui.all(.geometry).first)
        #expect(probe.attributes[.measure] == .string("scroll"))
        func measure(y: Double) throws {
            try ui.send(HostEvent(kind: .geometry, target: probe.id,
                                  value: #"{"proscenium.scrollVisibleRegion":[0,0,200,100]}"#,
                                  x: 0, y: y, width: 200, height: 20))
        }
        func opacity() -> AttributeValue? {
            ui.elements.first { $0.attributes[.opacity] != nil }?.attributes[.opacity]
        }
        try measure(y: 40)
        #expect(opacity() == nil || opacity() == .number(1))
        try measure(y: 90)
        #expect(opacity() == .number(0.5))
        #expect(ui.elements.compactMap { $0.attributes[.offsetX] } == [.length(50)])
        try measure(y: -15)
        #expect(opacity() == .number(0.25))
        #expect(ui.elements.compactMap { $0.attributes[.offsetX] } == [.length(-75)])
    }

    @Test func animatedEffectsSwitchAtTheThreshold() throws {
        let ui = ViewHarness(Text("Row").scrollTransition(.animated.threshold(.visible(0.5))) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.2)
        })
        let probe = try #require(ui.all(.geometry).first)
        func opacity(atY y: Double) throws -> AttributeValue? {
            try ui.send(HostEvent(kind: .geometry, target: probe.id,
                                  value: #"{"proscenium.scrollVisibleRegion":[0,0,200,100]}"#,
                                  x: 0, y: y, width: 200, height: 20))
            return ui.elements.first { $0.attributes[.opacity] != nil }?.attributes[.opacity]
        }
        // 15 points in of the 10 the threshold needs: visible.
        #expect(try opacity(atY: 85) != .number(0.2))
        // 8 points in: not yet, and no value in between.
        #expect(try opacity(atY: 92) == .number(0.2))
        #expect(try opacity(atY: 87) != .number(0.2))
    }

    @Test func identityConfigurationChangesNothing() throws {
        let ui = ViewHarness(Text("Row").scrollTransition(.identity) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.geometry).first).id,
                              value: #"{"proscenium.scrollVisibleRegion":[0,0,200,100]}"#,
                              x: 0, y: 95, width: 200, height: 20))
        #expect(!ui.elements.contains { $0.attributes[.opacity] != nil })
    }
}

@MainActor @Suite struct ScrollTransitionAnimationTests {
    @Test func anAnimationKeepsAnInteractiveTransitionInterpolated() throws {
        let ui = ViewHarness(Text("Row").scrollTransition(.interactive(timingCurve: .linear).animation(.linear)) {
            content, phase in content.opacity(phase.isIdentity ? 1 : 0)
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.geometry).first).id,
                              value: #"{"proscenium.scrollVisibleRegion":[0,0,200,100]}"#,
                              x: 0, y: 90, width: 200, height: 20))
        // Half out: half faded, not switched to the edge phase's effect.
        #expect(ui.elements.compactMap { $0.attributes[.opacity] } == [.number(0.5)])
    }
}

@MainActor @Suite struct ScrollTransitionRowsTests {
    @Test func aRowMeasuredAgainFollowsTheNewFrame() throws {
        let ui = ViewHarness(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<8, id: \.self) { index in
                    Text("Fading \(index)").frame(width: 120, height: 20)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }.frame(width: 140, height: 100))
        let region = #"{"proscenium.scrollVisibleRegion":[0,0,140,100]}"#
        let probes = ui.all(.geometry)
        #expect(probes.count == 8)
        func opacities() -> [AttributeValue?] {
            ui.all(.frame).filter { $0.attributes[.width] == .length(120) || $0.attributes[.width] == .number(120) }
                .map { $0.attributes[.opacity] }
        }
        for (index, probe) in probes.enumerated() {
            try ui.send(HostEvent(kind: .geometry, target: probe.id, value: region,
                                  x: 10, y: Double(index * 20), width: 120, height: 20))
        }
        let before = ui.elements.compactMap { $0.attributes[.opacity] }
        for (index, probe) in ui.all(.geometry).enumerated() {
            try ui.send(HostEvent(kind: .geometry, target: probe.id, value: region,
                                  x: 10, y: Double(index * 20 - 10), width: 120, height: 20))
        }
        let after = ui.elements.compactMap { $0.attributes[.opacity] }
        #expect(before.contains(.number(0)))
        #expect(after.filter { $0 == .number(0.5) }.count == 2, "\(before) then \(after)")
    }
}
