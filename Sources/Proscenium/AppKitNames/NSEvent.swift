import Foundation

/// AppKit's event, as apps ask it which modifier keys are held
/// (`NSEvent.modifierFlags`): those the person held during the event the app
/// is handling (a click or a key press in the page); and as tracking areas
/// hand it to their owners (`mouseEntered(with:)` and the rest).
@MainActor @preconcurrency
open class NSEvent: NSObject {
    /// The kinds of event, with AppKit's raw values.
    public enum EventType: UInt, Sendable {
        case leftMouseDown = 1, leftMouseUp = 2, rightMouseDown = 3, rightMouseUp = 4
        case mouseMoved = 5, leftMouseDragged = 6, rightMouseDragged = 7
        case mouseEntered = 8, mouseExited = 9
        case keyDown = 10, keyUp = 11, flagsChanged = 12
        case appKitDefined = 13, systemDefined = 14, applicationDefined = 15, periodic = 16
        case cursorUpdate = 17, rotate = 18, beginGesture = 19, endGesture = 20
        case scrollWheel = 22, tabletPoint = 23, tabletProximity = 24
        case otherMouseDown = 25, otherMouseUp = 26, otherMouseDragged = 27
        case gesture = 29, magnify = 30, swipe = 31, smartMagnify = 32, quickLook = 33
        case pressure = 34, directTouch = 37, changeMode = 38
    }

    /// What kind of event this is.
    public let type: EventType
    /// The tracking area that made the event (entered, exited, cursor update).
    public let trackingArea: NSTrackingArea?
    /// The window the event happened in.
    public private(set) weak var window: NSWindow?
    /// When the event happened, in seconds since the system started.
    public let timestamp: TimeInterval
    /// The modifier keys held during the event.
    public let modifierFlags: ModifierFlags

    /// An event the page reported: now, with the modifier keys held now.
    init(type: EventType, trackingArea: NSTrackingArea? = nil, window: NSWindow?) {
        self.type = type
        self.trackingArea = trackingArea
        self.window = window
        timestamp = ProcessInfo.processInfo.systemUptime
        modifierFlags = NSEvent.modifierFlags
        super.init()
    }

    /// Modifier keys.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let option = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        public static let help = ModifierFlags(rawValue: 1 << 22)
        public static let function = ModifierFlags(rawValue: 1 << 23)
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)

        /// The flags of SwiftUI's modifiers.
        init(_ modifiers: EventModifiers) {
            var flags: ModifierFlags = []
            if modifiers.contains(.command) { flags.insert(.command) }
            if modifiers.contains(.shift) { flags.insert(.shift) }
            if modifiers.contains(.option) { flags.insert(.option) }
            if modifiers.contains(.control) { flags.insert(.control) }
            self = flags
        }
    }

    /// The modifier keys held during the event being handled (none outside one).
    public class var modifierFlags: ModifierFlags { ModifierFlags(EventModifiers(displayNames: NSApplication.shared.eventModifiers)) }
}
