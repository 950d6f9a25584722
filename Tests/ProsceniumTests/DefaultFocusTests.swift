import Testing
import Proscenium
import ProsceniumTesting

private enum Field: Hashable { case name, email }

private struct Signup: View {
    @FocusState var field: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Text("focus: \(field.map { "\($0)" } ?? "none")")
        }
        .defaultFocus($field, .email)
    }
}

/// `defaultFocus(_:_:priority:)`: focus starts where it says.
@MainActor @Suite struct DefaultFocusTests {
    @Test func focusStartsAtTheDefaultValue() throws {
        let ui = ViewHarness(Signup())
        _ = try ui.update()
        #expect(ui.all(.text).contains { $0.text == "focus: email" })
        let email = try #require(ui.all(.textfield).first { $0.attributes[.label] == "Email" || $0.attributes[.title] == "Email" })
        #expect(email.attributes[.focused] == true)
    }
}
