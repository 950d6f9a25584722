import ProsceniumHost

/// UIKit's feedback generators, as SwiftUI apps play haptics with them:
/// the feedback goes to the page the person uses, which plays it where its
/// device can (a phone's vibration), as `sensoryFeedback` does.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the generator (the page needs no warming up).
    open func prepare() {}

    func play(_ kind: FeedbackValue.Kind, intensity: Double = 1) {
        NSApplication.shared.runtime?.modalSession?.playFeedback(FeedbackValue(kind, intensity: intensity))
    }
}

/// Feedback for a collision of UI elements.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy or flexible the colliding elements are.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    private let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity` (0 to 1).
    open func impactOccurred(intensity: CGFloat) {
        let kind: FeedbackValue.Kind = switch style {
        case .light: .impactLight
        case .medium: .impactMedium
        case .heavy: .impactHeavy
        case .soft: .impactSoft
        case .rigid: .impactRigid
        }
        play(kind, intensity: Double(intensity))
    }
}

/// Feedback for a task's success, warning or failure.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: play(.success)
        case .warning: play(.warning)
        case .error: play(.error)
        }
    }
}

/// Feedback for a changing selection.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { play(.selection) }
}
