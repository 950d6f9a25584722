import Foundation

/// UIKit's screen, as SwiftUI apps size views by it (`UIScreen.main.bounds`):
/// the page the person uses. Its `bounds` are the page's size in points;
/// `scale` its device pixels per point. Until a page reports its size, a
/// 1440 by 900 point screen at 2 pixels per point.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    let screen: DisplayScreen

    init(screen: DisplayScreen) {
        self.screen = screen
        super.init()
    }

    /// The screen of the page the person is using.
    open class var main: UIScreen { UIScreen(screen: DisplayScreen.current) }

    /// Every screen: the page's.
    open class var screens: [UIScreen] { [main] }

    /// The page's size in points, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: screen.frame) }

    /// Device pixels per point.
    open var scale: CGFloat { screen.scale }

    /// Device pixels per point (a browser's ratio is already the native one).
    open var nativeScale: CGFloat { screen.scale }

    /// The page's size in device pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: screen.frame.width * screen.scale, height: screen.frame.height * screen.scale)
    }
}
