import Foundation
import ProsceniumHost

// UIKit's colours archive (`NSKeyedArchiver`), as apps store a chosen colour.
extension UIColor: NSSecureCoding {
    /// Colours decode only as colours.
    public static var supportsSecureCoding: Bool { true }

    private static let valueKey = "ProsceniumColorValue"

    /// Archives the colour: every appearance of it.
    public func encode(with coder: NSCoder) {
        guard let data = try? JSONEncoder().encode(value) else { return }
        coder.encode(data as NSData, forKey: Self.valueKey)
    }
}
