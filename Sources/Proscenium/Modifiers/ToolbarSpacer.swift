import ProsceniumHost

/// A type which defines how spacers should size themselves.
@available(macOS 26.0, *)
public struct SpacerSizing: Hashable, Sendable {
    let name: String

    /// The fixed spacer sizing behavior: a pre-defined size (here 16 points).
    public static let fixed = SpacerSizing(name: "fixed")
    /// The flexible spacer sizing behavior: the spacer expands to accommodate
    /// as much space as it is given, pushing the items around it apart.
    public static let flexible = SpacerSizing(name: "flexible")
}

/// A standard space item in toolbars: a break between items, of a fixed
/// size or flexible. Its element is a `toolbaritem` with `spacer`.
@available(macOS 26.0, *)
nonisolated public struct ToolbarSpacer: CustomizableToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer item with the specified sizing behavior and placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public var body: Never { fatalError("ToolbarSpacer has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        items.append(ViewItem(key: key, view: ToolbarSpacerView(sizing: sizing, placement: placement)))
    }
}

@available(macOS 26.0, *)
nonisolated struct ToolbarSpacerView: PrimitiveView {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    @MainActor func render(into context: inout RenderContext) {
        context.setPresentationElement(.toolbaritem, [.placement: .string(placement.name),
                                                      .spacer: .string(sizing.name)])
    }
}
