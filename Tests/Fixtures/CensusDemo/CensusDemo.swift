// The SwiftUI families the census closes, as apps use them, driven by
// BrowserTests/test_census_families.py: accessibility (headings, custom
// content, reading order, labelled pairs, representations, focus), scene
// environment, toolbars and text, header and badge prominence. Plain
// SwiftUI code.
//
//     swift run CensusDemo [--port N] [--no-browser]
import Foundation
import SwiftUI

final class Shelf: ObservableObject {
    @Published var books = ["Dune", "Emma"]
}

@main
struct CensusDemo: App {
    @StateObject private var shelf = Shelf()

    var body: some Scene {
        WindowGroup("Census") {
            HStack(alignment: .top) { AccessibilityBoard(); VStack { DrawingCensusBoard(); TailCensusBoard() }; MotionCensusBoard(); VStack { ProminenceBoard(); TableStylesBoard(); EditorStylesBoard(); PickerSourcesBoard(); DialogBoard(); StyleCensusBoard(); ControlCensusBoard() } }
        }
            .environmentObject(shelf)
            .defaultSize(width: 900, height: 700)
    }
}

/// A switch drawn as a capsule: assistive technology sees a toggle instead.
struct CapsuleSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 44, height: 24)
            .onTapGesture { isOn.toggle() }
            .accessibilityRepresentation {
                Toggle("Wi-Fi", isOn: $isOn)
            }
    }
}

struct AccessibilityBoard: View {
    @EnvironmentObject private var shelf: Shelf
    @State private var wifi = false
    @AccessibilityFocusState private var totalFocused: Bool
    @Namespace private var pairs

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Chapter One")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h3)
            Text("Notes").accessibilityHeading(.h4)

            Text("★★★★☆")
                .accessibilityLabel("Rating")
                .accessibilityValue("4 of 5")
                .accessibilityHint("Opens the reviews")
                .accessibilityCustomContent("Reviews", "212", importance: .high)
                .accessibilityCustomContent("Updated", "today")

            HStack {
                Text("Third").accessibilitySortPriority(-1)
                Text("First").accessibilitySortPriority(2)
                Text("Second")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Order")

            HStack {
                Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: pairs)
                Text("11").accessibilityLabeledPair(role: .content, id: "volume", in: pairs)
            }

            HStack {
                Text("Wireless")
                CapsuleSwitch(isOn: $wifi)
                Text(wifi ? "Wi-Fi is on" : "Wi-Fi is off")
            }

            Rectangle()
                .fill(Color.blue.opacity(0.3))
                .frame(width: 120, height: 40)
                .accessibilityLabel("Sales chart")
                .accessibilityChildren {
                    HStack {
                        Text("January: 10")
                        Text("February: 14")
                    }
                }

            (Text("5").accessibilityLabel("Five") + Text(" books"))
                .accessibilityIdentifier("count")

            AlarmToggles()

            PixelArt()

            Text("直角")
                .typesettingLanguage(Locale.Language(identifier: "ja"))
                .accessibilityIdentifier("typeset")

            Text("Total: \(shelf.books.count)")
                .accessibilityFocused($totalFocused)
            Button("Focus Total") { totalFocused = true }
            Text(totalFocused ? "Total focused" : "Total not focused")
        }
        .padding()
        .toolbar(id: "census") {
            ToolbarItem(id: "shown") { Button("Shown Tool") {} }
            ToolbarItem(id: "extra") { Button("Extra Tool") {} }
                .defaultCustomization(.hidden)
        }
        .toolbarBackground(Color.orange, for: .windowToolbar)
        .toolbarColorScheme(.dark, for: .windowToolbar)
    }
}

struct Alarm: Identifiable {
    let id: Int
    var isOn: Bool
}

/// A toggle of several alarms: mixed while some are on.
struct AlarmToggles: View {
    @State private var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
        HStack {
            Toggle("All Alarms", sources: $alarms, isOn: \.isOn)
                .toggleStyle(.checkbox)
            Text(alarms.map { $0.isOn ? "on" : "off" }.joined(separator: " "))
        }
    }
}

/// A two-by-two checkerboard, drawn large: sharp with `.interpolation(.none)`,
/// and tiled at its own size.
struct PixelArt: View {
    private static let checker = NSImage(data: Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4zwAEIOI/kAAAG/ID/VxhF44AAAAASUVORK5CYII=")!)!

    var body: some View {
        HStack {
            Image(nsImage: Self.checker).resizable().interpolation(.none)
                .frame(width: 40, height: 40).accessibilityIdentifier("pixels")
            Image(nsImage: Self.checker).resizable(resizingMode: .tile)
                .frame(width: 40, height: 40).accessibilityIdentifier("tiles")
        }
    }
}
