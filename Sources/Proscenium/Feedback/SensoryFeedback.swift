import ProsceniumHost

/// Haptic feedback a view plays when a value changes (`sensoryFeedback`).
/// The display plays it where its device can: a phone or tablet's
/// vibration; a desktop browser has none to play, as a Mac without a Force
/// Touch trackpad has none.
public struct SensoryFeedback: Equatable, Sendable {
    let value: FeedbackValue

    init(_ kind: FeedbackValue.Kind, intensity: Double = 1) { value = FeedbackValue(kind, intensity: intensity) }

    /// A task completed successfully.
    public static let success = SensoryFeedback(.success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(.warning)
    /// A task produced an error.
    public static let error = SensoryFeedback(.error)
    /// A value of a control is changing.
    public static let selection = SensoryFeedback(.selection)
    /// An important value increased above a significant threshold.
    public static let increase = SensoryFeedback(.increase)
    /// An important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(.decrease)
    /// An activity started.
    public static let start = SensoryFeedback(.start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(.stop)
    /// A dragged item aligned.
    public static let alignment = SensoryFeedback(.alignment)
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(.levelChange)
    /// A drawn path completed.
    public static let pathComplete = SensoryFeedback(.pathComplete)
    /// UI elements colliding.
    public static let impact = SensoryFeedback(.impactMedium)

    /// UI elements of a weight colliding, at `intensity` (0 to 1).
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(weight.kind, intensity: intensity)
    }

    /// UI elements of a flexibility colliding, at `intensity` (0 to 1).
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(flexibility.kind, intensity: intensity)
    }

    /// The weight of colliding elements.
    public struct Weight: Equatable, Sendable {
        let kind: FeedbackValue.Kind
        public static let light = Weight(kind: .impactLight)
        public static let medium = Weight(kind: .impactMedium)
        public static let heavy = Weight(kind: .impactHeavy)
    }

    /// The flexibility of colliding elements.
    public struct Flexibility: Equatable, Sendable {
        let kind: FeedbackValue.Kind
        public static let rigid = Flexibility(kind: .impactRigid)
        public static let solid = Flexibility(kind: .impactSolid)
        public static let soft = Flexibility(kind: .impactSoft)
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback()` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback() }
    }

    /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

/// Plays feedback through the window's display when its trigger changes.
nonisolated struct SensoryFeedbackModifier<T: Equatable>: ViewModifier {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?
    @Environment(\.playFeedback) private var play

    func body(content: Content) -> some View {
        let play = self.play
        return content.onChange(of: trigger) { old, new in
            guard let chosen = feedback(old, new) else { return }
            // onChange actions run on the main actor, after the update.
            MainActor.assumeIsolated { play?(chosen.value) }
        }
    }
}
