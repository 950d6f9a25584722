import CoreGraphics
import Foundation
import ProsceniumHost
import ProsceniumLayout
@_spi(Display) import Proscenium

/// Frames as the layout engine computes them, for tests that assert where
/// views are: `harness.frame(of: harness.element(.text, "Title"), in: size)`.
extension ViewHarness {
    /// Every element's frame with the view laid out in a window of `size`.
    func layout(in size: CGSize) -> LayoutResult {
        LayoutEngine().layout(root, in: Size(width: Double(size.width), height: Double(size.height)),
                              layouts: graph.externalLayouts(in: root))
    }

    /// `element`'s frame in the window's coordinates, laid out in `size`;
    /// nil when it is not in the tree.
    public func frame(of element: RenderElement, in size: CGSize) -> CGRect? {
        layout(in: size).globalFrame(of: element.id).map(CGRect.init)
    }
}

extension ShownWindow {
    /// The window's content laid out at its size (`size` when given, else
    /// the window's own, else 800 by 600).
    func layout(in size: CGSize? = nil) -> LayoutResult {
        let width = size.map { Double($0.width) } ?? attributes.width ?? 800
        let height = size.map { Double($0.height) } ?? attributes.height ?? 600
        return LayoutEngine().layout(root, in: Size(width: width, height: height))
    }

    /// `element`'s frame in the window content's coordinates.
    public func frame(of element: RenderElement, in size: CGSize? = nil) -> CGRect? {
        layout(in: size).globalFrame(of: element.id).map(CGRect.init)
    }
}

extension CGRect {
    /// The engine's rectangle as a `CGRect`.
    public init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
