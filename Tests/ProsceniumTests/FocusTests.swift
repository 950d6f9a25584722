import Testing
import Proscenium
import ProsceniumTesting

private enum Field: Hashable { case name, city }

private struct AddressForm: View {
    @FocusState private var focused: Field?
    @State private var name = ""
    @State private var city = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("City", text: $city).focused($focused, equals: .city)
            Text("focus: \(focused.map { "\($0)" } ?? "none")")
            Button("Next") { focused = .city }
            Button("Done") { dismiss() }
        }
        .navigationTitle("Address")
    }
}

private struct FocusApp: App {
    var body: some Scene {
        WindowGroup { AddressForm() }
    }
}

@MainActor @Suite struct FocusTests {
    @Test func focusStateFollowsTheFocusedFieldAndMovesIt() throws {
        let app = try AppHarness(FocusApp.self)
        #expect(app.keyWindow?.find(.text, "focus: none") != nil)
        try app.focus(.textfield, "Name")
        #expect(app.keyWindow?.find(.text, "focus: name") != nil)
        try app.click(.button, "Next")
        #expect(app.keyWindow?.find(.text, "focus: city") != nil)
        let city = try #require(app.keyWindow?.find(.textfield, "City"))
        #expect(city.attributes[.focused] == true, "the display is told to move focus")
        #expect(app.keyWindow?.find(.textfield, "Name")?.attributes[.focused] == nil)
    }

    @Test func dismissInAWindowClosesIt() throws {
        let app = try AppHarness(FocusApp.self)
        try app.press("command+n")
        #expect(app.windows.count == 2)
        try app.click(.button, "Done")
        #expect(app.windows.count == 1)
    }
}
