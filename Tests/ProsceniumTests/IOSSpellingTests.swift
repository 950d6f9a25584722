import Testing
import ProsceniumHost
@testable import Proscenium
import ProsceniumTesting

/// A tutorial-style iOS screen: a stack-style NavigationView whose list
/// pushes a detail, with the iOS navigation bar spellings.
private struct Fruits: View {
    @State private var adds = 0
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Detail()) { Text("Apple") }
                Text("Added \(adds)")
            }
            .navigationBarTitle("Fruits")
            .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") { adds += 1 })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

private struct Detail: View {
    var body: some View {
        Text("Apple detail")
            .navigationBarTitle(Text("Apple"), displayMode: .inline)
            .navigationBarHidden(true)
    }
}

/// iOS names SwiftUI apps reach through `import SwiftUI`.
@MainActor @Suite struct IOSSpellingTests {
    @Test func stackStyleNavigationViewPushesAndPops() throws {
        let ui = ViewHarness(Fruits())
        #expect(ui.all(.split).isEmpty)
        let stack = try #require(ui.all(.navstack).first)
        #expect(stack.attributes[.depth] == "0")
        try ui.click(.navlink, "Apple")
        #expect(ui.all(.navstack).first?.attributes[.depth] == "1")
        #expect(ui.all(.navstack).first?.children.last?.textContent == "Apple detail")
        try ui.send(HostEvent(kind: .change, target: stack.id, value: "back"))
        #expect(ui.all(.navstack).first?.attributes[.depth] == "0")
    }

    @Test func columnStylesKeepTheSplit() throws {
        let ui = ViewHarness(NavigationView { Text("Sidebar"); Text("Detail") }.navigationViewStyle(.columns))
        #expect(ui.all(.split).count == 1 && ui.all(.navstack).isEmpty)
        let automatic = ViewHarness(NavigationView { Text("Sidebar") }.navigationViewStyle(.automatic))
        #expect(automatic.all(.split).count == 1)
    }

    @Test func navigationBarTitleIsTheWindowTitleAndKeepsItsDisplayMode() throws {
        let ui = ViewHarness(Fruits())
        #expect(ui.graph.navigationTitle == "Fruits")
        #expect(ui.graph.navigationBarTitleDisplayMode == nil)
        try ui.click(.navlink, "Apple")
        #expect(ui.graph.navigationTitle == "Apple")
        #expect(ui.graph.navigationBarTitleDisplayMode == .inline)
        let moon = ViewHarness(Text("Moon").navigationTitle("Apollo 11").navigationBarTitleDisplayMode(.large))
        #expect(moon.graph.navigationTitle == "Apollo 11" && moon.graph.navigationBarTitleDisplayMode == .large)
    }

