import Combine
import Foundation
internal import ProsceniumUnsafe

/// The app of a UIKit app whose entry point is its delegate
/// (`UIApplicationDelegate.main()`): the delegate, made as
/// `@UIApplicationDelegateAdaptor` makes it, and a window group whose every
/// window is a scene (`UIWindowSceneContent`).
package struct UIKitDelegateApp<Delegate: NSObject & UIApplicationDelegate>: App {
    @UIApplicationDelegateAdaptor(Delegate.self) private var delegate

    package init() {}

    package var body: some Scene {
        WindowGroup { UIWindowSceneContent() }
    }
}

/// One window of a UIKit delegate's app: a scene that connects as the
/// window appears and disconnects as it goes, and shows what its key
/// window's root view controller shows.
package struct UIWindowSceneContent: View {
    @StateObject private var connection = UISceneConnection()

    package init() {}

    package var body: some View {
        connection.content
            .onAppear { connection.connect() }
            .onDisappear { connection.disconnect() }
    }
}

/// A window's scene, from connection to disconnection: UIKit's order of
/// delegate calls (see `UIScene`).
@MainActor
final class UISceneConnection: @MainActor ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var scene: UIWindowScene?

    /// The root view controller of the scene's key window, when it is
    /// visible: a hosting controller's SwiftUI view, or any other
    /// controller's view; nothing before the delegate shows a window.
    var content: AnyView {
        guard let window = scene?.keyWindow, !window.isHidden, let controller = window.rootViewController else {
            return AnyView(EmptyView())
        }
        if let hosting = controller.view as? any SwiftUIHostingView {
            hosting.isWindowContent = true
            return hosting.hostedContent
        }
        return AnyView(RootViewController(controller: controller))
    }

    func connect() {
        guard scene == nil else { return }
        let app = UIApplication.shared
        let options = UIScene.ConnectionOptions()
        let defaults = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: defaults)
        let configuration = app.delegate?.application(app, configurationForConnecting: session, options: options) ?? defaults
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIWindowScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.contentChanged = { [weak self] in self?.objectWillChange.send() }
        if let delegateType = (configuration.delegateClass ?? Self.sceneDelegateClass) as? NSObject.Type {
            scene.delegate = makeObject(of: delegateType) as? any UISceneDelegate
        }
        self.scene = scene
        let wasActive = app.applicationState == .active
        app.scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        if !wasActive { app.delegate?.applicationDidBecomeActive(app) }
        objectWillChange.send()
    }

    func disconnect() {
        guard let scene else { return }
        let app = UIApplication.shared
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        scene.delegate?.sceneWillResignActive(scene)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        app.scenes.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        app.delegate?.application(app, didDiscardSceneSessions: [scene.session])
        scene.contentChanged = nil
        self.scene = nil
    }

    /// The app's scene delegate class when its configuration names none:
    /// UIKit reads it from the Info.plist; a ported app has none, so the
    /// app's class that adopts `UIWindowSceneDelegate` is taken (the first
    /// by name when there are several).
    static let sceneDelegateClass: AnyClass? = ConformanceRecords
        .conformingTypes(toProtocolsNamed: ["UIWindowSceneDelegate"], inModule: "Proscenium")
        .compactMap { $0 as? AnyClass }
        .min { String(reflecting: $0) < String(reflecting: $1) }
}

/// A root view controller that is not a hosting controller: its view.
private struct RootViewController: NSViewControllerRepresentable {
    let controller: NSViewController

    func makeNSViewController(context: Context) -> NSViewController { controller }
    func updateNSViewController(_ nsViewController: NSViewController, context: Context) {}
}
