// Every control in the states a person compares with a Mac's, for
// BrowserTests/test_control_looks.py: each is drawn in light and dark mode
// as macOS 14 draws it; the toolbar shows its labels' icons alone and a
// search field; a table shows which column sorts it, and which way.
import SwiftUI

struct ControlLooks: View {
    @State private var checked = true
    @State private var unchecked = false
    @State private var on = true
    @State private var off = false
    @State private var size = "Small"
    @State private var range = "Week"
    @State private var flavor = "Vanilla"
    @State private var level = 2.0
    @State private var copies = 3
    @State private var name = ""
    @State private var details = true
    @State private var query = ""
    @State private var shared = 0

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Save") {}
                Button("Apply") {}.buttonStyle(.borderedProminent)
                Button("More") {}.buttonStyle(.borderless)
                Button("Off") {}.disabled(true)
            }
            HStack {
                Toggle("Checked", isOn: $checked).toggleStyle(.checkbox)
                Toggle("Unchecked", isOn: $unchecked).toggleStyle(.checkbox)
            }
            HStack {
                Toggle("On", isOn: $on).toggleStyle(.switch)
                Toggle("Off", isOn: $off).toggleStyle(.switch)
            }
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            .pickerStyle(.radioGroup)
            FlavorAndRange(flavor: $flavor, range: $range)
            Slider(value: $level, in: 0...4, step: 1)
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            TextField("Name", text: $name)
            DisclosureGroup("Details", isExpanded: $details) {
                Text("Inside")
            }
            Text("Shared \(shared)")
        }
        .padding()
        .searchable(text: $query)
        .toolbar {
            ToolbarItem {
                Button { shared += 1 } label: { Label("Share", systemImage: "square.and.arrow.up") }
            }
            ToolbarItem {
                Button {} label: { Label("Add", systemImage: "plus") }
                    .labelStyle(.titleAndIcon)
            }
        }
    }
}

/// A fruit in the sorted table.
struct Fruit: Identifiable {
    let name: String
    let count: Int
    var id: String { name }
}

/// A table sorted by the column whose header was clicked.
struct SortedTable: View {
    private let fruits = [Fruit(name: "Cherry", count: 7), Fruit(name: "Apple", count: 3),
                          Fruit(name: "Banana", count: 12)]
    @State private var order = [KeyPathComparator(\Fruit.name)]

    var body: some View {
        Table(fruits.sorted(using: order), sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Count", value: \.count) { fruit in Text("\(fruit.count)") }
        }
    }
}

/// A sheet, an alert of two buttons and one of three.
struct ModalLooks: View {
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var showsChoice = false
    @State private var outcome = "None"
    @State private var showsPopover = false
    @State private var showsPointPopover = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Show Sheet") { showsSheet = true }
            Button("Show Alert") { showsAlert = true }
            Button("Show Choice") { showsChoice = true }
            HStack {
                Button("Show Popover") { showsPopover = true }
                    .popover(isPresented: $showsPopover) {
                        Text("Under the button").padding()
                    }
                Button("Show Side Popover") { showsPointPopover = true }
                    .popover(isPresented: $showsPointPopover, attachmentAnchor: .point(.bottomTrailing), arrowEdge: .leading) {
                        Text("Beside the button").padding()
                    }
            }
            Text("Outcome: \(outcome)")
        }
        .padding()
        .sheet(isPresented: $showsSheet) {
            VStack {
                Text("A sheet")
                Button("Done") { showsSheet = false }
            }
            .padding()
            .frame(width: 240, height: 120)
        }
        .alert("Delete the file?", isPresented: $showsAlert) {
            Button("Delete", role: .destructive) { outcome = "Deleted" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Save changes?", isPresented: $showsChoice) {
            Button("Save") { outcome = "Saved" }
            Button("Don't Save") { outcome = "Discarded" }
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// A sheet in a window with a toolbar: it hangs from the toolbar's bottom edge.
struct ToolbarSheet: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Show Sheet") { showsSheet = true }
            .padding()
            .toolbar {
                Button("Compose") {}
            }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text("A sheet")
                    Button("Done") { showsSheet = false }
                }
                .padding()
                .frame(width: 240, height: 120)
            }
    }
}

/// Symbols as SF Symbols show them: at each image scale, as a variant, in
/// the hierarchical mode, beside text in a label, at the text's size, and
/// with variable values.
struct SymbolLooks: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "star").imageScale(.small).accessibilityIdentifier("star-small")
                Image(systemName: "star").imageScale(.medium).accessibilityIdentifier("star-medium")
                Image(systemName: "star").imageScale(.large).accessibilityIdentifier("star-large")
            }
            HStack(spacing: 12) {
                Image(systemName: "heart").accessibilityIdentifier("heart-plain")
                Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("heart-variant")
                Image(systemName: "heart.fill").accessibilityIdentifier("heart-fill")
            }
            .font(.largeTitle)
            HStack(spacing: 12) {
                Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical)
                    .accessibilityIdentifier("hierarchical")
                Image(systemName: "plus.circle.fill").symbolRenderingMode(.monochrome)
                    .accessibilityIdentifier("monochrome")
            }
            .font(.largeTitle)
            .foregroundStyle(.blue)
            Label("Inbox", systemImage: "tray").font(.title).accessibilityIdentifier("inbox")
            HStack(spacing: 12) {
                Image(systemName: "chart.bar.fill", variableValue: 0.3).accessibilityIdentifier("bars-low")
                Image(systemName: "chart.bar.fill", variableValue: 1).accessibilityIdentifier("bars-full")
                Image(systemName: "chart.bar.fill").accessibilityIdentifier("bars-plain")
                Image(systemName: "wifi", variableValue: 0.5).accessibilityIdentifier("wifi-half")
                Image(systemName: "wifi", variableValue: 1).accessibilityIdentifier("wifi-full")
            }
            .font(.system(size: 40))
        }
        .padding()
    }
}
