import ProsceniumHost

/// A row's swipe actions on one edge.
struct SwipeActionSet {
    let allowsFullSwipe: Bool
    let content: any View
}

/// The swipe actions of a list row, by edge (the innermost modifier for an edge wins).
struct SwipeActionsKey: ViewTraitKey {
    static var defaultValue: [HorizontalEdge: SwipeActionSet] { [:] }
}

extension HorizontalEdge {
    var name: String { self == .leading ? "leading" : "trailing" }
}

extension RenderContext {
    /// A list row's swipe actions: `swipeActions` names the edges that have
    /// some, `fullSwipe` those a full swipe runs the first of; each edge's
    /// buttons are a `slot` `swipeLeading` or `swipeTrailing`.
    mutating func addSwipeActions(_ actions: [HorizontalEdge: SwipeActionSet], into attributes: inout ElementAttributes) {
        let edges = HorizontalEdge.allCases.filter { actions[$0] != nil }
        guard !edges.isEmpty else { return }
        attributes[.swipeActions] = .string(edges.map(\.name).joined(separator: " "))
        let full = edges.filter { actions[$0]?.allowsFullSwipe == true }
        if !full.isEmpty { attributes[.fullSwipe] = .string(full.map(\.name).joined(separator: " ")) }
    }

    mutating func addSwipeSlots(_ actions: [HorizontalEdge: SwipeActionSet]) {
        for edge in HorizontalEdge.allCases {
            guard let set = actions[edge] else { continue }
            addSlot(edge == .leading ? "swipeLeading" : "swipeTrailing", set.content)
        }
    }
}

nonisolated extension View {
    /// Actions a person reveals by swiping this list row from `edge` (in the
    /// browser: dragging it or a trackpad's horizontal swipe, or Left and Right
    /// arrows on the focused row); a full swipe runs the first when
    /// `allowsFullSwipe`.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let set = SwipeActionSet(allowsFullSwipe: allowsFullSwipe, content: content())
        return modifier(RowTraitModifier { traits in
            // Traits apply outermost first: the innermost modifier for an edge is the one kept.
            var actions = MainActor.assumeIsolated { traits[SwipeActionsKey.self] }
            actions[edge] = set
            MainActor.assumeIsolated { traits[SwipeActionsKey.self] = actions }
        })
    }
}
