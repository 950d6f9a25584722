import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ImageDynamicRangeTests {
    @Test func imagesCarryTheDynamicRangeTheyMayUse() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "sun.max")
            Image(systemName: "sun.min").allowedDynamicRange(.high)
        }.allowedDynamicRange(.standard))
        let images = ui.all(.image)
        #expect(images[0].attributes[.dynamicRange] == "standard")
        #expect(images[1].attributes[.dynamicRange] == "high")
        #expect(ViewHarness(Image(systemName: "moon")).all(.image).first?.attributes[.dynamicRange] == nil)
        let constrained: Image = Image(systemName: "star").allowedDynamicRange(.constrainedHigh)
        #expect(ViewHarness(constrained).all(.image).first?.attributes[.dynamicRange] == "constrainedHigh")
        #expect(EnvironmentValues().allowedDynamicRange == nil)
    }
}
