import Foundation
import Proscenium

/// A laid-out chart drawn with shapes and text: grid lines, the plot's
/// marks, axis labels, annotations, and the surface that selects.
struct ChartCanvas: View {
    let layout: ChartLayout
    let settings: ChartSettings

    var body: some View {
        let plot = layout.plot
        return ZStack(alignment: .topLeading) {
            ForEach(settings.backgrounds.indices, id: \.self) { index in
                placed(settings.backgrounds[index])
            }
            ForEach(layout.grid.indices, id: \.self) { index in
                ChartPathView(drawn: layout.grid[index], origin: .zero, size: layout.size)
            }
            styledPlot
                .frame(width: plot.width, height: plot.height)
                .position(x: plot.midX, y: plot.midY)
            ForEach(layout.labels.indices, id: \.self) { index in
                ChartLabelView(label: layout.labels[index])
            }
            ForEach(layout.annotations.indices, id: \.self) { index in
                annotationView(layout.annotations[index])
            }
            if settings.xSelection != nil || settings.ySelection != nil {
                selectionSurface
            }
            ForEach(settings.overlays.indices, id: \.self) { index in
                placed(settings.overlays[index])
            }
        }
        .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
    }

    /// A background or overlay over the whole chart, made with a proxy that
    /// knows where the chart is in the window (for `plotFrame`).
    private func placed(_ layer: (Alignment, (ChartProxy) -> AnyView)) -> some View {
        GeometryReader { geometry in
            layer.1(ChartProxy(layout: layout, chartFrame: geometry.frame(in: .global)))
                .frame(width: layout.size.width, height: layout.size.height, alignment: layer.0)
        }
        .frame(width: layout.size.width, height: layout.size.height)
    }

    @ViewBuilder private var styledPlot: some View {
        if let style = settings.plotStyle {
            style(AnyView(plotMarks))
        } else {
            plotMarks
        }
    }

    /// The marks, in the plot's own coordinates.
    private var plotMarks: some View {
        let origin = layout.plot.origin
        let size = layout.plot.size
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: size.width, height: size.height)
            let marks = layout.drawnMarks
            ForEach(marks.indices, id: \.self) { index in
                drawn(marks[index], origin: origin, size: size)
            }
        }
    }

    /// One mark, placed in the plot's own coordinates.
    @ViewBuilder private func drawn(_ mark: DrawnMark, origin: CGPoint, size: CGSize) -> some View {
        switch mark {
        case let .path(drawn):
            ChartPathView(drawn: drawn, origin: origin, size: size)
        case let .rect(drawn):
            RoundedRectangle(cornerRadius: drawn.cornerRadius)
                .fill(drawn.style)
                .accessibilityLabel(drawn.label)
                .accessibilityValue(drawn.value)
                .opacity(drawn.opacity)
                .frame(width: max(drawn.rect.width, 0), height: max(drawn.rect.height, 0))
                .position(x: drawn.rect.midX - origin.x, y: drawn.rect.midY - origin.y)
        case let .symbol(drawn):
            drawn.symbol
                .fill(drawn.style)
                .accessibilityLabel(drawn.label)
                .accessibilityValue(drawn.value)
                .opacity(drawn.opacity)
                .frame(width: drawn.size.width, height: drawn.size.height)
                .position(x: drawn.center.x - origin.x, y: drawn.center.y - origin.y)
        }
    }

    /// A clear surface over the plot that turns the pointer's place into the selected values.
    private var selectionSurface: some View {
        let layout = self.layout, settings = self.settings
        func select(_ point: CGPoint?) {
            settings.xSelection?(point.flatMap { layout.xValue(atPlotX: $0.x) })
            settings.ySelection?(point.flatMap { layout.yValue(atPlotY: $0.y) })
        }
        return Color.clear
            .contentShape(Rectangle())
            .frame(width: layout.plot.width, height: layout.plot.height)
            .onContinuousHover { phase in
                switch phase {
                case let .active(point): select(point)
                case .ended: select(nil)
                }
            }
            .gesture(DragGesture(minimumDistance: 0).onChanged { value in select(value.location) })
            .position(x: layout.plot.midX, y: layout.plot.midY)
    }

    @ViewBuilder private func annotationView(_ drawn: DrawnAnnotation) -> some View {
        let (point, anchor) = annotationPlace(drawn)
        if let resolution = drawn.annotation.overflowResolution {
            let plot = layout.plot
            FittedAnnotationLayout(
                point: point, anchor: anchor,
                xBounds: resolution.x.bounds(plot: plot.minX...plot.maxX, chart: 0...layout.size.width),
                yBounds: resolution.y.bounds(plot: plot.minY...plot.maxY, chart: 0...layout.size.height)) {
                drawn.annotation.content().fixedSize()
            }
            .frame(width: layout.size.width, height: layout.size.height)
            .allowsHitTesting(false)
        } else {
            AnchoredView(content: drawn.annotation.content(), point: point, anchor: anchor)
        }
    }

    /// Where an annotation's anchor goes, by its position and alignment.
    private func annotationPlace(_ drawn: DrawnAnnotation) -> (CGPoint, UnitPoint) {
        let frame = drawn.markFrame
        let spacing = drawn.annotation.spacing ?? 4
        let horizontal = drawn.annotation.alignment.horizontal
        let x = horizontal == .leading ? frame.minX : horizontal == .trailing ? frame.maxX : frame.midX
        let anchorX: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let point: CGPoint, anchor: UnitPoint
        switch drawn.annotation.position.kind {
        case .automatic, .top: (point, anchor) = (CGPoint(x: x, y: frame.minY - spacing), UnitPoint(x: anchorX, y: 1))
        case .bottom: (point, anchor) = (CGPoint(x: x, y: frame.maxY + spacing), UnitPoint(x: anchorX, y: 0))
        case .leading: (point, anchor) = (CGPoint(x: frame.minX - spacing, y: frame.midY), .trailing)
        case .trailing: (point, anchor) = (CGPoint(x: frame.maxX + spacing, y: frame.midY), .leading)
        case .overlay: (point, anchor) = (CGPoint(x: frame.midX, y: frame.midY), .center)
        case .topLeading: (point, anchor) = (CGPoint(x: frame.minX - spacing, y: frame.minY - spacing), .bottomTrailing)
        case .topTrailing: (point, anchor) = (CGPoint(x: frame.maxX + spacing, y: frame.minY - spacing), .bottomLeading)
        case .bottomLeading: (point, anchor) = (CGPoint(x: frame.minX - spacing, y: frame.maxY + spacing), .topTrailing)
        case .bottomTrailing: (point, anchor) = (CGPoint(x: frame.maxX + spacing, y: frame.maxY + spacing), .topLeading)
        }
        return (point, anchor)
    }
}

