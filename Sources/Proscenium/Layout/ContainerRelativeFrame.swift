import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Positions this view within an invisible frame as large as the nearest
    /// container (the window's content, a scroll view, a split view's column)
    /// in `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame of `span` of `count`
    /// equal parts of the nearest container's size in `axes`, the parts
    /// `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
            let part = (length - spacing * (count - 1)) / count
            return max(part * span + spacing * (span - 1), 0)
        })
    }

    /// Positions this view within an invisible frame whose size in `axes` is
    /// `length` of the nearest container's size in that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// A `relativeframe` element: the display measures the nearest container
/// and reports its size (`geometry`), and the frame takes the lengths made
/// from it. Until then the frame is drawn transparent.
nonisolated struct ContainerRelativeFrameModifier: PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let box = context.state("containerRelativeFrame") { GeometryBox() }
        let node = context.node
        let droppedEvents = node.graph.services.droppedEvents
        context.on(.geometry) { [weak box, weak node] event in
            guard let box, let measured = MeasuredGeometry(event, droppedEvents: droppedEvents),
                  measured != box.geometry else { return }
            box.geometry = measured
            node?.invalidate(reason: "container size")
        }
        var attributes: ElementAttributes = [.alignment: .alignment(alignment.value)]
        if let container = box.geometry?.frame.size {
            if axes.contains(.horizontal) {
                attributes[.width] = .length(Double(max(length(container.width, .horizontal), 0)))
            }
            if axes.contains(.vertical) {
                attributes[.height] = .length(Double(max(length(container.height, .vertical), 0)))
            }
        } else {
            attributes[.opacity] = .number(0)
        }
        context.setElement(.relativeframe, attributes)
        context.addChildren(content)
    }
}
