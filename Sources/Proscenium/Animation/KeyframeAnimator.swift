import Foundation

/// A container that animates its content with keyframes. The app evaluates
/// the timeline and sends each keyframe's value once, with an animation the
/// page plays to it (a straight keyframe, or one along a timing curve, is one
/// step; cubic and spring keyframes are followed in steps of a tenth of a
/// second), so the page draws the frames and the app is not asked for each.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyEquatableTrigger?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var shown: Value?
    @State private var clock = AnimatorClock()

    /// Loops the keyframes for as long as the view shows (when `repeating`;
    /// else shows the value at the start of the timeline).
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnyEquatableTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(shown ?? initialValue)
            .onAppear {
                guard trigger == nil else { return }
                if repeating { play(from: initialValue, looping: true) } else { showStart() }
            }
            .onDisappear { clock.stop() }
            .onChange(of: trigger) {
                clock.stop()
                play(from: shown ?? initialValue, looping: false)
            }
    }

    private func timeline(from start: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: start, tracks: keyframes(start).resolvedTracks)
    }

    private func showStart() {
        shown = timeline(from: initialValue).value(time: 0)
    }

    /// Sends the timeline's steps one after another, each as the one before ends.
    private func play(from start: Value, looping: Bool) {
        let timeline = self.timeline(from: start)
        let steps = timeline.steps()
        guard !steps.isEmpty else { return }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { shown = timeline.value(time: 0) }
        let clock = self.clock
        let play = self.play
        let setShown: (Value) -> Void = { shown = $0 }
        func run(_ index: Int) {
            guard index < steps.count else {
                if looping { play(start, true) }
                return
            }
            let step = steps[index]
            clock.animate(step.animation, { setShown(timeline.value(time: step.time)) }) { run(index + 1) }
        }
        // The start is shown in an update of its own, then the steps play from it.
        clock.after(0) { run(0) }
    }
}

nonisolated extension View {
    /// Loops `keyframes` over this view for as long as it shows: `content`
    /// applies the value they make to it.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` over this view once each time `trigger` changes.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
