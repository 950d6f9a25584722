// `confirmationDialog(_:isPresented:titleVisibility:actions:)` and its
// variants: a `dialog` element (see Dialog.swift).

nonisolated extension View {
    /// Presents a confirmation dialog with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogModifier(title: titleKey.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog with `actions` and a text `message` while `isPresented` is true.
    @MainActor public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogModifier(title: titleKey.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents a confirmation dialog built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogModifier(title: titleKey.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents a confirmation dialog with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @MainActor public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialogModifier(title: titleKey.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    /// Presents a confirmation dialog with `actions` while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogModifier(title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog with `actions` and a text `message` while `isPresented` is true.
    @_disfavoredOverload
    @MainActor public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogModifier(title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents a confirmation dialog built from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogModifier(title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents a confirmation dialog with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    @MainActor public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialogModifier(title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    /// Presents a confirmation dialog with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialogModifier(title: title.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents a confirmation dialog with `actions` and a text `message` while `isPresented` is true.
    @MainActor public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialogModifier(title: title.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: dialogMessage(message()))
    }

    /// Presents a confirmation dialog built from `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialogModifier(title: title.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: nil)
    }

    /// Presents a confirmation dialog with a message, built from `data`, while `isPresented` is true and `data` is not nil.
    @MainActor public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialogModifier(title: title.plainText, titleVisibility: titleVisibility, isPresented: isPresented, actions: data.map(actions), message: data.map(message).flatMap(dialogMessage))
    }

    func confirmationDialogModifier(title: String, titleVisibility: Visibility, isPresented: Binding<Bool>,
                                    actions: (any View)?, message: String?) -> some View {
        // A dialog always has a way out: a Cancel button unless the actions have one.
        // In a window (macOS), the title shows unless hidden.
        modifier(DialogModifier(tag: .dialog, title: titleVisibility == .hidden ? nil : title, message: message,
                                isPresented: isPresented, actions: actions, defaultCancel: "Cancel",
                                addsCancelUnlessPresent: true))
    }
}
