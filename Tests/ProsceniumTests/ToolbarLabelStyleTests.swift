import Testing
import Proscenium
import ProsceniumTesting

/// A window whose toolbar holds labels: alone, in a titled style, in a menu and in a popover.
private struct LabelledToolbar: View {
    @State private var showsInfo = true
    var body: some View {
        Label("Body", systemImage: "doc")
            .toolbar {
                ToolbarItem {
                    Button { } label: { Label("Add", systemImage: "plus") }
                }
                ToolbarItem {
                    Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                        .labelStyle(.titleAndIcon)
                }
                ToolbarItem {
                    Menu {
                        Button { } label: { Label("Duplicate", systemImage: "plus.square.on.square") }
                    } label: { Label("Actions", systemImage: "ellipsis.circle") }
                }
                ToolbarItem {
                    Button("Info") {}
                        .popover(isPresented: $showsInfo) { Label("Details", systemImage: "info") }
                }
            }
    }
}

@MainActor @Suite struct ToolbarLabelStyleTests {
    private func style(_ ui: ViewHarness, _ title: String) -> String? {
        ui.all(.label).first { $0.textContent == title }?.attributes[.style]?.string
    }

    @Test func aToolbarShowsALabelsIconAloneByDefault() {
        let ui = ViewHarness(LabelledToolbar())
        #expect(style(ui, "Add") == "iconOnly")
        #expect(style(ui, "Actions") == "iconOnly")
    }

    @Test func aStyleChosenInTheToolbarWins() {
        let ui = ViewHarness(LabelledToolbar())
        #expect(style(ui, "Share") == "titleAndIcon")
    }

    @Test func labelsOutsideTheToolbarItselfKeepTheirTitles() {
        let ui = ViewHarness(LabelledToolbar())
        #expect(ui.all(.label).count == 6)
        #expect(style(ui, "Body") == nil)
        #expect(style(ui, "Duplicate") == nil)
        #expect(style(ui, "Details") == nil)
    }
}
