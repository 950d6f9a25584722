import SwiftUI

/// Geometry and appearance: a reader showing its measured size, turned and
/// scaled boxes, a grid of aligned columns, text in several fonts, a view
/// placed by its centre, a tint clicks pass through, and a window that can go dark.
@main
struct GeometryApp: App {
    var body: some Scene {
        WindowGroup("Geometry") {
            GeometryBoard()
        }
        .defaultSize(width: 560, height: 860)
    }
}

struct GeometryBoard: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var prefersDark = false
    @State private var bannerWidth = 0
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GeometryReader { proxy in
                VStack(alignment: .leading) {
                    Text("Width: \(Int(proxy.size.width))")
                    Text("Top in board: \(Int(proxy.frame(in: .named("board")).minY))")
                }
            }
            .frame(height: 44)

            HStack(spacing: 60) {
                Color.blue.frame(width: 100, height: 40)
                    .rotationEffect(.degrees(45))
                    .accessibilityIdentifier("rotated")
                Color.green.frame(width: 30, height: 30)
                    .scaleEffect(2)
                    .accessibilityIdentifier("scaled")
                Color.orange.frame(width: 40, height: 40)
                    .accessibilityIdentifier("plain")
            }
            .padding(.horizontal, 40)
            .frame(height: 110)

            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
                GridRow {
                    Text("Planet")
                    Text("Moons").gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Mercury")
                    Text("0")
                }
                GridRow {
                    Text("Jupiter, the largest")
                    Text("95")
                }
            }

            // Fonts and the parts of them a view can change.
            VStack(alignment: .leading, spacing: 4) {
                Text("Big title").font(.largeTitle.bold())
                Text("In Helvetica").font(.custom("Helvetica", size: 15))
                HStack(spacing: 12) {
                    Text("1111").monospacedDigit()
                    Text("Serif").fontDesign(.serif)
                    Text("Code").monospaced()
                    Text("Narrow").fontWidth(.condensed)
                    Text("Caps").font(.body.smallCaps())
                }
                Text(Self.highlighted)
                Text("Read **the guide** at [swift.org](https://swift.org)")
                    .accessibilityIdentifier("markdown")
                HStack(spacing: 12) {
                    Text("Red underline").underline(color: .red)
                    Text("Dotted strike").strikethrough(pattern: .dot)
                }
            }

            // A dot placed by its centre, and a tint over a button that lets clicks through.
            HStack(spacing: 20) {
                ZStack {
                    Color.gray.opacity(0.2)
                    Color.red.frame(width: 10, height: 10)
                        .accessibilityIdentifier("dot")
                        .position(x: 150, y: 20)
                }
                .frame(width: 200, height: 40)
                .accessibilityIdentifier("field")
                ZStack {
                    Button("Taps: \(taps)") { taps += 1 }
                    Color.purple.opacity(0.3).allowsHitTesting(false)
                }
                .frame(width: 160, height: 40)
            }

            Text("Banner width: \(bannerWidth)")
                .frame(maxWidth: .infinity, alignment: .leading)
                .onGeometryChange(for: Int.self) { Int($0.size.width) } action: { bannerWidth = $0 }

            TabStrip()

            // A panel that is always dark, whatever the window's scheme.
            Text("Always dark")
                .padding(8)
                .background(.background)
                .environment(\.colorScheme, .dark)
                .accessibilityIdentifier("darkPanel")

            Text("Scheme: \(colorScheme == .dark ? "dark" : "light")")
            Toggle("Dark window", isOn: $prefersDark)
        }
        .padding()
        .coordinateSpace(name: "board")
        .preferredColorScheme(prefersDark ? .dark : nil)
    }
}

extension GeometryBoard {
    /// An attributed string with a highlighted run, as a search result marks its term.
    static var highlighted: AttributedString {
        var line = AttributedString("Found swift here")
        if let match = line.range(of: "swift") {
            line[match].backgroundColor = .yellow
            line[match].foregroundColor = .black
        }
        return line
    }
}

/// The bounds of the selected tab, published by the tab for the strip to draw
/// its underline at: an anchor preference, resolved in the strip's reader.
struct SelectedTabBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Three tabs with an underline under the selected one, placed from the
/// tab's measured bounds.
struct TabStrip: View {
    @State private var selected = "One"

    var body: some View {
        HStack(spacing: 24) {
            ForEach(["One", "Two", "Three wide"], id: \.self) { name in
                Text(name)
                    .padding(.vertical, 4)
                    .onTapGesture { selected = name }
                    .accessibilityIdentifier("tab-\(name)")
                    .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { name == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.accentColor
                        .frame(width: bounds.width, height: 2)
                        .offset(x: bounds.minX, y: bounds.maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
    }
}
