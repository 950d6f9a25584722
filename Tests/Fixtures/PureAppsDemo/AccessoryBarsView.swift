// Window > Accessory Bars: two accessory bars under the toolbar, a
// favourites bar and a scope bar, each of its own identifier; the labels
// show that their buttons ran, and a toggle hides the favourites bar.
import SwiftUI

extension ToolbarItemPlacement {
    static let favouritesBar = accessoryBar(id: "com.example.favourites")
}

extension ToolbarPlacement {
    static let favouritesBar = accessoryBar(id: "com.example.favourites")
}

struct AccessoryBarsView: View {
    @State private var visited = "Nothing"
    @State private var scope = "All"
    @State private var filters = 0
    @State private var favouritesShown = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("Visited: \(visited)")
            Text("Scope: \(scope)")
            Text("Filters: \(filters)")
            Toggle("Show Favourites", isOn: $favouritesShown)
        }
        .padding()
        .frame(minWidth: 480, minHeight: 200)
        .toolbar {
            ToolbarItem { Button("Reload") {} }
            ToolbarItem(placement: .favouritesBar) { Button("Apple") { visited = "Apple" } }
            ToolbarItem(placement: .favouritesBar) { Button("Swift") { visited = "Swift" } }
            ToolbarItemGroup(placement: .accessoryBar(id: "scope")) {
                Button("All") { scope = "All" }
                Button("Documents") { scope = "Documents" }
                Button("Add Filter") { filters += 1 }.buttonStyle(.accessoryBarAction)
            }
        }
        .toolbar(favouritesShown ? .visible : .hidden, for: .favouritesBar)
    }
}
