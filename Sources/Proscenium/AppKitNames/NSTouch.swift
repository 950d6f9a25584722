import Foundation

/// A finger on a trackpad at one moment (`NSEvent.touches(matching:in:)`).
///
/// A browser reports the pointer a trackpad moves and its pinch, never the
/// fingers on it: a page makes no touches, so `touchesBegan(with:)` and its
/// siblings are never sent and `NSEvent.touches(matching:in:)` is empty. The
/// class keeps AppKit's shape so that views that read touches build.
@MainActor @preconcurrency
open class NSTouch: NSObject {
    /// A touch's phases.
    public struct Phase: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let began = Phase(rawValue: 1 << 0)
        public static let moved = Phase(rawValue: 1 << 1)
        public static let stationary = Phase(rawValue: 1 << 2)
        public static let ended = Phase(rawValue: 1 << 3)
        public static let cancelled = Phase(rawValue: 1 << 4)
        /// Began, moved or stationary.
        public static let touching: Phase = [.began, .moved, .stationary]
        /// Any phase.
        public static let any = Phase(rawValue: .max)
    }

    /// Whether a touch is on the screen (direct) or on a trackpad (indirect).
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
    }

    /// A set of touch types (`NSView.allowedTouchTypes`).
    public struct TouchTypeMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let direct = TouchTypeMask(rawValue: 1 << 0)
        public static let indirect = TouchTypeMask(rawValue: 1 << 1)
    }

    /// What follows one finger from touch to touch.
    public let identity: any NSCopying & NSObjectProtocol
    /// Where the finger is on the trackpad, (0, 0) its lower left and (1, 1) its upper right.
    public let normalizedPosition: NSPoint
    /// The touch's phase.
    public let phase: NSTouch.Phase
    /// Whether the finger rests on the trackpad rather than takes part.
    public let isResting: Bool
    /// The kind of touch.
    public let type: NSTouch.TouchType
    /// The trackpad's size, in points.
    public let deviceSize: NSSize

    init(identity: any NSCopying & NSObjectProtocol, normalizedPosition: NSPoint, phase: NSTouch.Phase,
         isResting: Bool = false, type: NSTouch.TouchType = .indirect, deviceSize: NSSize = .zero) {
        self.identity = identity
        self.normalizedPosition = normalizedPosition
        self.phase = phase
        self.isResting = isResting
        self.type = type
        self.deviceSize = deviceSize
    }
}
