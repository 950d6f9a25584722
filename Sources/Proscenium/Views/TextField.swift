/// A control that edits a line of text (or several, with `axis: .vertical`)
/// bound to a string, or a value through a format style.
///
/// Its element is `textfield` with `value` (the text), `placeholder` (the
/// prompt, or the title when there is none), `label` (the title) and `axis`
/// (`vertical` when the field grows to several lines). `input` events carry
/// the whole new text; `submit` is Return; `focus` with `value="false"` says
/// focus left the field (`onEditingChanged(false)`, and a formatted field commits).
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis?
    let label: Label
    /// Parses and formats for `value:format:` fields; nil for string fields.
    let formatter: TextFieldFormatter?
    var isSecure = false
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    /// The field a custom `TextFieldStyle` is given: drawn with the built-in style.
    var isStyleConfiguration = false

    init(text: Binding<String>, prompt: Text?, axis: Axis?, label: Label, formatter: TextFieldFormatter? = nil) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label
        self.formatter = formatter
    }

    /// A field with a label view; `prompt` is the placeholder shown while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: nil, label: label())
    }

    /// A field that grows along `axis` (`.vertical`: several lines) as text is entered.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, label: label())
    }

    @MainActor package func render(into context: inout RenderContext) {
        if renderCustomStyle(into: &context) { return }
        let title = plainTitle(of: label) ?? (label as? _TextFieldStyleLabel)?.title
        let draft = context.state("draft") { TextFieldDraft() }
        var attributes: ElementAttributes = [:]
        if let formatter {
            // While a person types text that does not parse yet, show their text.
            attributes[.value] = .string(draft.text ?? formatter.currentText())
        } else {
            attributes[.value] = .string(text.wrappedValue)
        }
        if let placeholder = prompt?.plainText ?? title { attributes[.placeholder] = .string(placeholder) }
        context.labelAttribute(title, into: &attributes)
        if axis == .vertical { attributes[.axis] = "vertical" }
        if isSecure { attributes[.secure] = true }
        if let style = context.environment.textFieldStyleName { attributes[.style] = .string(style) }
        if let keys = context.environment.keyboardType.attributeName { attributes[.keyboardType] = .string(keys) }
        context.environment.textInputHints(into: &attributes)
        // SwiftUI draws a text field with UIKit's, whose appearance proxy may ask for a clear button.
        let clearButton = AppearanceProxies.read(in: context.node) {
            AppearanceProxies.existingProxy(of: UITextField.self)?.clearButtonMode ?? .never
        }
        if !isSecure, let mode = clearButton.attributeValue { attributes[.clearButton] = mode }
        context.setElement(.textfield, attributes)
        if title == nil { context.addChildren(label, slot: "label") }

        let enabled = context.environment.isEnabled
        let binding = text
        let formatter = self.formatter
        let onEditingChanged = self.onEditingChanged
        let node = context.node
        context.on(.input) { [weak node] event in
            guard enabled else { return }
            let newText = event.value ?? ""
            if let formatter {
                // Commit at once only when the text is exactly how the value
                // shows; anything else waits for Return.
                draft.text = formatter.commitIfCanonical(newText) ? nil : newText
                node?.invalidate(reason: "text")
            } else {
                binding.wrappedValue = newText
            }
        }
        // Focus and Return are handled only when this field has a use for
        // them, and passed on, so that `.focused` and `.onSubmit` further up
        // still hear them.
        if formatter != nil || onEditingChanged != nil {
            context.on(.focus) { [weak node] event in
                if enabled {
                    let focused = event.value != "false"
                    if !focused, let formatter, let text = draft.text {
                        formatter.commit(text)
                        draft.text = nil
                        node?.invalidate(reason: "text")
                    }
                    onEditingChanged?(focused)
                }
                node?.parent?.handler(for: .focus)?(event)
            }
        }
        if formatter != nil || onCommit != nil {
            let onCommit = self.onCommit
            context.on(.submit) { [weak node] event in
                if enabled {
                    if let formatter, let text = draft.text {
                        formatter.commit(text)
                        draft.text = nil
                        node?.invalidate(reason: "text")
                    }
                    onCommit?()
                }
                node?.parent?.handler(for: .submit)?(event)
            }
        }
    }
}

/// The text a person typed into a formatted field that is not committed yet.
final class TextFieldDraft {
    var text: String?
}

/// Formats a bound value for a field and parses what a person types back.
struct TextFieldFormatter {
    let currentText: () -> String
    /// Parses `text` and stores the value; false when it does not parse.
    let parseAndSet: (String) -> Bool
    let format: (String) -> String?

    func commit(_ text: String) { _ = parseAndSet(text) }

