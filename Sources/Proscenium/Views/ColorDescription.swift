import ProsceniumHost

extension Color: CustomStringConvertible {
    /// A textual representation of the colour, as SwiftUI prints it: a
    /// standard colour's name (`red`, `accentColor`), a constant colour's
    /// sRGB bytes (`#FF8000FF`), a colour with an opacity as its percentage
    /// before the colour (`50% red`), an asset colour no catalogue defines
    /// as `NamedColor(name: "aqua", bundle: nil)`.
    public var description: String {
        let base = switch value.base {
        case let .system(system): system == .accent ? "accentColor" : system.rawValue
        case let .rgba(rgba): Resolved(rgba, opacity: 1).description
        case let .asset(name): "NamedColor(name: \"\(name)\", bundle: nil)"
        case let .appearances(light, _): Resolved(light, opacity: 1).description
        }
        guard value.opacity != 1 else { return base }
        let percent = (value.opacity * 100).rounded()
        return "\(percent == percent.rounded(.down) ? String(Int(percent)) : String(percent))% \(base)"
    }
}
