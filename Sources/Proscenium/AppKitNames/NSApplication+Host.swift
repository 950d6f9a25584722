import Foundation
import ProsceniumHost

/// The application object is what a runtime of an app reports to: it quits
/// the app, shows its modal panels, holds the event's modifier keys and the
/// app delegate the windows' environment carries.
extension NSApplication: ApplicationHost {
    package func attach(_ runtime: AppRuntime) {
        if self.runtime !== runtime { self.runtime = runtime }
    }

    package func baseEnvironment() -> EnvironmentValues { environment() }

    package func didFinishLaunching() { finishLaunching() }

    package var preferredColorScheme: ColorScheme? { appearance?.colorScheme }

    package func keyWindowAppearanceSettled() { _ = effectiveAppearance }

    package var cursor: PointerShape? { CursorState.shown }

    package var windowTitleColor: ColorValue? {
        AppearanceProxies.existingProxy(of: UINavigationBar.self)?.titleColor?.value
    }
}

extension AppRuntime {
    /// Starts `app`: makes the `App` value and evaluates its body, with
    /// `NSApplication.shared` as the app's application object.
    public convenience init<A: App>(_ app: A.Type, name: String? = nil, restorationFile: URL? = nil) {
        _ = Representables.registered
        self.init(name: name ?? String(describing: A.self), restorationFile: restorationFile,
                  host: NSApplication.shared, panels: .standard,
                  documents: DocumentSupport(restorationFile: restorationFile),
                  windowContent: { WindowContent(window: $0) },
                  menuBar: { MenuBarController(session: $0) }) { AppRoot(app: A()) }
    }
}