    /// Commits `text` when it parses and formats back to itself.
    func commitIfCanonical(_ text: String) -> Bool {
        guard format(text) == text else { return false }
        return parseAndSet(text)
    }

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format style: F) where F.FormatOutput == String {
        currentText = { style.format(value.wrappedValue) }
        parseAndSet = { text in
            guard let parsed = try? style.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
        format = { text in (try? style.parseStrategy.parse(text)).map(style.format) }
    }

    /// A Foundation formatter's: what it reads is committed on Return or
    /// when focus leaves, never while typing, as SwiftUI does with a `Formatter`.
    init<V>(value: Binding<V>, formatter: Formatter) {
        currentText = { formattedString(formatter, for: value.wrappedValue) ?? "" }
        parseAndSet = { text in
            guard let parsed = parsedValue(text, with: formatter, as: V.self) else { return false }
            value.wrappedValue = parsed
            return true
        }
        format = { _ in nil }
    }

    init<F: ParseableFormatStyle>(optionalValue value: Binding<F.FormatInput?>, format style: F)
    where F.FormatOutput == String {
        currentText = { value.wrappedValue.map(style.format) ?? "" }
        parseAndSet = { text in
            if text.isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = try? style.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
        format = { text in text.isEmpty ? "" : (try? style.parseStrategy.parse(text)).map(style.format) }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(title))
    }
    /// A field whose placeholder is `prompt` rather than the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: nil, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: nil, label: Text(title))
    }
    /// A field that grows along `axis` (`.vertical`: several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(title))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(title))
    }

    /// A field that reports focus changes to `onEditingChanged` and Return to `onCommit`.
    @available(*, deprecated, message: "Use FocusState and onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(titleKey))
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @available(*, deprecated, message: "Use onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(titleKey))
        self.onCommit = onCommit
    }
    @_disfavoredOverload @available(*, deprecated, message: "Use FocusState and onSubmit(of:_:)")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(title))
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @_disfavoredOverload @available(*, deprecated, message: "Use onSubmit(of:_:)")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, axis: nil, label: Text(title))
        self.onCommit = onCommit
    }

    /// A field editing a value through a format style: `TextField("Age", value: $age, format: .number)`.
    /// Text that formats back to itself is committed as it is typed; other
    /// text (a half-typed "1.") waits for Return or for the field to lose focus,
    /// and text that does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(titleKey),
                  formatter: TextFieldFormatter(value: value, format: format))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(title),
                  formatter: TextFieldFormatter(value: value, format: format))
    }
    /// A field editing an optional value; clearing the text sets it to nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(titleKey),
                  formatter: TextFieldFormatter(optionalValue: value, format: format))
    }
    /// A field editing an optional value, titled with a string; clearing the text sets it to nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                           prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(title),
                  formatter: TextFieldFormatter(optionalValue: value, format: format))
    }
}

extension TextField where Label == Text {
    /// A field editing a value through a Foundation formatter
    /// (`NumberFormatter`, `DateFormatter`): it shows the value as the
    /// formatter writes it; what a person types is read back with the
    /// formatter on Return or when focus leaves the field, and text it cannot
    /// read leaves the value as it was (the field shows the value again).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(""), prompt: nil, axis: nil, label: Text(titleKey),
                  formatter: TextFieldFormatter(value: value, formatter: formatter))
    }
    /// A field editing a value through a Foundation formatter, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(""), prompt: nil, axis: nil, label: Text(title),
                  formatter: TextFieldFormatter(value: value, formatter: formatter))
    }
    /// A field editing a value through a Foundation formatter, whose placeholder is `prompt`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(titleKey),
                  formatter: TextFieldFormatter(value: value, formatter: formatter))
    }
    /// A field editing a value through a Foundation formatter, titled with a string, whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: Text(title),
                  formatter: TextFieldFormatter(value: value, formatter: formatter))
    }

    /// A formatter field that reports focus changes to `onEditingChanged` and Return to `onCommit`.
    @available(*, deprecated, message: "Use FocusState and onSubmit(of:_:)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @available(*, deprecated, message: "Use onSubmit(of:_:)")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        self.onCommit = onCommit
    }
    @_disfavoredOverload @available(*, deprecated, message: "Use FocusState and onSubmit(of:_:)")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @_disfavoredOverload @available(*, deprecated, message: "Use onSubmit(of:_:)")
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onCommit = onCommit
    }
}

extension TextField {
    /// A field editing a value through a Foundation formatter, with a label view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: label(),
                  formatter: TextFieldFormatter(value: value, formatter: formatter))
    }

    /// A formatted-value field with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: label(),
                  formatter: TextFieldFormatter(value: value, format: format))
    }

    /// A formatted field over an optional value, with a label view; clearing
    /// the text sets the value to nil.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, axis: nil, label: label(),
                  formatter: TextFieldFormatter(optionalValue: value, format: format))
    }
}
