/// Where keyboard focus is in a window: a Boolean (is this field focused?) or
/// an optional value naming the focused field. Setting it moves focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>?
        let fallback: Value
        /// The value when the binding was made: a view given the binding
        /// again after the value changed has a new input, and shows it.
        let snapshot: Value

        init(box: StateBox<Value>?, fallback: Value) {
            self.box = box
            self.fallback = fallback
            snapshot = box?.value ?? fallback
        }

        public var wrappedValue: Value {
            get { box?.value ?? fallback }
            nonmutating set { box?.set(newValue, transaction: Transaction()) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let initialValue: Value
    var box: StateBox<Value>?

    public init() where Value == Bool { initialValue = false }
    public init<T: Hashable>() where Value == T? { initialValue = nil }

    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set { box?.set(newValue, transaction: Transaction()) }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box, fallback: initialValue) }
}

extension FocusState: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        box = StateBox.installed(in: &slot, initialValue: initialValue, owner: node, name: name)
    }
}

extension FocusState.Binding: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? FocusState<Value>.Binding else { return false }
        return box === other.box && snapshot == other.snapshot
    }
}

/// Ties its content's focus to a focus state: the content is focused while the
/// state equals `value`, and focusing it sets the state.
nonisolated struct FocusedModifier<Value: Hashable>: PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    let empty: Value

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let binding = self.binding
        let value = self.value
        let empty = self.empty
        context.environment.windowFocus?.register(context.node) { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = empty
            }
        }
        context.childEnvironment.pendingElementAttributes[.focusable] = true
        if binding.wrappedValue == value {
            context.childEnvironment.pendingElementAttributes[.focused] = true
        }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Focuses this view while `condition` is true; focusing it sets it true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true, empty: false))
    }

    /// Focuses this view while `binding` equals `value`; focusing it sets it,
    /// and focus leaving it sets the state back to its empty value (nil, or false).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value, empty: binding.fallback))
    }
}
