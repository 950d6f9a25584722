// The preview macros, declared as Apple's SwiftUI declares them (with
// `@ViewBuilder` for the body: `ContentBuilder` is its newer name). Each
// `#Preview` expands to a `PreviewRegistry` type, which the gallery
// (`--previews`) finds without registration.

/// Creates a preview of a SwiftUI view, listed in the gallery by `name`, or
/// by `File.swift:line` when it has none.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ProsceniumMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view laid out by `traits`
/// (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, an orientation).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ProsceniumMacros", type: "PreviewMacro")

/// Marks a variable declared at the root of a `#Preview` body (typically
/// `@Previewable @State var value = ...`) as a property of the view the
/// preview makes, so that dynamic properties work inline in a preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ProsceniumMacros", type: "PreviewableMacro")
