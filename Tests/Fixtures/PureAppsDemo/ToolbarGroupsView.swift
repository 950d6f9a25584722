// Window > Toolbar Groups: a window that narrows below its toolbar's width
// (to its 240-point content), whose last item is a labelled group; it
// overflows into the » menu as one entry, "Format", with the group's
// buttons in its submenu.
import SwiftUI

struct ToolbarGroupsView: View {
    @State private var used = "Nothing"

    var body: some View {
        Text("Used: \(used)")
            .frame(width: 240, height: 120)
            .toolbar {
                ToolbarItem { Button("Reload") { used = "Reload" } }
                ToolbarItem { Button("Archive") { used = "Archive" } }
                ToolbarItemGroup {
                    Button("Bold") { used = "Bold" }
                    Button("Italic") { used = "Italic" }
                } label: {
                    Label("Format", systemImage: "textformat")
                }
            }
    }
}
