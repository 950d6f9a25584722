import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

/// `ContentUnavailableView` laid out by the engine: it takes what it is
/// offered and centres its label, description and actions in a column.
@MainActor @Suite struct UnavailablePlacementTests {
    @Test func itsPartsAreCentredInAllItIsOffered() throws {
        let ui = ViewHarness(ContentUnavailableView("No Shape Selected", systemImage: "square.dashed",
                                                    description: Text("Choose a shape to edit it.")))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let size = CGSize(width: 500, height: 400)
        let view = try #require(ui.all(.unavailable).first)
        #expect(ui.frame(of: view, in: size) == CGRect(x: 0, y: 0, width: 500, height: 400))
        let title = try #require(ui.find(.text, "No Shape Selected"))
        let description = try #require(ui.find(.text, "Choose a shape to edit it."))
        let titleFrame = try #require(ui.frame(of: title, in: size))
        let descriptionFrame = try #require(ui.frame(of: description, in: size))
        // Both centred across; the title above the description, 6 points apart.
        #expect(abs(descriptionFrame.midX - 250) < 0.01)
        #expect(titleFrame.maxY <= descriptionFrame.minY)
        // The column centred down the view: as far from the top as from the bottom.
        let label = try #require(ui.all(.label).first)
        let labelFrame = try #require(ui.frame(of: label, in: size))
        #expect(abs(labelFrame.midX - 250) < 0.01)
        #expect(abs(descriptionFrame.minY - labelFrame.maxY - 6) < 0.01)
        #expect(abs(labelFrame.minY - (400 - descriptionFrame.maxY)) < 0.01)
        // The title is measured in the font the page draws it in.
        #expect(title.attributes[.font] != nil)
    }
}
