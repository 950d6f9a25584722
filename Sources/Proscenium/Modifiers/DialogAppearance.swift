import ProsceniumHost

/// The severity of an alert or confirmation dialog.
///
/// A dialog carries it as `severity`; `critical` shows the caution symbol
/// with the app's icon over it, as a Mac does.
public struct DialogSeverity: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, standard, critical }
    let kind: Kind

    /// The default dialog severity: alerts that present an error use
    /// `.critical`, all others `.standard`.
    public static let automatic = DialogSeverity(kind: .automatic)

    /// A severity that indicates the dialog is being displayed for the
    /// purpose of presenting information to the user.
    public static let standard = DialogSeverity(kind: .standard)

    /// A severity that indicates extra attention should be given to the
    /// dialog, for example when unexpected data loss may occur.
    public static let critical = DialogSeverity(kind: .critical)
}

/// What dialogs presented within a view show beside their title and actions.
struct DialogAppearance {
    var severity = DialogSeverity.automatic
    /// The icon in place of the app's; nil: the app's.
    var icon: Image?
    /// The suppression toggle's title and state; nil: no toggle.
    var suppression: (title: Text, isSuppressed: Binding<Bool>)?
}

nonisolated extension View {
    /// Sets the severity for alerts and confirmation dialogs presented within this view.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        modifier(EnvironmentTransformModifier { $0.dialogAppearance.severity = severity })
    }

    /// Configures the icon used by dialogs within this view; nil: the app's icon.
    public func dialogIcon(_ icon: Image?) -> some View {
        modifier(EnvironmentTransformModifier { $0.dialogAppearance.icon = icon })
    }

    /// Enables user suppression of dialogs and alerts presented within
    /// `self`, with the default suppression message ("Do not show this
    /// message again", as AppKit's alerts say).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(Text("Do not show this message again"), isSuppressed: isSuppressed)
    }

    /// Enables user suppression of dialogs and alerts presented within
    /// `self`, with a custom suppression message.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(Text(titleKey), isSuppressed: isSuppressed)
    }

    /// Enables user suppression of dialogs and alerts presented within
    /// `self`, with a custom suppression message.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S>(_ title: S, isSuppressed: Binding<Bool>) -> some View
    where S: StringProtocol {
        dialogSuppressionToggle(Text(title), isSuppressed: isSuppressed)
    }

    /// Enables user suppression of dialogs and alerts presented within
    /// `self`, with a custom suppression message.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        modifier(EnvironmentTransformModifier { $0.dialogAppearance.suppression = (label, isSuppressed) })
    }
}

extension EnvironmentValues {
    private struct DialogAppearanceKey: EnvironmentKey {
        static var defaultValue: DialogAppearance { DialogAppearance() }
    }

    /// How dialogs presented below look.
    var dialogAppearance: DialogAppearance {
        get { self[DialogAppearanceKey.self] }
        set { self[DialogAppearanceKey.self] = newValue }
    }
}
