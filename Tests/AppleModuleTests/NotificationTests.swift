import Foundation
import ProsceniumHost
import ProsceniumTesting
import SwiftUI
import Testing
import UserNotifications

private final class Answers: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var quiet: Set<String> = []
    var clicked: [String] = []
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler(quiet.contains(notification.request.identifier) ? [] : [.banner])
    }
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        clicked.append("\(response.notification.request.identifier) \(response.actionIdentifier == UNNotificationDefaultActionIdentifier)")
    }
}

@MainActor private let answers = Answers()

private struct RemindView: View {
    var body: some View {
        VStack {
            Button("Remind") {
                let content = UNMutableNotificationContent()
                content.title = "Tea"
                content.subtitle = "Kitchen"
                content.body = "Your tea is ready"
                content.sound = .default
                UNUserNotificationCenter.current().add(UNNotificationRequest(
                    identifier: "tea", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false)))
            }
            Button("Now") {
                let content = UNMutableNotificationContent()
                content.title = "Now"
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "now", content: content, trigger: nil))
            }
            Button("Quiet") {
                let content = UNMutableNotificationContent()
                content.title = "Hush"
                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "hush", content: content, trigger: nil))
            }
            Button("Later") {
                let content = UNMutableNotificationContent()
                content.title = "Later"
                UNUserNotificationCenter.current().add(UNNotificationRequest(
                    identifier: "later", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.2, repeats: false)))
                UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["later"])
            }
        }
    }
}

private struct RemindApp: App {
    var body: some Scene { WindowGroup("Remind") { RemindView() } }
}

/// `UNUserNotificationCenter`: scheduled notifications reach the page as
/// banners, the delegate decides what shows and hears of clicks.
@MainActor @Suite(.serialized) struct NotificationTests {
    @Test func aScheduledNotificationArrivesAfterItsTriggerAndAClickReachesTheDelegate() async throws {
        let app = try AppHarness(RemindApp.self)
        let center = UNUserNotificationCenter.current()
        center.delegate = answers
        answers.quiet = ["hush"]
        #expect(try await center.requestAuthorization(options: [.alert, .sound]))
        #expect(await center.notificationSettings().authorizationStatus == .authorized)
        try app.click(.button, "Remind")
        #expect(app.notifications.isEmpty, "not before its trigger")
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["tea"])
        #expect(try await app.settle(until: { !app.notifications.isEmpty }))
        #expect(app.notifications == [NotificationValue(id: "tea", title: "Tea", subtitle: "Kitchen", body: "Your tea is ready",
                                                        sound: false)])
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["tea"])
        // The delegate's empty answer keeps a notification quiet.
        try app.click(.button, "Quiet")
        try app.click(.button, "Now")
        #expect(try await app.settle(until: { app.notifications.count == 2 }))
        #expect(app.notifications.map(\.id) == ["tea", "now"])
        // A click on the banner is the default action, told to the delegate.
        try app.send(HostEvent(kind: .notificationClick, value: "tea"))
        #expect(try await app.settle(until: { !answers.clicked.isEmpty }))
        #expect(answers.clicked == ["tea true"])
        // A removed request never arrives; a click on an unknown one is ignored.
        try app.click(.button, "Later")
        try app.send(HostEvent(kind: .notificationClick, value: "nothing"))
        try await app.settle(for: .milliseconds(400))
        #expect(app.notifications.count == 2 && answers.clicked.count == 1)
        center.delegate = nil
    }

    @Test func withoutADelegateEveryNotificationShowsWithItsSound() async throws {
        let app = try AppHarness(RemindApp.self)
        UNUserNotificationCenter.current().delegate = nil
        try app.click(.button, "Remind")
        #expect(try await app.settle(until: { !app.notifications.isEmpty }))
        #expect(app.notifications.first?.sound == true)
        let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 30), repeats: true)
        let next = try #require(trigger.nextTriggerDate())
        #expect(Calendar.current.component(.hour, from: next) == 9 && next > Date())
    }
}
