@_spi(Reflection) import Swift

/// Values that know when they are the same input to a view although their bytes
/// differ (a binding remade for the same storage and value).
protocol InputComparable {
    func isSameInput(as other: Any) -> Bool
}

/// Whether two values are the same input: `==` for `Equatable` values, identity
/// for objects, the value's own rule for bindings and wrappers, and equal bytes
/// otherwise. A "no" only costs a body evaluation; a "yes" must be right.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ a: T) -> Bool {
        guard let b = b as? T else { return false }
        return typedEqual(a, b)
    }
    return _openExistential(a, do: open)
}

func typedEqual<T>(_ a: T, _ b: T) -> Bool {
    if let a = a as? any InputComparable { return a.isSameInput(as: b) }
    if let a = a as? any Equatable { return equatableEqual(a, b) }
    if T.self is AnyObject.Type, let a = a as AnyObject?, let b = b as AnyObject? { return a === b }
    return bitwiseEqual(a, b)
}

private func equatableEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
}

func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}

/// Compares two values of a view type field by field, skipping dynamic
/// properties that are not inputs (`@State`, `@Environment`, ...).
@MainActor
func viewInputsEqual<V>(_ a: V, _ b: V) -> Bool {
    let fields = FieldCache.fields(of: V.self)
    // The runtime stops listing fields at the first closure; what it did not
    // list cannot be compared, so such views count as changed.
    if !FieldCache.listsAllFields(of: V.self) { return false }
    if fields.isEmpty { return bitwiseEqual(a, b) }
    for field in fields where field.isInput {
        guard let left = a[keyPath: field.keyPath], let right = b[keyPath: field.keyPath] else { return false }
        if !valuesEqual(left, right) { return false }
    }
    return true
}

/// The stored fields of a type, found once per type with the runtime's
/// reflection, and which of them are dynamic properties.
@MainActor
enum FieldCache {
    struct Field {
        let name: String
        let keyPath: AnyKeyPath
        /// Whether a change of this field means the view's inputs changed.
        let isInput: Bool
        /// Whether the field holds a dynamic property the graph installs.
        let isDynamic: Bool
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]
    /// Types whose fields the runtime listed only in part (it stops at a closure).
    private static var partial: Set<ObjectIdentifier> = []

    /// Whether `fields(of:)` has every stored field of `type`.
    static func listsAllFields<T>(of type: T.Type) -> Bool {
        _ = fields(of: type)
        return !partial.contains(ObjectIdentifier(type))
    }

    static func fields<T>(of type: T.Type) -> [Field] {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var result: [Field] = []
        if !(type is AnyObject.Type) {
            let complete = _forEachFieldWithKeyPath(of: type, options: []) { name, keyPath in
                let fieldType = Swift.type(of: keyPath).valueType
                let installable = fieldType as? any InstallableProperty.Type
                let dynamic = installable != nil || fieldType is any DynamicProperty.Type
                let isInput = installable.map { $0.isViewInput } ?? true
                result.append(Field(name: String(cString: name), keyPath: keyPath, isInput: isInput, isDynamic: dynamic))
                return true
            }
            if !complete { partial.insert(ObjectIdentifier(type)) }
        }
        cache[ObjectIdentifier(type)] = result
        return result
    }
}
