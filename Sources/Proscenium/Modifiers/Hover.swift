import Foundation
import ProsceniumHost

/// Where the pointer is over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at this point.
    case active(CGPoint)
    /// It left.
    case ended
}

nonisolated extension View {
    /// Runs `action` with `true` when the pointer enters this view and `false` when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(continuous: false, global: false) { phase in
            switch phase {
            case .active: action(true)
            case .ended: action(false)
            }
        })
    }

    /// Runs `action` as the pointer moves over this view, and when it leaves.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(HoverModifier(continuous: true, global: coordinateSpace != .local, action: action))
    }

    /// Runs `action` as the pointer moves over this view, and when it leaves.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// The pointer's look while it is over this view (`nil`: the default).
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(ElementAttributeModifier(attributes: style.map { [.cursor: .string($0.shape.rawValue)] } ?? [:]))
    }
}

nonisolated struct HoverModifier: PrimitiveModifier {
    let continuous: Bool
    let global: Bool
    let action: (HoverPhase) -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let wanted = continuous ? "continuous" : "enter"
        // Several hover handlers on one element: the most it wants.
        if context.childEnvironment.pendingElementAttributes[.hover] != "continuous" {
            context.childEnvironment.pendingElementAttributes[.hover] = .string(wanted)
        }
        let action = self.action, continuous = self.continuous, node = context.node
        context.on(.hover) { [weak node] event in
            // Every hover handler up the chain of this element hears it.
            defer { node?.parent?.handler(for: .hover)?(event) }
            switch event.value {
            case "leave": action(.ended)
            case "enter", "move":
                if event.value == "move", !continuous { return }
                action(.active(CGPoint(x: event.x ?? 0, y: event.y ?? 0)))
            default:
                node?.graph.services.droppedEvents.dropped("unknown hover phase", kind: event.kind.rawValue)
            }
        }
        context.addChildren(content)
    }
}

/// How the pointer looks (`pointerStyle(_:)`).
public struct PointerStyle: Hashable, Sendable {
    /// What it means; the display draws it (the web display as a CSS cursor).
    let shape: PointerShape
    public static let `default` = PointerStyle(shape: .default)
    public static let grabIdle = PointerStyle(shape: .grabIdle)
    public static let grabActive = PointerStyle(shape: .grabActive)
    public static let horizontalText = PointerStyle(shape: .horizontalText)
    public static let verticalText = PointerStyle(shape: .verticalText)
    public static let rectSelection = PointerStyle(shape: .rectSelection)
    public static let link = PointerStyle(shape: .link)
    public static let zoomIn = PointerStyle(shape: .zoomIn)
    public static let zoomOut = PointerStyle(shape: .zoomOut)
    public static let columnResize = PointerStyle(shape: .columnResize)
    public static let rowResize = PointerStyle(shape: .rowResize)
    public static let notAllowed = PointerStyle(shape: .notAllowed)
}
