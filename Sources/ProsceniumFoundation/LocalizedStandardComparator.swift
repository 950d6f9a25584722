import Foundation

extension String.StandardComparator {
    /// Compares strings as the Finder does: numbers by value ("b9" before "b10").
    ///
    /// Differs on Linux: Foundation on Linux has no public way to make this
    /// comparator and cannot fold case outside ASCII (its case-insensitive
    /// comparison traps on "Ä"), so this one compares numerically and with case
    /// ("B1" sorts before "a"), where a Mac would also ignore case.
    public static let localizedStandard: String.StandardComparator = {
        // The type's only stored fields are its options, a localized flag and an
        // order; there is no public initialiser for them on Linux, so the
        // lexical comparator's bytes are rewritten when the layout is the one
        // known (checked, else the lexical comparator is used as it is).
        var comparator = String.StandardComparator.lexical
        let options = String.CompareOptions.numeric
        guard MemoryLayout<String.StandardComparator>.size == MemoryLayout<UInt>.size + 2 else { return comparator }
        withUnsafeMutableBytes(of: &comparator) { bytes in
            bytes.storeBytes(of: options.rawValue, toByteOffset: 0, as: UInt.self)
            bytes[MemoryLayout<UInt>.size] = 1
        }
        return comparator.compare("b9", "b10") == .orderedAscending ? comparator : .lexical
    }()
}

extension SortComparator where Self == String.StandardComparator {
    /// `.localizedStandard` where a comparator of any type is asked for
    /// (`KeyPathComparator(\.name, comparator: .localizedStandard)`).
    public static var localizedStandard: String.StandardComparator { String.StandardComparator.localizedStandard }
}
