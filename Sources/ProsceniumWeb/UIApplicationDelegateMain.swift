public import Foundation
@_spi(Display) public import Proscenium

extension UIApplicationDelegate {
    /// Provides the top-level entry point for the app: `@main` on the app
    /// delegate (or `@UIApplicationMain`, which the port writes as `@main`).
    /// Starts the app on the browser display as `App.main()` does, with the
    /// delegate made and told of the launch, and each window of the page a
    /// scene of its own (see `UIScene`): the app is named for its module.
    @MainActor @preconcurrency
    public static func main() {
        guard let delegateType = Self.self as? any (NSObject & UIApplicationDelegate).Type else {
            fatalError("\(Self.self) is not a class of NSObject's: UIKit makes the app delegate with init().")
        }
        launchDelegateApp(delegateType)
    }
}

@MainActor
private func launchDelegateApp<Delegate: NSObject & UIApplicationDelegate>(_ type: Delegate.Type) -> Never {
    let module = String(reflecting: Delegate.self).split(separator: ".").first.map(String.init)
    AppLauncher.launch(UIKitDelegateApp<Delegate>.self, name: module ?? String(describing: Delegate.self),
                       options: DisplayOptions.parseOrExit())
}
