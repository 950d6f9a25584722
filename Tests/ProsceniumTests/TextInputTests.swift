import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct NameForm: View {
    @State var name = ""
    @State var password = ""
    @State var notes = "first"
    var body: some View {
        VStack {
            TextField("Name", text: $name, prompt: Text("Your name"))
            SecureField("Password", text: $password)
            TextEditor(text: $notes)
            TextField("Bio", text: $notes, axis: .vertical)
            Text("Hello, \(name)")
            Text("Length \(password.count)")
        }
    }
}

private struct AgeForm: View {
    @State var age = 30
    var body: some View {
        VStack {
            TextField("Age", value: $age, format: .number)
            Text("Age is \(age)")
        }
    }
}

@MainActor @Suite struct TextInputTests {
    @Test func typingSetsTheBoundText() throws {
        let ui = ViewHarness(NameForm())
        let field = try ui.element(.textfield, "Name")
        #expect(field.attributes[.placeholder] == "Your name")
        #expect(field.attributes[.value] == "")
        try ui.type("Ada", into: "Name")
        #expect(ui.find(.text, "Hello, Ada") != nil)
        #expect(try ui.element(.textfield, "Name").attributes[.value] == "Ada")
    }

    @Test func secureFieldMasksAndBinds() throws {
        let ui = ViewHarness(NameForm())
        let field = try ui.element(.textfield, "Password")
        #expect(field.attributes[.secure] == true)
        #expect(field.attributes[.placeholder] == "Password")
        try ui.type("hunter2", into: "Password")
        #expect(ui.find(.text, "Length 7") != nil)
    }

    @Test func editorAndVerticalFieldShareText() throws {
        let ui = ViewHarness(NameForm())
        #expect(ui.all(.texteditor).first?.attributes[.value] == "first")
        #expect(try ui.element(.textfield, "Bio").attributes[.axis] == "vertical")
        let editor = try #require(ui.all(.texteditor).first)
        try ui.send(HostEvent(kind: .input, target: editor.id, value: "second\nline"))
        #expect(try ui.element(.textfield, "Bio").attributes[.value] == "second\nline")
    }

    @Test func disabledFieldIgnoresInput() throws {
        let ui = ViewHarness(NameForm().environment(\.isEnabled, false))
        let field = try ui.element(.textfield, "Name")
        #expect(field.attributes[.disabled] == true)
        try ui.send(HostEvent(kind: .input, target: field.id, value: "Eve"))
        #expect(ui.find(.text, "Hello, Eve") == nil)
    }

    @Test func formattedFieldCommitsValuesThatParse() throws {
        let ui = ViewHarness(AgeForm())
        #expect(try ui.element(.textfield, "Age").attributes[.value] == "30")
        try ui.type("42", into: "Age")
        #expect(ui.find(.text, "Age is 42") != nil)
        // Text that does not parse stays in the field and leaves the value.
        try ui.type("abc", into: "Age")
        #expect(ui.find(.text, "Age is 42") != nil)
        #expect(try ui.element(.textfield, "Age").attributes[.value] == "abc")
        // Return drops text that does not parse: the field shows the value again.
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Age").id))
        #expect(ui.find(.text, "Age is 42") != nil)
        #expect(try ui.element(.textfield, "Age").attributes[.value] == "42")
    }
}
