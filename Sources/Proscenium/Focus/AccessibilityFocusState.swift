/// A property wrapper type that can read and write a value that SwiftUI
/// updates as the focus of any active accessibility technology, such as
/// VoiceOver, changes.
///
/// In a browser, assistive technology's focus follows the page's focus, so
/// this is `FocusState` by another name: setting it moves focus to the view
/// that `accessibilityFocused(_:)` ties to it (a view that takes no focus of
/// its own takes it from the app, not from Tab), and focusing that view sets
/// it. The technologies it is given make no difference.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to an accessibility focus state, for `accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding

        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }

        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    var focus: FocusState<Value>

    public init() where Value == Bool { focus = FocusState() }

    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    /// A state for the focus of `technologies`, which a browser does not tell apart.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { focus = FocusState() }

    /// A state for the focus of `technologies`, which a browser does not tell apart.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { focus = FocusState() }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(focus: focus.projectedValue) }
}

extension AccessibilityFocusState.Binding: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? AccessibilityFocusState<Value>.Binding else { return false }
        return focus.isSameInput(as: other.focus)
    }
}

nonisolated extension View {
    /// Modifies this view by binding its accessibility element's focus state
    /// to the given Boolean state value.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        focused(condition.focus)
    }

    /// Modifies this view by binding its accessibility element's focus state
    /// to the given state value.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding.focus, value: value, empty: binding.emptyValue))
    }
}

extension AccessibilityFocusState.Binding {
    /// The value that means nothing is focused: nil for an optional, else the value itself.
    var emptyValue: Value {
        (Value.self as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as! Value } ?? focus.fallback
    }
}
