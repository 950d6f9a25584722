import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Fades its content when `faded`.
private struct Fade: ViewModifier {
    let faded: Bool
    func body(content: Content) -> some View { content.opacity(faded ? 0.2 : 1) }
}

private struct AnimatedFade: View {
    @State private var faded = false
    @State private var quiet = false
    var body: some View {
        VStack {
            Text("Animated").modifier(Fade(faded: faded).animation(.easeIn(duration: 3)))
            Text("Quiet").modifier(Fade(faded: quiet).transaction { $0.animation = .linear(duration: 4) })
            Button("Fade") { faded.toggle() }
            Button("Quiet") { quiet.toggle() }
        }
    }
}

/// Faded in the dark, plain in the light: a modifier chosen from the environment.
private struct SchemeWeight: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Fade(faded: environment.colorScheme == .dark)
    }
}

@MainActor @Suite struct ModifierResolutionTests {
    @Test func aModifiersAnimationShowsItsChanges() throws {
        let ui = ViewHarness(AnimatedFade())
        let animated = try ui.element(.text, "Animated")
        try ui.click(.button, "Fade")
        #expect(try ui.element(.text, "Animated").attributes[.opacity] == .number(0.2))
        #expect(ui.motion.animation(of: animated.id, .opacity) == .some(Animation.easeIn(duration: 3).value))
        let quiet = try ui.element(.text, "Quiet")
        try ui.click(.button, "Quiet")
        #expect(ui.motion.animation(of: quiet.id, .opacity) == .some(Animation.linear(duration: 4).value))
    }

    @Test func anEnvironmentalModifierAppliesWhatItResolvesTo() throws {
        let ui = ViewHarness(VStack {
            Text("Light").modifier(SchemeWeight())
            Text("Dark").modifier(SchemeWeight()).environment(\.colorScheme, .dark)
        })
        #expect(try ui.element(.text, "Light").attributes[.opacity] == nil)
        #expect(try ui.element(.text, "Dark").attributes[.opacity] == .number(0.2))
    }
}
