import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// The ways a Section is given its header.
enum SectionHeaderForm: CaseIterable, Sendable {
    case title, builder, value
}

/// A list of one section headed "Breakfast", in a style.
private struct Breakfast<Style: ListStyle>: View {
    let style: Style
    let form: SectionHeaderForm

    var body: some View {
        List {
            switch form {
            case .title: Section("Breakfast") { Text("Eggs") }
            case .builder: Section { Text("Eggs") } header: { Text("Breakfast") }
            case .value: headerValueSection
            }
        }
        .listStyle(style)
    }

    @available(*, deprecated)
    private var headerValueSection: some View {
        Section(header: Text("Breakfast")) { Text("Eggs") }
    }
}

private struct CollapsibleBreakfast: View {
    @State private var expanded = true
    var body: some View {
        List { Section("Breakfast", isExpanded: $expanded) { Text("Eggs") } }
            .listStyle(.sidebar)
    }
}

/// How many times `text` is in the tree: as an element's text or as one of its attributes.
private func occurrences(of text: String, in root: RenderElement) -> Int {
    root.allElements().reduce(0) { count, element in
        count + (element.text == text ? 1 : 0) + element.attributes.values.filter { $0.string == text }.count
    }
}

@MainActor @Suite struct SectionHeaderTests {
    /// The header is the section's `header` element only: as its `title` too,
    /// the display drew it twice.
    @Test(arguments: SectionHeaderForm.allCases)
    func aSectionsHeaderIsInTheTreeOnceInEveryListStyle(form: SectionHeaderForm) throws {
        let trees = [
            ViewHarness(Breakfast(style: .grouped, form: form)).root,
            ViewHarness(Breakfast(style: .inset, form: form)).root,
            ViewHarness(Breakfast(style: .insetGrouped, form: form)).root,
            ViewHarness(Breakfast(style: .automatic, form: form)).root,
            ViewHarness(Breakfast(style: .plain, form: form)).root,
            ViewHarness(Breakfast(style: .sidebar, form: form)).root,
        ]
        for tree in trees {
            #expect(occurrences(of: "Breakfast", in: tree) == 1, "\(tree.outline())")
            // The harness still finds the section by its header.
            let section = try tree.element(.section, "Breakfast")
            #expect(section.children.map(\.tag) == [.header, .row])
            #expect(section.children.first?.textContent == "Breakfast")
        }
    }

    @Test func aCollapsibleSectionsHeaderIsInTheTreeOnce() throws {
        let ui = ViewHarness(CollapsibleBreakfast())
        #expect(occurrences(of: "Breakfast", in: ui.root) == 1)
        let section = try ui.element(.section, "Breakfast")
        #expect(section.attributes[.expanded] == true)
        try ui.send(HostEvent(kind: .toggle, target: section.id, value: "false"))
        #expect(occurrences(of: "Breakfast", in: ui.root) == 1)
        #expect(ui.find(.text, "Eggs") == nil)
    }
}
