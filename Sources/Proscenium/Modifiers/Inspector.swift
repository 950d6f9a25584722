import Foundation
import ProsceniumHost

// `inspector(isPresented:content:)`: a trailing column beside the view, shown
// while the binding is true, as on macOS 14.

nonisolated extension View {
    /// Shows `content` in an inspector column at the trailing edge while
    /// `isPresented` is true.
    ///
    /// The view and the inspector are a `split` of two `column`s: `detail`
    /// (the view) and `inspector` (with `width`, or `minWidth`/`idealWidth`/
    /// `maxWidth` from `inspectorColumnWidth`). The binding is published
    /// for the window's scene, so that `InspectorCommands` shows and hides it.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented.wrappedValue, inspector: content()))
            .focusedSceneValue(\.inspectorPresentation, isPresented)
    }

    /// The inspector column's width: at least `min`, at first `ideal`, at most `max`.
    @MainActor public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(RowTraitModifier { $0[InspectorWidthKey.self] = TableColumnWidth(min: min, ideal: ideal, max: max) })
    }

    /// The inspector column's fixed width.
    @MainActor public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(RowTraitModifier { $0[InspectorWidthKey.self] = TableColumnWidth(fixed: width) })
    }
}

/// The key window's inspector binding, which `InspectorCommands` toggles.
struct InspectorPresentationKey: FocusedValueKey {
    typealias Value = Binding<Bool>
}

extension FocusedValues {
    var inspectorPresentation: Binding<Bool>? {
        get { self[InspectorPresentationKey.self] }
        set { self[InspectorPresentationKey.self] = newValue }
    }
}

struct InspectorWidthKey: ViewTraitKey {
    static var defaultValue: TableColumnWidth? { nil }
}

nonisolated struct InspectorModifier<Inspector: View>: PrimitiveModifier {
    let isPresented: Bool
    let inspector: Inspector

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.setElement(.split)
        context.addChildren(InspectorColumn(role: "detail", content: content, width: nil), slot: "content")
        guard isPresented else { return }
        let items = flattenItems(inspector)
        let width = items.lazy.compactMap { $0.traits[InspectorWidthKey.self] }.first
        context.addChildren(InspectorColumn(role: "inspector", content: inspector, width: width), slot: "inspector")
    }
}

nonisolated struct InspectorColumn: PrimitiveView {
    let role: String
    let content: any View
    let width: TableColumnWidth?

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.role: .string(role)]
        if let width { attributes.merge(width.columnAttributes) { _, new in new } }
        context.setElement(.column, attributes)
        context.addChildren(content)
    }
}

extension TableColumnWidth {
    /// A `column`'s `width`, or `minWidth`, `idealWidth` and `maxWidth`.
    var columnAttributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        for (key, value) in [(AttributeKey.width, fixed), (.minWidth, min), (.idealWidth, ideal), (.maxWidth, max)] {
            if let value { attributes[key] = .length(Double(value)) }
        }
        return attributes
    }
}
