// `toolbar { }`: a `toolbar` element after the content, holding one
// `toolbaritem` per item with its placement. The display puts the items in
// the window's toolbar.

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// The accessory bar the item goes in (`accessoryBar(id:)`), as the display knows it.
    var accessoryBar: String? = nil

    /// Where the platform puts items by default (the trailing end of a window's toolbar).
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the toolbar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// Navigation controls: the leading end.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The most used action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Actions of lesser importance.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Status information.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The action that confirms a modal (Save, Done).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The action that cancels a modal.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The action that deletes in a modal.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Above the on-screen keyboard (none here: shown in the toolbar).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// A bar at the bottom of the window.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

/// A bar that `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The accessory bar this is (`accessoryBar(id:)`), as the display knows it.
    var accessoryBar: String? = nil

    /// How the `bars` attribute names this bar: an accessory bar by its key.
    var barName: String { accessoryBar.map { "\(name):\($0)" } ?? name }
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The window's toolbar.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// What a `toolbar { }` holds: items, groups, and types of your own with a body.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content the graph realises itself: it knows its items.
@MainActor
protocol PrimitiveToolbarContent {
    func appendToolbarItems(key: ItemKey, into items: inout [ViewItem])
}

/// The items of any toolbar content, as views (`toolbaritem` elements).
@MainActor
func flattenToolbarItems(_ content: any ToolbarContent, key: ItemKey, into items: inout [ViewItem]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.appendToolbarItems(key: key, into: &items)
    } else {
        // A type with a body: its own node, so its dynamic properties have a home.
        items.append(ViewItem(key: key, view: CustomToolbarContentView(content: content)))
    }
}

/// Builds toolbar content from items and groups, with `if`/`else`.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> ConditionalToolbarContent<TrueContent, FalseContent> { ConditionalToolbarContent(storage: .first(first)) }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> ConditionalToolbarContent<TrueContent, FalseContent> { ConditionalToolbarContent(storage: .second(second)) }
}

/// Several pieces of toolbar content in sequence.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    let value: T

    init<each Content: ToolbarContent>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        TupleWalkers.register(TupleToolbarContent.self) {
            TupleWalker<T, any ToolbarContent> { tuple, body in
                var position = 0
                for content in repeat each tuple {
                    body(position, content)
                    position += 1
                }
            }
        }
    }

    public var body: Never { fatalError("TupleToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        // Registered when the builder made this value.
        let walker = TupleWalkers.walker(TupleToolbarContent.self, as: TupleWalker<T, any ToolbarContent>.self)
        walker?.walk(value) { position, content in
            flattenToolbarItems(content, key: key.appending(StructuralKey.position(position)), into: &items)
        }
    }
}

/// Toolbar content that is there only if an `if` held.
nonisolated public struct OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content?
    public var body: Never { fatalError("OptionalToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        if let content { flattenToolbarItems(content, key: key.appending(StructuralKey.some), into: &items) }
    }
}

/// One branch of an `if`/`else` of toolbar content.
nonisolated public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent,
    PrimitiveToolbarContent {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("ConditionalToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        switch storage {
        case let .first(content): flattenToolbarItems(content, key: key.appending(StructuralKey.branch(true)), into: &items)
        case let .second(content): flattenToolbarItems(content, key: key.appending(StructuralKey.branch(false)), into: &items)
        }
    }
}

/// One item of a toolbar, at `placement`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let identifier: ID
    let placement: ToolbarItemPlacement
    let content: Content
    /// False: a customizable item the toolbar keeps hidden until the person adds it.
    var showsByDefault = true
    public var body: Never { fatalError("ToolbarItem has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        items.append(ViewItem(key: key, view: ToolbarItemView(placement: placement, content: content,
                                                              hidden: !showsByDefault)))
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: (), placement: placement, content: content())
    }
}

extension ToolbarItem {
    /// The identifier a customizable toolbar knows the item by. Declared
    /// over the generic `ID`, as SwiftUI declares it; the items that have one
    /// are those made with `init(id:placement:content:)`, whose `ID` is `String`.
    public var id: ID { identifier }
}

