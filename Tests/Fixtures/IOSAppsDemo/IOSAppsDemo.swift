// What iOS tutorial apps use that the browser tests drive: a stack-style
// NavigationView with navigation bar items, a decimal-pad text field, and
// a paged TabView with its dots, the screen's size and scale, and haptic
// feedback, a sound played with AVFoundation, a notification whose banner
// opens the app, and UIKit appearance proxies a list and a text field
// follow. Plain SwiftUI code, iOS spellings.
//
//     swift run IOSAppsDemo [--port N] [--no-browser]
import AVFoundation
import SwiftUI
import UserNotifications

@main
struct IOSAppsDemo: App {
    var body: some Scene {
        WindowGroup("iOS Apps") { IOSAppsView() }
    }
}

struct IOSAppsView: View {
    @State private var amount = ""
    @State private var added = 0
    @State private var buzzes = 0

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                Text("Added \(added)")
                // What `#selector(UIResponder.resignFirstResponder)` becomes in a ported app.
                Button("Done") {
                    UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                }
                .keyboardShortcut("e", modifiers: .command)
                ScreenLine()
                HStack {
                    Button("Buzz") { buzzes += 1 }
                        .sensoryFeedback(.success, trigger: buzzes)
                    Button("Thud") { UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 0.5) }
                }
                SoundButtons()
                ReminderButton()
                HStack {
                    Button("Ringed") {}
                    Button("Plain") {}.focusEffectDisabled()
                    Text("Card").padding(8).hoverEffect(.lift)
                }
                NavigationLink(destination: Text("Fruit page").navigationBarTitle("Fruit", displayMode: .inline)) {
                    Text("Open fruit")
                }
                NavigationLink(destination: PlayersView()) {
                    Text("Open players")
                }
                TabView {
                    Color(UIColor.systemRed).overlay(Text("Page one"))
                    Color(UIColor.systemGreen).overlay(Text("Page two"))
                    Color(UIColor.systemBlue).overlay(Text("Page three"))
                }
                .tabViewStyle(PageTabViewStyle())
                .frame(width: 240, height: 160)
                .accessibilityIdentifier("pages")
            }
            .padding()
            .navigationBarTitle("Fruits")
            .navigationBarItems(trailing: Button("Add") { added += 1 })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// The screen as iOS apps read it: `UIScreen.main.bounds` for sizes, and
/// `\.displayScale` (which also makes the line follow a change).
struct ScreenLine: View {
    @Environment(\.displayScale) private var scale
    var body: some View {
        let bounds = UIScreen.main.bounds
        Text("Screen \(Int(bounds.width))x\(Int(bounds.height)) at \(scale, specifier: "%.1f")x")
    }
}

/// A one-second tone played and stopped with `AVAudioPlayer`, as apps play a ding.
struct SoundButtons: View {
    @State private var player = try? AVAudioPlayer(data: toneWAV(seconds: 1))

    var body: some View {
        HStack {
            Button("Ding") {
                player?.numberOfLoops = 2
                player?.currentTime = 0
                player?.play()
            }
            Button("Hush") { player?.pause() }
        }
    }
}

/// A 440 Hz tone as 16-bit mono WAV bytes at 8 kHz.
func toneWAV(seconds: Double) -> Data {
    let rate = 8_000
    let samples = (0..<Int(Double(rate) * seconds)).map { Int16(sin(2 * .pi * 440 * Double($0) / Double(rate)) * 8_000) }
    var data = Data("RIFF".utf8)
    func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    put(UInt32(36 + samples.count * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    put(UInt32(16)); put(UInt16(1)); put(UInt16(1)); put(UInt32(rate)); put(UInt32(rate * 2)); put(UInt16(2)); put(UInt16(16))
    data.append(contentsOf: Array("data".utf8))
    put(UInt32(samples.count * 2))
    samples.forEach { put($0) }
    return data
}

/// Schedules a notification a moment later; a click on its banner says so.
struct ReminderButton: View {
    @StateObject private var reminders = Reminders()

    var body: some View {
        HStack {
            Button("Remind") { reminders.schedule() }
            Text(reminders.opened.map { "Opened \($0)" } ?? "Not opened")
        }
    }
}

@MainActor
final class Reminders: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var opened: String?

    func schedule() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        let content = UNMutableNotificationContent()
        content.title = "Tea"
        content.body = "Your tea is ready"
        center.add(UNNotificationRequest(identifier: "tea", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0.5, repeats: false)))
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
        let id = response.notification.request.identifier
        Task { @MainActor in self.opened = id }
        completionHandler()
    }
}

/// What iOS apps set on UIKit's appearance proxies as a view appears: the
/// list takes the table view's background and loses its separators, the
/// field shows a clear button while it is edited, the window's title and
/// the tab strip take the navigation and tab bars' colours.
struct PlayersView: View {
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Player", text: $name)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            Text("Name: \(name)")
            List {
                Text("Ana")
                Text("Ben")
                Text("Cleo")
            }
            .frame(height: 150)
            TabView {
                Text("Scores").tabItem { Text("Scores") }
                Text("Rules").tabItem { Text("Rules") }
            }
            .frame(height: 90)
        }
        .padding()
        .navigationBarTitle("Players", displayMode: .inline)
        .onAppear {
            UITableView.appearance().separatorStyle = .none
            UITableView.appearance().backgroundColor = UIColor(red: 62 / 255, green: 54 / 255, blue: 63 / 255, alpha: 1)
            UITextField.appearance().clearButtonMode = .whileEditing
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor(red: 0.6, green: 0.2, blue: 0.6, alpha: 1)]
            UITabBar.appearance().barTintColor = UIColor(red: 1, green: 0.8, blue: 0.4, alpha: 1)
            UITabBar.appearance().unselectedItemTintColor = UIColor(red: 0.4, green: 0.4, blue: 0.8, alpha: 1)
        }
    }
}
