// The state behind navigation containers. A `NavigationStack` shows levels
// (its root, then pushed views) as `page`s; a `NavigationView` or
// `NavigationSplitView` shows them as `column`s. A link on level L shows its
// destination on level L + 1: the next column, or a page pushed on the stack.
// Links find their container through the environment; the container keeps
// what links presented, and re-renders just the level that changed.
import Logging

/// What a link put on a level: a view, or a value shown by the destination
/// registered for its type.
@MainActor
enum PresentedContent {
    case view(any View)
    case value(AnyHashable)

    func isSame(as other: PresentedContent) -> Bool {
        switch (self, other) {
        case let (.view(a), .view(b)): valuesEqual(a, b)
        case let (.value(a), .value(b)): a == b
        default: false
        }
    }
}

/// One level's presentation and the link (or modifier) that owns it.
@MainActor
struct Presentation {
    let owner: ObjectIdentifier
    weak var ownerNode: ViewNode?
    var content: PresentedContent
    /// Undoes the owner's own state (its selection or `isPresented`) when the
    /// presentation goes because of something else (back, another link).
    var dismiss: (() -> Void)?
}

/// How a stack reads and writes its path: a binding, or its own storage.
struct PathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// The state of one navigation container, kept by its node.
@MainActor
final class NavigationContainer {
    enum Kind { case stack, split }
    let kind: Kind
    nonisolated static let log = Logger(label: "proscenium.navigation")

    weak var node: ViewNode?
    /// The nodes showing each level, to re-render one level alone.
    var hosts: [Int: WeakNode] = [:]
    /// The levels whose content hides the stack's back control (`navigationBarBackButtonHidden`).
    var backButtonHidden: [Int: Bool] = [:]
    /// What links presented, by the level it shows on.
    private(set) var presented: [Int: Presentation] = [:]
    /// `navigationDestination(for:)` registrations: value type -> owner -> view maker.
    private var destinations: [ObjectIdentifier: [ObjectIdentifier: (AnyHashable) -> (any View)?]] = [:]
    /// The widths the person dragged a split view's columns to, by column.
    var draggedWidths: [Int: Double] = [:]
    /// The stack's path when it has no binding.
    var ownPath: [AnyHashable] = []
    var pathAccess: PathAccess?

    init(kind: Kind) { self.kind = kind }

    // MARK: Path (stacks)

    var path: [AnyHashable] { pathAccess?.get() ?? ownPath }

    func setPath(_ values: [AnyHashable]) {
        if let pathAccess { pathAccess.set(values) } else { ownPath = values }
        invalidateContainer()
    }

    /// The levels a stack shows above its root: the path's values, then views
    /// presented by links, as long as they follow on without a gap.
    func stackLevels() -> [PresentedContent] {
        var levels = path.map(PresentedContent.value)
        while let next = presented[levels.count + 1] { levels.append(next.content) }
        return levels
    }

    /// Pushes `value` from a link on `level`: what was above that level goes.
    func push(_ value: AnyHashable, from level: Int) {
        removePresentations(above: level)
        setPath(Array(path.prefix(level)) + [value])
    }

    /// Pops the top level of a stack.
    func pop() {
        let levels = stackLevels()
        guard !levels.isEmpty else { return }
        let top = levels.count
        if top > path.count, let presentation = presented[top] {
            presented[top] = nil
            presentation.dismiss?()
            presentation.ownerNode?.invalidate(reason: "navigation")
            invalidateContainer()
        } else {
            setPath(Array(path.dropLast()))
        }
    }

    // MARK: Presentations

    func isOwner(_ node: ViewNode, at level: Int) -> Bool {
        presented[level]?.owner == ObjectIdentifier(node)
    }

    /// Shows `content` on `level` for `owner`. The same owner again only
    /// refreshes the level (so a link re-rendering never re-renders the
    /// container); a new owner replaces what was there and what was deeper.
    func present(_ content: PresentedContent, at level: Int, owner: ViewNode,
                 dismiss: (() -> Void)?) {
        let ownerID = ObjectIdentifier(owner)
        if var existing = presented[level], existing.owner == ownerID {
            let changed = !existing.content.isSame(as: content)
            existing.content = content
            existing.dismiss = dismiss
            presented[level] = existing
            if changed { invalidateHost(level) }
            return
        }
        if kind == .stack, level <= path.count {
            // A link inside the path pushes on top of its own level.
            setPath(Array(path.prefix(level - 1)))
        }
        removePresentations(above: level)
        let previous = presented[level]
        presented[level] = Presentation(owner: ownerID, ownerNode: owner, content: content, dismiss: dismiss)
        if let previous {
            previous.dismiss?()
            previous.ownerNode?.invalidate(reason: "navigation")
        }
        invalidateContainer()
        invalidateHost(level)
    }

    /// Removes `owner`'s presentation from `level` (its link went inactive or away).
    func withdraw(owner: ViewNode, at level: Int) {
        guard presented[level]?.owner == ObjectIdentifier(owner) else { return }
        presented[level] = nil
        removePresentations(above: level)
        invalidateContainer()
        invalidateHost(level)
    }

    private func removePresentations(above level: Int) {
        for key in presented.keys where key > level {
            presented[key] = nil
            invalidateHost(key)
        }
    }

    // MARK: Destinations for values

