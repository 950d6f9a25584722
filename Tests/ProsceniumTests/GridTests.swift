import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct GridTests {
    @Test func gridItemsBecomeTracks() throws {
        let ui = ViewHarness(VStack {
            LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.flexible(minimum: 20, maximum: 60))],
                      spacing: 4) {
                ForEach(0..<5) { Text("Cell \($0)") }
            }
            LazyHGrid(rows: [GridItem(.adaptive(minimum: 50))]) { Text("Across") }
        })
        let grids = ui.all(.grid)
        #expect(grids[0].attributes[.columns] == .gridTracks([.fixed(80), .flexible(minimum: 10, maximum: .infinity),
                                                             .flexible(minimum: 20, maximum: 60)]))
        #expect(grids[0].length(.spacing) == 4)
        #expect(grids[0].children.count == 5)
        #expect(grids[1].attributes[.rows] == .gridTracks([.adaptive(minimum: 50, maximum: .infinity)]))
        #expect(grids[1].attributes[.flow] == "column")
    }
}
