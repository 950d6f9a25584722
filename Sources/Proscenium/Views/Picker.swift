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
    /// Of several sources (`sources:`), each one's selection: the picker
    /// shows the value they share, or each value some of them have as mixed.
    var sourceSelections: [Binding<SelectionValue>]?

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

    @MainActor package func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        let currents = sourceSelections?.map(\.wrappedValue) ?? [selection.wrappedValue]
        // Sources that differ select none: each value some of them have is mixed.
        let isMixed = Set(currents).count > 1
        var keys = TagKeys()
        var values: [String: SelectionValue] = [:]
        var selectedKey: String?
        var mixedKeys: Set<String> = []
        var options: [(item: ViewItem, key: String?)] = []
        for item in items {
            guard let value = item.traits.tag(as: SelectionValue.self) else {
                options.append((item, nil))
                continue
            }
            let key = keys.key(for: AnyHashable(value))
            values[key] = value
            if currents.contains(value) {
                if isMixed { mixedKeys.insert(key) } else if selectedKey == nil { selectedKey = key }
            }
            options.append((item, key))
        }

        var attributes: ElementAttributes = [:]
        if let selectedKey { attributes[.selected] = .string(selectedKey) } else if isMixed { attributes[.selected] = "" }
        if let style = context.environment.pickerStyleName { attributes[.style] = .string(style) }
        // Radio buttons side by side (`horizontalRadioGroupLayout()`).
        if context.environment.pickerStyleName == "radioGroup", context.environment.radioGroupIsHorizontal {
            attributes[.axis] = "horizontal"
        }
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
                                        isMixed: option.key.map(mixedKeys.contains) ?? false,
                                        content: option.item.view, choose: choose),
                     traits: option.item.traits)
        })
    }
}

/// One option of a picker: its `option` element around the item's views.
nonisolated struct PickerOption: PrimitiveView {
    let key: String?
    let isSelected: Bool
    /// Some of the picker's sources have this option's value, others not.
    var isMixed = false
    let content: any View
    let choose: @MainActor (String) -> Void

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.selected: isMixed ? "mixed" : .bool(isSelected)]
        if let key { attributes[.key] = .string(key) }
        if context.environment.isInMenu {
            // A menu item, checked when chosen (a dash when mixed, as a Mac's).
            attributes = [.checked: isMixed ? "mixed" : .bool(isSelected)]
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
