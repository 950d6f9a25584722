import Foundation
import ProsceniumFoundation
import ProsceniumHost

// `Color` and Core Graphics' `CGColor`: a constant colour either way.

extension Color {
    /// A colour with the components of `cgColor`.
    public init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A colour with the components of `cgColor`.
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// A colour that is whatever `color` resolves to in the environment it
    /// is drawn in: its light and its dark appearance.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        let (day, night) = (color.resolve(in: light), color.resolve(in: dark))
        if day == night {
            self.init(day)
        } else {
            func rgba(_ resolved: Color.Resolved) -> RGBA {
                RGBA(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                     alpha: Double(resolved.opacity))
            }
            self.init(value: ColorValue(.appearances(light: rgba(day), dark: rgba(night))))
        }
    }

    /// The colour's components, when it is a constant colour; nil for one
    /// that changes with the appearance (`.primary`, an asset's colour).
    public var cgColor: CGColor? {
        guard case let .rgba(rgba) = value.base else { return nil }
        return CGColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                       alpha: CGFloat(rgba.alpha * value.opacity))
    }
}

extension Color {
    /// The colour resolved in the current drawing appearance, light or dark:
    /// what AppKit's and UIKit's colours give as their components.
    func resolvedInCurrentAppearance() -> Color.Resolved {
        var environment = EnvironmentValues()
        let dark = NSAppearance.currentDrawing().bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
        environment.colorScheme = dark ? .dark : .light
        return resolve(in: environment)
    }
}

extension Color.Resolved {
    /// The resolved colour's components as a `CGColor`.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
