import Foundation
@_spi(Display) import Proscenium

extension AppLauncher {
    /// `--previews` / `--preview NAME`: serves the gallery of the previews of
    /// `app`'s module instead of its scenes, under the name "APP Previews" (so
    /// its open windows are kept apart from the app's own).
    static func runPreviewGallery<A: App>(of app: A.Type, options: DisplayOptions) -> Never {
        let module = String(reflecting: A.self).split(separator: ".").first.map(String.init) ?? ""
        PreviewGalleryApp.configure(module: module)
        let entries = PreviewGalleryApp.listedPreviews
        var initial: String?
        if let wanted = options.preview {
            guard let entry = PreviewGalleryApp.entry(named: wanted) else {
                let names = entries.map { "  \($0.id)" }.joined(separator: "\n")
                FileHandle.standardError.write(Data("error: no preview named \"\(wanted)\" in \(module); its previews:\n\(names)\n".utf8))
                exit(64)
            }
            initial = entry.id
        }
        PreviewGalleryApp.configure(module: module, preview: initial)
        launch(PreviewGalleryApp.self, name: "\(String(describing: A.self)) Previews", options: options)
    }
}
