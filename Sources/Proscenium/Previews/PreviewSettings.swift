import Foundation

/// How one preview is laid out and named: what `#Preview` traits and the
/// `preview...` modifiers set.
struct PreviewSettings {
    var layout: PreviewLayout = .device
    var orientation: InterfaceOrientation = .portrait
    var device: PreviewDevice?
    var displayName: String?

    /// The size of the preview's container, or nil when the container fits
    /// the view (`.sizeThatFits`, and `.device` on a Mac, as Xcode shows a
    /// Mac app's previews). A named device gives its screen size, turned by a
    /// landscape orientation.
    var containerSize: CGSize? {
        switch layout {
        case .sizeThatFits:
            return nil
        case let .fixed(width, height):
            return CGSize(width: width, height: height)
        case .device:
            guard let device, let size = Self.screenSize(of: device.rawValue) else { return nil }
            return orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        }
    }

    /// Portrait screen sizes, in points, of the device families a preview
    /// names; a Mac (or a name not known) fits the view.
    static func screenSize(of device: String) -> CGSize? {
        let name = device.lowercased()
        if name.hasPrefix("mac") { return nil }
        if name.contains("iphone se") { return CGSize(width: 375, height: 667) }
        if name.contains("iphone") { return CGSize(width: 393, height: 852) }
        if name.contains("ipad pro (12.9") || name.contains("ipad pro 13") { return CGSize(width: 1024, height: 1366) }
        if name.contains("ipad") { return CGSize(width: 820, height: 1180) }
        if name.contains("watch") { return CGSize(width: 198, height: 242) }
        if name.contains("tv") { return CGSize(width: 1920, height: 1080) }
        return nil
    }
}

/// Sets preview settings on each item, for the gallery (`previewLayout`,
/// `previewDisplayName`, ...); it changes nothing shown.
nonisolated struct PreviewTraitModifier: TraitModifier, PrimitiveModifier {
    let change: @Sendable (inout PreviewSettings) -> Void

    nonisolated init(_ change: @escaping @Sendable (inout PreviewSettings) -> Void) { self.change = change }

    @MainActor func apply(to traits: inout ViewTraits) {
        var settings = traits[PreviewSettingsKey.self]
        change(&settings)
        traits[PreviewSettingsKey.self] = settings
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
    }
}

struct PreviewSettingsKey: ViewTraitKey {
    static var defaultValue: PreviewSettings { PreviewSettings() }
}
