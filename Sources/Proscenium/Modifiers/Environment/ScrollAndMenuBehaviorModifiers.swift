nonisolated extension View {
    /// How scroll views in this view bounce along `axes`. `.always` cannot be
    /// honoured: the page's scroll views never bounce (see `ScrollBounceBehavior`).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        })
    }

    /// How scrolling in this view dismisses the software keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(EnvironmentTransformModifier { $0.scrollDismissesKeyboardMode = mode })
    }

    /// The order of the items of the menus in this view.
    public func menuOrder(_ order: MenuOrder) -> some View {
        modifier(EnvironmentTransformModifier { $0.menuOrder = order })
    }
}
