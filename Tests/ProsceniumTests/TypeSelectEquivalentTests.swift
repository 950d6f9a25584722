import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct TypeSelectEquivalentTests {
    @Test func theEquivalentIsOnTheViewsElement() throws {
        let ui = ViewHarness(VStack {
            Text("🍇").typeSelectEquivalent("Grape")
            Text("🍒").typeSelectEquivalent(Text("Cherry"))
            Text("🍌").typeSelectEquivalent("Banana" as LocalizedStringKey)
            Text("Plain").typeSelectEquivalent(nil as Text?)
        })
        #expect(try ui.element(.text, "🍇").attributes[.typeSelect] == .string("Grape"))
        #expect(try ui.element(.text, "🍒").attributes[.typeSelect] == .string("Cherry"))
        #expect(try ui.element(.text, "🍌").attributes[.typeSelect] == .string("Banana"))
        #expect(try ui.element(.text, "Plain").attributes[.typeSelect] == nil)
    }
}
