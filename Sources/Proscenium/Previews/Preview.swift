import Foundation

/// A preview, as the preview macros make it: a name, traits and the view.
/// Don't use it directly; write `#Preview { ... }`.
@MainActor
public struct Preview {
    /// The name given to the preview, if any.
    public let name: String?
    /// The traits given to the preview, in order.
    let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view.
    let body: @MainActor () -> any View

    /// Creates a preview of a SwiftUI view.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// What the traits of a view preview customise.
    public enum ViewTraits {}

    /// The layout and orientation the traits ask for (the last of each wins).
    var settings: PreviewSettings {
        var settings = PreviewSettings()
        for trait in traits { trait.apply(&settings) }
        return settings
    }
}

/// A customisation of a preview: its layout or its orientation.
@MainActor
public struct PreviewTrait<T> {
    let apply: (inout PreviewSettings) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which
    /// the preview is running (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init { $0.layout = .device } }

    /// Fit the container to the size of the preview.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init { $0.layout = .sizeThatFits } }

    /// Center the preview in a fixed size container with the given dimensions.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init { $0.layout = .fixed(width: width, height: height) }
    }

    /// The device is in portrait mode, with the top of the device on top (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init { $0.orientation = .portrait } }
    /// The device is in landscape mode, with the top of the device on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init { $0.orientation = .landscapeLeft } }
    /// The device is in landscape mode, with the top of the device on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init { $0.orientation = .landscapeRight } }
    /// The device is in portrait mode, but is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .init { $0.orientation = .portraitUpsideDown } }
}

/// What a `#Preview` macro expands to: a type holding one preview and where
/// it was declared. The gallery finds every conforming type of an app's module
/// through the runtime's conformance records, with no registration.
@MainActor
public protocol PreviewRegistry {
    /// `Module/File.swift` of the `#Preview`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview.
    static var preview: Preview { get }
}
