/// An action sheet, as the deprecated `actionSheet(isPresented:content:)`
/// takes it: shown as a confirmation dialog (a `dialog` element), as
/// SwiftUI shows one where there is no sheet from the bottom of a phone.
public struct ActionSheet {
    /// A button of an action sheet: an `Alert.Button`.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [ActionSheet.Button]

    /// An action sheet with `buttons` (a Cancel button when none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// Presents `content`'s action sheet while `isPresented` is true.
    @available(*, deprecated, message: "Use `confirmationDialog(_:isPresented:titleVisibility:actions:)` instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        actionSheetModifier(isPresented.wrappedValue ? content() : nil, isPresented: isPresented)
    }

    /// Presents `content`'s action sheet for `item` while it is not nil.
    @available(*, deprecated, message: "Use `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)` instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return actionSheetModifier(item.wrappedValue.map(content), isPresented: isPresented)
    }

    private func actionSheetModifier(_ sheet: ActionSheet?, isPresented: Binding<Bool>) -> some View {
        modifier(DialogModifier(tag: .dialog, title: sheet?.title.plainText, message: sheet?.message?.plainText,
                                isPresented: isPresented, actions: sheet.map { AlertButtons(buttons: $0.buttons) },
                                defaultCancel: "Cancel", addsCancelUnlessPresent: true))
    }
}
