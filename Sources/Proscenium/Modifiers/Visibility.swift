/// Whether something shows: as the context decides, always, or never.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden

    var name: String {
        switch self {
        case .automatic: "automatic"
        case .visible: "visible"
        case .hidden: "hidden"
        }
    }
}
