import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct SubmitLabelTests {
    /// The label reaches each field below as its `submitLabel`, which the
    /// browser turns into `enterkeyhint`; a field without one has none.
    @Test func fieldsCarryTheirSubmitLabel() throws {
        let ui = ViewHarness(Form {
            TextField("User", text: .constant("")).submitLabel(.continue)
            SecureField("Password", text: .constant("")).submitLabel(.done)
            TextField("Search", text: .constant("")).submitLabel(.search)
            TextField("Note", text: .constant(""))
        })
        #expect(try ui.element(.textfield, "User").attributes[.submitLabel] == "continue")
        #expect(try ui.element(.textfield, "Password").attributes[.submitLabel] == "done")
        #expect(try ui.element(.textfield, "Search").attributes[.submitLabel] == "search")
        #expect(try ui.element(.textfield, "Note").attributes[.submitLabel] == nil)
        let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .return, .next, .continue]
        #expect(Set(labels.map { ViewHarness(TextField("F", text: .constant("")).submitLabel($0)) }
            .compactMap { $0.find(.textfield, "F")?.attributes[.submitLabel]?.string }).count == 9)
    }

    /// The label changes nothing else: Return still submits.
    @Test func returnStillSubmits() throws {
        var submitted = 0
        let ui = ViewHarness(TextField("Name", text: .constant("a")).submitLabel(.go).onSubmit { submitted += 1 })
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Name").id))
        #expect(submitted == 1)
    }
}
