/// Bindings to the properties of an `@Observable` object: `$model.title`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: InputComparable where Value: AnyObject {
    package func isSameInput(as other: Any) -> Bool { (other as? Bindable<Value>)?.wrappedValue === wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the bound object, so a `ForEach` of bindables lists them by it.
    public var id: Value.ID { wrappedValue.id }

    public typealias ID = Value.ID
}
