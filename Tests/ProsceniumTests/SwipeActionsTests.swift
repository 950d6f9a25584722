import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct Mail: View {
    @State var messages = ["Hello", "Invoice"]
    @State var flagged: [String] = []
    var body: some View {
        VStack {
            Text("Flagged: \(flagged.joined(separator: ","))")
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Flag") { flagged.append(message) }
                        }
                }
            }
        }
    }
}

@MainActor @Suite struct SwipeActionsTests {
    @Test func rowsNameTheirSwipeEdgesAndHoldTheActionsInSlots() throws {
        let ui = ViewHarness(Mail())
        let row = try ui.element(.row, "Hello")
        #expect(row.attributes[.swipeActions] == "leading trailing")
        #expect(row.attributes[.fullSwipe] == "trailing")
        let slots = row.all("slot").compactMap { $0.attributes[.name]?.description }
        #expect(slots.contains("swipeLeading") && slots.contains("swipeTrailing"))
        let flag = try #require(row.find(.button, "Flag"))
        try ui.send(HostEvent(kind: .click, target: flag.id))
        #expect(ui.find(.text, "Flagged: Hello") != nil)
        let delete = try #require(try ui.element(.row, "Invoice").find(.button, "Delete"))
        try ui.send(HostEvent(kind: .click, target: delete.id))
        #expect(ui.find(.row, "Invoice") == nil)
    }

    @Test func aViewOutsideAListHasNoSwipeActions() {
        let ui = ViewHarness(Text("Alone").swipeActions { Button("X") {} })
        #expect(ui.all(.button).isEmpty)
        #expect(HorizontalEdge.Set.all == [.leading, .trailing])
    }
}
