// `alert(_:isPresented:actions:)` and its variants: an `alert` element (see Dialog.swift).

nonisolated extension View {
    /// Presents an alert with `actions` while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: titleKey.plainText, titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert with `actions` and a text `message` while `isPresented` is true.
    @MainActor public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: titleKey.plainText, titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents an alert built from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: titleKey.plainText, titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents an alert with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @MainActor public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: titleKey.plainText, titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    /// Presents an alert with `actions` while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: String(title), titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert with `actions` and a text `message` while `isPresented` is true.
    @_disfavoredOverload
    @MainActor public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: String(title), titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents an alert built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: String(title), titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents an alert with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    @MainActor public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: String(title), titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    /// Presents an alert with `actions` while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(title: title.plainText, titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert with `actions` and a text `message` while `isPresented` is true.
    @MainActor public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(title: title.plainText, titleVisibility: .visible, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents an alert built from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertModifier(title: title.plainText, titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents an alert with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @MainActor public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertModifier(title: title.plainText, titleVisibility: .visible, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    func alertModifier(title: String, titleVisibility: Visibility, isPresented: Binding<Bool>, actions: (any View)?,
                       message: String?) -> some View {
        // With no actions, SwiftUI gives an alert an OK button.
        modifier(DialogModifier(tag: .alert, title: title, message: message, isPresented: isPresented,
                                actions: actions, defaultCancel: "OK", addsCancelUnlessPresent: false))
    }
}

/// An alert, as the deprecated `alert(isPresented:content:)` takes it.
public struct Alert {
    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button for a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An alert with one button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// An `Alert`'s buttons as views.
nonisolated struct AlertButtons: View, ViewListProvider {
    let buttons: [Alert.Button]
    typealias Body = Never
    var body: Never { fatalError() }

    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        for (index, button) in buttons.enumerated() {
            let action = button.action ?? {}
            items.append(ViewItem(key: key.appending(StructuralKey.position(index)),
                                  view: Proscenium.Button(role: button.role, action: action) { button.label },
                                  traits: traits))
        }
    }
}

nonisolated extension View {
    /// Presents `content`'s alert while `isPresented` is true.
    @available(*, deprecated, message: "Use `alert(_:isPresented:actions:message:)` instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(DialogModifier(tag: .alert, title: alert?.title.plainText, message: alert?.message?.plainText,
                                       isPresented: isPresented, actions: alert.map { AlertButtons(buttons: $0.buttons) },
                                       defaultCancel: "OK", addsCancelUnlessPresent: false))
    }

    /// Presents `content`'s alert for `item` while it is not nil.
    @available(*, deprecated, message: "Use `alert(_:isPresented:presenting:actions:message:)` instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(DialogModifier(tag: .alert, title: alert?.title.plainText, message: alert?.message?.plainText,
                                       isPresented: isPresented, actions: alert.map { AlertButtons(buttons: $0.buttons) },
                                       defaultCancel: "OK", addsCancelUnlessPresent: false))
    }
}
