/// A stack of views: a root, and views pushed on it by `NavigationLink`s
/// (by value, resolved with `navigationDestination(for:destination:)`, or by
/// destination view), or by changing a `path` binding.
///
/// Its element is `navstack` with `depth` (how many views are pushed; the
/// display shows a back control while it is above 0, unless the top view
/// hides it: `backButtonHidden`). Its children are one
/// `page` per level (`level`), every page but the top one `hidden`: views
/// below the top keep their state, as in SwiftUI. A `change` event with
/// `back` pops the top view.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let pathAccess: PathAccess?
    let root: Root

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        pathAccess = nil
        self.root = root()
    }

    /// A stack whose pushed values are `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        pathAccess = PathAccess(get: { path.wrappedValue.elements },
                                set: { path.wrappedValue = NavigationPath(elements: $0) })
        self.root = root()
    }

    /// A stack whose pushed values are the elements of `path`, all of one
    /// type. A link pushing a value of another type is ignored (and logged).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        pathAccess = PathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                set: { values in
            let typed = values.compactMap { $0.base as? Data.Element }
            if typed.count != values.count {
                NavigationContainer.log.warning("a value pushed on a stack whose path holds \(Data.Element.self) was dropped")
            }
            path.wrappedValue = Data(typed)
        })
        self.root = root()
    }

    @MainActor package func render(into context: inout RenderContext) {
        let container = context.state("navigation") { NavigationContainer(kind: .stack) }
        container.node = context.node
        container.pathAccess = pathAccess
        let levels = container.stackLevels()
        // Popped levels forget their choice; a view pushed there says anew.
        container.backButtonHidden = container.backButtonHidden.filter { $0.key <= levels.count }
        var attributes: ElementAttributes = [.depth: .string(String(levels.count))]
        let backHidden = !levels.isEmpty && container.backButtonHidden[levels.count] == true
        if backHidden { attributes[.backButtonHidden] = true }
        context.setElement(.navstack, attributes)
        let enabled = context.environment.isEnabled
        context.on(.change) { event in
            guard enabled, !backHidden, event.value == "back" else { return }
            container.pop()
        }
        var items = [ViewItem(key: ItemKey([StructuralKey.slot("page"), StructuralKey.position(0)]),
                              view: NavigationPage(container: container, level: 0, isTop: levels.isEmpty, root: root))]
        for (offset, content) in levels.enumerated() {
            let level = offset + 1
            // A page's identity is what it shows: another value is another page.
            let identity: AnyHashable = switch content {
            case let .value(value): value
            case .view: AnyHashable(container.presented[level]?.owner)
            }
            items.append(ViewItem(key: ItemKey([StructuralKey.slot("page"), StructuralKey.position(level),
                                                StructuralKey.explicit(identity)]),
                                  view: NavigationPage(container: container, level: level,
                                                       isTop: level == levels.count, root: nil)))
        }
        context.addItems(items)
    }
}
