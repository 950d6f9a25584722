/// Animatable data of any type, for a type-erased value (`AnyLayout`): the
/// value's own `animatableData`, added, subtracted and scaled as its type
/// does. Zero is a zero of every type.
public struct _AnyAnimatableData: VectorArithmetic {
    /// The erased value; nil is zero.
    var value: (any VectorArithmetic)?

    init<T: VectorArithmetic>(_ value: T) { self.value = value }
    private init(erased: (any VectorArithmetic)?) { value = erased }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(erased: nil) }

    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
        switch (lhs.value, rhs.value) {
        case (nil, nil): true
        case let (value?, nil), let (nil, value?): isZero(value)
        case let (a?, b?): equal(a, b)
        }
    }

    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let a = lhs.value else { return rhs }
        guard let b = rhs.value else { return lhs }
        return _AnyAnimatableData(erased: add(a, b))
    }

    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let b = rhs.value else { return lhs }
        guard let a = lhs.value else { return _AnyAnimatableData(erased: negate(b)) }
        return _AnyAnimatableData(erased: subtract(a, b))
    }

    public mutating func scale(by rhs: Double) {
        if let value { self.value = scaledValue(value, rhs) }
    }

    public var magnitudeSquared: Double {
        guard let value else { return 0 }
        return magnitudeOf(value)
    }

    /// The value as `T`: a zero of `T` for zero, nil for another type.
    func unwrapped<T: VectorArithmetic>(as type: T.Type) -> T? {
        guard let value else { return .zero }
        return value as? T
    }

    /// `value` with this as its animatable data, when this is of its type
    /// (else `value` as it is): what a type-erased value's setter does.
    func applied<A: Animatable>(to value: A) -> A {
        var value = value
        if let data = unwrapped(as: A.AnimatableData.self) { value.animatableData = data }
        return value
    }
}

// Generic helpers: each opens the existential to its concrete type; a value
// of another type counts as zero.
private func isZero<T: VectorArithmetic>(_ a: T) -> Bool { a == .zero }
private func equal<T: VectorArithmetic>(_ a: T, _ b: any VectorArithmetic) -> Bool { a == (b as? T) }
private func add<T: VectorArithmetic>(_ a: T, _ b: any VectorArithmetic) -> any VectorArithmetic { a + ((b as? T) ?? .zero) }
private func subtract<T: VectorArithmetic>(_ a: T, _ b: any VectorArithmetic) -> any VectorArithmetic {
    a - ((b as? T) ?? .zero)
}
private func negate<T: VectorArithmetic>(_ b: T) -> any VectorArithmetic { T.zero - b }
private func scaledValue<T: VectorArithmetic>(_ a: T, _ rhs: Double) -> any VectorArithmetic { a.scaled(by: rhs) }
private func magnitudeOf<T: VectorArithmetic>(_ a: T) -> Double { a.magnitudeSquared }