/// A path of the chart, filled or stroked, drawn at its place in a frame of `size`.
struct ChartPathView: View {
    let drawn: DrawnPath
    let origin: CGPoint
    let size: CGSize

    var body: some View {
        let path = drawn.path.offsetBy(dx: -origin.x, dy: -origin.y)
        return Group {
            if let stroke = drawn.stroke {
                labelled(path.stroke(drawn.style, style: stroke))
            } else {
                labelled(path.fill(drawn.style))
            }
        }
        .opacity(drawn.opacity)
        .frame(width: size.width, height: size.height)
    }

    /// The shape itself carries the label, so that the page shows it as an image of that name.
    @ViewBuilder private func labelled(_ shape: some View) -> some View {
        if let label = drawn.label {
            shape.accessibilityLabel(label).accessibilityValue(drawn.value ?? "")
        } else {
            shape.accessibilityHidden(true)
        }
    }
}

/// An axis label: caption text in the secondary style, sized as the page
/// draws it so that its anchor lands on its point.
struct ChartLabelView: View {
    let label: DrawnLabel

    var body: some View {
        switch label.content {
        case let .text(text):
            let width = ceil(ChartText.width(text)) + 1
            let height = ChartText.lineHeight
            Text(text)
                .font(.caption)
                .foregroundStyle(label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary))
                .lineLimit(1)
                .fixedSize()
                .frame(width: width, height: height)
                .position(x: label.point.x + (0.5 - label.anchor.x) * width,
                          y: label.point.y + (0.5 - label.anchor.y) * height)
        case let .view(view):
            AnchoredView(content: view.font(.caption).foregroundStyle(.secondary), point: label.point, anchor: label.anchor)
        }
    }
}

/// A view of unknown size placed so that its `anchor` point is at `point`:
/// aligned inside a larger box that is placed instead, which takes no clicks.
struct AnchoredView<Content: View>: View {
    let content: Content
    let point: CGPoint
    let anchor: UnitPoint
    static var box: CGSize { CGSize(width: 200, height: 80) }

    var body: some View {
        let box = Self.box
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return content
            .fixedSize()
            .frame(width: box.width, height: box.height, alignment: Alignment(horizontal: horizontal, vertical: vertical))
            .position(x: point.x + (0.5 - anchor.x) * box.width, y: point.y + (0.5 - anchor.y) * box.height)
            .allowsHitTesting(false)
    }
}
