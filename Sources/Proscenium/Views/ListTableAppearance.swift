import ProsceniumHost

// SwiftUI draws a list with UIKit's table view on iOS, so a list follows
// what the app set on `UITableView.appearance()`.

/// What a list takes from `UITableView.appearance()`.
struct ListTableAppearance {
    var background: ColorValue?
    var separatorsHidden = false
    var separatorColor: ColorValue?

    /// The list's attributes: its background instead of its own, its
    /// separators hidden or coloured.
    func apply(to attributes: inout ElementAttributes) {
        if let background {
            attributes[.contentBackground] = "hidden"
            attributes[.background] = .color(background)
        }
        if separatorsHidden { attributes[.separator] = "hidden" }
        if let separatorColor { attributes[.separatorTint] = .color(separatorColor) }
    }
}

/// The table view proxy's settings, read so that the list renders again when
/// they change.
@MainActor func tableAppearance(in node: ViewNode) -> ListTableAppearance {
    AppearanceProxies.read(in: node) {
        guard let proxy = AppearanceProxies.existingProxy(of: UITableView.self) else { return ListTableAppearance() }
        return ListTableAppearance(background: proxy.backgroundColor?.value,
                                   separatorsHidden: proxy.separatorStyle == .none,
                                   separatorColor: proxy.separatorColor?.value)
    }
}