    @Test func navigationBarItemsAreToolbarItemsAtTheBarsEdges() throws {
        let ui = ViewHarness(Fruits())
        let items = ui.all(.toolbaritem)
        #expect(items.map { $0.attributes[.placement] } == ["navigationBarLeading", "navigationBarTrailing"])
        #expect(items.map(\.textContent) == ["Edit", "Add"])
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "Added 1") != nil)
        let trailingOnly = ViewHarness(Text("x").navigationBarItems(trailing: Button("Save") {}))
        #expect(trailingOnly.all(.toolbaritem).map { $0.attributes[.placement] } == ["navigationBarTrailing"])
        let leadingOnly = ViewHarness(Text("x").navigationBarItems(leading: Button("Cancel") {}))
        #expect(leadingOnly.all(.toolbaritem).map { $0.attributes[.placement] } == ["navigationBarLeading"])
    }

    @Test func navigationBarHiddenHidesTheToolbar() throws {
        let hidden = ViewHarness(Text("x").navigationBarHidden(true))
        let toolbar = try #require(hidden.all(.toolbar).first)
        #expect(toolbar.attributes[.visibility] == "hidden" && toolbar.attributes[.bars] == "navigationBar")
        let shown = ViewHarness(Text("x").navigationBarHidden(false))
        #expect(shown.all(.toolbar).first?.attributes[.visibility] != "hidden")
    }

    @Test func keyboardTypeAsksTextFieldsForTheirKeys() throws {
        struct Amount: View {
            @State private var text = ""
            var body: some View {
                Form {
                    TextField("Amount", text: $text).keyboardType(.decimalPad)
                    TextField("People", text: $text).keyboardType(UIKeyboardType.numberPad)
                    TextField("Mail", text: $text).keyboardType(.emailAddress)
                    TextField("Name", text: $text)
                }
            }
        }
        let ui = ViewHarness(Amount())
        #expect(ui.all(.textfield).map { $0.attributes[.keyboardType] } == ["decimal", "number", "email", nil])
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType.decimalPad.rawValue == 8)
    }

    @Test func pageStyleTabViewsArePagesThatStepOnChange() throws {
        struct Onboarding: View {
            var body: some View {
                TabView {
                    Text("Blueberry")
                    Text("Strawberry")
                }
                .tabViewStyle(PageTabViewStyle())
            }
        }
        let ui = ViewHarness(Onboarding())
        let tabs = try #require(ui.all(.tabview).first)
        #expect(tabs.attributes[.style] == "page" && tabs.attributes[.indexDisplayMode] == "automatic")
        #expect(ui.find(.text, "Blueberry") != nil && ui.find(.text, "Strawberry") == nil)
        try ui.send(HostEvent(kind: .change, target: tabs.id, value: "#1"))
        #expect(ui.find(.text, "Strawberry") != nil && ui.find(.text, "Blueberry") == nil)
        let never = ViewHarness(TabView { Text("Clock") }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(never.all(.tabview).first?.attributes[.indexDisplayMode] == "never")
        let plain = ViewHarness(TabView { Text("Home") }.tabViewStyle(.automatic))
        #expect(plain.all(.tabview).first?.attributes[.style] == nil)
    }

    @Test func uiColorsAreSwiftUIColours() throws {
        let ui = ViewHarness(VStack {
            Color(UIColor.tertiarySystemBackground)
            Color(uiColor: .systemGray6)
            Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            Color(uiColor: .label)
            Color(UIColor(Color.blue).withAlphaComponent(0.5))
        })
        let colors = ui.all(.color).compactMap { $0.attributes[.color]?.color }
        #expect(colors == [
            ColorValue(.appearances(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x2C2C2E))),
            ColorValue(.appearances(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E))),
            ColorValue(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
            ColorValue(.primary),
            ColorValue(.blue).opacity(0.5),
        ])
        // A Mac app's `Color(.red)` still means AppKit's red.
        #expect(ViewHarness(Color(.darkGray)).all(.color).first?.attributes[.color]?.color
            == ColorValue(RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)))
    }
}

@MainActor @Suite struct AccentColorTests {
    @Test func accentColorIsTheControlsTint() throws {
        let ui = ViewHarness(Button("Start") {}.accentColor(.white))
        #expect(ui.elements.contains { $0.attributes[.tint]?.color == ColorValue(.white) })
        let kept = ViewHarness(Button("Start") {}.accentColor(nil))
        #expect(!kept.elements.contains { $0.attributes[.tint] != nil })
    }
}

/// A ported app's resource bundle links to the project's asset catalogue,
/// whose image sets may sit in group folders (Fructus: `Fruits/blueberry.imageset`).
@Suite struct LinkedAssetCatalogueTests {
    @Test func imagesInGroupsOfALinkedCatalogueAreFound() throws {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("proscenium-linked-\(UUID())").path
        defer { try? files.removeItem(atPath: root) }
        let set = "\(root)/project/Assets.xcassets/Fruits/blueberry.imageset"
        try files.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: "\(set)/blueberry.png"))
        try Data(#"{"images":[{"idiom":"universal","filename":"blueberry.png","scale":"1x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(set)/Contents.json"))
        try files.createDirectory(atPath: "\(root)/App_App.resources", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: "\(root)/App_App.resources/Assets.xcassets",
                                     withDestinationPath: "\(root)/project/Assets.xcassets")
        let index = ImageFileIndex.deep("\(root)/App_App.resources")
        #expect(index["blueberry"]?.path.hasSuffix("Fruits/blueberry.imageset/blueberry.png") == true)
    }
}
