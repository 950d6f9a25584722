import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Lockable: View {
    @State private var locked = false
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }.disabled(locked)
            Button("Lock") { locked = true }
        }
    }
}

private struct ReadsEnvironment: View {
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text("limit \(lineLimit ?? 0) size \(controlSize == .small ? "small" : "other") enabled \(isEnabled ? "yes" : "no")")
    }
}

@MainActor @Suite struct StyleModifierTests {
    @Test func fontAndWeightReachEveryTextBelow() throws {
        let ui = ViewHarness(VStack {
            Text("Plain")
            Text("Own").font(.caption).fontWeight(.light)
        }.font(.title).bold().italic())
        let plain = try ui.element(.text, "Plain")
        #expect(plain.font == FontValue(style: .title))
        #expect(plain.attributes[.weight] == "bold")
        #expect(plain.attributes[.italic] == true)
        // A text's own font and weight win over the environment's.
        let own = try ui.element(.text, "Own")
        #expect(own.font == FontValue(style: .caption))
        #expect(own.attributes[.weight] == "light")
    }

    @Test func foregroundStyleColoursTextAndSymbols() throws {
        let ui = ViewHarness(HStack {
            Image(systemName: "star")
            Text("Star")
        }.foregroundStyle(.red))
        #expect(try ui.element(.text, "Star").foreground == .red)
        #expect(ui.all(.image).first?.foreground == .red)
        let other = ViewHarness(Text("Grey").foregroundColor(.gray))
        #expect(try other.element(.text, "Grey").foreground == .gray)
    }

    @Test func textLayoutSettingsAreEnvironmentValues() throws {
        let ui = ViewHarness(VStack {
            Text("Long text")
            ReadsEnvironment()
        }
        .lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle).textSelection(.enabled)
        .controlSize(.small))
        let text = try ui.element(.text, "Long text")
        #expect(text.attributes[.lineLimit] == "2")
        #expect(text.attributes[.textAlignment]?.alignment == .center)
        #expect(text.attributes[.truncationMode] == "middle")
        #expect(text.attributes[.selectable] == true)
        #expect(ui.find(.text, "limit 2 size small enabled yes") != nil)
        // The control size is also left on the subtree's element for the display.
        #expect(ui.all(.vstack).first?.attributes[.controlSize] == "small")
    }

    @Test func drawingEffectsLandOnTheElement() throws {
        let ui = ViewHarness(
            Text("Card").opacity(0.5).opacity(0.5).cornerRadius(8).border(Color.black, width: 2)
                .shadow(radius: 4, y: 2).hidden().tint(.orange).clipped()
        )
        let card = try ui.element(.text, "Card")
        #expect(card.number(.opacity) == 0.25)
        #expect(card.length(.cornerRadius) == 8)
        #expect(card.border == BorderValue(color: .black, width: 2))
        #expect(card.shadow == ShadowValue(color: ColorValue(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)), radius: 4, x: 0, y: 2))
        #expect(card.attributes[.hidden] == true)
        #expect(card.tint == .orange)
        #expect(card.attributes[.clipped] == true)
    }

    @Test func accessibilityAndHelp() throws {
        let ui = ViewHarness(
            Image(systemName: "trash").accessibilityLabel("Delete").accessibilityHint("Removes the item")
                .accessibilityIdentifier("delete-button").help("Delete the selection")
        )
        let image = try ui.element(.image, "Delete")
        #expect(image.attributes[.hint] == "Removes the item")
        #expect(image.attributes[.identifier] == "delete-button")
        #expect(image.attributes[.help] == "Delete the selection")
    }

    @Test func disabledSubtreeIgnoresClicks() throws {
        let ui = ViewHarness(Lockable())
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "Count: 1") != nil)
        try ui.click(.button, "Lock")
        let add = try ui.element(.button, "Add")
        #expect(add.attributes[.disabled] == true)
        // Even a display that sends the click anyway changes nothing.
        try ui.send(HostEvent(kind: .click, target: add.id))
        #expect(ui.find(.text, "Count: 1") != nil)
    }

    @Test func disabledFalseDoesNotReEnable() throws {
        let ui = ViewHarness(VStack { ReadsEnvironment().disabled(false) }.disabled(true))
        #expect(ui.find(.text, "limit 0 size other enabled no") != nil)
    }

    @Test func imageScaleReachesImages() throws {
        let ui = ViewHarness(Label("Big", systemImage: "star").imageScale(.large).symbolRenderingMode(.hierarchical))
        #expect(ui.all(.image).first?.attributes[.imageScale] == "large")
        #expect(ui.all(.image).first?.attributes[.symbolRenderingMode] == "hierarchical")
    }

    @Test func aSymbolIsGivenTheLowerForegroundStylesForItsLayers() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "chevron.up.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue, .green)
            Image(systemName: "star")
            Image("photo").foregroundStyle(.red, .blue)
        })
        let images = ui.all(.image)
        #expect(images.count == 3)
        #expect(images[0].attributes[.symbolRenderingMode] == .string("palette"))
        #expect(images[0].attributes[.secondaryForeground] == .paint(.color(ColorValue(.blue))))
        #expect(images[0].attributes[.tertiaryForeground] == .paint(.color(ColorValue(.green))))
        #expect(images[1].attributes[.symbolRenderingMode] == nil && images[1].attributes[.secondaryForeground] == nil)
        // An image file has no layers to colour.
        #expect(images[2].attributes[.secondaryForeground] == nil)
    }
}
