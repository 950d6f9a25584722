import Foundation

/// The configuration of a document in a `DocumentGroup`: its file and
/// whether it can be edited, read from the environment
/// (`@Environment(\.documentConfiguration)`) by any view in its window.
public struct DocumentConfiguration: Sendable {
    /// A URL of an open document; nil until it is first saved.
    public var fileURL: URL? { url }

    /// A Boolean value that indicates whether you can edit the document
    /// (false in a viewer, or when the file cannot be written).
    public var isEditable: Bool { editable }

    let url: URL?
    let editable: Bool
}

extension EnvironmentValues {
    private struct DocumentConfigurationKey: EnvironmentKey {
        static var defaultValue: DocumentConfiguration? { nil }
    }

    /// The configuration of a document in a `DocumentGroup`; nil for views
    /// that are not enclosed in one.
    public var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
    }

    /// Sets the document configuration (the document group's windows).
    var documentConfigurationValue: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// This view with `box`'s document as the environment's `documentConfiguration`.
    @MainActor func documentConfiguration(of box: DocumentBox) -> some View {
        let configuration = DocumentConfiguration(url: box.fileURL, editable: box.isEditable)
        return modifier(EnvironmentTransformModifier { $0.documentConfigurationValue = configuration })
    }
}
