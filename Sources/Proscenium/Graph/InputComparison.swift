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
    // The same bytes are the same inputs (same values, references and
    // closures), and cost far less to see than the fields one by one: a
    // list's unchanged rows mostly are.
    if bitwiseEqual(a, b) { return true }
    guard let fields = FieldCache.comparableFields(of: V.self) else { return false }
    for field in fields where field.isInput {
        guard let left = a[keyPath: field.keyPath], let right = b[keyPath: field.keyPath] else { return false }
        if field.isAnyView {
            // Compared as the views they hold (as a child node compares its
            // view), not as the bytes of their boxes, which differ every time.
            guard let left = left as? any View, let right = right as? any View, anyViewsEqual(left, right) else {
                return false
            }
        } else if !valuesEqual(left, right) {
            return false
        }
    }
    return true
}

/// Whether two views of any type are the same input.
@MainActor
func anyViewsEqual(_ a: any View, _ b: any View) -> Bool {
    func open<V: View>(_ a: V) -> Bool {
        guard let b = b as? V else { return false }
        return viewInputsEqual(a, b)
    }
    return open(a)
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
        /// Whether the field is an `any View`.
        var isAnyView = false
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]
    private static var complete: [ObjectIdentifier: Bool] = [:]

    /// The fields, when every field is known to reflection (so comparing them
    /// field by field sees everything); nil when some field (a closure, for
    /// one) is invisible, and the value must be compared whole.
    static func comparableFields<T>(of type: T.Type) -> [Field]? {
        let fields = fields(of: type)
        if let known = complete[ObjectIdentifier(type)] { return known && !fields.isEmpty ? fields : nil }
        let isComplete = !(type is AnyObject.Type) && _forEachFieldWithKeyPath(of: type, options: []) { _, _ in true }
        complete[ObjectIdentifier(type)] = isComplete
        return isComplete && !fields.isEmpty ? fields : nil
    }

    /// Every field reflection can see (closures and some others it cannot).
    static func fields<T>(of type: T.Type) -> [Field] {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var result: [Field] = []
        if !(type is AnyObject.Type) {
            // 2 is `_EachFieldOptions.ignoreUnknown` (its static is not concurrency-safe).
            _ = _forEachFieldWithKeyPath(of: type, options: _EachFieldOptions(rawValue: 2)) { name, keyPath in
                let fieldType = Swift.type(of: keyPath).valueType
                let installable = fieldType as? any InstallableProperty.Type
                let dynamic = installable != nil || fieldType is any DynamicProperty.Type
                let isInput = installable.map { $0.isViewInput } ?? true
                result.append(Field(name: String(cString: name), keyPath: keyPath, isInput: isInput, isDynamic: dynamic,
                                    isAnyView: fieldType == (any View).self))
                return true
            }
        }
        cache[ObjectIdentifier(type)] = result
        return result
    }
}
