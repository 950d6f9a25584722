import Foundation

/// AppKit's event, as apps ask it which modifier keys are held
/// (`NSEvent.modifierFlags`): those the person held during the event the app
/// is handling (a click or a key press in the page).
@MainActor @preconcurrency
open class NSEvent: NSObject {
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
