import Foundation
import ProsceniumHost

extension Color {
    /// A concrete colour: red, green, blue and opacity values, as a colour
    /// resolves in an environment (its light or dark variant chosen).
    @frozen public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The amount of red in the colour, in the sRGB colour space.
        public var red: Float
        /// The amount of green in the colour, in the sRGB colour space.
        public var green: Float
        /// The amount of blue in the colour, in the sRGB colour space.
        public var blue: Float
        /// The degree of opacity in the colour, 0 (transparent) ... 1 (opaque).
        public var opacity: Float

        /// Creates a resolved colour from red, green and blue components in `colorSpace`.
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                self.red = Self.encoded(red)
                self.green = Self.encoded(green)
                self.blue = Self.encoded(blue)
            } else {
                self.red = red
                self.green = green
                self.blue = blue
            }
            self.opacity = opacity
        }

        init(_ rgba: RGBA, opacity: Double) {
            self.init(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue),
                      opacity: Float(rgba.alpha * opacity))
        }

        /// The amount of red in the colour, in the linear sRGB colour space.
        public var linearRed: Float {
            get { Self.decoded(red) }
            set { red = Self.encoded(newValue) }
        }

        /// The amount of green in the colour, in the linear sRGB colour space.
        public var linearGreen: Float {
            get { Self.decoded(green) }
            set { green = Self.encoded(newValue) }
        }

        /// The amount of blue in the colour, in the linear sRGB colour space.
        public var linearBlue: Float {
            get { Self.decoded(blue) }
            set { blue = Self.encoded(newValue) }
        }

        /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
        public var description: String {
            func byte(_ value: Float) -> String {
                let byte = RGBA.byte(Double(value))
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
        }

        /// The sRGB transfer function, and its inverse (sign-preserving, for extended values).
        static func encoded(_ linear: Float) -> Float {
            let magnitude = abs(linear)
            let value = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * Float(pow(Double(magnitude), 1 / 2.4)) - 0.055
            return linear < 0 ? -value : value
        }

        static func decoded(_ encoded: Float) -> Float {
            let magnitude = abs(encoded)
            let value = magnitude <= 0.04045 ? magnitude / 12.92 : Float(pow(Double((magnitude + 0.055) / 1.055), 2.4))
            return encoded < 0 ? -value : value
        }
    }

    /// A constant colour from a resolved one.
    public init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }

    /// The colour's values in `environment`: its dark variant when the
    /// environment's colour scheme is dark, its light one otherwise. A name
    /// that no asset catalogue defines (which the display draws as a CSS
    /// colour name) resolves to black.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let appearance: ColorAppearance = environment.colorScheme == .dark ? .dark : .light
        let rgba: RGBA = switch value.base {
        case let .rgba(rgba): rgba
        case let .system(system): system.value(in: appearance)
        case let .appearances(light, dark): appearance == .light ? light : dark
        case .asset: RGBA(red: 0, green: 0, blue: 0)
        }
        return Color.Resolved(rgba, opacity: value.opacity)
    }
}

extension Color.Resolved: PaintingShapeStyle {
    func paint(in environment: EnvironmentValues) -> PaintValue? { .color(Color(self).value) }
}
