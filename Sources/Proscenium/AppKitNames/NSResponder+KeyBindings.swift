import Foundation

extension NSResponder {
    /// One key-down as AppKit's standard key bindings read it
    /// (`interpretKeyEvents(_:)`).
    func performKeyBinding(_ event: NSEvent) {
        let flags = event.modifierFlags
        let command = flags.contains(.command), shift = flags.contains(.shift)
        switch event.specialKey {
        case .carriageReturn?, .enter?, .newline?: insertNewline(nil)
        case .tab?: shift ? insertBacktab(nil) : insertTab(nil)
        case .backTab?: insertBacktab(nil)
        case .delete?, .backspace?: deleteBackward(nil)
        case .deleteForward?: deleteForward(nil)
        case .upArrow?:
            command ? moveToBeginningOfDocument(nil) : shift ? moveUpAndModifySelection(nil) : moveUp(nil)
        case .downArrow?:
            command ? moveToEndOfDocument(nil) : shift ? moveDownAndModifySelection(nil) : moveDown(nil)
        case .leftArrow?:
            command ? moveToBeginningOfLine(nil) : shift ? moveLeftAndModifySelection(nil) : moveLeft(nil)
        case .rightArrow?:
            command ? moveToEndOfLine(nil) : shift ? moveRightAndModifySelection(nil) : moveRight(nil)
        case .home?: scrollToBeginningOfDocument(nil)
        case .end?: scrollToEndOfDocument(nil)
        case .pageUp?: scrollPageUp(nil)
        case .pageDown?: scrollPageDown(nil)
        case nil where event.characters == "\u{1B}": cancelOperation(nil)
        case nil:
            // Typed text; a Command or Control chord types nothing.
            guard !command, !flags.contains(.control), let text = event.characters, !text.isEmpty else { return }
            insertText(text)
        default:
            break
        }
    }
}

extension NSEvent {
    /// Constants for reserved function keys on the keyboard: the characters
    /// they type, in U+F700 ... U+F8FF, and the control characters of
    /// Return, Tab and Delete.
    public struct SpecialKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = SpecialKey(rawValue: 0xF700)
        public static let downArrow = SpecialKey(rawValue: 0xF701)
        public static let leftArrow = SpecialKey(rawValue: 0xF702)
        public static let rightArrow = SpecialKey(rawValue: 0xF703)
        public static let f1 = SpecialKey(rawValue: 0xF704)
        public static let f2 = SpecialKey(rawValue: 0xF705)
        public static let f3 = SpecialKey(rawValue: 0xF706)
        public static let f4 = SpecialKey(rawValue: 0xF707)
        public static let f5 = SpecialKey(rawValue: 0xF708)
        public static let f6 = SpecialKey(rawValue: 0xF709)
        public static let f7 = SpecialKey(rawValue: 0xF70A)
        public static let f8 = SpecialKey(rawValue: 0xF70B)
        public static let f9 = SpecialKey(rawValue: 0xF70C)
        public static let f10 = SpecialKey(rawValue: 0xF70D)
        public static let f11 = SpecialKey(rawValue: 0xF70E)
        public static let f12 = SpecialKey(rawValue: 0xF70F)
        public static let insert = SpecialKey(rawValue: 0xF727)
        public static let deleteForward = SpecialKey(rawValue: 0xF728)
        public static let home = SpecialKey(rawValue: 0xF729)
        public static let end = SpecialKey(rawValue: 0xF72B)
        public static let pageUp = SpecialKey(rawValue: 0xF72C)
        public static let pageDown = SpecialKey(rawValue: 0xF72D)
        public static let clearLine = SpecialKey(rawValue: 0xF739)
        public static let help = SpecialKey(rawValue: 0xF746)
        public static let enter = SpecialKey(rawValue: 0x03)
        public static let backspace = SpecialKey(rawValue: 0x08)
        public static let tab = SpecialKey(rawValue: 0x09)
        public static let newline = SpecialKey(rawValue: 0x0A)
        public static let formFeed = SpecialKey(rawValue: 0x0C)
        public static let carriageReturn = SpecialKey(rawValue: 0x0D)
        public static let backTab = SpecialKey(rawValue: 0x19)
        public static let delete = SpecialKey(rawValue: 0x7F)
        public static let lineSeparator = SpecialKey(rawValue: 0x2028)
        public static let paragraphSeparator = SpecialKey(rawValue: 0x2029)

