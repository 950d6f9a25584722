import Combine
import Foundation
import Observation
internal import ProsceniumUnsafe

/// A property wrapper that makes the app's AppKit delegate: declared on the
/// `App`, it makes one `DelegateType` with its `init()`, sets it as
/// `NSApplication.shared.delegate` and keeps it for the app's life, so the
/// delegate hears `applicationDidFinishLaunching(_:)` once the browser
/// display is up and `applicationShouldTerminate(_:)` /
/// `applicationWillTerminate(_:)` when the app quits.
///
/// A delegate that is an `ObservableObject` or `@Observable` is also put in
/// every window's environment (`@EnvironmentObject var delegate: MyDelegate`,
/// `@Environment(MyDelegate.self)`), and the app's scenes are evaluated again
/// when an `ObservableObject` delegate changes.
@MainActor @preconcurrency @propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: NSApplicationDelegate {
    let delegate: DelegateType

    /// Creates an AppKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = NSApplication.shared.adaptedDelegate(of: delegateType)
    }

    /// The underlying app delegate.
    public var wrappedValue: DelegateType { delegate }
}

extension NSApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates an AppKit app delegate adaptor using a delegate that's an
    /// observable object: the delegate is also put in the environment.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = NSApplication.shared.adaptedDelegate(of: delegateType)
    }

    /// A projection of the observed object that provides bindings to its properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: delegate)
    }
}

extension NSApplicationDelegateAdaptor where DelegateType: Observable {
    /// Creates an AppKit app delegate adaptor using an observable delegate:
    /// the delegate is also put in the environment.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = NSApplication.shared.adaptedDelegate(of: delegateType)
    }
}

extension NSApplicationDelegateAdaptor: InstallableProperty {
    /// An `ObservableObject` delegate invalidates the node (the app's scenes)
    /// when it changes, as `@ObservedObject` would.
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        guard slot == nil, let observable = delegate as? any ObservableObject else { return }
        slot = delegateSubscription(to: observable, node: node, name: name)
    }
}

/// Invalidates `node` (the app's scenes) when an adapted delegate that is an
/// `ObservableObject` changes; the subscription lives as long as the result.
@MainActor
func delegateSubscription<O: ObservableObject>(to object: O, node: ViewNode, name: String) -> AnyObject {
    let holder = StateObjectHolder(object: object)
    holder.cancellable = object.objectWillChange.sink { [weak node] _ in
        onMainActor { node?.invalidate(reason: name) }
    }
    return holder
}

extension NSApplication {
    /// The delegate an adaptor made, made on first use: SwiftUI makes one per
    /// app however often the `App` value is made.
    func adaptedDelegate<D: NSObject & NSApplicationDelegate>(of type: D.Type) -> D {
        if let made = retainedDelegate as? D { return made }
        let made = makeObject(of: type)
        retainedDelegate = made
        delegate = made
        if made is any ObservableObject || made is any Observable {
            delegateEnvironment = { $0.setObject(made, as: D.self) }
        }
        return made
    }

    /// Forgets the previous app's delegate and launch: a new `AppRuntime`
    /// (one per process in an app, one per test in a harness) starts afresh.
    package func prepareForLaunch() {
        retainedDelegate = nil
        delegateEnvironment = nil
        delegate = nil
        resetLaunch()
        UIApplication.shared.prepareForLaunch()
    }
}

/// `type.init()` for an `NSObject` subclass known by its metatype, which
/// Swift source cannot write on Linux (see `ObjectFactory`).
func makeObject<T: NSObject>(of type: T.Type) -> T {
    guard let made = ObjectFactory.make(type) else {
        fatalError("Cannot make \(type) with init(): the Swift runtime has no init() entry for it.")
    }
    return made
}

extension NSApplication {
    /// A fresh environment with the adapted delegate in it when it is observable.
    func environment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        delegateEnvironment?(&environment)
        return environment
    }
}
