nonisolated extension View {
    /// Says how the enclosing navigation container shows values of type `D`
    /// pushed by `NavigationLink(value:)` or a path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationForType(destination: destination))
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is
    /// true; going back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(NavigationDestinationPresenter(
            content: isPresented.wrappedValue ? view : nil,
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes the destination for `item` on the enclosing stack while it is
    /// not nil; going back sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationPresenter(
            content: item.wrappedValue.map(destination),
            dismiss: { item.wrappedValue = nil }))
    }
}

/// Registers a destination for values of `D` with the enclosing container.
nonisolated struct NavigationDestinationForType<D: Hashable, C: View>: PrimitiveModifier {
    let destination: (D) -> C

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let scope = context.environment.navigationScope {
            let node = context.node
            let destination = self.destination
            scope.container.register(D.self, owner: node) { value in (value.base as? D).map(destination) }
            let registration = context.state("destination") { LinkRegistration() }
            if !registration.installed {
                registration.installed = true
                registration.container = scope.container
                let owner = ObjectIdentifier(node)
                node.onUnmount { [registration] in registration.container?.unregister(D.self, owner: owner) }
            }
        } else {
            NavigationContainer.log.warning("navigationDestination(for: \(D.self)) outside a navigation container")
        }
        context.addChildren(content)
    }
}

/// Presents a view on the next level while it has one.
nonisolated struct NavigationDestinationPresenter: PrimitiveModifier {
    let content: (any View)?
    let dismiss: () -> Void

    @MainActor func render(content view: any View, into context: inout RenderContext) {
        if let scope = context.environment.navigationScope {
            let node = context.node
            let target = scope.level + 1
            if let content {
                scope.container.present(.view(content), at: target, owner: node, dismiss: dismiss)
            } else {
                scope.container.withdraw(owner: node, at: target)
            }
            let registration = context.state("presenter") { LinkRegistration() }
            if !registration.installed {
                registration.installed = true
                registration.container = scope.container
                registration.level = target
                node.onUnmount { [weak node, registration] in
                    guard let node else { return }
                    registration.container?.withdraw(owner: node, at: registration.level)
                }
            }
        }
        context.addChildren(view)
    }
}
