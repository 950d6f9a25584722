/// A control that chooses one of several options, each a view with a tag
/// (`.tag(_:)`, or a `ForEach` element's ID) of the selection's type.
///
/// Its element is `picker` with `selected` (the chosen option's key), `style`
/// (from `.pickerStyle(_:)`) and `label` (a plain-text title); its children
/// are the label's views and an `option` per item, with a stable `key` for
/// its tag and `selected`. A `change` event with an option's key, or a click
/// on an option, sets the selection. Items whose tag is missing or of another
/// type show as options without a key and cannot be chosen.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The older argument order, with the label as a value.
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    @MainActor func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        let current = selection.wrappedValue
        var keys = TagKeys()
        var values: [String: SelectionValue] = [:]
        var selectedKey: String?
        var options: [(item: ViewItem, key: String?)] = []
        for item in items {
            guard let value = item.traits.tag(as: SelectionValue.self) else {
                options.append((item, nil))
                continue
            }
            let key = keys.key(for: AnyHashable(value))
            values[key] = value
            if value == current, selectedKey == nil { selectedKey = key }
            options.append((item, key))
        }

        var attributes: ElementAttributes = [:]
        if let selectedKey { attributes[.selected] = .string(selectedKey) }
        if let style = context.environment.pickerStyleName { attributes[.style] = .string(style) }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        // In a menu a picker is a submenu of checkable items, as on a Mac.
        let inMenu = context.environment.isInMenu
        if inMenu {
            context.setElement(.menu, [.title: .string(plainTitle(of: label) ?? "")])
        } else {
            context.setElement(.picker, attributes)
            context.addChildren(label, slot: "label")
        }

        let enabled = context.environment.isEnabled
        let binding = selection
        let choose: @MainActor (String) -> Void = { key in
            guard enabled, let value = values[key] else { return }
            binding.wrappedValue = value
        }
        context.on(.change) { event in
            if let key = event.value { choose(key) }
        }
        context.addItems(options.map { option in
            ViewItem(key: option.item.key.underSlot("options"),
                     view: PickerOption(key: option.key, isSelected: option.key != nil && option.key == selectedKey,
                                        content: option.item.view, choose: choose),
                     traits: option.item.traits)
        })
    }
}

/// One option of a picker: its `option` element around the item's views.
nonisolated struct PickerOption: PrimitiveView {
    let key: String?
    let isSelected: Bool
    let content: any View
    let choose: @MainActor (String) -> Void

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.selected: .string(String(isSelected))]
        if let key { attributes[.key] = .string(key) }
        if context.environment.isInMenu {
            // A menu item, checked when chosen.
            attributes = [.checked: .string(String(isSelected))]
            if let text = content as? Text { attributes[.title] = .string(text.plainText) }
            context.setElement(.menuitem, attributes)
        } else {
            context.setElement(.option, attributes)
        }
        // Inline, segmented and radio-group pickers show options to click.
        if let key {
            let choose = self.choose
            context.on(.click) { _ in choose(key) }
        }
        context.addChildren(content)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Proscenium.Label<Text, Image> {
    /// A picker titled with text and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Proscenium.Label(title, systemImage: systemImage) }
    }
}
