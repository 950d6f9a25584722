import SwiftUI

/// Custom layouts: tags that wrap into rows (a flow `Layout`), a row that
/// turns into a column (`AnyLayout`), a label that gives way to a shorter one
/// when the window narrows (`ViewThatFits`), and a view shifted by its
/// alignment guide, and a bar half as wide as the window
/// (`containerRelativeFrame`); and a lab window with containers in fixed
/// frames, a `GridLayout` of `GridRow`s and an animated `AnyLayout` switch.
@main
struct LayoutsApp: App {
    var body: some Scene {
        WindowGroup("Layouts") {
            LayoutsBoard()
        }
        .defaultSize(width: 520, height: 560)
        Window("Layout Lab", id: "lab") {
            LayoutLab()
        }
        .defaultSize(width: 760, height: 640)
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
    @Environment(\.openWindow) private var openWindow
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

            HStack {
                Button(vertical ? "Row" : "Column") { vertical.toggle() }
                Button("Open Lab") { openWindow(id: "lab") }
            }
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

/// Containers that take all they are offered, in fixed frames; a
/// `GridLayout` of `GridRow`s; squares that move, animated, between a row and
/// a column when `AnyLayout` switches.
struct LayoutLab: View {
    @State private var column = false
    @State private var tab = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                TabView(selection: $tab) {
                    Text("First tab").tabItem { Text("One") }.tag(0)
                    List { Text("Tab row") }.tabItem { Text("Two") }.tag(1)
                }
                .frame(width: 220, height: 150)
                .border(Color.gray)
                .accessibilityIdentifier("framed-tabs")
                List {
                    Text("Row A")
                    Text("Row B")
                }
                .frame(width: 130, height: 150)
                .accessibilityIdentifier("framed-list")
                ScrollView {
                    Text("Scrolled")
                }
                .frame(width: 110, height: 150)
                .border(Color.gray)
                .accessibilityIdentifier("framed-scroll")
                Form {
                    Text("Field")
                }
                .frame(width: 120, height: 150)
                .accessibilityIdentifier("framed-form")
            }
            NavigationSplitView {
                List { Text("Sidebar item") }
            } detail: {
                Text("Detail")
            }
            .frame(width: 460, height: 110)
            .accessibilityIdentifier("framed-split")

            GridLayout(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Text("Name").bold()
                    Text("Role").bold()
                }
                GridRow {
                    Text("Ada").accessibilityIdentifier("grid-ada")
                    Text("Engineer and analyst").accessibilityIdentifier("grid-engineer")
                }
                GridRow {
                    Text("Grace Hopper").accessibilityIdentifier("grid-grace")
                    Text("Admiral").accessibilityIdentifier("grid-admiral")
                }
            }
            .accessibilityIdentifier("grid-layout")

            HStack(alignment: .top) {
                Text("One line").accessibilityIdentifier("one-line")
                Text("Three lines' room").lineLimit(3...).accessibilityIdentifier("three-lines")
                Text("Cut after two lines: " + String(repeating: "words that wrap ", count: 12))
                    .lineLimit(1...2)
                    .frame(width: 150)
                    .accessibilityIdentifier("two-lines")
            }

            Button(column ? "Row" : "Column") {
                withAnimation(.linear(duration: 1.2)) { column.toggle() }
            }
            let squares = column ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
                : AnyLayout(HStackLayout(spacing: 8))
            squares {
                Color.red.frame(width: 30, height: 30).accessibilityIdentifier("square-red")
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("square-green")
                Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("square-blue")
            }
        }
        .padding()
    }
}
