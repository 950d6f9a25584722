import Foundation

/// A height a sheet rests at on a phone. A desktop sheet is as tall as its
/// content, as on a Mac, so detents are accepted and have no visible effect
/// on this platform.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind

    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// A height a `CustomPresentationDetent` type computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)))
    }

    /// What a custom detent's height is computed from.
    public struct Context {
        /// The height the presentation appears in.
        public let maxDetentValue: CGFloat
    }
}

/// A detent whose height is computed (`PresentationDetent.custom(_:)`).
public protocol CustomPresentationDetent {
    /// What the height is computed from.
    typealias Context = PresentationDetent.Context
    /// The detent's height in `context`, or nil to leave it out.
    static func height(in context: Self.Context) -> CGFloat?
}

nonisolated extension View {
    /// The heights the enclosing sheet may rest at. Accepted; has no visible
    /// effect on this platform: a desktop sheet fits its content, as on a Mac.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights the enclosing sheet may rest at, and the one it rests at.
    /// Accepted; has no visible effect on this platform: a desktop sheet fits
    /// its content, as on a Mac, and `selection` stays as the app sets it.
    public func presentationDetents(_ detents: Set<PresentationDetent>,
                                    selection: Binding<PresentationDetent>) -> some View { self }
}
