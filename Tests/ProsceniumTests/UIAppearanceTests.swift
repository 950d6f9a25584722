import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Players: View {
    var body: some View {
        List {
            Text("Ana")
            Text("Ben")
        }
    }
}

private struct Note: View {
    @State private var text = "Milk"
    var body: some View {
        TextField("Item", text: $text)
        SecureField("Code", text: $text)
    }
}

private struct UIField: UIViewRepresentable {
    let mode: UITextField.ViewMode?
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Own"
        if let mode { field.clearButtonMode = mode }
        return field
    }
    func updateUIView(_ uiView: UITextField, context: Context) {}
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("Home").tabItem { Text("Home") }
            Text("Requests").tabItem { Text("Requests") }
        }
    }
}

private struct TitledApp: App {
    var body: some Scene {
        WindowGroup("Requests") { NavigationView { Text("Inbox").navigationTitle("Requests") } }
    }
}

/// UIKit's appearance proxies are global: each test puts back what it set
/// before it returns, and never waits while one is set (other suites' lists
/// and fields would follow it).
@MainActor @Suite(.serialized) struct UIAppearanceTests {
    @Test func aClassHasOneProxyOfItsOwnClass() {
        let proxy = UITableView.appearance()
        #expect(proxy === UITableView.appearance())
        #expect(UITextField.appearance() !== UIView.appearance())
        #expect(proxy.separatorStyle == .singleLine)
    }

    @Test func aListTakesTheTableViewProxysBackgroundAndSeparators() throws {
        let ui = ViewHarness(Players())
        var list = try #require(ui.all(.list).first)
        #expect(list.attributes[.separator] == nil)
        #expect(list.attributes[.background] == nil)
        #expect(list.attributes[.contentBackground] == nil)

        // As the app does in `onAppear`: the list shown already follows.
        let dark = UIColor(red: 62 / 255, green: 54 / 255, blue: 63 / 255, alpha: 1)
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().backgroundColor = dark
        UITableView.appearance().separatorColor = .red
        defer {
            UITableView.appearance().separatorStyle = .singleLine
            UITableView.appearance().backgroundColor = nil
            UITableView.appearance().separatorColor = nil
        }
        // The change invalidates the list at once: no other test sees the proxy while it is set.
        try ui.update()
        list = try #require(ui.all(.list).first)
        #expect(list.attributes[.separator] == "hidden")
        guard case .color(let background)? = list.attributes[.background] else {
            Issue.record("the list has no background colour")
            return
        }
        let rgba = try #require(background.resolved(in: .light))
        #expect(abs(rgba.red - 62 / 255) < 0.001 && abs(rgba.green - 54 / 255) < 0.001 && abs(rgba.blue - 63 / 255) < 0.001)
        #expect(list.attributes[.contentBackground] == "hidden")
        #expect(list.attributes[.separatorTint] != nil)

        UITableView.appearance().separatorStyle = .singleLine
        try ui.update()
        #expect(ui.all(.list).first?.attributes[.separator] == nil)
    }

    @Test func textFieldsTakeTheTextFieldProxysClearButton() throws {
        let ui = ViewHarness(Note())
        #expect(try ui.element(.textfield, "Item").attributes[.clearButton] == nil)

        UITextField.appearance().clearButtonMode = .whileEditing
        defer { UITextField.appearance().clearButtonMode = .never }
        try ui.update()
        #expect(try ui.element(.textfield, "Item").attributes[.clearButton] == "whileEditing")
        // The page's password field has no clear button to show.
        #expect(try ui.element(.textfield, "Code").attributes[.clearButton] == nil)
    }

    @Test func aUIKitTextFieldTakesItsOwnModeElseTheProxys() throws {
        UITextField.appearance().clearButtonMode = .always
        defer { UITextField.appearance().clearButtonMode = .never }
        #expect(UITextField().clearButtonMode == .always)
        let field = UITextField()
        field.clearButtonMode = .unlessEditing
        #expect(field.clearButtonMode == .unlessEditing)

        let ui = ViewHarness(UIField(mode: nil))
        #expect(try ui.element(.textfield, "Own").attributes[.clearButton] == "always")
        let own = ViewHarness(UIField(mode: .whileEditing))
        #expect(try own.element(.textfield, "Own").attributes[.clearButton] == "whileEditing")
    }

    @Test func aTabViewTakesTheTabBarProxysColours() throws {
        let ui = ViewHarness(Tabs())
        #expect(ui.all(.tabview).first?.attributes[.barTint] == nil)
        UITabBar.appearance().barTintColor = .white
        UITabBar.appearance().unselectedItemTintColor = UIColor(red: 0.5, green: 0.5, blue: 0.6, alpha: 1)
        defer {
            UITabBar.appearance().barTintColor = nil
            UITabBar.appearance().unselectedItemTintColor = nil
        }
        try ui.update()
        let tabs = try #require(ui.all(.tabview).first)
        #expect(tabs.attributes[.barTint] != nil)
        #expect(tabs.attributes[.unselectedTint] != nil)
    }

    @Test func theNavigationBarProxysTitleColourColoursEveryWindowsTitle() throws {
        let app = try AppHarness(TitledApp.self)
        let color = { try app.window("Requests").attributes.hints.titleColor }
        #expect(try color() == nil)
        let satin = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: satin, .font: UIFont.systemFont(ofSize: 13)]
        defer { UINavigationBar.appearance().titleTextAttributes = nil }
        try app.update()
        guard case .color(let title)? = try color(), let rgba = title.resolved(in: .light) else {
            Issue.record("the window's title has no colour")
            return
        }
        #expect(abs(rgba.red - 0.2) < 0.001 && abs(rgba.green - 0.3) < 0.001 && abs(rgba.blue - 0.4) < 0.001)
        UINavigationBar.appearance().titleTextAttributes = nil
        try app.update()
        #expect(try color() == nil)
    }
}
