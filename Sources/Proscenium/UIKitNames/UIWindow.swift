import Foundation

/// UIKit's window: what a scene delegate makes in
/// `scene(_:willConnectTo:options:)`, gives a root view controller and makes
/// key and visible. Its scene's window in the page then shows the root view
/// controller's view (a `UIHostingController`'s SwiftUI view, with its state
/// and environment as any window's content has them); setting another root
/// view controller shows that one, and a window never made visible shows
/// nothing, as on an iPhone.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The scene the window shows in.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.windows.removeAll { $0 === self }
            windowScene?.windows.append(self)
            windowScene?.windowChanged()
        }
    }

    /// The view controller whose view the window shows.
    open var rootViewController: UIViewController? {
        didSet { if rootViewController !== oldValue { windowScene?.windowChanged() } }
    }

    /// Whether the window is the key window of its scene.
    open private(set) var isKeyWindow = false

    /// A window of `windowScene`, hidden until it is made visible.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// A window with a frame and no scene (it shows once it is given one).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the window the key window of its scene and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        windowScene?.windowChanged()
    }

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { windowScene?.windowChanged() } }
    }
}
