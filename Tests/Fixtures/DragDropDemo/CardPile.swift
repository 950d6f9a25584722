// Drag and drop with SwiftUI's Transferable API: a playing card dragged
// (`draggable`) onto a pile (`dropDestination(for: PlayingCard.self)`, whose
// isTargeted lights it up), and files from the desktop taken as URLs
// (`dropDestination(for: URL.self)`); a grip with WindowDragGesture moves
// the window. Plain SwiftUI code.
import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static let playingCard = UTType(exportedAs: "com.example.dragdrop.playing-card")
}

/// A card that moves as JSON of its own type, and as its name in text.
struct PlayingCard: Codable, Transferable {
    var rank: String
    var suit: String
    var name: String { "\(rank) of \(suit)" }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .playingCard)
        ProxyRepresentation(exporting: \.name)
    }
}

struct CardPile: View {
    @State private var pile: [PlayingCard] = []
    @State private var pileTargeted = false
    @State private var fileNames = "URLs: none"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // A grip that moves the window as its title bar does.
            Text("Move the window")
                .padding(6)
                .background(Color.purple.opacity(0.3))
                .accessibilityIdentifier("window-grip")
                .gesture(WindowDragGesture())
            HStack(spacing: 12) {
                Text("Ace")
                    .padding(8)
                    .background(Color.orange)
                    .accessibilityIdentifier("card-Ace")
                    .draggable(PlayingCard(rank: "Ace", suit: "Spades"))
                Text("Queen")
                    .padding(8)
                    .background(Color.orange)
                    .accessibilityIdentifier("card-Queen")
                    .draggable(PlayingCard(rank: "Queen", suit: "Hearts")) {
                        Text("The queen in flight").padding(4)
                    }
            }
            Text(pile.isEmpty ? "Pile: empty" : "Pile: \(pile.map(\.name).joined(separator: ", "))")
                .frame(width: 240, height: 80)
                .background(pileTargeted ? Color.green : Color.gray)
                .accessibilityIdentifier("pile")
                .dropDestination(for: PlayingCard.self) { cards, _ in
                    pile += cards
                    return !cards.isEmpty
                } isTargeted: { pileTargeted = $0 }
            Text(fileNames)
                .frame(width: 240, height: 60)
                .background(Color.gray)
                .accessibilityIdentifier("url-drop")
                .dropDestination(for: URL.self) { urls, _ in
                    fileNames = "URLs: " + urls.map { url in
                        "\(url.lastPathComponent) says \((try? String(contentsOf: url, encoding: .utf8)) ?? "?")"
                    }.joined(separator: ", ")
                    return true
                }
        }
        .padding()
    }
}