extension ToolbarItem: Identifiable where ID == String {
    /// An item with an identifier, for a customizable toolbar (`toolbar(id:content:)`).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, content: content())
    }
}

/// Several views placed together in a toolbar.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { fatalError("ToolbarItemGroup has no body") }

    /// The views of `content`, together at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        items.append(ViewItem(key: key, view: ToolbarItemView(placement: placement, content: content)))
    }
}

/// A `toolbaritem` element: where its views go.
nonisolated struct ToolbarItemView<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    var hidden = false
    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.placement: .string(placement.name)]
        if let bar = placement.accessoryBar {
            attributes[.bar] = .string(bar)
            // An accessory bar's buttons are accessory bar buttons unless the app says otherwise.
            if context.environment.buttonStyleName == nil && context.environment.customButtonStyle == nil {
                context.childEnvironment.buttonStyleName = AccessoryBarButtonStyle().styleName
            }
        }
        // `defaultCustomization(_:options:)` around it wins over the item's `showsByDefault`.
        let byDefault = context.environment.toolbarItemDefaultVisibility
        if byDefault == .hidden || (hidden && byDefault != .visible) { attributes[.hidden] = true }
        context.setPresentationElement(.toolbaritem, attributes)
        context.childEnvironment.isInToolbarItem = true
        context.addChildren(content)
    }
}

/// Plain views given to `toolbar { }`: each is an item at the automatic placement.
nonisolated struct ViewToolbarContent<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content
    var body: Never { fatalError("ViewToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        for item in flattenItems(content) {
            items.append(ViewItem(key: key.appending(StructuralKey.explicit(AnyHashable(item.key))),
                                  view: ToolbarItemView(placement: .automatic, content: AnyView(item.view))))
        }
    }
}

/// Toolbar content of your own type: its body, evaluated with its dynamic
/// properties installed in this node.
nonisolated struct CustomToolbarContentView: PrimitiveView {
    let content: any ToolbarContent
    @MainActor func render(into context: inout RenderContext) {
        let body = context.node.styleBody(content) { $0.body as any ToolbarContent }
        var items: [ViewItem] = []
        flattenToolbarItems(body, key: ItemKey([StructuralKey.slot("body")]), into: &items)
        context.addItems(items)
    }
}

/// The `toolbar` element.
nonisolated struct ToolbarView: PrimitiveView {
    let content: (any ToolbarContent)?
    let visibility: Visibility?
    let bars: [ToolbarPlacement]
    /// How the bars look (`toolbarBackground`, `toolbarColorScheme`), from the environment.
    var appearance: (@MainActor (EnvironmentValues) -> ElementAttributes)?

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = appearance?(context.environment) ?? [:]
        if let visibility { attributes[.visibility] = .string(visibility.name) }
        if !bars.isEmpty { attributes[.bars] = .string(bars.map(\.barName).joined(separator: " ")) }
        context.setPresentationElement(.toolbar, attributes)
        guard let content else { return }
        var items: [ViewItem] = []
        flattenToolbarItems(content, key: ItemKey(), into: &items)
        context.addItems(items)
    }
}

nonisolated struct ToolbarModifier: PrimitiveModifier {
    let toolbar: ToolbarView
    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
        // A hosting view that leaves toolbars out keeps them from its window.
        if context.environment.bridgesToolbars { context.addChildren(toolbar, slot: "toolbar") }
    }
}

nonisolated extension View {
    /// Puts the views of `content` in the window's toolbar, each at the
    /// automatic placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(toolbar: ToolbarView(content: ViewToolbarContent(content: content()),
                                                      visibility: nil, bars: [])))
    }

    /// Puts toolbar items (`ToolbarItem`, `ToolbarItemGroup`) in the window's toolbar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(toolbar: ToolbarView(content: content(), visibility: nil, bars: [])))
    }

    /// Shows or hides the toolbar (`bars`: which ones; none given means the
    /// window's). The display hides a bar when any `toolbar` element says so.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarModifier(toolbar: ToolbarView(content: nil, visibility: visibility, bars: bars)))
    }
}