    func register(_ type: Any.Type, owner: ViewNode, make: @escaping (AnyHashable) -> (any View)?) {
        let typeID = ObjectIdentifier(type)
        let isNew = destinations[typeID]?.isEmpty ?? true
        destinations[typeID, default: [:]][ObjectIdentifier(owner)] = make
        // Levels that found no destination for this type can now show.
        if isNew { invalidateContainer() }
    }

    func unregister(_ type: Any.Type, owner: ObjectIdentifier) {
        destinations[ObjectIdentifier(type)]?[owner] = nil
    }

    /// The view for a presented level.
    func view(for content: PresentedContent) -> any View {
        switch content {
        case let .view(view):
            return view
        case let .value(value):
            let makers = destinations[ObjectIdentifier(Swift.type(of: value.base))] ?? [:]
            for make in makers.values {
                if let view = make(value) { return view }
            }
            Self.log.warning("no navigationDestination for a value of type \(Swift.type(of: value.base))")
            return EmptyView()
        }
    }

    // MARK: Invalidation

    func invalidateContainer() { node?.invalidate(reason: "navigation") }

    func invalidateHost(_ level: Int) { hosts[level]?.node?.invalidate(reason: "navigation") }
}

/// Which container and level the views below are on.
@MainActor
struct NavigationScope: Equatable {
    let container: NavigationContainer
    let level: Int

    nonisolated static func == (a: NavigationScope, b: NavigationScope) -> Bool {
        a.container === b.container && a.level == b.level
    }
}

extension EnvironmentValues {
    private struct NavigationScopeKey: EnvironmentKey {
        static var defaultValue: NavigationScope? { nil }
    }

    /// The navigation container and level of the views below.
    var navigationScope: NavigationScope? {
        get { self[NavigationScopeKey.self] }
        set { self[NavigationScopeKey.self] = newValue }
    }
}

/// One level of a stack: a `page` element, hidden unless it is the top.
/// Levels below the top stay alive (with their state), as in SwiftUI.
nonisolated struct NavigationPage: PrimitiveView {
    let container: NavigationContainer
    let level: Int
    let isTop: Bool
    /// The root view for level 0; other levels show what the container holds.
    let root: (any View)?

    @MainActor func render(into context: inout RenderContext) {
        container.hosts[level] = WeakNode(node: context.node)
        readBackButtonHidden(context.node)
        var attributes: ElementAttributes = [.level: .string(String(level))]
        if !isTop { attributes[.hidden] = true }
        context.setElement(.page, attributes)
        context.childEnvironment.navigationScope = NavigationScope(container: container, level: level)
        if let root {
            context.addChildren(root)
        } else {
            let levels = container.stackLevels()
            if level <= levels.count { context.addChildren(container.view(for: levels[level - 1])) }
        }
    }
}

/// One column of a split view: its own content, or what a link in the
/// previous column presented.
nonisolated struct NavigationColumn: PrimitiveView {
    let container: NavigationContainer
    let index: Int
    let role: String
    let content: any View

    @MainActor func render(into context: inout RenderContext) {
        container.hosts[index] = WeakNode(node: context.node)
        var attributes: ElementAttributes = [.role: .string(role)]
        // `navigationSplitViewColumnWidth` on the column's view.
        if let width = flattenItems(content).lazy.compactMap({ $0.traits[SplitColumnWidthKey.self] }).first {
            attributes.merge(width.columnAttributes) { _, new in new }
        }
        // A leading column's divider dragged: the column keeps that width,
        // as an `NSSplitView` keeps its divider where the person left it.
        if role != "detail" {
            if let kept = container.draggedWidths[index] { attributes[.columnWidth] = .length(kept) }
            let (container, index) = (container, index)
            context.on(.change) { event in
                guard event.key == "width" else { return }
                guard let width = event.width, width.isFinite, width > 0 else {
                    NavigationContainer.log.warning("dropped a column width of \(event.width.map { "\($0)" } ?? "nil")")
                    return
                }
                container.draggedWidths[index] = width
                container.invalidateHost(index)
            }
        }
        context.setElement(.column, attributes)
        context.childEnvironment.navigationScope = NavigationScope(container: container, level: index)
        // A list in a Mac's sidebar column is a sidebar list unless styled otherwise.
        if role == "sidebar", context.childEnvironment.listStyleName == nil {
            context.childEnvironment.listStyleName = "sidebar"
        }
        if let presentation = container.presented[index] {
            // Each link's destination is a view of its own, with its own state.
            var items: [ViewItem] = []
            flattenItems(container.view(for: presentation.content),
                         key: ItemKey([StructuralKey.slot("presented"), StructuralKey.explicit(presentation.owner)]),
                         into: &items)
            context.addItems(items)
        } else {
            context.addChildren(content, slot: "own")
        }
    }
}

/// Renders a split container: a `split` element with one column per view,
/// plus columns that links presented past the last.
@MainActor
func renderSplit(columns: [ViewItem], roles: [String], container: NavigationContainer,
                 into context: inout RenderContext) {
    let count = max(columns.count, (container.presented.keys.max() ?? -1) + 1)
    var items: [ViewItem] = []
    for index in 0..<count {
        let role = index < roles.count ? roles[index] : "detail"
        let content: any View = index < columns.count ? columns[index].view : EmptyView()
        items.append(ViewItem(key: ItemKey([StructuralKey.slot("column"), StructuralKey.position(index)]),
                              view: NavigationColumn(container: container, index: index, role: role, content: content)))
    }
    context.addItems(items)
}
