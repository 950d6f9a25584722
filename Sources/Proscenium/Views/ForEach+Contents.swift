/// What other modules that give `ForEach` a content of their own (Charts'
/// marks) build it with and read it by: its stored initialiser and the
/// identity of an element, which stay internal to everyone else.
extension ForEach {
    /// A `ForEach` over `data`, each element identified by `identify`.
    @_spi(Charts)
    public init(_data data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: identify)
    }

    /// The identity of `element` in this `ForEach`.
    @_spi(Charts)
    public func _identity(of element: Data.Element) -> ID { identify(element) }
}
