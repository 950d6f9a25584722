import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

/// Comes in turning and half faded from a quarter turn back, goes out
/// turning on, shrunk and moved down.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0.25)
            .rotationEffect(.degrees(phase.value * 90))
            .scaleEffect(phase == .didDisappear ? 0.5 : 1)
            .offset(y: phase == .didDisappear ? 20 : 0)
            .foregroundStyle(phase.isIdentity ? Color.red : Color.blue)
    }
}

private struct Stage: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Text("Dancer").transition(Twirl())
            }
        }
    }
}

@MainActor @Suite struct CustomTransitionTests {
    @Test func aCustomTransitionComesInFromItsWillAppearPhaseAndGoesToItsDidDisappearOne() throws {
        let ui = ViewHarness(Stage())
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        #expect(shown.element.text == "Dancer")
        #expect(shown.animation == Animation.linear(duration: 1).value)
        #expect(shown.transition?.insertion == .combined([
            .fade(opacity: 0.25), .transform(TransformValue([.rotate(degrees: -90, anchor: .center)])),
        ]))
        // At .identity the view shows the body's modifiers: no fade, no turn, its colour.
        let dancer = try ui.element(.text, "Dancer")
        #expect(dancer.attributes[.opacity] == nil && dancer.transform == nil)
        #expect(dancer.foreground == .red)

        try ui.click(.button, "Toggle")
        let gone = try #require(ui.motion.removals.last)
        #expect(gone.element.text == "Dancer")
        #expect(gone.transition?.removal == .combined([
            .fade(opacity: 0.25), .offset(x: 0, y: 20),
            .transform(TransformValue([.scale(x: 0.5, y: 0.5, anchor: .center), .rotate(degrees: 90, anchor: .center)])),
        ]))
        #expect(ui.find(.text, "Dancer") == nil)
    }
}

/// Turned and faded, as `modifier(active:identity:)`'s two states.
private struct Spin: ViewModifier {
    let degrees: Double
    let opacity: Double
    let x: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees)).opacity(opacity).offset(x: x)
    }
}

/// A stage that shows `actor` (an "Actor" text with a transition) when toggled.
private struct TransitionStage<Actor: View>: View {
    let actor: Actor
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { actor }
        }
    }
}

/// The stage for an `AnyTransition`.
@MainActor private func stage(_ transition: AnyTransition) -> some View { TransitionStage(actor: Text("Actor").transition(transition)) }
/// The stage for a `Transition` type.
@MainActor private func stage<T: Transition>(_ transition: T) -> some View { TransitionStage(actor: Text("Actor").transition(transition)) }

/// Twirl's states, as the page receives them.
private let twirlIn = TransitionValue.combined([.fade(opacity: 0.25), .transform(TransformValue([.rotate(degrees: -90, anchor: .center)]))])
private let twirlOut = TransitionValue.combined([
    .fade(opacity: 0.25), .offset(x: 0, y: 20),
    .transform(TransformValue([.scale(x: 0.5, y: 0.5, anchor: .center), .rotate(degrees: 90, anchor: .center)])),
])

/// Counts how often its body is asked for the view coming in.
private struct CountingTransition: Transition {
    @MainActor static var measured = 0
    let distance: Double
    func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .willAppear { Self.measured += 1 }
        return content.offset(y: phase.isIdentity ? 0 : distance)
    }
}

private struct CountingStage: View {
    @State private var count = 0
    @State private var distance = 30.0
    var body: some View {
        VStack {
            Button("Bump") { count += 1 }
            Button("Farther") { distance += 10 }
            Text("Count \(count)").transition(CountingTransition(distance: distance))
        }
    }
}

/// The elements from `root` down to `target`.
private func elements(of root: RenderElement, downTo target: RenderElement) -> [RenderElement] {
    if root.id == target.id { return [root] }
    for child in root.children {
        let below = elements(of: child, downTo: target)
        if !below.isEmpty { return [root] + below }
    }
    return []
}

@MainActor @Suite struct TransitionCompositionTests {
    /// Inserts and removes "Actor", returning the transitions it came in and went out with.
    private func run(_ ui: ViewHarness) throws -> (insertion: TransitionValue?, removal: TransitionValue?) {
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        #expect(shown.element.text == "Actor")
        try ui.click(.button, "Toggle")
        let gone = try #require(ui.motion.removals.last)
        #expect(gone.element.text == "Actor")
        #expect(ui.find(.text, "Actor") == nil)
        return (shown.transition?.insertion, gone.transition?.removal)
    }

