@_spi(Reflection) import Swift

/// Values that know when they are the same input to a view although their bytes
/// differ (a binding remade for the same storage and value).
package protocol InputComparable {
    func isSameInput(as other: Any) -> Bool
}

/// Whether two values are the same input: `==` for `Equatable` values, identity
/// for objects, the value's own rule for bindings and wrappers, and equal bytes
/// otherwise. A "no" only costs a body evaluation; a "yes" must be right.
package func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ a: T) -> Bool {
        guard let b = b as? T else { return false }
        return typedEqual(a, b)
    }
    return _openExistential(a, do: open)
}

package func typedEqual<T>(_ a: T, _ b: T) -> Bool {
    if let a = a as? any InputComparable { return a.isSameInput(as: b) }
    if let a = a as? any Equatable { return equatableEqual(a, b) }
    if T.self is AnyObject.Type, let a = a as AnyObject?, let b = b as AnyObject? { return a === b }
    return bitwiseEqual(a, b)
}

private func equatableEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
}

package func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}

/// Compares two values of a view type field by field, skipping dynamic
/// properties that are not inputs (`@State`, `@Environment`, ...).
@MainActor
package func viewInputsEqual<V>(_ a: V, _ b: V) -> Bool {
    // The same bytes are the same inputs (same values, references and
    // closures), and cost far less to see than the fields one by one: a
    // list's unchanged rows mostly are.
    if bitwiseEqual(a, b) { return true }
    guard let comparison = FieldCache.comparison(of: V.self) else { return false }
    return withUnsafeBytes(of: a) { left in
        withUnsafeBytes(of: b) { right in
            for field in comparison where !field.equal(left.baseAddress! + field.offset, right.baseAddress! + field.offset) {
                return false
            }
            return true
        }
    }
}

/// How one stored input field of a type is compared in place: its offset in
/// the value, and a comparison made once for its type (so that a list's
/// thousand rows are compared without a cast or a key path per field).
/// The comparisons are not main-actor closures, which would check the
/// thread on every call; only an `any View` field's asks for the main actor.
package nonisolated struct FieldComparison {
    package let offset: Int
    package let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// The comparison `typedEqual` makes, decided once for `type`; an
    /// `any View` field is compared as the view it holds.
    package init<F>(offset: Int, type: F.Type) {
        self.offset = offset
        if (F.self as Any.Type) == ((any View).self as Any.Type) {
            equal = { a, b in
                // Views are compared on the main actor, where this runs; the
                // addresses go there as numbers (pointers are not Sendable).
                let (left, right) = (UInt(bitPattern: a), UInt(bitPattern: b))
                return MainActor.assumeIsolated {
                    func view(_ address: UInt) -> any View {
                        UnsafeRawPointer(bitPattern: address)!.assumingMemoryBound(to: (any View).self).pointee
                    }
                    return anyViewsEqual(view(left), view(right))
                }
            }
        } else if let comparable = F.self as? any InputComparable.Type {
            equal = Self.inputComparable(comparable)
        } else if let common = Self.common(F.self) {
            equal = common
        } else if let equatable = F.self as? any Equatable.Type {
            equal = Self.equatable(equatable)
        } else {
            // An object is compared by identity, which its bytes are.
            let size = MemoryLayout<F>.size
            equal = { a, b in UnsafeRawBufferPointer(start: a, count: size).elementsEqual(UnsafeRawBufferPointer(start: b, count: size)) }
        }
    }

    /// Comparisons compiled for common field types: an unspecialized `==` on
    /// an optional makes tuple metadata at every call.
    private static func common(_ type: Any.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return equatable(String.self)
        case ObjectIdentifier(String?.self): return equatable(String?.self)
        case ObjectIdentifier(Int.self): return equatable(Int.self)
        case ObjectIdentifier(Int?.self): return equatable(Int?.self)
        case ObjectIdentifier(Bool.self): return equatable(Bool.self)
        case ObjectIdentifier(Bool?.self): return equatable(Bool?.self)
        case ObjectIdentifier(Double.self): return equatable(Double.self)
        case ObjectIdentifier(AnyHashable.self): return equatable(AnyHashable.self)
        case ObjectIdentifier(AnyHashable?.self): return equatable(AnyHashable?.self)
        default: return nil
        }
    }

    private static func inputComparable<C: InputComparable>(_ type: C.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: C.self).pointee.isSameInput(as: b.assumingMemoryBound(to: C.self).pointee) }
    }

    private static func equatable<E: Equatable>(_ type: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }
}

/// Whether two views of any type are the same input.
@MainActor
package func anyViewsEqual(_ a: any View, _ b: any View) -> Bool {
    func open<V: View>(_ a: V) -> Bool {
        guard let b = b as? V else { return false }
        return viewInputsEqual(a, b)
    }
    return open(a)
}

/// The stored fields of a type, found once per type with the runtime's
/// reflection, and which of them are dynamic properties.
@MainActor
package enum FieldCache {
    package struct Field {
        package let name: String
        package let keyPath: AnyKeyPath
        /// Whether a change of this field means the view's inputs changed.
        package let isInput: Bool
        /// Whether the field holds a dynamic property the graph installs.
        package let isDynamic: Bool
        /// Whether the field is an `any View`.
        package var isAnyView = false
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]
    private static var complete: [ObjectIdentifier: Bool] = [:]
    private static var comparisons: [ObjectIdentifier: [FieldComparison]?] = [:]

    /// How to compare two values of `type` input by input, in place; nil when
    /// they must be compared whole (see `comparableFields`), or when a field
    /// has no fixed offset.
    package static func comparison<T>(of type: T.Type) -> [FieldComparison]? {
        if let known = comparisons[ObjectIdentifier(type)] { return known }
        let made = comparableFields(of: type).flatMap { fields -> [FieldComparison]? in
            var result: [FieldComparison] = []
            for field in fields where field.isInput {
                guard let keyPath = field.keyPath as? PartialKeyPath<T>,
                      let offset = MemoryLayout<T>.offset(of: keyPath) else { return nil }
                @MainActor func make<F>(_ type: F.Type) -> FieldComparison { FieldComparison(offset: offset, type: type) }
                result.append(_openExistential(Swift.type(of: field.keyPath).valueType, do: make))
            }
            return result
        }
        comparisons[ObjectIdentifier(type)] = .some(made)
        return made
    }

    /// The fields, when every field is known to reflection (so comparing them
    /// field by field sees everything); nil when some field (a closure, for
    /// one) is invisible, and the value must be compared whole.
    package static func comparableFields<T>(of type: T.Type) -> [Field]? {
        let fields = fields(of: type)
        if let known = complete[ObjectIdentifier(type)] { return known && !fields.isEmpty ? fields : nil }
        let isComplete = !(type is AnyObject.Type) && _forEachFieldWithKeyPath(of: type, options: []) { _, _ in true }
        complete[ObjectIdentifier(type)] = isComplete
        return isComplete && !fields.isEmpty ? fields : nil
    }

    /// Every field reflection can see (closures and some others it cannot).
    package static func fields<T>(of type: T.Type) -> [Field] {
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
