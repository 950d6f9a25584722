import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A custom style written as apps do, with the underscored requirement.
private struct Framed: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        configuration.padding(4).border(Color.red)
    }
}

private struct Fields: View {
    @State var name = ""
    @State var city = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            TextField("City", text: $city).textFieldStyle(Framed())
            SecureField("Password", text: .constant("")).textFieldStyle(.plain)
            TextField("Plain default", text: .constant(""))
            Text("City is \(city)")
        }
    }
}

private struct Labels: View {
    @State var choice = 1
    var body: some View {
        VStack {
            Picker("Size", selection: $choice) { Text("One").tag(1) }.labelsHidden()
            Toggle("Shown", isOn: .constant(true))
        }
    }
}

private struct Secrets: View {
    var body: some View {
        VStack {
            Text("Balance 42").privacySensitive()
            Text("Name Ada")
            Text("Kept").unredacted()
        }
    }
}

private struct Rows: View {
    var body: some View {
        List {
            Text("Inbox").badge(3)
            Text("Drafts").badge(0)
            Text("Flagged").badge("New")
            Text("Quiet").listRowSeparator(.hidden, edges: .bottom)
            Text("Tinted").listRowSeparatorTint(.red).listItemTint(.green)
            Text("Inset").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("Backed").listRowBackground(Color.yellow)
            Section("Group") { Text("In group") }.listSectionSeparator(.hidden)
        }
        .scrollContentBackground(.hidden)
    }
}

@MainActor @Suite struct ControlDetailTests {
    @Test func textFieldStylesAreTheFieldsStyleAndCustomStylesWrapTheField() throws {
        let ui = ViewHarness(Fields())
        #expect(try ui.element(.textfield, "Name").attributes[.style] == "roundedBorder")
        #expect(try ui.element(.textfield, "Password").attributes[.style] == "plain")
        #expect(try ui.element(.textfield, "Plain default").attributes[.style] == nil)
        // The custom style draws the field in its border; the field still edits the binding.
        let city = try ui.element(.textfield, "City")
        #expect(city.attributes[.style] == nil)
        #expect(ui.elements.contains { $0.border != nil && $0.find(.textfield, "City") != nil })
        try ui.type("Lyon", into: "City")
        #expect(ui.find(.text, "City is Lyon") != nil)
    }

    @Test func labelsHiddenMarksTheControlAndKeepsItsName() throws {
        let ui = ViewHarness(Labels())
        let picker = try ui.element(.picker, "Size")
        #expect(picker.attributes[.labelsHidden] == true)
        #expect(try ui.element(.toggle, "Shown").attributes[.labelsHidden] == nil)
    }

    @Test func placeholderRedactionMarksTextsAndPrivacyNeverSendsThem() throws {
        let placeholder = ViewHarness(Secrets().redacted(reason: .placeholder))
        #expect(try placeholder.element(.text, "Name Ada").attributes[.redacted] == "placeholder")
        #expect(try placeholder.element(.text, "Kept").attributes[.redacted] == nil)

        let privacy = ViewHarness(Secrets().redacted(reason: .privacy))
        #expect(privacy.find(.text, "Balance 42") == nil)
        let hidden = try privacy.element(.text, "••••••• ••")
        #expect(hidden.attributes[.redacted] == "privacy")
        // Only privacy-sensitive views are hidden for privacy.
        #expect(try privacy.element(.text, "Name Ada").attributes[.redacted] == nil)

        let plain = ViewHarness(Secrets())
        #expect(try plain.element(.text, "Balance 42").attributes[.redacted] == nil)
    }

    @Test func rowDetailsAreTheRowsAttributes() throws {
        let ui = ViewHarness(Rows())
        #expect(ui.all(.list).first?.attributes[.contentBackground] == "hidden")
        #expect(try ui.element(.row, "Inbox").attributes[.badge] == "3")
        #expect(try ui.element(.row, "Drafts").attributes[.badge] == nil)
        #expect(try ui.element(.row, "Flagged").attributes[.badge] == "New")
        #expect(try ui.element(.row, "Quiet").attributes[.separator] == "hiddenBottom")
        let tinted = try ui.element(.row, "Tinted")
        #expect(tinted.attributes[.separatorTint]?.color == .red)
        #expect(tinted.tint == .green)
        let inset = try ui.element(.row, "Inset")
        #expect(inset.length(.top) == 1 && inset.length(.leading) == 2)
        #expect(inset.length(.bottom) == 3 && inset.length(.trailing) == 4)
        let backed = try ui.element(.row, "Backed")
        #expect(backed.children.last?.attributes[.name] == "rowBackground")
        #expect(backed.children.last?.all(.color).first?.color == .yellow)
        #expect(try ui.element(.section, "Group").attributes[.separator] == "hidden")
    }
}
