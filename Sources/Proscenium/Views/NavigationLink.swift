/// A control that navigates: inside a `NavigationStack` it pushes its
/// destination (or its value) on the stack; inside a `NavigationView` or
/// `NavigationSplitView` it shows its destination in the next column.
///
/// Its element is `navlink` with `active` (`true` while its destination
/// shows); its children are the label's views; a click activates it. A link
/// with a `tag` and `selection` (or `isActive`) is active exactly while the
/// selection equals its tag: clicking sets the selection, and setting the
/// selection in code shows or hides its destination. Outside a navigation
/// container a link does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    enum Kind {
        /// Shows `destination` when clicked.
        case destination
        /// Pushes a value; nil makes the link do nothing.
        case value(AnyHashable?)
        /// Active while the binding says so; the link sets it.
        case bound(LinkBinding)
    }

    let label: Label
    let destination: Destination?
    let kind: Kind

    init(label: Label, destination: Destination?, kind: Kind) {
        self.label = label
        self.destination = destination
        self.kind = kind
    }

    /// A link that shows `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination(), kind: .destination)
    }

    @available(*, deprecated, renamed: "NavigationLink(destination:label:)")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, kind: .destination)
    }

    /// A link whose destination shows while `isActive` is true.
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination,
                  kind: .bound(FlagLinkBinding(isActive)))
    }

    /// A link whose destination shows while `selection` equals `tag`.
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>,
                             @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination,
                  kind: .bound(SelectionLinkBinding(selection, tag: tag)))
    }

    @MainActor package func render(into context: inout RenderContext) {
        let node = context.node
        let scope = context.environment.navigationScope
        var active = false
        // Boxed once, for the render and the click: a destination is often
        // too large to keep inline, and each box was another allocation.
        let shown = destination.map { PresentedContent.view($0) }
        if let scope {
            let container = scope.container
            let target = scope.level + 1
            switch kind {
            case .destination:
                active = container.isOwner(node, at: target)
                if active, let shown { container.present(shown, at: target, owner: node, dismiss: nil) }
            case let .value(value):
                if container.kind == .stack {
                    let path = container.path
                    active = value != nil && path.count > scope.level && path[scope.level] == value
                } else {
                    active = container.isOwner(node, at: target)
                }
            case let .bound(binding):
                active = binding.isActive
                if active, let shown {
                    container.present(shown, at: target, owner: node, dismiss: binding.deactivate)
                } else {
                    container.withdraw(owner: node, at: target)
                }
            }
            // When the link goes away, so does what it showed.
            let registration = context.state("link") { LinkRegistration() }
            if registration.container !== container || registration.level != target {
                registration.container = container
                registration.level = target
                if !registration.installed {
                    registration.installed = true
                    node.onUnmount { [weak node, registration] in
                        guard let node, let container = registration.container else { return }
                        container.withdraw(owner: node, at: registration.level)
                    }
                }
            }
        }
        context.setElement(.navlink, [.active: .bool(active)])
        context.addChildren(label)

        guard let scope, context.environment.isEnabled else { return }
        let kind = self.kind
        context.on(.click) { [weak node] event in
            guard let node else { return }
            let container = scope.container
            let target = scope.level + 1
            switch kind {
            case .destination:
                if let shown { container.present(shown, at: target, owner: node, dismiss: nil) }
            case let .bound(binding):
                if let shown { container.present(shown, at: target, owner: node, dismiss: binding.deactivate) }
                binding.activate()
            case let .value(value):
                guard let value else { return }
                if container.kind == .stack {
                    container.push(value, from: scope.level)
                } else {
                    container.present(.value(value), at: target, owner: node, dismiss: nil)
                    // In a sidebar list the click also selects the row, as in SwiftUI.
                    node.parent?.handler(for: .click)?(event)
                }
            }
            node.invalidate(reason: "navigation")
        }
    }
}

/// Where a link's presentation lives, for removing it when the link goes.
@MainActor
final class LinkRegistration {
    weak var container: NavigationContainer?
    var level = 0
    var installed = false
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    @available(*, deprecated, renamed: "NavigationLink(_:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), destination: destination, kind: .destination)
    }
    @_disfavoredOverload @available(*, deprecated, renamed: "NavigationLink(_:destination:)")
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), destination: destination, kind: .destination)
    }
    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }
    @available(*, deprecated, message: "Use NavigationLink(value:label:) or List(selection:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V,
                             selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the enclosing stack; the stack shows it
    /// with the `navigationDestination(for:)` for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: nil, kind: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
