// The toolbar content builder's blocks of two to ten pieces, as SwiftUI
// declares them: of customizable pieces the block is customizable content
// (for `toolbar(id:content:)`), of any pieces it is toolbar content. Longer
// blocks take the parameter-pack block of ToolbarContentBuilder.

extension ToolbarContentBuilder {
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent((c0, c1))
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent((c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent, C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent, C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent, C9: CustomizableToolbarContent {
        TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// Content inside an `if #available` block.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        ErasedToolbarContent(content: content)
    }

    /// Customizable content inside an `if #available` block.
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        ErasedToolbarContent(content: content)
    }
}

/// Toolbar content of a type known only when the builder ran (`if #available`).
nonisolated struct ErasedToolbarContent: CustomizableToolbarContent, PrimitiveToolbarContent {
    let content: any ToolbarContent
    var body: Never { fatalError("ErasedToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        flattenToolbarItems(content, key: key, into: &items)
    }
}
