import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// Disclosure groups and collapsible list sections as the layout engine
/// places them. Where the values come from: a Mac draws a group's
/// disclosure chevron at its top leading corner with the label beside it,
/// and lines the expanded content up under the label (AppKit's disclosure
/// button beside its title; SwiftUI's macOS `DisclosureGroup`); the
/// chevron's box is the page's 18 points, 4 before the label
/// (`DisclosureLayout`), the content one default spacing (8) below the
/// label's line; a body line is 16 points (macOS's body text style). A
/// Mac's sidebar shows a collapsible section's chevron at its header's
/// trailing end, so the header keeps that room and its text stays at the
/// header's leading inset (`ListStyleMetrics`: a sidebar header's
/// 8-point insets inside the list's 10-point margins).
@MainActor @Suite struct DisclosurePlacementTests {
    private let size = CGSize(width: 300, height: 200)

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    private func frame(_ ui: ViewHarness, _ element: RenderElement) throws -> CGRect {
        try #require(ui.frame(of: element, in: size))
    }

    struct Group: View {
        @State var open: Bool
        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("Details", isExpanded: $open) {
                    Text("Inside")
                    Text("More")
                }
                Text("After")
            }
        }
    }

    @Test func aGroupIsPlacedByTheEngine() {
        #expect(LayoutEngine.unplacedReason(in: ViewHarness(Group(open: false)).root) == nil)
        #expect(LayoutEngine.unplacedReason(in: ViewHarness(Group(open: true)).root) == nil)
    }

    @Test func aCollapsedGroupIsItsLabelBesideTheChevron() throws {
        let ui = ViewHarness(Group(open: false))
        let group = try frame(ui, #require(ui.all(.disclosure).first))
        let label = try frame(ui, ui.element(.text, "Details"))
        // One 18-point line; the label 22 points in, centred on it.
        #expect(group.height == 18)
        #expect(label.minX - group.minX == 22)
        #expect(near(label.minY - group.minY, 1) && label.height == 16)
        // The group fills its column's width (the stack is as wide as it).
        let after = try frame(ui, ui.element(.text, "After"))
        #expect(near(after.minY, group.maxY + 8))
        #expect(ui.find(.text, "Inside") == nil)
    }

    @Test func anExpandedGroupShowsItsContentUnderTheLabel() throws {
        let ui = ViewHarness(Group(open: true))
        let group = try frame(ui, #require(ui.all(.disclosure).first))
        let label = try frame(ui, ui.element(.text, "Details"))
        let inside = try frame(ui, ui.element(.text, "Inside"))
        let more = try frame(ui, ui.element(.text, "More"))
        #expect(inside.minX == label.minX)
        #expect(near(inside.minY - group.minY, 18 + 8))
        // Two text lines stack one line apart.
        #expect(near(more.minY, inside.maxY) && more.minX == label.minX)
        #expect(near(group.height, 18 + 8 + 32))
    }

    @Test func theChevronFlipsTheGroupAndItsFrames() throws {
        let ui = ViewHarness(Group(open: false))
        let closed = try frame(ui, #require(ui.all(.disclosure).first)).height
        try ui.send(HostEvent(kind: .toggle, target: #require(ui.all(.disclosure).first).id, value: "true"))
        let open = try frame(ui, #require(ui.all(.disclosure).first)).height
        #expect(closed == 18 && open == 58)
    }

    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    /// An outline list: "Fruit" (with "Apple" under it, and "Pear" with
    /// "Conference" under that), then the leaf "Bread".
    struct Outline: View {
        let items = [Item(id: "Fruit", children: [Item(id: "Apple"), Item(id: "Pear", children: [Item(id: "Conference")])]),
                     Item(id: "Bread")]
        var body: some View {
            List(items, children: \.children) { Text($0.id) }
        }
    }

    private func open(_ ui: ViewHarness, _ name: String) throws {
        let group = try #require(ui.all(.disclosure).first { $0.children.first?.textContent == name })
        try ui.send(HostEvent(kind: .toggle, target: group.id, value: "true"))
    }

    @Test func aGroupInAListIsPlacedByTheEngine() throws {
        let plain = ViewHarness(List { DisclosureGroup("Folder") { Text("File") }; Text("Loose") })
        #expect(LayoutEngine.unplacedReason(in: plain.root) == nil)
        let ui = ViewHarness(Outline())
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        try open(ui, "Fruit")
        try open(ui, "Pear")
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }

    /// An outline list's rows keep 16 points a level (`NSOutlineView`'s
    /// `indentationPerLevel` default) and the triangle's 22 (the chevron's
    /// 18 and 4 after it: `OutlineMetrics`) before their views, a leaf's
    /// too, inside the inset list's 16-point row inset; rows 24 tall from
    /// the list's 10-point top inset (`ListStyleMetrics.inset`).
    @Test func anOutlineListsRowsAreIndentedByLevelAfterTheTriangle() throws {
        let ui = ViewHarness(Outline())
        try open(ui, "Fruit")
        try open(ui, "Pear")
        let names = ["Fruit", "Apple", "Pear", "Conference", "Bread"]
        let levels = [0, 1, 1, 2, 0]
        for (index, name) in names.enumerated() {
            let text = try frame(ui, ui.element(.text, name))
            #expect(text.minX == 16 + 22 + 16 * CGFloat(levels[index]), "\(name)")
            #expect(near(text.minY, 10 + 24 * CGFloat(index) + 4), "\(name)")
        }
        // Each row spans the list, its selection too; a group spans its rows.
        for row in ui.all(.row) { #expect(try frame(ui, row).width == 300 && frame(ui, row).height == 24) }
        let fruit = try frame(ui, #require(ui.all(.disclosure).first))
        #expect(fruit == CGRect(x: 0, y: 10, width: 300, height: 4 * 24))
    }

    @Test func openingAGroupInAListPutsItsRowsUnderItAndMovesTheRest() throws {
        let ui = ViewHarness(Outline())
        // Closed: its rows are not in the tree, so they have no frame.
        #expect(ui.find(.text, "Apple") == nil)
        #expect(try frame(ui, ui.element(.text, "Bread")).minY == 10 + 24 + 4)
        try open(ui, "Fruit")
        #expect(try frame(ui, ui.element(.text, "Apple")).minY == 10 + 24 + 4)
        #expect(try frame(ui, ui.element(.text, "Bread")).minY == 10 + 72 + 4)
        #expect(ui.find(.text, "Conference") == nil)
    }

    struct Sidebar: View {
        @State var open = true
        var body: some View {
            List {
                Section("A very long section header that would run into its chevron", isExpanded: $open) {
                    Text("Soup")
                }
            }
            .listStyle(.sidebar)
        }
    }

    @Test func aCollapsibleSectionInAListIsPlacedWithRoomForItsButton() throws {
        let ui = ViewHarness(Sidebar())
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let header = try frame(ui, #require(ui.all(.header).first))
        let title = try frame(ui, ui.element(.text, "A very long section header that would run into its chevron"))
        // The title ends 22 points (chevron and gap) before the header's trailing inset.
        #expect(near(title.minX, header.minX + 8))
        #expect(title.maxX <= header.maxX - 8 - 22 + 0.01)
        #expect(try frame(ui, ui.element(.text, "Soup")).minY > header.maxY)
    }

    @Test func aCollapsedSectionIsItsHeaderAlone() throws {
        let ui = ViewHarness(Sidebar(open: false))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        #expect(ui.find(.text, "Soup") == nil)
        let section = try frame(ui, #require(ui.all(.section).first))
        let header = try frame(ui, #require(ui.all(.header).first))
        #expect(section.height == header.height)
    }

    @Test func aCollapsibleSectionOutsideAListIsLeftToThePage() {
        struct Loose: View {
            @State var open = true
            var body: some View { VStack { Section("Loose", isExpanded: $open) { Text("Row") } } }
        }
        #expect(LayoutEngine.unplacedReason(in: ViewHarness(Loose()).root)?.contains("outside a list") == true)
    }
}
