import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct GridTests {
    @Test func gridItemsBecomeTracks() throws {
        let ui = ViewHarness(VStack {
            LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.flexible(minimum: 20, maximum: 60))],
                      spacing: 4) {
                ForEach(0..<5) { Text("Cell \($0)") }
            }
            LazyHGrid(rows: [GridItem(.adaptive(minimum: 50))]) { Text("Across") }
        })
        let grids = ui.all("grid")
        #expect(grids[0].attributes["columns"] == "80px minmax(10px, 1fr) minmax(20px, 60px)")
        #expect(grids[0].attributes["spacing"] == "4")
        #expect(grids[0].children.count == 5)
        #expect(grids[1].attributes["rows"] == "repeat(auto-fill, minmax(50px, 1fr))")
        #expect(grids[1].attributes["flow"] == "column")
    }
}
