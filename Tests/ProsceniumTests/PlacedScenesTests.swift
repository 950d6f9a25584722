import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumLayout
import ProsceniumTesting

/// Small SwiftUI scenes of the kind a Mac window is made of (stacks, spacers,
/// frames, padding, colours, shapes, text and the modifiers people put on
/// them): each must be laid out by the engine as a whole, so the page
/// places every element where SwiftUI computes it rather than where CSS
/// flexbox approximates it.
@MainActor @Suite struct PlacedScenesTests {
    /// Scene name and content (built per test: views are main-actor values).
    static func scenes() -> [(String, AnyView)] {
        let long = "A line of text long enough to wrap in a narrow frame"
        return [
        ("title font", AnyView(Text("Hello").font(.title))),
        ("bold coloured", AnyView(Text("Hello").bold().foregroundColor(.blue))),
        ("line limit", AnyView(Text(long).lineLimit(2).frame(width: 100))),
        ("centred lines", AnyView(Text(long).multilineTextAlignment(.center).frame(width: 120))),
        ("padded background", AnyView(Text("Hello").padding().background(Color.yellow))),
        ("border", AnyView(Text("Hello").padding().border(Color.red))),
        ("rounded colour", AnyView(Color.blue.frame(width: 100, height: 50).cornerRadius(8))),
        ("filled shape", AnyView(RoundedRectangle(cornerRadius: 10).fill(Color.green).frame(width: 80, height: 40))),
        ("stroked circle", AnyView(Circle().stroke(Color.red, lineWidth: 2).frame(width: 50, height: 50))),
        ("horizontal padding", AnyView(HStack { Text("A"); Spacer(); Text("B") }.padding(.horizontal, 20))),
        ("leading stack", AnyView(VStack(alignment: .leading, spacing: 4) { Text("One"); Text("Two") })),
        ("offset", AnyView(Text("Hi").offset(x: 10, y: 5))),
        ("opacity", AnyView(Color.red.frame(width: 50, height: 50).opacity(0.5))),
        ("fixed size", AnyView(Text(long).fixedSize().frame(width: 60))),
        ("priority", AnyView(HStack { Text(long).layoutPriority(1); Text(long) }.frame(width: 300))),
        ("aspect ratio", AnyView(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 200, height: 200))),
        ("aligned z-stack", AnyView(ZStack(alignment: .bottomTrailing) { Color.blue; Text("x") }.frame(width: 100, height: 100))),
        ("aligned overlay", AnyView(Text("Hi").overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) })),
        ("leading max width", AnyView(Text("Hi").frame(maxWidth: .infinity, alignment: .leading))),
        ("system font", AnyView(Text("A").font(.system(size: 20, weight: .semibold, design: .rounded)))),
        ("italic underline", AnyView(Text("A").italic().underline())),
        ("spacer of a height", AnyView(VStack { Text("A"); Spacer().frame(height: 20); Text("B") })),
        ("divider", AnyView(VStack { Text("A"); Divider(); Text("B") })),
        ("capsule clip", AnyView(Text("Hello").padding(4).background(Color.orange).clipShape(Capsule()))),
        ("shadow", AnyView(Text("Hi").shadow(radius: 2))),
        ("rotation", AnyView(Text("Hi").rotationEffect(.degrees(45)))),
        ("scale", AnyView(Text("Hi").scaleEffect(2))),
        ("top-leading frame", AnyView(Text("x").frame(width: 50, height: 50, alignment: .topLeading))),
        ("secondary style", AnyView(Text("x").foregroundStyle(.secondary))),
        ("background in shape", AnyView(Text("x").padding(4).background(.red, in: RoundedRectangle(cornerRadius: 4)))),
        ("edge insets", AnyView(Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))),
        ("min height", AnyView(Text("x").frame(minHeight: 40))),
        ("for each", AnyView(VStack { ForEach(0..<3) { Text("Row \($0)") } })),
        ("group", AnyView(VStack { Group { Text("A"); Text("B") } })),
        ("clear colour", AnyView(Color.clear.frame(width: 10, height: 10))),
        ("thin rectangle", AnyView(VStack { Rectangle().frame(height: 1); Text("x") })),
        ("tap gesture", AnyView(Text("x").contentShape(Rectangle()).onTapGesture {})),
        ("help and id", AnyView(Text("x").help("tip").id(1))),
        ("text concatenation", AnyView(Text("a") + Text("b").bold())),
        ("monospaced digits", AnyView(Text("12").monospacedDigit())),
        ("tracking", AnyView(Text("abc").tracking(2))),
        ("kerning", AnyView(Text("abc").kerning(2))),
        ("upper case", AnyView(Text("abc").textCase(.uppercase))),
        ("line spacing", AnyView(Text(long).lineSpacing(10).frame(width: 100))),
        ("minimum scale", AnyView(Text(long).minimumScaleFactor(0.5).frame(width: 100))),
        ("position", AnyView(Text("x").position(x: 50, y: 50).frame(width: 100, height: 100))),
        ("alignment guide", AnyView(VStack(alignment: .leading) {
            Text("A")
            Text("B").alignmentGuide(.leading) { _ in 10 }
        })),
        ("symbol", AnyView(Image(systemName: "star"))),
        ("label", AnyView(Label("Title", systemImage: "star"))),
        ("geometry reader", AnyView(GeometryReader { proxy in Text("\(Int(proxy.size.width))") })),
        ("view that fits", AnyView(ViewThatFits { Text(long); Text("Short") }.frame(width: 100))),
        ("scroll view", AnyView(ScrollView { VStack { ForEach(0..<20) { Text("Line \($0)") } } })),
        ("grid", AnyView(Grid { GridRow { Text("A"); Text("B") }; GridRow { Text("C"); Text("D") } })),
        ("button", AnyView(Button("OK") {})),
        ("lazy grid", AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<5) { Text("Item \($0)") }
        })),
        ("lazy horizontal grid", AnyView(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20), alignment: .leading)], spacing: 4) {
                ForEach(0..<5) { Text("Item \($0)") }
            }
        })),
        ("list row", AnyView(List { HStack { Text("Inbox"); Spacer(); Text("12") } })),
        ("list sections", AnyView(List { Section("Fruit") { Text("Apple") }; Section("Vegetables") { Text("Leek") } })),
        ("sidebar list", AnyView(List { Label("Home", systemImage: "house") }.listStyle(.sidebar))),
        ("outline list", AnyView(List([OutlineScene(id: 1, children: [OutlineScene(id: 2)])], children: \.children) {
            Text("Item \($0.id)")
        })),
        ("disclosure group in a list", AnyView(List { DisclosureGroup("Folder", isExpanded: .constant(true)) {
            Text("File")
        } })),
        ("outline table", AnyView(Table([OutlineScene(id: 1, children: [OutlineScene(id: 2)])], children: \.children) {
            TableColumn("Item") { Text("Item \($0.id)") }
        })),
        ("grouped form", AnyView(Form { Section("Network") { Toggle("Wi-Fi", isOn: .constant(true)) } }
            .formStyle(.grouped))),
        ("columns form", AnyView(Form { Picker("Theme", selection: .constant(1)) { Text("Light").tag(1) } })),
        ("lazy stack sections", AnyView(ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                Section("Fruit") { ForEach(["Apple", "Pear"], id: \.self) { Text($0) } }
            }
        })),
        ]
    }

    /// Scenes the engine does not lay out yet (none today; a scene that
    /// stops being placed fails the survey until it is named here, with why).
    static let notYetPlaced: Set<String> = []

    @Test func everySceneOfStacksFramesAndTextIsPlacedByTheEngine() throws {
        var report: [String] = []
        var placedNow: Set<String> = []
        let scenes = Self.scenes()
        for (name, view) in scenes {
            let harness = ViewHarness(view)
            if let reason = LayoutEngine.unplacedReason(in: harness.root) {
                report.append("\(name): \(reason)")
            } else {
                placedNow.insert(name)
            }
        }
        print("placed \(placedNow.count) of \(scenes.count) scenes; not placed:\n" + report.joined(separator: "\n"))
        let expected = Set(scenes.map(\.0)).subtracting(Self.notYetPlaced)
        let lost = expected.subtracting(placedNow)
        #expect(lost.isEmpty, "scenes not placed: \(lost.sorted())")
        let gained = placedNow.intersection(Self.notYetPlaced)
        #expect(gained.isEmpty, "now placed, take them off the list: \(gained.sorted())")
    }
}

/// A node of the outline scenes' trees.
private struct OutlineScene: Identifiable {
    let id: Int
    var children: [OutlineScene]?
}