        /// The special keys, for telling a typed character from one.
        static let all: Set<SpecialKey> = [
            .upArrow, .downArrow, .leftArrow, .rightArrow, .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11,
            .f12, .insert, .deleteForward, .home, .end, .pageUp, .pageDown, .clearLine, .help, .enter, .backspace,
            .tab, .newline, .formFeed, .carriageReturn, .backTab, .delete, .lineSeparator, .paragraphSeparator,
        ]
    }

    /// The special key the event's key is, or nil for a key that types a
    /// character (Escape and Space too, as AppKit's).
    public var specialKey: SpecialKey? {
        guard type == .keyDown || type == .keyUp,
              let scalar = characters?.unicodeScalars.first, characters?.unicodeScalars.count == 1 else { return nil }
        let key = SpecialKey(rawValue: Int(scalar.value))
        return SpecialKey.all.contains(key) ? key : nil
    }

    /// A page's key name (`a`, `uparrow`, `f5`, `return` ...), as AppKit's
    /// characters and a US keyboard's virtual key code; nil for a name the
    /// page never sends.
    static func appKitKey(named name: String) -> (characters: String, keyCode: UInt16)? {
        if let named = namedKeys[name] { return named }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            let codes: [UInt16] = [0x7A, 0x78, 0x63, 0x76, 0x60, 0x61, 0x62, 0x64, 0x65, 0x6D, 0x67, 0x6F,
                                   0x69, 0x6B, 0x71, 0x6A, 0x40, 0x4F, 0x50, 0x5A]
            let scalar = Unicode.Scalar(0xF704 + number - 1)!
            return (String(Character(scalar)), number <= codes.count ? codes[number - 1] : 0)
        }
        guard name.count == 1 else { return nil }
        return (name, characterKeyCodes[Character(name)] ?? 0)
    }

    private static let namedKeys: [String: (characters: String, keyCode: UInt16)] = [
        "return": ("\r", 0x24), "tab": ("\t", 0x30), "space": (" ", 0x31), "delete": ("\u{7F}", 0x33),
        "escape": ("\u{1B}", 0x35), "deleteforward": ("\u{F728}", 0x75), "home": ("\u{F729}", 0x73),
        "end": ("\u{F72B}", 0x77), "pageup": ("\u{F72C}", 0x74), "pagedown": ("\u{F72D}", 0x79),
        "clear": ("\u{F739}", 0x47), "leftarrow": ("\u{F702}", 0x7B), "rightarrow": ("\u{F703}", 0x7C),
        "downarrow": ("\u{F701}", 0x7D), "uparrow": ("\u{F700}", 0x7E),
    ]

    /// A US keyboard's virtual key codes (`kVK_ANSI_...`) by the character its key types.
    private static let characterKeyCodes: [Character: UInt16] = [
        "a": 0x00, "s": 0x01, "d": 0x02, "f": 0x03, "h": 0x04, "g": 0x05, "z": 0x06, "x": 0x07, "c": 0x08,
        "v": 0x09, "b": 0x0B, "q": 0x0C, "w": 0x0D, "e": 0x0E, "r": 0x0F, "y": 0x10, "t": 0x11, "1": 0x12,
        "2": 0x13, "3": 0x14, "4": 0x15, "6": 0x16, "5": 0x17, "=": 0x18, "9": 0x19, "7": 0x1A, "-": 0x1B,
        "8": 0x1C, "0": 0x1D, "]": 0x1E, "o": 0x1F, "u": 0x20, "[": 0x21, "i": 0x22, "p": 0x23, "l": 0x25,
        "j": 0x26, "'": 0x27, "k": 0x28, ";": 0x29, "\\": 0x2A, ",": 0x2B, "/": 0x2C, "n": 0x2D, "m": 0x2E,
        ".": 0x2F, "`": 0x32,
    ]
}
