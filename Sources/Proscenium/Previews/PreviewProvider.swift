import Foundation

/// What every preview provider is (SwiftUI's `PreviewProvider` refines it).
public protocol _PreviewProvider {}

/// A type that produces view previews: the gallery (`--previews`) lists each
/// of its previews under the type's name, without registration.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    /// The type of view to preview.
    associatedtype Previews: View

    /// The views to preview; several views (in a `Group`, or a `ForEach`) are
    /// each listed as a preview of their own.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

    /// The platform on which to run the provider (a hint; ignored here).
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint.
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device (on a Mac:
    /// the view at the size that fits it, as Xcode shows a Mac preview).
    case device
    /// Fit the container to the size of the preview.
    case sizeThatFits
    /// Center the preview in a fixed size container with the given dimensions.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview, by name ("iPhone 15", "iPad Pro
/// (11-inch)", "Mac").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String
    private init(id: String) { self.id = id }

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A context type for use with a preview.
public protocol PreviewContext {
    /// The context's value for a key, or the key's default value.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key type for a preview context.
public protocol PreviewContextKey {
    /// The type of the value returned by the key.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}

nonisolated extension View {
    /// Overrides the size of the container for the preview.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        ModifiedContent(content: self, modifier: PreviewTraitModifier { $0.layout = value })
    }

    /// Sets a user visible name for the preview, shown in the gallery.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        ModifiedContent(content: self, modifier: PreviewTraitModifier { $0.displayName = value })
    }

    /// Overrides the device for a preview: its window takes that device's size.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        ModifiedContent(content: self, modifier: PreviewTraitModifier { $0.device = value })
    }

    /// Overrides the orientation of a device preview (landscape turns its window).
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        ModifiedContent(content: self, modifier: PreviewTraitModifier { $0.orientation = value })
    }

    /// Declares a context for the preview. It has no effect on this platform:
    /// the contexts Xcode knows (widget families) have no meaning here, and
    /// the view is shown as it is.
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        ModifiedContent(content: self, modifier: PreviewTraitModifier { _ in })
    }
}
