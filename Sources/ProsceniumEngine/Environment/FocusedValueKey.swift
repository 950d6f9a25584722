/// A key for a value the focused view (or the key window's scene) publishes
/// for commands and other windows to read: `@FocusedValue`, `@FocusedBinding`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published with `.focusedValue` and `.focusedSceneValue` in the
/// key window, as commands see them.
public struct FocusedValues {
    package var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension FocusedValues: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? FocusedValues, other.values.count == values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], valuesEqual(value, otherValue) else { return false }
        }
        return true
    }
}

extension EnvironmentValues {
    private struct FocusedValuesKey: EnvironmentKey { static var defaultValue: FocusedValues { FocusedValues() } }

    /// The key window's focused values (set in the commands graph and in windows).
    package var focusedValues: FocusedValues {
        get { self[FocusedValuesKey.self] }
        set { self[FocusedValuesKey.self] = newValue }
    }

    /// The focus registry of the window a view is in.
    package var windowFocus: WindowFocus? { windowObjects?.focus }
}
