// The remaining forms of the links bound to a flag or to a selection, with
// the destination built by a closure or the title a string: each is the
// same link as `NavigationLink(destination:isActive:label:)` or
// `NavigationLink(destination:tag:selection:label:)`.
extension NavigationLink {
    /// A link whose destination shows while `isActive` is true.
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
                @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link whose destination shows while `selection` equals `tag`.
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A titled link whose destination shows while `isActive` is true.
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A titled link whose destination shows while `selection` equals `tag`.
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
