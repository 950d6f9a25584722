// A binding to a collection steps through its indices as the collection
// does (the `Collection` conformance is in DataFlow/Binding.swift).

extension Binding where Value: MutableCollection {
    /// Moves `i` to the position after it.
    public func formIndex(after i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(after: &i)
    }
}

extension Binding where Value: MutableCollection, Value: BidirectionalCollection {
    /// Moves `i` to the position before it.
    public func formIndex(before i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(before: &i)
    }
}
