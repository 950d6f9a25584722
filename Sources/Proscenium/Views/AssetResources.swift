// Asset catalogue resources as Xcode's generated symbols name them
// (DeveloperToolsSupport on Apple's platforms): `Color(.brand)`,
// `Image(.logo)`. `proscenium-port` writes the symbols for a ported app.

import Foundation

/// A colour set of an asset catalogue in a bundle.
public struct ColorResource: Equatable, Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalogue in a bundle.
public struct ImageResource: Equatable, Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of an asset catalogue's colour set, with its dark appearance.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    /// The image of an asset catalogue's image set.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}
