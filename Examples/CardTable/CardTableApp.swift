import SwiftUI

/// A small card table: deal cards, turn them over to find the pairs, move the
/// token around the felt. Plain SwiftUI: animations, transitions, gestures,
/// hover, keys and the clipboard.
@main
struct CardTableApp: App {
    var body: some Scene {
        WindowGroup("Card Table") {
            TableView()
        }
    }
}

struct Card: Identifiable, Hashable {
    let id: Int
    let face: String
    var isUp = false

    static func deck() -> [Card] {
        ["A", "B", "A", "B"].enumerated().map { Card(id: $0.offset, face: $0.element) }
    }
}

struct TableView: View {
    @State private var cards = Card.deck()
    @State private var nextID = 4
    @State private var wide = false
    @State private var showsHint = false
    @State private var tokenOffset = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero
    @State private var dragReport = "Drag: none"
    @State private var hovering = false
    @State private var pressReport = "Long press: no"
    @State private var pressing = false
    @State private var keyReport = "Key: none"
    @State private var selected = 0
    @State private var pulse = false
    @State private var showsBadge = false
    @State private var showsChip = false
    @State private var showsFlag = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Grow") { withAnimation(.easeInOut(duration: 2)) { wide.toggle() } }
                Button(showsHint ? "Hide Hint" : "Show Hint") {
                    withAnimation(.linear(duration: 2)) { showsHint.toggle() }
                }
                Button("Deal") {
                    withAnimation(.bouncy) {
                        cards.append(Card(id: nextID, face: ["A", "B"][nextID % 2]))
                        nextID += 1
                    }
                }
                Button("Shuffle") { withAnimation(.snappy) { cards.shuffle() } }
                Button(showsBadge ? "Hide Badge" : "Show Badge") {
                    withAnimation(.linear(duration: 2)) { showsBadge.toggle() }
                }
                if showsBadge {
                    Text("Dealer")
                        .padding(4)
                        .background(Color.yellow)
                        .transition(TwirlTransition())
                        .accessibilityIdentifier("badge")
                }
            }
            RoundedRectangle(cornerRadius: 6)
                .fill(wide ? Color.green : Color.blue)
                .frame(width: wide ? 300 : 100, height: 24)
                .accessibilityIdentifier("bar")
            HStack {
                Button(showsChip ? "Hide Chip" : "Show Chip") {
                    withAnimation(.linear(duration: 2)) { showsChip.toggle() }
                }
                if showsChip {
                    Text("Chip")
                        .padding(4)
                        .background(Color.mint)
                        .transition(.modifier(active: ChipGrowth(scale: 0.2, opacity: 0), identity: ChipGrowth(scale: 1, opacity: 1)))
                        .accessibilityIdentifier("chip")
                }
                Button(showsFlag ? "Hide Flag" : "Show Flag") {
                    withAnimation(.linear(duration: 2)) { showsFlag.toggle() }
                }
                if showsFlag {
                    Text("Flag")
                        .padding(4)
                        .background(Color.pink)
                        .transition(AnyTransition(TwirlTransition()).combined(with: .offset(y: 30)))
                        .accessibilityIdentifier("flag")
                }
            }
            if showsHint {
                Text("Find the pairs: turn a card with a click, take it away with a long press.")
                    .transition(.opacity)
                    .accessibilityIdentifier("hint")
            }
            HStack(spacing: 8) {
                ForEach(cards) { card in
                    CardView(card: card, isSelected: cards.firstIndex(of: card) == selected)
                        .transition(.asymmetric(insertion: .scale, removal: .move(edge: .bottom).combined(with: .opacity)))
                        .onTapGesture {
                            withAnimation(.spring(duration: 0.3, bounce: 0.4)) { flip(card) }
                        }
                        .onLongPressGesture(minimumDuration: 0.6) {
                            withAnimation(.easeIn(duration: 1.5)) { cards.removeAll { $0.id == card.id } }
                        }
                        .accessibilityIdentifier("card-\(card.id)")
                }
            }
            .frame(height: 90)
            ZStack(alignment: .topLeading) {
                Color.green.opacity(0.3)
                Circle()
                    .fill(Color.orange)
                    .frame(width: 40, height: 40)
                    .offset(x: tokenOffset.width + dragOffset.width, y: tokenOffset.height + dragOffset.height)
                    .gesture(
                        DragGesture(minimumDistance: 2)
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onChanged { value in
                                dragReport = "Drag: \(Int(value.translation.width)), \(Int(value.translation.height))"
                            }
                            .onEnded { value in
                                tokenOffset.width += value.translation.width
                                tokenOffset.height += value.translation.height
                                dragReport = "Dropped: \(Int(value.translation.width)), \(Int(value.translation.height))"
                            }
                    )
                    // With Option held the drag measures and leaves the token where it is.
                    .highPriorityGesture(
                        DragGesture(minimumDistance: 2)
                            .modifiers(.option)
                            .onChanged { value in
                                dragReport = "Measured: \(Int(value.translation.width)), \(Int(value.translation.height))"
                            }
                    )
                    .pointerStyle(.grabIdle)
                    .accessibilityIdentifier("token")
            }
            .frame(width: 300, height: 120)
            .clipped()
            Text(dragReport)
            Text(hovering ? "Hovering" : "Not hovering")
                .padding(6)
                .background(hovering ? Color.yellow : Color.clear)
                .onHover { hovering = $0 }
            Text(pressReport)
                .padding(6)
                .opacity(pressing ? 0.5 : 1)
                .onLongPressGesture(minimumDuration: 0.6) {
                    pressReport = "Long press: yes"
                } onPressingChanged: { pressing = $0 }
            Text(keyReport)
                .padding(6)
                .focusable()
                .onKeyPress(keys: ["a", "b", "r"]) { press in
                    keyReport = "Key: \(press.characters)"
                    if press.characters == "r" { withAnimation(.easeInOut) { tokenOffset = .zero } }
                    return .handled
                }
                .onMoveCommand { direction in
                    switch direction {
                    case .left: selected = max(selected - 1, 0)
                    case .right: selected = min(selected + 1, max(cards.count - 1, 0))
                    default: break
                    }
                    keyReport = "Selected: \(selected)"
                }
                // Edit > Copy, Cut and Paste (and Command-C/X/V) while this has focus:
                // the selected card's face goes to the clipboard; pasted faces deal cards.
                .copyable(cards.indices.contains(selected) ? [cards[selected].face] : [])
                .cuttable(for: String.self) {
                    guard cards.indices.contains(selected) else { return [] }
                    let card = cards[selected]
                    withAnimation(.easeIn(duration: 0.3)) { _ = cards.remove(at: selected) }
                    selected = min(selected, max(cards.count - 1, 0))
                    keyReport = "Cut: \(card.face)"
                    return [card.face]
                }
                .pasteDestination(for: String.self) { faces in
                    withAnimation(.bouncy) {
                        for face in faces {
                            cards.append(Card(id: nextID, face: face))
                            nextID += 1
                        }
                    }
                    keyReport = "Pasted: \(faces.joined(separator: " "))"
                } validator: { faces in
                    faces.filter { ["A", "B"].contains($0) }
                }
            Text("Your turn")
                .opacity(pulse ? 0.4 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(), value: pulse)
                .onAppear { pulse = true }
            // The piles sit low at the right; as a focus section their column
            // takes Right from any seat, focusing its first pile.
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    ForEach(1...3, id: \.self) { seat in
                        Button("Seat \(seat)") { keyReport = "Chose: Seat \(seat)" }
                    }
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Spacer()
                    ForEach(["A", "B"], id: \.self) { pile in
                        Button("Pile \(pile)") { keyReport = "Chose: Pile \(pile)" }
                    }
                }
                .focusSection()
                .accessibilityIdentifier("piles")
            }
            .frame(width: 300, height: 130)
        }
        .padding()
    }

    private func flip(_ card: Card) {
        guard let index = cards.firstIndex(of: card) else { return }
        cards[index].isUp.toggle()
    }
}

/// Comes in turning from a quarter turn back at a fifth of its opacity, and
/// goes out turning on the same way: a custom `Transition`'s phases.
struct TwirlTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0.2)
            .rotationEffect(.degrees(phase.value * 90))
    }
}

/// Grown and faded: `AnyTransition.modifier(active:identity:)`'s two states for the chip.
struct ChipGrowth: ViewModifier {
    let scale: Double
    let opacity: Double
    func body(content: Content) -> some View {
        content.scaleEffect(scale).opacity(opacity)
    }
}

struct CardView: View {
    let card: Card
    let isSelected: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(card.isUp ? Color.white : Color.indigo)
            RoundedRectangle(cornerRadius: 8)
                .stroke(isSelected ? Color.orange : Color.gray, lineWidth: isSelected ? 3 : 1)
            Text(card.isUp ? card.face : "?")
                .font(.title)
                .foregroundStyle(card.isUp ? Color.black : Color.white)
        }
        .frame(width: 56, height: 80)
    }
}
