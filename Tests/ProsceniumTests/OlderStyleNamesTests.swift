import Testing
@testable import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Styles by their older names and deprecated initialisers, and the menu
/// dismiss behaviour, each drawn as the newer form draws it.
private struct Older: View {
    @State private var size = 1
    @State private var on = true
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Picker("Pop-up", selection: $size) { Text("Small").tag(1); Text("Large").tag(2) }
                .pickerStyle(PopUpButtonPickerStyle())
            Picker("Radio", selection: $size) { Text("Small").tag(1); Text("Large").tag(2) }
                .pickerStyle(.radioGroup)
                .pickerStyle(PopUpButtonPickerStyle())
            Toggle("Tinted", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))
            Toggle("Plain", isOn: $on).toggleStyle(.switch)
            ProgressView("Bar", value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green))
            ProgressView("Plain bar", value: 0.5).progressViewStyle(.linear)
            Menu("Size") {
                Button("Bigger") { log.append("bigger") }.menuActionDismissBehavior(.enabled)
                Button("Smaller") { log.append("smaller") }
            }
            .menuActionDismissBehavior(.automatic)
            Text("Log \(log.joined(separator: " "))")
        }
    }
}

@MainActor @Suite struct OlderStyleNamesTests {
    @Test func aPopUpButtonPickerIsAMenuPicker() throws {
        let ui = ViewHarness(Older())
        #expect(try ui.element(.picker, "Pop-up").attributes[.style] == "menu")
        // The inner style wins, as for any picker style.
        #expect(try ui.element(.picker, "Radio").attributes[.style] == "radioGroup")
    }

    @Test func deprecatedTintInitialisersTintAsTintDoes() throws {
        let ui = ViewHarness(Older())
        let tinted = try ui.element(.toggle, "Tinted")
        #expect(tinted.attributes[.style] == "switch" && tinted.attributes[.tint] == .color(Color.red.value))
        #expect(try ui.element(.toggle, "Plain").attributes[.tint] == nil)
        let bar = try ui.element(.progress, "Bar")
        #expect(bar.attributes[.style] == "linear" && bar.attributes[.tint] == .color(Color.green.value))
        #expect(try ui.element(.progress, "Plain bar").attributes[.tint] == nil)
    }

    @Test func aMenuClosesAfterItsActionAsAMacsAlwaysDoes() throws {
        let ui = ViewHarness(Older())
        #expect(MenuActionDismissBehavior.automatic != .enabled)
        let menu = try #require(ui.all(.menubutton).first)
        try ui.send(HostEvent(kind: .click, target: menu.id))
        #expect(ui.all(.menubutton).first?.attributes[.open] == true)
        try ui.click(.button, "Bigger")
        #expect(ui.find(.text, "Log bigger") != nil)
        #expect(ui.all(.menubutton).first?.attributes[.open] == false)
    }
}

@MainActor @Suite struct SpringLoadingTests {
    @Test func enabledButtonsAskTheDisplayToClickThemWhenADragPauses() throws {
        struct Reader: View {
            @Environment(\.springLoadingBehavior) var behavior
            var body: some View { Text(behavior == .enabled ? "Spring enabled" : "Spring off") }
        }
        var opened = 0
        let ui = ViewHarness(VStack {
            VStack {
                Button("Drawer") { opened += 1 }
                Button("Styled") {}.buttonStyle(.borderless)
                Reader()
            }
            .springLoadingBehavior(.enabled)
            Button("Plain") {}
            Button("Off") {}.springLoadingBehavior(.disabled)
            Reader()
        })
        #expect(try ui.element(.button, "Drawer").attributes[.springLoaded] == true)
        #expect(try ui.element(.button, "Styled").attributes[.springLoaded] == true)
        #expect(try ui.element(.button, "Plain").attributes[.springLoaded] == nil)
        #expect(try ui.element(.button, "Off").attributes[.springLoaded] == nil)
        #expect(ui.find(.text, "Spring enabled") != nil && ui.find(.text, "Spring off") != nil)
        // The display's click is a click.
        try ui.click(.button, "Drawer")
        #expect(opened == 1)
    }
}
