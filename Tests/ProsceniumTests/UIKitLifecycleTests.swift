import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting

/// What UIKit told the test app's delegates, in order.
@MainActor private var lifecycleCalls: [String] = []

/// An app delegate as Xcode's iOS 13 template writes it (with the scene
/// delegate named by the Info.plist, which a ported app lacks).
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleCalls.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        lifecycleCalls.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        lifecycleCalls.append("didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        lifecycleCalls.append("applicationDidBecomeActive")
    }
}

private struct Greeting: View {
    @State private var taps = 0
    var body: some View {
        Button("Tapped \(taps)") { taps += 1 }
    }
}

/// The template's scene delegate: a window whose root is a hosting controller.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        lifecycleCalls.append("willConnectTo \(session.configuration.name ?? "")")
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: Greeting())
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) { lifecycleCalls.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { lifecycleCalls.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { lifecycleCalls.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { lifecycleCalls.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { lifecycleCalls.append("sceneDidDisconnect") }
}

/// A SwiftUI app that meets a UIKit delegate through the adaptor.
private final class AdaptedDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launched = false
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        lifecycleCalls.append("adapted willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        launched = true
        return true
    }
}

private struct AdaptedApp: App {
    @UIApplicationDelegateAdaptor private var delegate: AdaptedDelegate
    var body: some Scene {
        WindowGroup("Adapted") { LaunchedText() }
    }
}

private struct LaunchedText: View {
    @EnvironmentObject var delegate: AdaptedDelegate
    var body: some View { Text(delegate.launched ? "launched" : "not launched") }
}

/// A field whose editing a button ends as iOS apps do, with `sendAction`.
private struct EditingView: View {
    @State private var name = ""
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused)
            Text(focused ? "focus: yes" : "focus: no")
            Button("Done") {
                UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
            }
            Button("Other") { NSApp.sendAction(Selector("selectAll:"), to: nil, from: nil) }
        }
    }
}

private struct EditingApp: App {
    var body: some Scene { WindowGroup("Editing") { EditingView() } }
}

@MainActor @Suite(.serialized) struct UIKitLifecycleTests {
    @Test func aDelegateAppShowsItsSceneDelegatesWindowInUIKitsOrder() throws {
        lifecycleCalls = []
        let app = try AppHarness(UIKitDelegateApp<TemplateAppDelegate>.self)
        let window = try #require(app.windows.first)
        #expect(window.find(.button, "Tapped 0") != nil, "the root view controller's view shows")
        try app.click(.button, "Tapped 0")
        #expect(app.windows.first?.find(.button, "Tapped 1") != nil, "and keeps its state")
        #expect(lifecycleCalls == ["didFinishLaunching", "configurationForConnecting", "willConnectTo Default Configuration",
                                   "sceneWillEnterForeground", "sceneDidBecomeActive", "applicationDidBecomeActive"])
        #expect(UIApplication.shared.delegate is TemplateAppDelegate)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
        #expect(scene.delegate is TemplateSceneDelegate && scene.keyWindow?.isKeyWindow == true)
        #expect(UIApplication.shared.applicationState == .active)

        lifecycleCalls = []
        try app.send(HostEvent(kind: .windowClose, surface: window.id))
        #expect(lifecycleCalls == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                   "didDiscardSceneSessions 1"])
        #expect(UIApplication.shared.connectedScenes.isEmpty && scene.activationState == .unattached)
    }

    @Test func theAdaptorMakesTheDelegateAndTellsItOfTheLaunch() throws {
        lifecycleCalls = []
        let app = try AppHarness(AdaptedApp.self)
        #expect(lifecycleCalls == ["adapted willFinishLaunching"])
        #expect(try app.window("Adapted").find(.text, "launched") != nil, "the observable delegate is in the environment")
        #expect(UIApplication.shared.delegate is AdaptedDelegate)
    }

    @Test func resignFirstResponderSentToNoTargetEndsEditingInTheKeyWindow() throws {
        let app = try AppHarness(EditingApp.self)
        try app.focus(.textfield, "Name")
        #expect(try app.window("Editing").find(.text, "focus: yes") != nil)
        try app.click(.button, "Other")
        #expect(app.endedEditing.isEmpty, "an action the page cannot take is not taken")
        try app.click(.button, "Done")
        #expect(try app.window("Editing").find(.text, "focus: no") != nil, "the focus state lets go")
        #expect(app.endedEditing == [try app.window("Editing").id], "and the page is asked to blur the field")
    }
}
