// What small pure-SwiftUI apps use that the browser tests drive: text that
// shrinks to fit (a calculator's display), a stack whose pushed view hides
// its back control, a customizable toolbar, and the key window's
// `controlActiveState`; lists whose sections have headers, in each style
// (Window > Sections); windows larger than the desktop (Window > Huge,
// Window > Tall), which open fitted to it; a window's accessory bars
// (Window > Accessory Bars); and a labelled toolbar group in an overflowing
// toolbar (Window > Toolbar Groups). Plain SwiftUI code.
//
//     swift run PureAppsDemo [--port N] [--no-browser]
import SwiftUI

@main
struct PureAppsDemo: App {
    var body: some Scene {
        WindowGroup("Pure Apps") { PureAppsView() }
        Window("Sections", id: "sections") { SectionsView() }
            .defaultSize(width: 900, height: 600)
        // Larger than any desktop: by its default size, and by its content.
        Window("Huge", id: "huge") { Text("Huge window") }
            .defaultSize(width: 3000, height: 2000)
        Window("Accessory Bars", id: "accessory-bars") { AccessoryBarsView() }
        Window("Toolbar Groups", id: "toolbar-groups") { ToolbarGroupsView() }
        Window("Tall", id: "tall") {
            VStack {
                Text("Top of the tall window")
                Color.blue.frame(width: 300, height: 3000)
            }
        }
    }
}

/// A section header in every list style and every way of giving one: each
/// list shows its "Breakfast" header once; and a section that collapses.
struct SectionsView: View {
    @State private var lunchShown = true

    var body: some View {
        HStack {
            List {
                Section("Lunch", isExpanded: $lunchShown) { Text("Soup") }
            }
            .listStyle(.sidebar)
            List { Section("Breakfast") { Text("Eggs") } }
                .listStyle(.grouped)
            List {
                Section { Text("Toast") } header: { Text("Breakfast") }
            }
            .listStyle(.inset)
            List {
                Section { Text("Jam") } header: { Text("Breakfast") }
            }
            .listStyle(.insetGrouped)
            List { Section("Breakfast") { Text("Tea") } }
            List { Section("Breakfast") { Text("Juice") } }
                .listStyle(.plain)
        }
    }
}

struct PureAppsView: View {
    @Environment(\.controlActiveState) private var activeState
    @State private var digits = "1234567890123456789"
    @State private var usedTool = "No tool used"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Window \(activeState == .inactive ? "inactive" : "key")")
            Text(usedTool)
            // A calculator's display: shrinks to fit before it truncates.
            Text(digits)
                .font(.system(size: 32))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .accessibilityIdentifier("scaled")
                .frame(width: 200, alignment: .trailing)
            Text(digits)
                .font(.system(size: 32))
                .lineLimit(1)
                .accessibilityIdentifier("unscaled")
                .frame(width: 200, alignment: .trailing)
            Button("Shorten") { digits = "12345" }
            NavigationStack {
                VStack {
                    NavigationLink("Open locked") { LockedView() }
                    NavigationLink("Open free") { Text("Free page") }
                }
            }
            .frame(height: 120)
        }
        .padding()
        .toolbar(id: "pure") {
            ToolbarItem(id: "shown", placement: .primaryAction) { Button("Shown Tool") {} }
            ToolbarItem(id: "extra", placement: .primaryAction, showsByDefault: false) { Button("Extra Tool") {} }
            ToolbarSpacer(.fixed, placement: .primaryAction)
            ToolbarItem(id: "after", placement: .primaryAction) { Button("After Tool") { usedTool = "After Tool used" } }
        }
    }
}

struct LockedView: View {
    var body: some View {
        Text("Locked page").navigationBarBackButtonHidden(true)
    }
}
