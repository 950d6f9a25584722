import Combine
import Foundation
import Observation

/// A property wrapper that makes the app's UIKit delegate: declared on the
/// `App`, it makes one `DelegateType` with its `init()`, sets it as
/// `UIApplication.shared.delegate` and keeps it for the app's life, so the
/// delegate hears `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` once the browser
/// display is up, and `applicationWillTerminate(_:)` when the app quits.
///
/// A delegate that is an `ObservableObject` or `@Observable` is also put in
/// every window's environment, and the app's scenes are evaluated again
/// when an `ObservableObject` delegate changes, as with
/// `NSApplicationDelegateAdaptor`.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
    let delegate: DelegateType

    /// Creates a UIKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = UIApplication.shared.adaptedDelegate(of: delegateType)
    }

    /// The underlying app delegate.
    public var wrappedValue: DelegateType { delegate }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates a UIKit app delegate adaptor using a delegate that's an
    /// observable object: the delegate is also put in the environment.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = UIApplication.shared.adaptedDelegate(of: delegateType)
    }

    /// A projection of the observed object that provides bindings to its properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: delegate)
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    /// Creates a UIKit app delegate adaptor using an observable delegate:
    /// the delegate is also put in the environment.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = UIApplication.shared.adaptedDelegate(of: delegateType)
    }
}

extension UIApplicationDelegateAdaptor: InstallableProperty {
    /// An `ObservableObject` delegate invalidates the node (the app's scenes)
    /// when it changes, as `@ObservedObject` would.
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        guard slot == nil, let observable = delegate as? any ObservableObject else { return }
        slot = delegateSubscription(to: observable, node: node, name: name)
    }
}

extension UIApplication {
    /// The delegate an adaptor (or `UIApplicationDelegate.main()`) made,
    /// made on first use: one per app however often the `App` value is made.
    func adaptedDelegate<D: NSObject & UIApplicationDelegate>(of type: D.Type) -> D {
        if let made = retainedDelegate as? D { return made }
        let made = makeObject(of: type)
        retainedDelegate = made
        delegate = made
        if made is any ObservableObject || made is any Observable {
            NSApplication.shared.delegateEnvironment = { $0.setObject(made, as: D.self) }
        }
        return made
    }

    /// Tells the delegate the app launched: `application(_:willFinishLaunchingWithOptions:)`,
    /// then `application(_:didFinishLaunchingWithOptions:)`, once per launch.
    func finishLaunching() {
        guard !hasLaunched else { return }
        hasLaunched = true
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// Forgets the previous app's delegate, scenes and launch.
    func prepareForLaunch() {
        retainedDelegate = nil
        delegate = nil
        scenes = []
        hasLaunched = false
    }
}
