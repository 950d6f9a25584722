// What the app may do with notifications, and how they are presented.
import Foundation

/// What the app asks to do.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}

/// How a notification is presented while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: its stored properties are immutable lets.
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting

    init(authorized options: UNAuthorizationOptions?) {
        guard let options else {
            authorizationStatus = .notDetermined
            alertSetting = .disabled; soundSetting = .disabled; badgeSetting = .disabled; notificationCenterSetting = .disabled
            return
        }
        authorizationStatus = options.contains(.provisional) ? .provisional : .authorized
        alertSetting = .enabled
        soundSetting = options.contains(.sound) ? .enabled : .disabled
        // A page has no dock icon to badge.
        badgeSetting = .notSupported
        notificationCenterSetting = .enabled
    }
}
