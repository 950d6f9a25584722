// `AVAudioSession`: how an iOS app's sound mixes with others'. A page's sound
// always mixes with the other tabs' and there is no microphone access, so the
// settings are kept and read back, and recording permission is denied.
import Foundation

/// The app's audio session (iOS).
open class AVAudioSession: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: the shared session's settings are set and read on the main actor.
    /// What the app does with sound.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    }

    /// How the category mixes with other sound.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// Options for deactivating.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948, denied = 1684369017, granted = 1735552628
    }

    private static let shared = AVAudioSession()

    /// The app's session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set last (`.soloAmbient` at first).
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The options set last.
    open private(set) var categoryOptions: CategoryOptions = []

    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Denied: a page gives an app no microphone here.
    open var recordPermission: RecordPermission { .denied }
    /// Answers false: a page gives an app no microphone here.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
}
