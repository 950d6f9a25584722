import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ImageSymbolModeTests {
    @Test func anImagesOwnRenderingModeWinsOverTheEnvironments() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "cloud.sun").symbolRenderingMode(.multicolor)
            Image(systemName: "cloud.rain")
            Image(systemName: "bolt").symbolRenderingMode(nil)
        }.symbolRenderingMode(.hierarchical))
        let images = ui.all(.image)
        #expect(images[0].attributes[.symbolRenderingMode] == "multicolor")
        #expect(images[1].attributes[.symbolRenderingMode] == "hierarchical")
        #expect(images[2].attributes[.symbolRenderingMode] == "hierarchical")
        // The modifier keeps the type an `Image`, as SwiftUI's does.
        let image: Image = Image(systemName: "star").symbolRenderingMode(.palette)
        #expect(ViewHarness(image).all(.image).first?.attributes[.symbolRenderingMode] == "palette")
    }
}
