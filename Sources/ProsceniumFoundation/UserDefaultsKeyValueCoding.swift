import Foundation

extension UserDefaults {
    /// Stores `value` (nil removes it) under `key`, as key-value coding on
    /// Apple's `UserDefaults` does: tutorial apps save with
    /// `UserDefaults.standard.setValue(data, forKey:)`. Linux's `NSObject` has
    /// no key-value coding, so the defaults get this one spelling of it.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
