import SwiftUI

/// Custom layouts: tags that wrap into rows (a flow `Layout`), a row that
/// turns into a column (`AnyLayout`), a label that gives way to a shorter one
/// when the window narrows (`ViewThatFits`), and a view shifted by its
/// alignment guide, and a bar half as wide as the window
/// (`containerRelativeFrame`).
@main
struct LayoutsApp: App {
    var body: some Scene {
        WindowGroup("Layouts") {
            LayoutsBoard()
        }
        .defaultSize(width: 520, height: 560)
    }
}

/// Views left to right, wrapping into a new row when the next would overflow.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width
            width = max(width, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

private enum Indent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

struct LayoutsBoard: View {
    @State private var vertical = false
    private let tags = ["Swift", "Linux", "Browser", "Layout", "Flow", "Wrap", "Rows", "Tags", "More tags", "Last"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Color.blue.opacity(0.2))
                        .accessibilityIdentifier("tag-\(tag)")
                }
            }
            .accessibilityIdentifier("flow")

            Button(vertical ? "Row" : "Column") { vertical.toggle() }
            let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
                : AnyLayout(HStackLayout(spacing: 6))
            layout {
                Text("First").accessibilityIdentifier("switch-first")
                Text("Second").accessibilityIdentifier("switch-second")
            }

            ViewThatFits(in: .horizontal) {
                Text("A long title that needs a wide window to fit on its line")
                    .accessibilityIdentifier("fits-long")
                Text("Short title").accessibilityIdentifier("fits-short")
            }

            VStackLayout(alignment: HorizontalAlignment(Indent.self), spacing: 4) {
                Text("Guide").accessibilityIdentifier("guide-plain")
                Text("Indented").accessibilityIdentifier("guide-indented")
                    .alignmentGuide(HorizontalAlignment(Indent.self)) { d in d[.leading] - 30 }
            }

            // Half the window's content, whatever the window's width.
            Color.orange
                .frame(height: 12)
                .containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
                .accessibilityIdentifier("half-bar")
        }
        .padding()
    }
}
