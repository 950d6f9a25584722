import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// Lists and forms as the layout engine places them, with macOS 14's row
/// metrics (`ListStyleMetrics`): an inset table's rows are 24 points tall
/// for a 13-point line, their cells 16 points in, the first 10 points below
/// the table's top (an `NSTableView` of the inset style in Xcode's view
/// debugger, developerreference.com article 14092077); a row's content is
/// proposed the row's width less its insets, as SwiftUI proposes it; the
/// least row height is `defaultMinListRowHeight` ("the height of list rows
/// is bounded below by this default value, and is otherwise determined by
/// the height of the row's content and the row insets", Apple's
/// documentation). Other figures are the choices `ListStyleMetrics` names.
@MainActor @Suite struct ListLayoutTests {
    private let size = CGSize(width: 300, height: 200)

    private func frame(_ ui: ViewHarness, _ element: RenderElement, in size: CGSize? = nil) throws -> CGRect {
        try #require(ui.frame(of: element, in: size ?? self.size))
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test func aListIsPlacedByTheEngine() {
        let ui = ViewHarness(List { Text("A"); Text("B") })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }

    @Test func insetRowsAreTwentyFourPointsTallTenBelowTheTop() throws {
        let ui = ViewHarness(List { Text("A"); Text("B") })
        let rows = ui.all(.row)
        try #require(rows.count == 2)
        #expect(try frame(ui, rows[0]) == CGRect(x: 0, y: 10, width: 300, height: 24))
        #expect(try frame(ui, rows[1]) == CGRect(x: 0, y: 34, width: 300, height: 24))
        // A body line (16 points) 16 in from the row's leading edge, 4 below its top.
        let a = try frame(ui, ui.element(.text, "A"))
        #expect(a.minX == 16 && a.minY == 14 && a.height == 16)
        // The list itself fills the window.
        #expect(try frame(ui, #require(ui.all(.list).first)) == CGRect(origin: .zero, size: size))
    }

    @Test func aRowsTrailingTextSitsAtTheRowsTrailingInset() throws {
        let ui = ViewHarness(List {
            HStack { Text("Inbox"); Spacer(); Text("42") }
        })
        let badge = try frame(ui, ui.element(.text, "42"))
        #expect(near(badge.maxX, 300 - 16))
        let stack = try frame(ui, #require(ui.all(.hstack).first))
        #expect(stack.minX == 16 && stack.width == 300 - 32)
        #expect(try frame(ui, ui.element(.text, "Inbox")).minX == 16)
    }

    @Test func aRowTakesItsOwnInsetsAndTheLeastRowHeight() throws {
        let ui = ViewHarness(List {
            Text("Padded").listRowInsets(EdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 0))
            Text("Plain")
        }.environment(\.defaultMinListRowHeight, 40))
        let rows = ui.all(.row)
        try #require(rows.count == 2)
        // 16 + 10 + 10 = 36, raised to the least height, 40.
        #expect(try frame(ui, rows[0]).height == 40)
        #expect(try frame(ui, ui.element(.text, "Padded")).minX == 30)
        // The content is centred in a row taller than it needs.
        let plain = try frame(ui, ui.element(.text, "Plain"))
        #expect(plain.minX == 16 && plain.minY == 10 + 40 + 12)
    }

    @Test func listRowSpacingSpacesAdjacentRows() throws {
        let ui = ViewHarness(List { Text("A"); Text("B"); Text("C") }.listStyle(.plain).listRowSpacing(10))
        let rows = ui.all(.row)
        try #require(rows.count == 3)
        #expect(try rows.map { try frame(ui, $0).minY } == [0, 34, 68])
        // nil: the style's own spacing, none for plain rows.
        let plain = ViewHarness(List { Text("A"); Text("B") }.listStyle(.plain).listRowSpacing(nil))
        #expect(try plain.all(.row).map { try frame(plain, $0).minY } == [0, 24])
    }

    @Test func aTallRowGrowsPastTheLeastHeight() throws {
        let ui = ViewHarness(List { VStack(alignment: .leading) { Text("Title"); Text("Subtitle") } })
        let row = try frame(ui, #require(ui.all(.row).first))
        let stack = try frame(ui, #require(ui.all(.vstack).first))
        #expect(row.height == stack.height + 8 && row.height > 24)
    }

    @Test func eachStyleHasItsMargins() throws {
        let plain = ViewHarness(List { Text("A") }.listStyle(.plain))
        #expect(try frame(plain, #require(plain.all(.row).first)) == CGRect(x: 0, y: 0, width: 300, height: 24))
        #expect(try frame(plain, plain.element(.text, "A")).minX == 8)

        let sidebar = ViewHarness(List { Text("A") }.listStyle(.sidebar))
        #expect(try frame(sidebar, #require(sidebar.all(.row).first)) == CGRect(x: 10, y: 10, width: 280, height: 28))
        #expect(try frame(sidebar, sidebar.element(.text, "A")).minX == 18)

        let bordered = ViewHarness(List { Text("A") }.listStyle(.bordered))
        #expect(try frame(bordered, #require(bordered.all(.row).first)) == CGRect(x: 1, y: 1, width: 298, height: 24))

        let alternating = ViewHarness(List { Text("A") }.listStyle(.inset(alternatesRowBackgrounds: true)))
        #expect(try frame(alternating, #require(alternating.all(.row).first)) == CGRect(x: 0, y: 10, width: 300, height: 24))
    }

    @Test func sectionsStackTheirHeaderRowsAndFooter() throws {
        let ui = ViewHarness(List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section { Text("Leek") } header: { Text("Vegetables") } footer: { Text("In season") }
        })
        let sections = ui.all(.section)
        try #require(sections.count == 2)
        let first = try frame(ui, sections[0])
        // Header (at least 28) and two rows of 24.
        #expect(first == CGRect(x: 0, y: 10, width: 300, height: 28 + 48))
        let header = try frame(ui, #require(ui.all(.header).first))
        #expect(header == CGRect(x: 0, y: 10, width: 300, height: 28))
        #expect(try frame(ui, ui.element(.text, "Apple")).minY == 10 + 28 + 4)
        // 10 points between sections.
        let second = try frame(ui, sections[1])
        #expect(second.minY == first.maxY + 10)
        let footer = try frame(ui, #require(ui.all(.footer).first))
        #expect(footer.minY == second.minY + 28 + 24)
        // A header's text is in the header font, 16 in like the rows'.
        let title = try frame(ui, ui.element(.text, "Fruit"))
        #expect(title.minX == 16 && title.height < 16)
    }

    @Test func aLongListPlacesEveryRowBelowTheLast() throws {
        let ui = ViewHarness(List(0..<1_000, id: \.self) { Text("Row \($0)") })
        let rows = ui.all(.row)
        try #require(rows.count == 1_000)
        let result = LayoutEngine().layout(ui.root, in: Size(width: 300, height: 200))
        let last = try #require(result.globalFrame(of: rows[999].id))
        #expect(last == Rect(x: 0, y: 10 + 999 * 24, width: 300, height: 24))
        #expect(rows.allSatisfy { result.frame(of: $0.id) != nil })
    }

    @Test func aListWithoutAProposalIsItsRowsIdealSize() throws {
        let ui = ViewHarness(List { Text("A"); Text("Wider") })
        let size = LayoutEngine().sizeThatFits(ui.root, .unspecified)
        #expect(size.height == 10 + 48 + 10)
        let wider = LayoutEngine().sizeThatFits(try ui.element(.text, "Wider"), .unspecified)
        #expect(size.width == wider.width + 32)
    }

    @Test func aGroupedFormBoxesItsRowsAndStretchesSwitches() throws {
        let ui = ViewHarness(Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
                Text("Connected")
            }
        }.formStyle(.grouped))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let size = CGSize(width: 400, height: 300)
        let section = try frame(ui, #require(ui.all(.section).first), in: size)
        #expect(section.minX == 20 && section.minY == 20 && section.width == 360)
        let rows = ui.all(.row)
        try #require(rows.count == 2)
        let row = try frame(ui, rows[0], in: size)
        #expect(row.minX == 20 && row.width == 360 && row.height >= 34)
        // The switch's frame spans the row less its insets: label leading, switch trailing.
        let toggle = try frame(ui, #require(ui.all(.toggle).first), in: size)
        #expect(toggle.minX == 30 && near(toggle.maxX, 370))
        #expect(try frame(ui, rows[1], in: size).minY == row.maxY)
    }

    @Test func aColumnsFormAlignsLabelsInAColumn() throws {
        let ui = ViewHarness(Form {
            Picker("Name", selection: .constant(1)) { Text("Light").tag(1) }
            Stepper("Street address", value: .constant(1))
            Toggle("Subscribe", isOn: .constant(false))
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let size = CGSize(width: 500, height: 300)
        let name = try frame(ui, ui.element(.text, "Name"), in: size)
        let street = try frame(ui, ui.element(.text, "Street address"), in: size)
        // Labels end at one column edge; the longest starts at the margin.
        #expect(near(name.maxX, street.maxX))
        #expect(street.minX == 20)
        // A checkbox keeps its label: it starts in the control column.
        let toggle = try frame(ui, #require(ui.all(.toggle).first), in: size)
        #expect(near(toggle.minX, street.maxX + 8))
        // Rows 8 apart.
        let rows = ui.all(.row)
        let first = try frame(ui, rows[0], in: size), second = try frame(ui, rows[1], in: size)
        #expect(near(second.minY, first.maxY + 8))
    }

    /// `element` with the text `old` shown as `new`.
    private func replacing(_ old: String, with new: String, in element: RenderElement) -> RenderElement {
        RenderElement(id: element.id, tag: element.tag, attributes: element.attributes,
                      text: element.text == old ? new : element.text,
                      children: element.children.map { replacing(old, with: new, in: $0) })
    }

    @Test func rowsKeptBetweenLayoutsLayOutAsFreshOnes() throws {
        let ui = ViewHarness(List { HStack { Text("Inbox"); Spacer(); Text("12") }; Text("Sent") })
        let size = Size(width: 300, height: 200)
        let engine = LayoutEngine(rowCache: ListRowCache())
        let fresh = LayoutEngine().layout(ui.root, in: size)
        #expect(engine.layout(ui.root, in: size) == fresh)
        // Laid out again from the kept rows: the same frames.
        #expect(engine.layout(ui.root, in: size) == fresh)
        // A row whose views changed is laid out again; the other is kept.
        let changed = replacing("12", with: "1,234", in: ui.root)
        let again = engine.layout(changed, in: size)
        #expect(again == LayoutEngine().layout(changed, in: size))
        let count = try #require(changed.find(.text, "1,234"))
        let wide = try #require(again.frame(of: count.id)), narrow = try #require(fresh.frame(of: count.id))
        #expect(wide.width > narrow.width && wide.x < narrow.x)
        // Another width lays the rows out afresh.
        let narrower = Size(width: 200, height: 200)
        #expect(engine.layout(changed, in: narrower) == LayoutEngine().layout(changed, in: narrower))
    }

    @Test func anOpenItemContextMenuIsNoPartOfItsRowsLayout() throws {
        let ui = ViewHarness(List { Text("A") })
        let row = try #require(ui.all(.row).first)
        func withMenu(_ element: RenderElement) -> RenderElement {
            var element = element
            if element.id == row.id {
                element.children.append(RenderElement(id: ElementID(90_000), tag: .slot, attributes: [.name: "contextMenu"],
                                                      children: [RenderElement(id: ElementID(90_001), tag: .menu)]))
            }
            element.children = element.children.map(withMenu)
            return element
        }
        let open = withMenu(ui.root)
        #expect(LayoutEngine.unplacedReason(in: open) == nil)
        let size = Size(width: 300, height: 200)
        let text = try ui.element(.text, "A")
        #expect(LayoutEngine().layout(open, in: size).frame(of: text.id)
            == LayoutEngine().layout(ui.root, in: size).frame(of: text.id))
        // A row background is drawn behind the row at the row's size: no
        // part of its layout either.
        #expect(LayoutEngine.leavesOut(.slot, [.name: "rowBackground"], in: .row))
    }

    /// Edit mode: a deletable row's views start after its delete button
    /// (20 points) and 8 points of gap, past the row's 16-point inset; a
    /// movable row's end 24 points (a 16-point handle and the gap) before
    /// its trailing inset; a row neither deletes nor moves is as before.
    /// The parts' sizes are the page's drawing of iOS's (`RowEditLayout`).
    @Test func aRowInEditModeKeepsRoomForItsDeleteButtonAndHandle() throws {
        let ui = ViewHarness(List {
            ForEach(["Inbox", "Sent"], id: \.self) { name in
                HStack { Text(name); Spacer(); Text("9") }
            }
            .onDelete { _ in }
            .onMove { _, _ in }
            Text("Fixed")
        }.environment(\.editMode, .constant(.active)))
        #expect(ui.all(.row).filter { $0.attributes[.editing] != nil }.count == 2)
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let inbox = try frame(ui, ui.element(.text, "Inbox"))
        let count = try frame(ui, #require(ui.all(.text).first { $0.text == "9" }))
        #expect(near(inbox.minX, 16 + 20 + 8))
        #expect(near(count.maxX, 300 - 16 - 16 - 8))
        #expect(try frame(ui, ui.element(.text, "Fixed")).minX == 16)
        // Out of edit mode the views take the whole row again.
        let plain = ViewHarness(List {
            ForEach(["Inbox"], id: \.self) { Text($0) }.onDelete { _ in }
        })
        #expect(try frame(plain, plain.element(.text, "Inbox")).minX == 16)
    }

    /// A badge sits at the row's trailing inset; the row's views are proposed
    /// what is left of the row, 8 points clear of it; a longer count takes
    /// more room, a one-digit count its least width (18: 7 points each side
    /// of the digit).
    @Test func aBadgeTakesItsRoomAtTheRowsTrailingEnd() throws {
        let ui = ViewHarness(List {
            HStack { Text("Inbox"); Spacer() }.badge(3)
            HStack { Text("Archive"); Spacer() }.badge(12_345)
            HStack { Text("Notes"); Spacer() }
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let stacks = ui.all(.hstack)
        try #require(stacks.count == 3)
        let widths = try stacks.map { try frame(ui, $0).width }
        // Without a badge: the row's width less its 16-point insets.
        #expect(near(widths[2], 300 - 32))
        let one = widths[2] - widths[0] - 8, five = widths[2] - widths[1] - 8
        #expect(one >= 18 && one < 22, "a one-digit badge is about its least width")
        #expect(five > one + 20, "five digits take more room than one")
        #expect(try frame(ui, stacks[0]).minX == 16)
    }
}
