import Foundation
package import ProsceniumHost

/// The application object a runtime reports to: AppKit's `NSApplication` in
/// an app, nothing at all for a runtime of the engine alone. The runtime is
/// given one when it starts, so the engine names no AppKit type.
@MainActor
package protocol ApplicationHost: AnyObject {
    /// Forgets a previous runtime's launch (its delegate, its launched
    /// state): each runtime (one per process in an app, one per test in a
    /// harness) starts afresh. Called before the `App` value is made.
    func prepareForLaunch()
    /// `runtime` is the app now: the one that quits and where modal panels
    /// show. Called when it starts and whenever it handles an event, since
    /// tests run several runtimes side by side.
    func attach(_ runtime: AppRuntime)
    /// What every graph of the app starts its environment from (an
    /// observable app delegate, for one).
    func baseEnvironment() -> EnvironmentValues
    /// The scenes are up: the app delegate is told the app has launched.
    func didFinishLaunching()
    /// The modifier keys of the event being handled (`NSEvent.modifierFlags`),
    /// set for the event and restored after it.
    var eventModifiers: [String] { get set }
    /// The scheme every window of the app draws in whatever the page's
    /// (`NSApp.appearance`); nil for the page's.
    var preferredColorScheme: ColorScheme? { get }
    /// The key window is about to be sent with its appearance settled
    /// (`NSAppearance.currentDrawing()` follows it).
    func keyWindowAppearanceSettled()
    /// The cursor every window of the app shows over its content
    /// (`NSCursor.current`, hidden or not); nil for the page's own.
    var cursor: PointerShape? { get }
    /// The colour of every window's title (UIKit's navigation bar
    /// appearance); nil for the system's.
    var windowTitleColor: ColorValue? { get }
}

/// A window as the application object sees it (AppKit's `NSWindow`), which
/// that side attaches to a `WindowInstance` when the app first asks for it.
@MainActor
package protocol WindowHost: AnyObject {
    /// Whether the window may close (`NSWindowDelegate.windowShouldClose(_:)`).
    func shouldClose() -> Bool
    /// The window is closing (`NSWindowDelegate.windowWillClose(_:)`).
    func willClose()
    /// The window became the key window (true) or stopped being it (false).
    func keyChanged(isKey: Bool)
    /// The person moved or resized the window in the page.
    func frameChanged()
    /// The file the window stands for, whose name titles an untitled window.
    var representedURL: URL? { get }
}

/// The host of a runtime with no application object: it remembers the event's
/// modifiers and does nothing else.
@MainActor
package final class NoApplicationHost: ApplicationHost {
    package var eventModifiers: [String] = []
    package init() {}
    package func prepareForLaunch() {}
    package func attach(_ runtime: AppRuntime) {}
    package func baseEnvironment() -> EnvironmentValues { EnvironmentValues() }
    package func didFinishLaunching() {}
    package var preferredColorScheme: ColorScheme? { nil }
    package func keyWindowAppearanceSettled() {}
    package var cursor: PointerShape? { nil }
    package var windowTitleColor: ColorValue? { nil }
}
