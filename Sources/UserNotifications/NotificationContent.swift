// What a notification says: its content, sound, request and trigger.
import Foundation

/// A notification's alert sound.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: its name is an immutable let.
    let name: String?
    init(name: String?) { self.name = name }
    /// The system's alert sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    /// The alert sound, even in Do Not Disturb.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil) }
    /// A sound file of the app's: played as the alert sound here.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// The name of a sound file in the app's resources.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a notification shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: the content is filled in before it is handed to the center, then only read.
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var badge: NSNumber?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public override init() { super.init() }
}

/// Content an app fills in before asking for a notification.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    // Unchecked, as Apple declares it: filled in by the app before it is handed over, then only read.
    public override var title: String { get { super.title } set { super.title = newValue } }
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    public override var body: String { get { super.body } set { super.body = newValue } }
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    /// Whether it is delivered again, each time the trigger comes round.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
    func nextDate(after date: Date) -> Date? { nil }
}

/// After a number of seconds.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = max(timeInterval, 0)
        super.init(repeats: repeats)
    }
    override func nextDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
    /// When it next fires, counted from now.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }
}

/// At the next date matching some components (every day at 9:00, ...).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    override func nextDate(after date: Date) -> Date? {
        (dateComponents.calendar ?? Calendar.current).nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
    }
    /// When it next fires.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }
}

/// A notification the app asks for: what it says and when.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let identifier: String
    public let content: UNNotificationContent
    /// Nil: deliver it now.
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// What the person did with a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let notification: UNNotification
    /// `UNNotificationDefaultActionIdentifier` for a click on the banner.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action of a click on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A button of a notification category: kept, not shown (the banner has none).
open class UNNotificationAction: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let authenticationRequired = Options(rawValue: 1)
        public static let destructive = Options(rawValue: 2)
        public static let foreground = Options(rawValue: 4)
    }
    public let identifier: String
    public let title: String
    public let options: Options
    public init(identifier: String, title: String, options: Options = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// A kind of notification with its actions: kept, not shown.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let customDismissAction = Options(rawValue: 1)
        public static let allowInCarPlay = Options(rawValue: 2)
    }
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: Options
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: Options = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }
}
