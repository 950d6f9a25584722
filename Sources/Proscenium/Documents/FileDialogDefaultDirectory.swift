import Foundation

nonisolated extension View {
    /// The folder the Open and Save panels of this view's `fileImporter`,
    /// `fileExporter` and `fileMover` start in (nil: the folder the last
    /// panel chose from).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        modifier(EnvironmentTransformModifier { $0.fileDialogDefaultDirectory = defaultDirectory })
    }
}

extension EnvironmentValues {
    private struct FileDialogDirectoryKey: EnvironmentKey {
        static var defaultValue: URL? { nil }
    }

    var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDirectoryKey.self] }
        set { self[FileDialogDirectoryKey.self] = newValue }
    }
}
