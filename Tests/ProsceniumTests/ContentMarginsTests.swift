import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ContentMarginsTests {
    @Test func scrollContentIsInsetByTheMarginsAround() throws {
        let ui = ViewHarness(VStack {
            ScrollView { Text("Inset") }.contentMargins(.horizontal, 20, for: .scrollContent)
            ScrollView { Text("All") }.contentMargins(8)
            ScrollView { Text("Plain") }
        })
        let scrolls = ui.all(.scroll)
        let inset = try #require(scrolls[0].all(.padding).first)
        #expect(inset.length(.leading) == 20 && inset.length(.trailing) == 20)
        #expect(inset.length(.top) == nil || inset.length(.top) == 0)
        let all = try #require(scrolls[1].all(.padding).first)
        #expect(all.length(.top) == 8 && all.length(.bottom) == 8)
        #expect(scrolls[2].all(.padding).isEmpty)
    }

    @Test func theDefaultLengthIsTheSystemsAndIndicatorMarginsLeaveTheContent() throws {
        let ui = ViewHarness(VStack {
            ScrollView { Text("Default") }.contentMargins(.top, nil)
            ScrollView { Text("Indicators") }.contentMargins(.all, 30, for: .scrollIndicators)
        })
        let scrolls = ui.all(.scroll)
        #expect(try #require(scrolls[0].all(.padding).first).length(.top) == 16)
        #expect(scrolls[1].all(.padding).isEmpty)
    }
}
