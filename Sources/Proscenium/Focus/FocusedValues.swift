/// A value published by the focused view of the key window, read by commands.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    var value: Value?

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { read = { $0[keyPath: keyPath] } }

    /// The `@Observable` object of this type the focused view (`focusedValue(_:)`)
    /// or the key window's scene (`focusedSceneValue(_:)`) publishes.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { $0[FocusedObjectKey<Value>.self] }
    }

    public var wrappedValue: Value? { value }
}

extension FocusedValue: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        value = read(node.currentEnvironment.focusedValues)
    }
}

/// A binding published by the focused view of the key window: commands read
/// and write the value through it (nil while nothing publishes one).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    var binding: Binding<Value>?

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    public var projectedValue: Binding<Value?> {
        let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { value in if let value { binding?.wrappedValue = value } })
    }
}

extension FocusedBinding: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        binding = node.currentEnvironment.focusedValues[keyPath: keyPath]
    }
}

nonisolated extension View {
    /// Publishes `value` for `keyPath` while this view (or something in it) has
    /// focus in the key window; with nothing focused, while its window is key.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(FocusedValueModifier(publish: { $0[keyPath: keyPath] = value }, isScene: false))
    }

    /// Publishes `value` (or nothing, when nil) for `keyPath`.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(FocusedValueModifier(publish: { $0[keyPath: keyPath] = value }, isScene: false))
    }

    /// Publishes `value` for `keyPath` while this view's window is key.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(FocusedValueModifier(publish: { $0[keyPath: keyPath] = value }, isScene: true))
    }

    /// Publishes `value` (or nothing) for `keyPath` while this view's window is key.
    @_disfavoredOverload
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(FocusedValueModifier(publish: { $0[keyPath: keyPath] = value }, isScene: true))
    }
}

/// Publishes values for the window's focus: they flow up as a preference.
nonisolated struct FocusedValueModifier: PrimitiveModifier {
    let publish: (inout FocusedValues) -> Void
    let isScene: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let own = FocusedValueContributions.Contribution(node: context.node, isScene: isScene, publish: publish)
        context.node.writePreference(FocusedValueContributions.self) { inside in [own] + (inside ?? []) }
        context.addChildren(content)
    }
}