    @Test func aModifierTransitionComesInFromItsActiveModifierAndShowsItsIdentityOne() throws {
        let ui = ViewHarness(stage(AnyTransition.modifier(active: Spin(degrees: 90, opacity: 0.2, x: 40),
                                                             identity: Spin(degrees: 0, opacity: 0.8, x: 10))))
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        // From the active state, measured from the identity one: the page
        // replaces the opacity and adds the motion to the view's own.
        #expect(shown.transition?.insertion == .combined([
            .fade(opacity: 0.2), .offset(x: 30, y: 0), .transform(TransformValue([.rotate(degrees: 90, anchor: .center)])),
        ]))
        // Shown, it has the identity modifier's effects.
        let actor = try ui.element(.text, "Actor")
        let chain = elements(of: ui.root, downTo: actor)
        #expect(chain.contains { $0.attributes[.opacity]?.number == 0.8 })
        #expect(chain.contains { $0.attributes[.offsetX] != nil })
        try ui.click(.button, "Toggle")
        #expect(ui.motion.removals.last?.transition?.removal == shown.transition?.insertion)
    }

    @Test func aCustomTransitionKeepsItsPhasesInsideAnyTransition() throws {
        let moves = try run(ViewHarness(stage(AnyTransition(Twirl()))))
        #expect(moves.insertion == twirlIn && moves.removal == twirlOut)
    }

    @Test func aCustomTransitionKeepsItsPhasesCombinedWithABuiltInOne() throws {
        let ui = ViewHarness(stage(AnyTransition(Twirl()).combined(with: .move(edge: .bottom))))
        let moves = try run(ui)
        #expect(moves.insertion == .combined([twirlIn, .move(.bottom)]))
        #expect(moves.removal == .combined([twirlOut, .move(.bottom)]))
        let typed = try run(ViewHarness(stage(Twirl().combined(with: .opacity))))
        #expect(typed.insertion == .combined([twirlIn, .opacity]) && typed.removal == .combined([twirlOut, .opacity]))
    }

    @Test func aCustomTransitionKeepsItsPhasesInAsymmetricTransitions() throws {
        let any = try run(ViewHarness(stage(AnyTransition.asymmetric(insertion: AnyTransition(Twirl()), removal: .scale))))
        #expect(any.insertion == twirlIn && any.removal == .scale(0, anchorX: 0.5, anchorY: 0.5))
        let typed = try run(ViewHarness(stage(AsymmetricTransition(insertion: .opacity, removal: Twirl()))))
        #expect(typed.insertion == .opacity && typed.removal == twirlOut)
    }

    @Test func aCustomTransitionWithAnAnimationOfItsOwnRunsItsPhasesWithIt() throws {
        let ui = ViewHarness(stage(Twirl().animation(.easeIn(duration: 3))))
        let moves = try run(ui)
        #expect(moves.insertion == .animated(twirlIn, Animation.easeIn(duration: 3).value))
        #expect(moves.removal == .animated(twirlOut, Animation.easeIn(duration: 3).value))
        // Shown, the view is as Twirl's body shows it at .identity.
        try ui.click(.button, "Toggle")
        #expect(try ui.element(.text, "Actor").foreground == .red)
    }

    @Test func anUpdateThatKeepsTheTransitionDoesNotMeasureItAgain() throws {
        let ui = ViewHarness(CountingStage())
        let first = CountingTransition.measured
        #expect(first >= 1)
        #expect(try ui.element(.text, "Count 0").attributes[.transition] == .transition(.asymmetric(insertion: .offset(x: 0, y: 30), removal: .offset(x: 0, y: 30))))
        try ui.click(.button, "Bump")
        try ui.click(.button, "Bump")
        #expect(ui.find(.text, "Count 2") != nil)
        #expect(CountingTransition.measured == first)
        try ui.click(.button, "Farther")
        #expect(CountingTransition.measured == first + 1)
        #expect(try ui.element(.text, "Count 2").attributes[.transition] == .transition(.asymmetric(insertion: .offset(x: 0, y: 40), removal: .offset(x: 0, y: 40))))
    }
}
