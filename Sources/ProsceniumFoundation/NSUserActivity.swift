#if !canImport(Darwin)
// Foundation's `NSUserActivity`, which Linux's Foundation lacks: the state
// of what a person is doing in an app, as SwiftUI's `userActivity(_:isActive:_:)`
// advertises it and `onContinueUserActivity(_:perform:)` receives it.
//
// Here an activity is a record the app builds and the runtime keeps: it
// becomes the current one while its window is key, and activities given to
// the app (`AppRuntime.continueUserActivity(_:)`) reach the views that
// continue their type. What needs Apple's services does not happen: no
// activity is handed off to the person's other devices, indexed for
// Spotlight or suggested by Siri; the eligibility flags are kept and read
// back, and no continuation streams open.

import Foundation

/// The type of the activity a web page's URL stands for: a universal link,
/// or a page a browser hands to an app (`webpageURL`).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// An identifier that the app can use to delete a saved activity.
public typealias NSUserActivityPersistentIdentifier = String

/// A representation of the state of your app at a moment in time.
open class NSUserActivity: NSObject {
    /// The activity type, in reverse-DNS form (`com.example.editing`).
    open private(set) var activityType: String
    /// A user-visible title for the activity.
    open var title: String?
    /// The app's state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that must be kept for the activity to be restored.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the state needs updating: the delegate's
    /// `userActivityWillSave(_:)` is called before the activity is next
    /// saved (when it becomes current), and this is then false.
    open var needsSave = false
    /// A web page showing the same content, for a device without the app.
    open var webpageURL: URL?
    /// Where the person came from to this activity.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// Words that describe the activity, for search.
    open var keywords: Set<String> = []
    /// Whether the activity may open streams to a continuing device. Kept;
    /// no streams open here.
    open var supportsContinuationStreams = false
    /// Informed when the activity is saved or continued.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// What the activity shows, which a scene's `handlesExternalEvents(matching:)`
    /// matches to choose the window that continues it.
    open var targetContentIdentifier: String?
    /// Whether the activity may be handed off to another device. Kept and
    /// read back; no device receives it here.
    open var isEligibleForHandoff = true
    /// Whether the activity may be indexed for search on this device. Kept; nothing indexes it here.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly. Kept; nothing indexes it here.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest the activity. Kept; nothing suggests it here.
    open var isEligibleForPrediction = false
    /// An identifier to delete the activity by later.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// Whether `invalidate()` ended the activity. Not in Apple's API.
    public private(set) var _isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }

    /// Makes this the activity the person is doing now, saving it first
    /// when it needs a save (`needsSave`: the delegate updates it).
    open func becomeCurrent() {
        guard !_isInvalidated else { return }
        if needsSave {
            needsSave = false
            delegate?.userActivityWillSave(self)
        }
        Self.currentLock.withLock { Self.currentActivity = self }
    }

    /// Stops this from being the current activity (it can become current again).
    open func resignCurrent() {
        Self.currentLock.withLock {
            if Self.currentActivity === self { Self.currentActivity = nil }
        }
    }

    /// Ends the activity: it stops being current and cannot become current again.
    open func invalidate() {
        resignCurrent()
        _isInvalidated = true
    }

    /// The activity that last became current and has not resigned. Not in Apple's API.
    public class var _current: NSUserActivity? { currentLock.withLock { currentActivity } }

    private static let currentLock = NSLock()
    // Unsafe only to the checker: read and written under `currentLock` only.
    nonisolated(unsafe) private static var currentActivity: NSUserActivity?

    open override var description: String {
        "<NSUserActivity \(activityType)\(title.map { " \"\($0)\"" } ?? "")>"
    }
}

/// What an activity tells its delegate. Every method has a default that does nothing.
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// The activity is about to be saved: update its state.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device. Never called here: no
    /// other device continues an activity.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// A continuing device opened streams to the activity. Never called here.
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream,
                             outputStream: OutputStream) {}
}
#endif
