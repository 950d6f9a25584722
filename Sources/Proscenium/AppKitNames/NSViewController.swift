import Foundation

/// AppKit's view controller, as a representable
/// (`NSViewControllerRepresentable`) makes it; UIKit's `UIViewController` is
/// the same class. Its `view` is made by `loadView()` on first use (an empty
/// view unless a subclass makes another), then `viewDidLoad()` runs; the
/// page shows that view. `viewWillAppear`/`viewDidAppear` (and the
/// disappearing pair) run when its representable shows and leaves.
@MainActor @preconcurrency
open class NSViewController: NSObject {
    private var loadedView: NSView?

    /// The controller's view, loaded on first use.
    open var view: NSView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = NSView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether `view` was loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The title (a tab's, a window's): kept.
    open var title: String?

    /// The value the controller shows.
    open var representedObject: Any?

    /// A controller with no view yet.
    public override init() {
        super.init()
    }

    /// AppKit's initialiser from a nib: there are no nibs; the view is made by `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the controller's view; the default makes an empty one.
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}
    /// UIKit's appearance callbacks.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The controller's preferred size: kept.
    open var preferredContentSize: NSSize = .zero

    func appeared() {
        viewWillAppear()
        viewWillAppear(false)
        viewDidAppear()
        viewDidAppear(false)
    }

    func disappeared() {
        viewWillDisappear()
        viewWillDisappear(false)
        viewDidDisappear()
        viewDidDisappear(false)
    }
}

/// UIKit's view controller: the same class as AppKit's `NSViewController` (see there).
public typealias UIViewController = NSViewController
