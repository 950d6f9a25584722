/// Tabs, each with a label and content; only the selected tab's content is
/// made, so switching tabs makes views appear and disappear.
///
/// Its element is `tabview` with `selected` (the selected tab's key); its
/// children are a `tab` per item (`key`, `title`, `systemImage`, `selected`),
/// and only the selected one holds its content. A tab's label that is not a
/// plain title with a symbol is a `slot` named `label` in its `tab`. A
/// `change` event with a tab's key, or a click on a tab, selects it. A tab is
/// keyed by its value (`Tab(value:)` or `.tag(_:)` of the selection's type),
/// else by its position (`#0`, `#1`, ...). With a selection binding that no
/// tab matches, the first tab shows. `.tabViewStyle(.page)` makes it
/// `style` `page` (with `indexDisplayMode`): pages with a row of dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose selection is bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        let state = context.state("tabs") { TabViewState() }
        var keys = TagKeys()
        var tabs: [(item: ViewItem, key: String, value: SelectionValue?, info: TabInfo)] = []
        for (index, item) in flattenItems(content).enumerated() {
            let info = (item.view as? any TabContentView)?.tabInfo ?? TabInfo(traits: item.traits)
            let value = castTag(info.value, to: SelectionValue.self) ?? item.traits.tag(as: SelectionValue.self)
            let key = value.map { keys.key(for: AnyHashable($0)) } ?? "#\(index)"
            tabs.append((item, key, value, info))
        }
        let selectedKey: String?
        if let selection {
            let current = selection.wrappedValue
            selectedKey = tabs.first { $0.value == current }?.key ?? tabs.first?.key
        } else {
            selectedKey = tabs.contains { $0.key == state.selectedKey } ? state.selectedKey : tabs.first?.key
        }
        var attributes: ElementAttributes = [:]
        if let selectedKey { attributes[.selected] = .string(selectedKey) }
        if let style = context.environment.tabViewStyleName { attributes[.style] = .string(style) }
        if let index = context.environment.tabViewIndexDisplayName { attributes[.indexDisplayMode] = .string(index) }
        // SwiftUI shows the tabs in UIKit's tab bar, whose appearance proxy may colour them.
        tabBarAppearance(in: context.node, into: &attributes)
        context.setElement(.tabview, attributes)

        let enabled = context.environment.isEnabled
        let binding = selection
        var values: [String: SelectionValue] = [:]
        for tab in tabs { if let value = tab.value { values[tab.key] = value } }
        let node = context.node
        let select: @MainActor (String) -> Void = { [weak node] key in
            guard enabled else { return }
            if let binding {
                if let value = values[key] { binding.wrappedValue = value }
            } else if state.selectedKey != key {
                state.selectedKey = key
                node?.invalidate(reason: "tab")
            }
        }
        context.on(.change) { event in
            if let key = event.value { select(key) }
        }
        context.addItems(tabs.map { tab in
            ViewItem(key: tab.item.key.underSlot("tabs"),
                     view: TabElement(key: tab.key, info: tab.info, isSelected: tab.key == selectedKey,
                                      content: tab.info.content ?? tab.item.view, select: select),
                     traits: tab.item.traits)
        })
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection (the first tab, until another is chosen).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// Which tab a tab view without a binding shows.
final class TabViewState {
    var selectedKey: String?
}

/// What a tab view knows of one tab.
@MainActor
struct TabInfo {
    var title: String?
    var systemImage: String?
    /// A label that is not a title with a symbol.
    var label: (any View)?
    var value: AnyHashable?
    /// The tab's content, for `Tab`; nil when the item itself is the content.
    var content: (any View)?

    init(title: String?, systemImage: String?, label: (any View)?, value: AnyHashable?, content: (any View)?) {
        self.title = title
        self.systemImage = systemImage
        self.label = label
        self.value = value
        self.content = content
    }

    /// A view with `.tabItem { ... }`.
    init(traits: ViewTraits) {
        self.init(label: traits[TabItemLabelKey.self], value: nil, content: nil)
    }

    init(label: (any View)?, value: AnyHashable?, content: (any View)?) {
        self.value = value
        self.content = content
        if let label = label as? any PlainLabel {
            title = label.plainTitle
            systemImage = label.systemImage
        } else if let label, let text = plainTitle(of: label) {
            title = text
        } else {
            self.label = label
        }
    }
}

/// A label with a plain title and a symbol: `Label("Home", systemImage: "house")`.
@MainActor
protocol PlainLabel {
    var plainTitle: String { get }
    var systemImage: String? { get }
}

extension Label: PlainLabel where Title == Text, Icon == Image {
    var systemImage: String? {
        if case let .system(name) = icon.source { return name }
        return nil
    }
}

/// One tab: a `tab` element, with content only while selected.
nonisolated struct TabElement: PrimitiveView {
    let key: String
    let info: TabInfo
    let isSelected: Bool
    let content: any View
    let select: @MainActor (String) -> Void

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.key: .string(key), .selected: .bool(isSelected)]
        if let title = info.title { attributes[.title] = .string(title) }
        if let systemImage = info.systemImage { attributes[.systemImage] = .string(systemImage) }
        context.setElement(.tab, attributes)
        let select = self.select, key = self.key
        context.on(.click) { _ in select(key) }
        if let label = info.label { context.addSlot("label", label) }
        if isSelected { context.addChildren(content, slot: "content") }
    }
}

/// `Tab` values, which carry their own title, value and content.
@MainActor
protocol TabContentView {
    var tabInfo: TabInfo { get }
}

nonisolated extension View {
    /// The label of this view's tab in a `TabView`: usually a `Label` or `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}

nonisolated struct TabItemModifier: TraitModifier, PrimitiveModifier {
    let label: any View
    @MainActor func apply(to traits: inout ViewTraits) { traits[TabItemLabelKey.self] = label }
    @MainActor func render(content: any View, into context: inout RenderContext) { context.addChildren(content) }
}

struct TabItemLabelKey: ViewTraitKey {
    static var defaultValue: (any View)? { nil }
}
