import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

/// A stage that shows an "Actor" text with `transition` when toggled.
private struct Stage<T: Transition>: View {
    let transition: T
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { Text("Actor").transition(transition) }
        }
    }
}

/// A transition of its own made of built-in ones' bodies.
private struct Composed: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        ScaleTransition(0.5, anchor: .topLeading).apply(content: OffsetTransition(CGSize(width: 0, height: 12))
            .apply(content: OpacityTransition().apply(content: content, phase: phase), phase: phase), phase: phase)
    }
}

@MainActor @Suite struct TransitionTypeTests {
    /// What the page runs when the actor comes in and goes out under `transition`.
    private func run<T: Transition>(_ transition: T) throws -> (insertion: TransitionValue?, removal: TransitionValue?) {
        let ui = ViewHarness(Stage(transition: transition))
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        try ui.click(.button, "Toggle")
        let gone = try #require(ui.motion.removals.last)
        return (shown.transition?.insertion, gone.transition?.removal)
    }

    @Test func builtInTransitionTypesRunAsTheirValues() throws {
        #expect(try run(.opacity) == (.opacity, .opacity))
        #expect(try run(OpacityTransition()) == (.opacity, .opacity))
        #expect(try run(ScaleTransition(0.25, anchor: .bottom)) == (.scale(0.25, anchorX: 0.5, anchorY: 1),
                                                                   .scale(0.25, anchorX: 0.5, anchorY: 1)))
        #expect(try run(.scale) == (.scale(0, anchorX: 0.5, anchorY: 0.5), .scale(0, anchorX: 0.5, anchorY: 0.5)))
        #expect(try run(MoveTransition(edge: .top)) == (.move(.top), .move(.top)))
        #expect(try run(OffsetTransition(CGSize(width: 5, height: 7))) == (.offset(x: 5, y: 7), .offset(x: 5, y: 7)))
        #expect(try run(PushTransition(edge: .leading)) == (.combined([.move(.leading), .opacity]),
                                                            .combined([.move(.trailing), .opacity])))
        #expect(try run(SlideTransition()) == (.move(.leading), .move(.trailing)))
        let (blurIn, blurOut) = try run(.blurReplace(.upUp))
        #expect(blurIn == .combined([.blur(radius: 10), .opacity, .scale(0.8, anchorX: 0.5, anchorY: 0.5)]))
        #expect(blurOut == .combined([.blur(radius: 10), .opacity, .scale(1.25, anchorX: 0.5, anchorY: 0.5)]))
        #expect(try run(BlurReplaceTransition(configuration: .downUp)).removal
            == .combined([.blur(radius: 10), .opacity, .scale(0.8, anchorX: 0.5, anchorY: 0.5)]))
    }

    @Test func theirPropertiesAndValues() {
        #expect(!OpacityTransition.properties.hasMotion && !IdentityTransition.properties.hasMotion)
        #expect(ScaleTransition.properties.hasMotion)
        #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, MoveTransition>.properties.hasMotion)
        let scale = ScaleTransition(0.5)
        #expect(scale.scale == 0.5 && scale.anchor == .center)
        #expect(MoveTransition(edge: .bottom).edge == .bottom && PushTransition(edge: .top).edge == .top)
        #expect(OffsetTransition(CGSize(width: 1, height: 2)).offset == CGSize(width: 1, height: 2))
        #expect(BlurReplaceTransition(configuration: .upUp).configuration == .upUp)
        #expect(BlurReplaceTransition.Configuration.upUp != .downUp)
    }

    @Test func theirBodiesComposeIntoATransitionOfYourOwn() throws {
        let (insertion, removal) = try run(Composed())
        // The offset inside the scale is moved as the scale has it: a translation after it.
        let expected = TransitionValue.combined([
            .fade(opacity: 0),
            .transform(TransformValue([.scale(x: 0.5, y: 0.5, anchor: .init(x: 0, y: 0)), .translate(x: 0, y: 12)])),
        ])
        #expect(insertion == expected, "\(String(describing: insertion))")
        #expect(removal == expected, "\(String(describing: removal))")
    }
}
