// Windows whose whole content the layout engine lays out, so the page
// places every element at the engine's frame: what
// BrowserTests/test_layout_placement.py measures against SwiftUI's own
// layout (each window's expected frames are written there, with why).
import SwiftUI

@main
struct LayoutDemoApp: App {
    var body: some Scene {
        // A list row's badges at its trailing edge, however wide the window.
        Window("Row", id: "row") {
            HStack {
                Text("Inbox")
                Spacer()
                Text("12")
                    .padding(.horizontal, 6)
                    .background(Color.gray)
            }
            .padding()
        }
        .defaultSize(width: 400, height: 120)
        // A flexible frame takes the offer clamped to its range, not its minimum.
        Window("Range", id: "range") {
            Color.blue
                .frame(minWidth: 100, maxWidth: 400, minHeight: 20, maxHeight: 100)
                .frame(width: 300, height: 200)
        }
        // Boxes and a colour sharing a fixed frame by flexibility.
        Window("Share", id: "share") {
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer()
                Color.green
            }
            .frame(width: 300, height: 60)
        }
        // Texts of two sizes and a colour on one baseline.
        Window("Baselines", id: "baselines") {
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.largeTitle)
                Text("caption").font(.caption)
                Color.orange.frame(width: 10, height: 10)
            }
            .padding()
        }
        // Symbols, a label, a positioned dot and tracked capitals, scrolling.
        Window("Content", id: "content") {
            ScrollView {
                VStack(alignment: .leading) {
                    Label("Favourites", systemImage: "star")
                    HStack {
                        Image(systemName: "chevron.up.circle")
                        Image(systemName: "trash").imageScale(.large)
                        Image(systemName: "folder").resizable().frame(width: 32, height: 32)
                    }
                    Text("tracked").textCase(.uppercase).tracking(2)
                    Text("1111").monospacedDigit()
                    Color.orange.frame(width: 8, height: 8).position(x: 30, y: 10).frame(width: 60, height: 20)
                    ForEach(0..<20) { Text("Line \($0)") }
                }
                .padding()
            }
            .frame(width: 240, height: 200)
        }
        // Text in two fonts, spaced lines and a line that shrinks to fit.
        Window("Fitting", id: "fitting") {
            VStack(alignment: .leading) {
                Text("Total: ") + Text("12 items").bold() + Text(" in stock").italic()
                Text("The quick brown fox jumps over the lazy dog").lineSpacing(10).frame(width: 100)
                Text("A headline that shrinks").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
            }
            .padding()
        }
        // A bar that grows under an animation, and the label beside it moving along.
        Window("Growing", id: "growing") {
            GrowingBar()
        }
        // The app's own layout, a view that fits and a grid, run by the engine.
        Window("Layouts", id: "layouts") {
            VStack(alignment: .leading) {
                EqualWidthRow {
                    // As in the talk, each button fills the width its slot offers.
                    Button("OK") {}.frame(maxWidth: .infinity)
                    Button("Cancel") {}.frame(maxWidth: .infinity)
                    Button("Apply changes") {}.frame(maxWidth: .infinity)
                }
                ViewThatFits {
                    Text("A label far too long to fit in the hundred points it is offered")
                    Text("Short")
                }
                .frame(width: 100)
                Grid(alignment: .leading) {
                    GridRow {
                        Text("Name")
                        Text("Proscenium")
                    }
                    GridRow {
                        Text("Kind")
                        Color.teal.frame(width: 20, height: 20).gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("A wide cell spanning both columns").gridCellColumns(2)
                    }
                }
            }
            .padding()
        }
        // Lazy grids and a lazy stack's sections, scrolling.
        Window("Lazy grids", id: "lazy-grids") {
            ScrollView {
                VStack(alignment: .leading) {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
                        ForEach(0..<7) { Color.blue.frame(height: 20).overlay(Text("\($0)")) }
                    }
                    .frame(width: 300)
                    LazyVGrid(columns: [GridItem(.fixed(60), alignment: .leading), GridItem(.flexible())],
                              alignment: .leading, spacing: 4) {
                        Section {
                            Text("Name")
                            Text("Proscenium")
                            Text("Kind")
                            Color.teal.frame(width: 20, height: 20)
                        } header: {
                            Text("Details").font(.headline)
                        }
                    }
                    LazyHGrid(rows: [GridItem(.fixed(20), spacing: 2), GridItem(.fixed(30))], spacing: 6) {
                        ForEach(0..<5) { Color.orange.frame(width: 24).overlay(Text("\($0)")) }
                    }
                    LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) {
                        Section {
                            ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
                        } header: {
                            Text("Fruit").bold()
                        } footer: {
                            Text("2 kinds").font(.caption)
                        }
                        Section {
                            ForEach(0..<30) { Text("Vegetable \($0)") }
                        } header: {
                            Text("Vegetables").bold()
                        }
                    }
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 6, pinnedViews: [.sectionHeaders]) {
                            Section {
                                ForEach(0..<20) { Text("Cell \($0)") }
                            } header: {
                                Text("Row").bold()
                            }
                        }
                    }
                    .frame(width: 200)
                }
                .padding()
            }
            .frame(width: 340, height: 320)
        }
        // Lists and forms, laid out with a Mac's row metrics.
        Window("List", id: "list") { ListDemo() }
            .defaultSize(width: 320, height: 300)
        // A list edited by buttons: each edit sends only the frames it changed.
        Window("Edited List", id: "edited-list") { EditedListDemo() }
            .defaultSize(width: 420, height: 360)
        Window("Form", id: "form") { FormDemo() }
            .defaultSize(width: 360, height: 200)
        // A split view the engine places whole: its columns, their
        // divider (which the person drags) and the views in each.
        Window("Split", id: "split") { SplitDemo() }
            .defaultSize(width: 640, height: 360)
        // Islands: a window the engine does not place whole (a split view
        // whose text the page scales by its dynamic type size) still has
        // the views of the columns and tabs the page sizes laid out by the
        // engine, in each.
        Window("Split Islands", id: "split-islands") { SplitDemo().dynamicTypeSize(.large) }
            .defaultSize(width: 640, height: 360)
        Window("Tabs", id: "tabs") { TabsDemo() }
            .defaultSize(width: 420, height: 280)
        Window("Pictures", id: "pictures") { PicturesDemo() }
            .defaultSize(width: 420, height: 420)
        Window("Mailboxes", id: "mailboxes") { MailboxesDemo() }
            .defaultSize(width: 640, height: 360)
        Window("Sheet", id: "sheet") { SheetDemo() }
            .defaultSize(width: 480, height: 320)
        Window("Relative", id: "relative") { RelativeDemo() }
            .defaultSize(width: 400, height: 200)
        Window("Panes", id: "panes") { PanesDemo() }
            .defaultSize(width: 500, height: 240)
        // A disclosure group and a sidebar's collapsible section, placed.
        Window("Disclosure", id: "disclosure") { DisclosureDemo() }
            .defaultSize(width: 480, height: 240)
        // A window that fits its content (CardTable's buttons): each title on one line.
        Window("Fitted", id: "fitted") {
            HStack {
                Button("Grow") {}
                Button("Show Hint") {}
                Button("Deal") {}
                Button("Shuffle") {}
                Button("Show Badge") {}
                Toggle("Pulse", isOn: .constant(true))
            }
            .padding()
        }
        // A list in edit mode: delete buttons and handles beside the rows.
        Window("Edit", id: "edit") { EditDemo() }
            .defaultSize(width: 320, height: 200)
        // A list of links the page lays out (a table beside it with a dynamic type size is not placed).
        Window("Links", id: "links") { LinksDemo() }
            .defaultSize(width: 480, height: 260)
        // A table: its headers, rows and cells where the engine puts them,
        // a column the person drags as wide as dragged.
        Window("Table", id: "table") { TableDemo() }
            .defaultSize(width: 480, height: 260)
        // A table of 300 rows: only those near the part shown laid out.
        Window("Long Table", id: "long-table") { LongTableDemo() }
            .defaultSize(width: 360, height: 300)
        // Lists and a table whose selection is emphasized while they have focus.
        Window("Selection", id: "selection") { SelectionDemo() }
            .defaultSize(width: 640, height: 300)
        // An outline list and an outline table: rows indented by level,
        // triangles in the room the engine leaves, opening rows moving others.
        Window("Outline", id: "outline") { OutlineDemo() }
            .defaultSize(width: 560, height: 320)
        // Shapes that size themselves: a tab 30 by 20 whatever it is
        // offered, beside a circle offered 100 by 40 (a 40-point square).
        Window("Shapes", id: "shapes") {
            HStack(spacing: 0) {
                FixedTab().fill(.orange).accessibilityIdentifier("tab")
                Circle().fill(.blue).frame(width: 100, height: 40).accessibilityIdentifier("circle")
            }
            .padding()
        }
    }
}

/// A shape of the app's own that chooses its size (`sizeThatFits`).
struct FixedTab: Shape {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: 4)
    }
}

/// A colour that grows from 100 to 300 points wide over two seconds.
struct GrowingBar: View {
    @State private var wide = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Color.blue.frame(width: wide ? 300 : 100, height: 20).accessibilityIdentifier("bar")
                Text("end").accessibilityIdentifier("end")
            }
            Button("Grow") { withAnimation(.linear(duration: 2)) { wide.toggle() } }
        }
        .padding()
        .frame(width: 420, alignment: .leading)
    }
}
