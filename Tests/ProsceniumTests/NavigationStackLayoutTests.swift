import CoreGraphics
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// `NavigationStack` as the layout engine places it
/// (`NavigationStackLayout`): as Apple documents it, the stack "displays a
/// root view and enables you to present additional views over the root
/// view", so the root, and each view pushed over it, takes the stack's
/// whole area; a view smaller than that is centred in it, as SwiftUI
/// centres a window's content. The title goes to the window's title bar.
@MainActor @Suite struct NavigationStackLayoutTests {
    private let size = CGSize(width: 600, height: 400)

    @Test func theRootTakesTheWholeStack() throws {
        let ui = ViewHarness(NavigationStack {
            List {
                NavigationLink("Apples", value: 1)
            }
            .navigationDestination(for: Int.self) { Text("Fruit \($0)") }
            .navigationTitle("Fruit")
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let pages = ui.all(.page)
        try #require(pages.count == 1)
        #expect(ui.frame(of: pages[0], in: size) == CGRect(origin: .zero, size: size))
        #expect(try ui.frame(of: #require(ui.all(.list).first), in: size) == CGRect(origin: .zero, size: size))
        #expect(ui.find(.text, "Fruit") == nil, "the title is the window's, not the content's")
    }

    @Test func aPushedViewTakesTheWholeStackAndTheRootIsNotShown() throws {
        let ui = ViewHarness(NavigationStack {
            List {
                NavigationLink("Apples", value: 1)
            }
            .navigationDestination(for: Int.self) { Text("Fruit \($0)") }
        })
        try ui.click(.navlink, "Apples")
        let pages = ui.all(.page)
        try #require(pages.count == 2)
        #expect(ui.frame(of: pages[0], in: size) == nil, "the root stays alive, hidden")
        #expect(ui.frame(of: pages[1], in: size) == CGRect(origin: .zero, size: size))
        let text = try #require(ui.frame(of: ui.element(.text, "Fruit 1"), in: size))
        #expect(abs(text.midX - 300) < 0.01 && abs(text.midY - 200) < 0.01)
    }
}
