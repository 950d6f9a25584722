/// A transition that runs a symbol effect as its view comes in or goes out:
/// `.appear` scales the symbols up into view, `.disappear` scales them down
/// out of it (at the effect's speed).
public struct SymbolEffectTransition: Transition {
    /// The pose the symbols take off screen.
    let hidden = SymbolPose(scale: 0.3, opacity: 0)

    /// A transition that runs `effect` (`.appear` or `.disappear`) with `options`.
    /// (The transaction's animation times it, as it does any transition.)
    public init<T>(effect: T, options: SymbolEffectOptions) where T: SymbolEffect, T: TransitionSymbolEffect {}

    public static let properties = TransitionProperties()

    public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View {
        content.symbolPose(phase.isIdentity ? .rest : hidden)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The symbols scale up into view as it comes in and down out of it as it goes.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default)
    }

    /// A transition that runs `effect` as the view comes in and goes out.
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition
    where T: SymbolEffect, T: TransitionSymbolEffect {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
