import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct HorizontalRadioGroupTests {
    @Test func radioGroupsBelowLayTheirButtonsInARow() throws {
        let ui = ViewHarness(VStack {
            Picker("Row", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }
                .pickerStyle(.radioGroup)
            Picker("Menu", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }
        }.horizontalRadioGroupLayout())
        #expect(try ui.element(.picker, "Row").attributes[.axis] == "horizontal")
        // Only radio groups are laid out in a row.
        #expect(try ui.element(.picker, "Menu").attributes[.axis] == nil)
        let column = ViewHarness(Picker("Column", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.radioGroup))
        #expect(try column.element(.picker, "Column").attributes[.axis] == nil)
    }
}
