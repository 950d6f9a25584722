/// Haptic feedback the app asks the display to play (`sensoryFeedback`,
/// UIKit's feedback generators): what kind, and how strong, from 0 to 1. A
/// display plays what its device can (a phone's vibration) and ignores the rest.
public struct FeedbackValue: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impactLight, impactMedium, impactHeavy, impactSoft, impactSolid, impactRigid
    }

    public var kind: Kind
    public var intensity: Double

    public init(_ kind: Kind, intensity: Double = 1) {
        self.kind = kind
        self.intensity = intensity.isFinite ? min(max(intensity, 0), 1) : 1
    }
}
