import Foundation

/// AppKit's event, as apps ask it which modifier keys are held
/// (`NSEvent.modifierFlags`): those the person held during the event the app
/// is handling (a click or a key press in the page); as tracking areas
/// hand it to their owners (`mouseEntered(with:)` and the rest); and as a
/// representable's view hears the page's mouse buttons, wheel and pinch
/// (`mouseDown(with:)`, `scrollWheel(with:)`, `magnify(with:)`: see
/// `NSView.hitTest(_:)`), local monitors first
/// (`addLocalMonitorForEvents(matching:handler:)`).
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
    public internal(set) var modifierFlags: ModifierFlags

    /// The pointer in the window's coordinates: from the bottom-left corner
    /// of its content, as AppKit's.
    public internal(set) var locationInWindow: NSPoint = .zero
    /// How many clicks in quick succession this press is part of (1, 2, ...).
    public internal(set) var clickCount = 0
    /// The button: 0 the left (primary), 1 the right, 2 and up the others.
    public internal(set) var buttonNumber = 0
    /// How hard the button or pen presses, 0 ... 1: the page's pointer
    /// pressure (a mouse's pressed button reports 0.5, a pen its own).
    public internal(set) var pressure: Float = 0
    /// The pressure's stage: 0 not pressed, 1 pressed. A Force Touch
    /// trackpad's second stage (a deep press) does not reach a page.
    public internal(set) var stage = 0
    /// How far the press is towards the next stage: a page reports no
    /// stages beyond a press, so 0.
    public internal(set) var stageTransition: CGFloat = 0
    /// The wheel's change along x, in lines (positive: left).
    public internal(set) var deltaX: CGFloat = 0
    /// The wheel's change along y, in lines (positive: up).
    public internal(set) var deltaY: CGFloat = 0
    /// The wheel's change along z: a page has no such axis, so 0.
    public internal(set) var deltaZ: CGFloat = 0
    /// The scroll along x: points when `hasPreciseScrollingDeltas`, else lines.
    public internal(set) var scrollingDeltaX: CGFloat = 0
    /// The scroll along y: points when `hasPreciseScrollingDeltas`, else lines.
    public internal(set) var scrollingDeltaY: CGFloat = 0
    /// Whether the scroll came in points (a trackpad) rather than in a wheel's lines.
    public internal(set) var hasPreciseScrollingDeltas = false
    /// Where a trackpad scroll or pinch is in its gesture.
    public internal(set) var phase: Phase = []
    /// Where a scroll is in its momentum after the fingers lift: a page
    /// does not tell momentum from the fingers' own scrolling, so none.
    public internal(set) var momentumPhase: Phase = []
    /// A pinch's change of scale since the last `magnify` event (0.1: 10 % larger).
    public internal(set) var magnification: CGFloat = 0
    /// A trackpad rotation's degrees, counterclockwise: a page does not
    /// report a trackpad's rotation, so 0.
    public internal(set) var rotation: Float = 0

    /// The characters a key event typed: a function key's (an arrow's, a
    /// page key's) from AppKit's range U+F700 ... U+F8FF.
    public internal(set) var characters: String?
    /// The characters the key types with no modifier held but Shift.
    public internal(set) var charactersIgnoringModifiers: String?
    /// The key's virtual key code, as a Mac keyboard numbers its keys
    /// (`kVK_ANSI_A` is 0, Return 36, the left arrow 123); a page names
    /// the key, and a US layout's position of that name is given.
    public internal(set) var keyCode: UInt16 = 0
    /// Whether the key event repeats a key held down.
    public internal(set) var isARepeat = false

    /// An event the page reported: now, with the modifier keys held now.
    init(type: EventType, trackingArea: NSTrackingArea? = nil, window: NSWindow?) {
        self.type = type
        self.trackingArea = trackingArea
        self.window = window
        timestamp = ProcessInfo.processInfo.systemUptime
        modifierFlags = NSEvent.modifierFlags
        super.init()
    }

    /// The touches of a trackpad in `phase` that latch to `view`.
    ///
    /// A page hears no fingers on a trackpad (a browser reports the pointer
    /// they move, never the touches), so the set is empty and no
    /// `touchesBegan(with:)` or its siblings is sent.
    public func touches(matching phase: NSTouch.Phase, in view: NSView?) -> Set<NSTouch> { [] }

    /// Where a gesture or a scroll is.
    public struct Phase: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let began = Phase(rawValue: 1)
        public static let stationary = Phase(rawValue: 2)
        public static let changed = Phase(rawValue: 4)
        public static let ended = Phase(rawValue: 8)
        public static let cancelled = Phase(rawValue: 16)
        public static let mayBegin = Phase(rawValue: 32)
    }

    /// A set of event kinds, as monitors take them.
    public struct EventTypeMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        private init(_ type: EventType) { rawValue = 1 << type.rawValue }

        public static let leftMouseDown = EventTypeMask(.leftMouseDown)
        public static let leftMouseUp = EventTypeMask(.leftMouseUp)
        public static let rightMouseDown = EventTypeMask(.rightMouseDown)
        public static let rightMouseUp = EventTypeMask(.rightMouseUp)
        public static let mouseMoved = EventTypeMask(.mouseMoved)
        public static let leftMouseDragged = EventTypeMask(.leftMouseDragged)
        public static let rightMouseDragged = EventTypeMask(.rightMouseDragged)
        public static let mouseEntered = EventTypeMask(.mouseEntered)
        public static let mouseExited = EventTypeMask(.mouseExited)
        public static let keyDown = EventTypeMask(.keyDown)
        public static let keyUp = EventTypeMask(.keyUp)
        public static let flagsChanged = EventTypeMask(.flagsChanged)
        public static let appKitDefined = EventTypeMask(.appKitDefined)
        public static let systemDefined = EventTypeMask(.systemDefined)
        public static let applicationDefined = EventTypeMask(.applicationDefined)
        public static let periodic = EventTypeMask(.periodic)
        public static let cursorUpdate = EventTypeMask(.cursorUpdate)
        public static let rotate = EventTypeMask(.rotate)
        public static let beginGesture = EventTypeMask(.beginGesture)
        public static let endGesture = EventTypeMask(.endGesture)
        public static let scrollWheel = EventTypeMask(.scrollWheel)
        public static let tabletPoint = EventTypeMask(.tabletPoint)
        public static let tabletProximity = EventTypeMask(.tabletProximity)
        public static let otherMouseDown = EventTypeMask(.otherMouseDown)
        public static let otherMouseUp = EventTypeMask(.otherMouseUp)
        public static let otherMouseDragged = EventTypeMask(.otherMouseDragged)
        public static let gesture = EventTypeMask(.gesture)
        public static let magnify = EventTypeMask(.magnify)
        public static let swipe = EventTypeMask(.swipe)
        public static let smartMagnify = EventTypeMask(.smartMagnify)
        public static let pressure = EventTypeMask(.pressure)
        public static let directTouch = EventTypeMask(.directTouch)
        public static let changeMode = EventTypeMask(.changeMode)
        /// Every kind.
        public static let any = EventTypeMask(rawValue: .max)
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
