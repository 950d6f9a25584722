nonisolated extension View {
    /// Hides the labels of the controls in this view (pickers, toggles,
    /// sliders, steppers, text fields, date and colour pickers). The labels
    /// still name the controls for assistive technology, as in SwiftUI.
    ///
    /// The view's element carries `labelsHidden="true"`; the display hides the
    /// visible labels of every control in that element's subtree.
    public func labelsHidden() -> some View {
        modifier(ElementAttributeModifier(attributes: [.labelsHidden: true]))
    }
}
