import Foundation
import Observation

/// UIKit's appearance proxies: `UITableView.appearance().separatorStyle = .none`
/// sets what every table view shows unless it sets its own, and SwiftUI's
/// views that UIKit draws with those classes follow it (a `List` the table
/// view's, a `TextField` the text field's). The proxy is an instance of the
/// class, made once per class; what is set on it is what the app's views of
/// that class start from.
///
/// Only UIKit's own classes have a proxy: Swift on Linux cannot make an
/// instance of an app's subclass from its type alone (UIKit does it with the
/// Objective-C runtime), so `appearance()` on one stops the app with a
/// message naming it.
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    /// The appearance proxy for the receiver.
    static func appearance() -> Self
}

extension NSView: UIAppearance {
    /// The appearance proxy for the receiver: what is set on it is the
    /// default of every view of this class.
    public static func appearance() -> Self {
        guard let proxy = AppearanceProxies.proxy(for: self) as? Self else {
            fatalError("\(self).appearance(): Proscenium makes appearance proxies of UIKit's classes only, not of a subclass of them")
        }
        return proxy
    }
}

/// The proxies made so far, and what SwiftUI's views read of them.
@MainActor
enum AppearanceProxies {
    /// UIKit's classes that have a proxy, by type: each makes its own.
    private static let makers: [ObjectIdentifier: @MainActor () -> NSView] = [
        ObjectIdentifier(NSView.self): { NSView() },
        ObjectIdentifier(UITableView.self): { UITableView() },
        ObjectIdentifier(UITextField.self): { UITextField() },
        ObjectIdentifier(UINavigationBar.self): { UINavigationBar() },
        ObjectIdentifier(UITabBar.self): { UITabBar() },
    ]

    private static var proxies: [ObjectIdentifier: NSView] = [:]

    /// Told of every change to a proxy, so that the views that read one
    /// render again (as UIKit applies the proxy to views entering a window).
    static let changes = AppearanceChanges()

    static func proxy(for type: NSView.Type) -> NSView? {
        let key = ObjectIdentifier(type)
        if let proxy = proxies[key] { return proxy }
        guard let make = makers[key] else { return nil }
        let proxy = make()
        proxy.isAppearanceProxy = true
        proxies[key] = proxy
        return proxy
    }

    /// The proxy of `type` if the app asked for it (nothing set on it otherwise).
    static func existingProxy<T: NSView>(of type: T.Type) -> T? {
        proxies[ObjectIdentifier(type)] as? T
    }

    /// Reads a proxy's settings for a SwiftUI view: the view renders again
    /// when a proxy changes.
    static func read<T>(in node: ViewNode, _ body: () -> T) -> T {
        node.tracked {
            changes.touch()
            return body()
        }
    }

    /// Forgets every proxy (a test's fresh start).
    static func reset() {
        proxies.removeAll()
        changes.changed()
    }
}

/// Observable by SwiftUI's views: one count of proxy changes.
@MainActor
final class AppearanceChanges: Observable {
    private let registrar = ObservationRegistrar()
    private var count = 0

    func touch() { registrar.access(self, keyPath: \.count) }

    func changed() {
        registrar.withMutation(of: self, keyPath: \.count) { count += 1 }
        // What windows show beside their views (the title's colour) is sent with their next update.
        NSApplication.shared.appearanceChanged()
    }
}

extension NSView {
    /// A setting that UIKit's appearance proxy carries changed on this view:
    /// a proxy tells the views that follow it, another view shows the change.
    func appearanceSettingChanged() {
        if isAppearanceProxy { AppearanceProxies.changes.changed() } else { setNeedsDisplayInPage() }
    }
}
