import Foundation
import ProsceniumHost

extension NSColor {
    /// The name of a colour in the app's asset catalogues.
    public typealias Name = String

    /// A colour whose value depends on the appearance it is drawn in:
    /// `dynamicProvider` is asked for its colour in the light (`.aqua`) and
    /// the dark (`.darkAqua`) appearance, and the colour follows the
    /// display's appearance as an asset catalogue's colour does. `colorName`
    /// is kept as its name.
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        func rgba(in appearance: NSAppearance.Name, _ scheme: ColorScheme) -> RGBA {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let resolved = Color(nsColor: dynamicProvider(NSAppearance(appearance))).resolve(in: environment)
            return RGBA(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                        alpha: Double(resolved.opacity))
        }
        self.init(value: ColorValue(.appearances(light: rgba(in: .aqua, .light), dark: rgba(in: .darkAqua, .dark))))
    }
}
