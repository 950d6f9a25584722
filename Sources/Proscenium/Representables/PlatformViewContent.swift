// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
import Foundation
import ProsceniumHost

/// What an AppKit or UIKit view shows in the page: an element of a known
/// kind, its attributes, the views inside it and what its events do.
package struct PlatformElement {
    package var kind: ElementKind = .frame
    package var attributes: [AttributeKey: AttributeValue] = [:]
    package var children: [NSView] = []
    /// The text of a `text` element.
    package var text: String?
    package var handlers: [HostEvent.Kind: @MainActor (HostEvent) -> Void] = [:]

    package init() {}
}

/// A view class of another module of this package (`WKWebView`) that says
/// itself what it shows, instead of the box any other view is.
@MainActor
package protocol PlatformElementSource: AnyObject {
    func describe(into element: inout PlatformElement)
}

extension NSView {
    /// Lets a view of another module of this package show a change.
    package func platformViewChanged() { setNeedsDisplayInPage() }

    /// What the view shows, hidden and opacity included.
    func platformElement() -> PlatformElement {
        var element = PlatformElement()
        if let source = self as? any PlatformElementSource {
            source.describe(into: &element)
        } else {
            describe(into: &element)
        }
        layer?.describe(into: &element)
        describeTracking(into: &element)
        describeMouse(into: &element)
        describeKeys(into: &element)
        if shownHidden { element.attributes[.hidden] = true }
        let alpha = shownAlpha * (layer.map { CGFloat($0.opacity) } ?? 1)
        if alpha < 1 { element.attributes[.opacity] = .number(Double(max(alpha, 0))) }
        if let identifier { element.attributes[.identifier] = .string(identifier.rawValue) }
        // A subview sits at its frame's origin in its superview's box: from
        // its bottom left unless it is flipped, as AppKit's, once the page
        // has said how high the box is.
        let frame = shownFrame
        if let superview, frame.size != .zero {
            let height = superview.bounds.height
            let midY = superview.isFlipped || height <= 0 ? frame.midY : height - frame.midY
            element.attributes[.position] = .string("\(formatNumber(Double(frame.midX))) \(formatNumber(Double(midY)))")
        }
        return element
    }
}

/// The graph node showing one view: the view finds it to show its changes
/// and its window.
@MainActor
final class PlatformViewHost {
    weak var node: ViewNode?

    func invalidate() { node?.invalidate(reason: "platform view") }

    /// The window whose view graph this node is in.
    var window: NSWindow? {
        guard let graph = node?.graph, let session = graph.session else { return nil }
        return session.windows.first { $0.viewGraph === graph }?.appKitWindow
    }
}

/// Shows one AppKit or UIKit view and, inside it, its subviews: each view is
/// its own node, so that a change to one shows that one again.
struct PlatformViewContent: View, PrimitiveView {
    let view: NSView
    /// The size the representable's `sizeThatFits` gave, if any.
    var size: CGSize?

    @MainActor func render(into context: inout RenderContext) {
        let host = context.state("host") { PlatformViewHost() }
        if host.node == nil {
            host.node = context.node
            view.host = host
            let view = self.view
            context.node.onUnmount { [weak view, weak host] in
                guard let view, view.host === host else { return }
                view.host = nil
                view.viewDidMoveToWindow()
                view.didMoveToWindow()
            }
            context.node.graph.afterUpdate { [weak view] in
                view?.updateTrackingAreas()
                view?.viewDidMoveToWindow()
                view?.didMoveToWindow()
            }
        }
        var element = view.platformElement()
        if let size {
            for (key, length, flexible) in [(AttributeKey.width, size.width, AttributeKey.maxWidth),
                                            (.height, size.height, .maxHeight)] where length.isFinite && length >= 0 {
                element.attributes[key] = .length(Double(length))
                element.attributes[flexible] = nil
            }
        }
        context.setElement(element.kind, element.attributes, text: element.text)
        for (kind, handler) in element.handlers { context.on(kind, handler) }
        for child in element.children {
            context.addChildren(PlatformViewContent(view: child).id(ObjectIdentifier(child)))
        }
        // A hosting view's SwiftUI content, in the place the view shows.
        if let hosting = view as? any SwiftUIHostingView {
            context.addChildren(hosting.hostedContent, slot: "hosted")
        }
    }
}
