import Foundation

/// What kind of colour a colour space's components make.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// How a colour's components are read: grey (one component) or RGB (three).
/// The page shows sRGB, so every RGB space's components are shown as sRGB's
/// and every grey space's as a grey of equal sRGB components: a pixel of an
/// image keeps its stored values (no colour matching between spaces).
/// Unchecked Sendable: immutable.
public final class CGColorSpace: @unchecked Sendable, CustomStringConvertible {
    /// The name it was made with (`CGColorSpace.sRGB`...); nil for a device space.
    public let name: CFString?
    /// Grey or RGB.
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The colour space named `name` (one of the names below); nil for a
    /// name this platform does not know (CMYK, Lab, ICC-profile spaces).
    public convenience init?(name: CFString) {
        let key = name as String
        if Self.rgbNames.contains(key) {
            self.init(name: name, model: .rgb)
        } else if Self.grayNames.contains(key) {
            self.init(name: name, model: .monochrome)
        } else {
            return nil
        }
    }

    /// How many colour components a colour in this space has (alpha not counted).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public var description: String { "<CGColorSpace \(name.map { $0 as String } ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }

    /// The standard RGB colour space (IEC 61966-2-1).
    public class var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// sRGB with components beyond 0...1.
    public class var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    /// sRGB's primaries with a linear transfer function.
    public class var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    /// The Display P3 colour space.
    public class var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    /// Generic RGB.
    public class var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    /// Grey with a gamma of 2.2.
    public class var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    /// Grey with a linear transfer function.
    public class var linearGray: CFString { "kCGColorSpaceLinearGray" }
    /// Grey with components beyond 0...1.
    public class var extendedGray: CFString { "kCGColorSpaceExtendedGray" }

    private static let rgbNames: Set<String> = ["kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceLinearSRGB",
                                                "kCGColorSpaceDisplayP3", "kCGColorSpaceGenericRGBLinear",
                                                "kCGColorSpaceGenericRGB", "kCGColorSpaceExtendedLinearSRGB"]
    private static let grayNames: Set<String> = ["kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceLinearGray",
                                                 "kCGColorSpaceExtendedGray", "kCGColorSpaceGenericGray",
                                                 "kCGColorSpaceExtendedLinearGray"]
}

/// A device RGB colour space (shown as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// A device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }
