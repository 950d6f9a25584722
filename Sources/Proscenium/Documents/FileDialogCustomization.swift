import Foundation

/// The way that file dialogs present the file system; apply with
/// `fileDialogBrowserOptions(_:)`.
nonisolated public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lists the contents of packages (folders such as `.app` or `.bundle`)
    /// instead of showing each as one file.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Lists the files hidden by default (names starting with a dot).
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file extensions on iOS; as on macOS, it has no effect here: the
    /// panel always shows names whole.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// What the file-dialog modifiers set for the panels of the views below.
struct FileDialogCustomization {
    var message: Text?
    var confirmationLabel: Text?
    var filenameLabel: Text?
    var browserOptions: FileDialogBrowserOptions = []
    var customizationID: String?
    var importsUnresolvedAliases = false
    var urlEnabled: Predicate<URL>?

    /// Applies these to `panel` (made by `fileImporter`, `fileExporter` or `fileMover`).
    @MainActor func apply(to panel: FilePanel) {
        panel.panelMessage = message?.plainText
        if let confirmationLabel { panel.prompt = confirmationLabel.plainText }
        if let filenameLabel { panel.nameFieldLabel = filenameLabel.plainText }
        panel.showsHiddenFiles = browserOptions.contains(.includeHiddenFiles)
        panel.enumeratesPackages = browserOptions.contains(.enumeratePackages)
        panel.resolvesAliases = !importsUnresolvedAliases
        if let urlEnabled {
            panel.isURLEnabled = { url in
                do { return try urlEnabled.evaluate(url) } catch {
                    documentLog.warning("fileDialogURLEnabled's predicate failed for \(url.path): \(error)")
                    return false
                }
            }
        }
        if let customizationID {
            panel.onChoose = { url in
                FileDialogCustomization.directories[customizationID] = url.hasDirectoryPath
                    ? url : url.deletingLastPathComponent()
            }
        }
    }

    /// The folder the last panel of each customization ID chose from; as on a
    /// Mac, a panel with an ID reopens where that ID's panel left off.
    @MainActor static var directories: [String: URL] = [:]
}

extension EnvironmentValues {
    private struct FileDialogCustomizationKey: EnvironmentKey {
        static var defaultValue: FileDialogCustomization { FileDialogCustomization() }
    }

    var fileDialogCustomization: FileDialogCustomization {
        get { self[FileDialogCustomizationKey.self] }
        set { self[FileDialogCustomizationKey.self] = newValue }
    }
}

nonisolated extension View {
    private func fileDialog(_ change: @escaping (inout FileDialogCustomization) -> Void) -> some View {
        modifier(EnvironmentTransformModifier { change(&$0.fileDialogCustomization) })
    }

    /// The message the panels of this view's `fileImporter`, `fileExporter`
    /// and `fileMover` show above their files (nil: none).
    public func fileDialogMessage(_ message: Text?) -> some View {
        fileDialog { $0.message = message }
    }

    /// The message the panels of this view's file dialogs show above their files.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey))
    }

    /// The message the panels of this view's file dialogs show above their files.
    @_disfavoredOverload
    public func fileDialogMessage<S>(_ message: S) -> some View where S: StringProtocol {
        fileDialogMessage(Text(message))
    }

    /// The title of the button that confirms the panels of this view's file
    /// dialogs (nil: Open, Save or Move).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        fileDialog { $0.confirmationLabel = label }
    }

    /// The title of the button that confirms the panels of this view's file dialogs.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey))
    }

    /// The title of the button that confirms the panels of this view's file dialogs.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S>(_ label: S) -> some View where S: StringProtocol {
        fileDialogConfirmationLabel(Text(label))
    }

    /// The label of the file-name field of this view's `fileExporter` panels
    /// (nil: “Save As:”).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        fileDialog { $0.filenameLabel = label }
    }

    /// The label of the file-name field of this view's `fileExporter` panels.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileExporterFilenameLabel(Text(labelKey))
    }

    /// The label of the file-name field of this view's `fileExporter` panels.
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S>(_ label: S) -> some View where S: StringProtocol {
        fileExporterFilenameLabel(Text(label))
    }

    /// How the panels of this view's file dialogs list the file system:
    /// hidden files, package contents.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        fileDialog { $0.browserOptions = options }
    }

    /// An identifier under which the panels of this view's file dialogs keep
    /// their state: a panel with it opens in the folder the last panel with
    /// it chose from, unless `fileDialogDefaultDirectory` says otherwise.
    public func fileDialogCustomizationID(_ id: String) -> some View {
        fileDialog { $0.customizationID = id }
    }

    /// Whether this view's `fileImporter` gives a chosen symbolic link (the
    /// Linux counterpart of an alias) itself rather than the file it points to.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        fileDialog { $0.importsUnresolvedAliases = imports }
    }

    /// Disables the entries of this view's `fileImporter` and `fileMover`
    /// panels whose URLs `predicate` rejects; Save panels ignore it, as on a Mac.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        fileDialog { $0.urlEnabled = predicate }
    }
}
