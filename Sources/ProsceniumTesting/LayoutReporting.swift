import Foundation
@_spi(Display) import Proscenium
import ProsceniumHost

extension ViewHarness {
    /// Reports what the display measured of a `layout` element's views (a
    /// custom `Layout`, `AnyLayout`, `ViewThatFits`) and the size its parent
    /// offers it (nil: unspecified), then updates: the app runs the layout
    /// and the element's `layoutPlacement` holds its size and frames.
    public func reportLayout(of element: RenderElement, proposal: CGSize?,
                             subviews: [LayoutMeasurement.Subview]) throws {
        try send(HostEvent(kind: .layout, target: element.id, value: LayoutMeasurement(subviews: subviews).description,
                           width: proposal.map { Double($0.width) }, height: proposal.map { Double($0.height) }))
    }

    /// Reports each of a `layout` element's views as being of one fixed size
    /// (in order), with the offered size.
    public func reportLayout(of element: RenderElement, proposal: CGSize?, sizes: [CGSize]) throws {
        let subviews = zip(element.children, sizes).map { child, size in
            LayoutMeasurement.Subview(id: child.id, fixed: Double(size.width), Double(size.height),
                                      priority: child.attributes[.layoutPriority]?.string.flatMap(Double.init) ?? 0)
        }
        try reportLayout(of: element, proposal: proposal, subviews: subviews)
    }
}
