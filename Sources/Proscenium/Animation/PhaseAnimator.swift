import Foundation

/// A container that animates its content through a sequence of phases: each
/// phase's view is sent once with the phase's animation, which the page
/// plays; the next phase begins when that animation has run its course.
/// Without a trigger it cycles for as long as it shows; with one, each change
/// of the trigger runs through every phase once and back to the first.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var clock = AnimatorClock()

    /// Cycles through `phases` continuously, animating the view into each
    /// with `animation(phase)` (nil: at once).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, and back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            // SwiftUI shows a warning for an empty sequence; here, nothing.
            EmptyView()
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { advance(cycling: true) } }
                .onDisappear { clock.stop() }
                .onChange(of: trigger) {
                    clock.stop()
                    advance(cycling: false)
                }
        }
    }

    /// Animates into the next phase; when cycling, forever, else until back at the first.
    private func advance(cycling: Bool) {
        guard phases.count > 1 else { return }
        let next = (index + 1) % phases.count
        let animation = self.animation(phases[next])
        let advance = self.advance
        clock.animate(animation, { index = next }) {
            if cycling || next != 0 { advance(cycling) }
        }
    }
}

nonisolated extension View {
    /// Cycles this view through `phases` continuously: `content` applies each
    /// phase's effects, animated with `animation(phase)`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs this view through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
