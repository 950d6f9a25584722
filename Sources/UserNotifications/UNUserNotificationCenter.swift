// `UNUserNotificationCenter`: the app's notifications, scheduled here and
// shown by the display as banners.
import Foundation
import Proscenium
import ProsceniumHost

/// What the notification center tells the app. Implement either form of each
/// method, the completion-handler one or the `async` one.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in front: how to present it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The person clicked a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

/// The options that say "the app did not answer": present it as the page's desktop does.
let unanswered = UNNotificationPresentationOptions(rawValue: 1 << 31)

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        // Unsafe only to the checker: the handler and delegate go to one main-actor task, which calls the handler once.
        nonisolated(unsafe) let completion = completionHandler
        nonisolated(unsafe) let delegate = self
        Task { @MainActor in completion(await delegate.userNotificationCenter(center, willPresent: notification)) }
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { unanswered }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        // Unsafe only to the checker: the handler and delegate go to one main-actor task, which calls the handler once.
        nonisolated(unsafe) let completion = completionHandler
        nonisolated(unsafe) let delegate = self
        Task { @MainActor in
            await delegate.userNotificationCenter(center, didReceive: response)
            completion()
        }
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}

/// Schedules the app's notifications and delivers them to its pages, which
/// show each as a banner in the desktop's corner (with the alert tone when it
/// has a sound); a click on the banner reaches the delegate. Authorization is
/// granted when asked: the page's desktop is the app's own.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: its state is read and written under `lock` only.
    private static let shared = UNUserNotificationCenter()

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Told when a notification arrives and when one is clicked.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    private let lock = NSLock()
    private var authorized: UNAuthorizationOptions?
    private var pending: [String: (request: UNNotificationRequest, generation: Int)] = [:]
    private var delivered: [UNNotification] = []
    private var generation = 0
    private var categories: Set<UNNotificationCategory> = []

    override init() {
        super.init()
        onMainActor { NotificationClicks.handler = { [weak self] id in self?.clicked(id) } }
    }

    // MARK: Authorization

    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        lock.withLock { authorized = (authorized ?? []).union(options) }
        completionHandler(true, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        lock.withLock { authorized = (authorized ?? []).union(options) }
        return true
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorized: lock.withLock { authorized }))
    }

    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorized: lock.withLock { authorized })
    }

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    // MARK: Requests

    /// Schedules `request` (replacing a pending one of its identifier).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request, after: Date())
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws { schedule(request, after: Date()) }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests())
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { identifiers.forEach { pending[$0] = nil } }
    }

    open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(lock.withLock { delivered })
    }

    open func deliveredNotifications() async -> [UNNotification] { lock.withLock { delivered } }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() { lock.withLock { delivered.removeAll() } }

    /// A page has no dock icon to badge: the count is accepted and not shown.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    private func pendingRequests() -> [UNNotificationRequest] {
        lock.withLock { pending.values.map(\.request).sorted { $0.identifier < $1.identifier } }
    }

    private func schedule(_ request: UNNotificationRequest, after date: Date, to target: NotificationOutput.Target? = nil) {
        // The app asking now is the one it is shown in.
        let target = target ?? (MainActorContext.isCurrent ? MainActor.assumeIsolated { NotificationOutput.currentTarget() } : nil)
        guard let trigger = request.trigger else { return deliver(request, generation: nil, to: target) }
        guard let fire = trigger.nextDate(after: date) else { return }
        let mine = lock.withLock { () -> Int in
            generation += 1
            pending[request.identifier] = (request, generation)
            return generation
        }
        onMainActor(after: max(fire.timeIntervalSinceNow, 0)) { [weak self] in
            self?.deliver(request, generation: mine, to: target)
        }
    }

    /// Delivers `request` if it is still the pending one of its identifier
    /// (`generation`), or now (nil); a repeating one is scheduled again.
    private func deliver(_ request: UNNotificationRequest, generation: Int?, to target: NotificationOutput.Target?) {
        let current = lock.withLock { () -> Bool in
            guard let generation else { return true }
            guard pending[request.identifier]?.generation == generation else { return false }
            pending[request.identifier] = nil
            return true
        }
        guard current else { return }
        let notification = UNNotification(date: Date(), request: request)
        lock.withLock {
            delivered.removeAll { $0.request.identifier == request.identifier }
            delivered.append(notification)
        }
        if let trigger = request.trigger, trigger.repeats { schedule(request, after: Date(), to: target) }
        present(notification, to: target)
    }

    private func present(_ notification: UNNotification, to target: NotificationOutput.Target?) {
        let content = notification.request.content
        let value = NotificationValue(id: notification.request.identifier, title: content.title, subtitle: content.subtitle,
                                      body: content.body, sound: content.sound != nil)
        guard let delegate else { return onMainActor { NotificationOutput.deliver(value, to: target) } }
        onMainActor {
            delegate.userNotificationCenter(self, willPresent: notification) { options in
                // No answer (or an answer that shows it): a banner. An empty one keeps it quiet.
                guard options == unanswered || !options.isDisjoint(with: [.banner, .alert, .list]) else { return }
                var shown = value
                shown.sound = value.sound && (options == unanswered || options.contains(.sound))
                onMainActor { NotificationOutput.deliver(shown, to: target) }
            }
        }
    }

    private func clicked(_ id: String) {
        guard let notification = lock.withLock({ delivered.last { $0.request.identifier == id } }) else { return }
        let response = UNNotificationResponse(notification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
        delegate?.userNotificationCenter(self, didReceive: response) {}
    }
}
