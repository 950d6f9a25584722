import Foundation
import ProsceniumHost

/// A gesture that recognizes the motion of and handles dragging a window:
/// pressing on the view and dragging moves its window as its title bar does.
/// The page moves the window itself (`windowDrag`); the gesture's value
/// changes as the pointer moves and it ends when the pointer is let go, so
/// `updating`, `onChanged` and `onEnded` follow the drag.
@available(macOS 15.0, *)
nonisolated public struct WindowDragGesture: Gesture, PrimitiveGesture {
    /// The properties of a window drag gesture.
    public struct Value: Equatable, Sendable {
        let translation: CGSize
    }

    /// Creates a window drag gesture.
    public init() {}

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        WindowDragRecognizer()
    }
}

@available(macOS 15.0, *)
final class WindowDragRecognizer: Recognizer<WindowDragGesture.Value> {
    override var needs: GestureNeeds { GestureNeeds(dragDistance: 0, windowDrag: true) }
    override func handle(_ input: GestureInput) -> Bool {
        guard case let .drag(phase, location, start, _, _) = input else { return false }
        if phase == .cancelled {
            cancelled()
            return true
        }
        let value = WindowDragGesture.Value(translation: CGSize(width: location.x - start.x, height: location.y - start.y))
        if phase == .ended { ended(value) } else { changed(value) }
        return true
    }
}

nonisolated extension View {
    /// Whether the view's gestures hear the click that makes an inactive
    /// window active. In the browser every window takes the click that
    /// activates it, so gestures always hear it: `false` is not honoured.
    @available(macOS 15.0, *)
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }
}
