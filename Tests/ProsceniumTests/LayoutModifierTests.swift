import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Resizable: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Text("Box").frame(width: wide ? 300 : 100)
            Button("Widen") { wide = true }
        }
    }
}

@MainActor @Suite struct LayoutModifierTests {
    @Test func paddingWritesTheDefaultAmountOnEachEdge() throws {
        let ui = ViewHarness(Text("Hi").padding())
        let padding = try #require(ui.all(.padding).first)
        #expect(padding.attributes == [.top: .length(16), .leading: .length(16), .bottom: .length(16), .trailing: .length(16)])
        #expect(padding.children.first?.text == "Hi")
    }

    @Test func paddingOnChosenEdgesLeavesTheOthersAtZero() throws {
        let ui = ViewHarness(VStack {
            Text("A").padding(.horizontal, 8)
            Text("B").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("C").padding(5)
        })
        let paddings = ui.all(.padding).map(\.attributes)
        #expect(paddings == [
            [.top: .length(0), .leading: .length(8), .bottom: .length(0), .trailing: .length(8)],
            [.top: .length(1), .leading: .length(2), .bottom: .length(3), .trailing: .length(4)],
            [.top: .length(5), .leading: .length(5), .bottom: .length(5), .trailing: .length(5)],
        ])
    }

    @Test func scenePaddingUsesTheWindowMargin() throws {
        let ui = ViewHarness(Text("Hi").scenePadding(.bottom))
        let padding = try #require(ui.all(.padding).first)
        #expect(padding.attributes == [.top: .length(0), .leading: .length(0), .bottom: .length(20), .trailing: .length(0), .role: "scene"])
    }

    @Test func framesWrapTheirContentAndFollowState() throws {
        let ui = ViewHarness(Resizable())
        #expect(ui.all(.frame).first?.attributes == [.width: .length(100), .alignment: .alignment(.center)])
        try ui.click(.button, "Widen")
        #expect(ui.all(.frame).first?.length(.width) == 300)
    }

    @Test func flexibleFrameWritesInfinity() throws {
        let ui = ViewHarness(Text("Wide").frame(minWidth: 50, maxWidth: .infinity, alignment: .topLeading))
        #expect(ui.all(.frame).first?.attributes == [.minWidth: .length(50), .maxWidth: .length(.infinity), .alignment: .alignment(.topLeading)])
    }

    @Test func layoutHintsLandOnTheContentsElement() throws {
        let ui = ViewHarness(
            Text("Hint").fixedSize(horizontal: false, vertical: true).layoutPriority(1).zIndex(2)
                .offset(x: 3).offset(x: 4, y: 5)
        )
        let text = try ui.element(.text, "Hint")
        #expect(text.attributes[.fixedSize] == "vertical")
        #expect(text.number(.layoutPriority) == 1)
        #expect(text.number(.zIndex) == 2)
        #expect(text.length(.offsetX) == 7)
        #expect(text.length(.offsetY) == 5)
    }

    @Test func aspectRatioAndScaling() throws {
        let ui = ViewHarness(VStack {
            Image("photo").resizable().scaledToFit()
            Image("wide").resizable().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
        })
        let images = ui.all(.image)
        #expect(images[0].attributes[.contentMode] == "fit")
        #expect(images[0].attributes[.aspectRatio] == nil)
        #expect(images[1].attributes[.contentMode] == "fill")
        #expect(images[1].number(.aspectRatio).map { abs($0 - 16.0 / 9) < 1e-9 } == true)
    }

    @Test func modifierOrderDecidesWhichElementGetsTheBackground() throws {
        let ui = ViewHarness(VStack {
            Text("Inner").background(Color.red).padding()
            Text("Outer").padding().background(.blue)
        })
        let paddings = ui.all(.padding)
        #expect(try ui.element(.text, "Inner").background == .red)
        #expect(paddings[0].attributes[.background] == nil)
        #expect(paddings[1].background == .blue)
        #expect(try ui.element(.text, "Outer").attributes[.background] == nil)
    }

    @Test func backgroundAndOverlayViewsAreLayers() throws {
        let ui = ViewHarness(
            Text("Base")
                .background(alignment: .leading) { Color.green; Text("Behind") }
                .overlay(alignment: .topTrailing) { Text("Badge") }
        )
        let layers = ui.all(.layer)
        #expect(layers.map { $0.attributes[.role] } == ["overlay", "background"])
        let overlay = layers[0]
        #expect(overlay.alignment == .topTrailing)
        // The base comes first; the layer is the last child, one zstack.
        #expect(overlay.children.first?.tag == .layer)
        #expect(overlay.children.last?.tag == .zstack)
        #expect(overlay.children.last?.textContent == "Badge")
        let background = layers[1]
        #expect(background.children.first?.text == "Base")
        #expect(background.children.last?.children.map(\.tag) == [.color, .text])
    }

    @Test func ignoringTheSafeAreaNamesTheEdgesOnTheView() throws {
        let all = ViewHarness(Color.green.ignoresSafeArea())
        #expect(all.all(.color).first?.attributes[AttributeKey.ignoresSafeArea] == "top leading bottom trailing")
        let top = ViewHarness(Color.green.edgesIgnoringSafeArea(.top))
        #expect(top.all(.color).first?.attributes[AttributeKey.ignoresSafeArea] == "top")
        let vertical = ViewHarness(Color.green.ignoresSafeArea(.container, edges: .vertical))
        #expect(vertical.all(.color).first?.attributes[AttributeKey.ignoresSafeArea] == "top bottom")
        // No on-screen keyboard, and no edges: nothing to reach into.
        #expect(ViewHarness(Color.green.ignoresSafeArea(.keyboard)).all(.color).first?.attributes[AttributeKey.ignoresSafeArea] == nil)
        #expect(ViewHarness(Color.green.ignoresSafeArea(edges: [])).all(.color).first?.attributes[AttributeKey.ignoresSafeArea] == nil)
    }
}

