@_spi(Display) import ProsceniumEngine
import ProsceniumHost
import Testing

/// The engine on its own, with no vocabulary: a graph evaluates bodies,
/// flattens the builder's building blocks, keeps `@State` per view, follows
/// the observable objects a body reads, and sends patches for what changed.
@MainActor @Suite struct EngineGraphTests {
    /// A leaf drawn as a text element; a click runs `action`.
    struct Leaf: PrimitiveView {
        let value: String
        var action: (@MainActor () -> Void)?

        @MainActor func render(into context: inout RenderContext) {
            context.setElement(.text, text: value)
            if let action { context.on(.click) { _ in action() } }
        }
    }

    /// The texts shown, in tree order.
    static func texts(_ element: RenderElement) -> [String] {
        (element.text.map { [$0] } ?? []) + element.children.flatMap(texts)
    }

    static func element(showing text: String, in element: RenderElement) -> RenderElement? {
        if element.text == text { return element }
        return element.children.lazy.compactMap { Self.element(showing: text, in: $0) }.first
    }

    @Test func bodiesFlattenTheBuilderBlocks() {
        struct Shown: View {
            let flag: Bool
            let extra: String?
            var body: some View {
                Leaf(value: "first")
                if flag { Leaf(value: "yes") } else { Leaf(value: "no") }
                if let extra { Leaf(value: extra) }
                Group { Leaf(value: "grouped"); EmptyView() }
                AnyView(Leaf(value: "erased"))
            }
        }
        let on = ViewGraph(unstarted: Shown(flag: true, extra: "extra"), environment: EnvironmentValues(), label: "engine")
        on.start()
        #expect(Self.texts(on.snapshot()) == ["first", "yes", "extra", "grouped", "erased"])
        let off = ViewGraph(unstarted: Shown(flag: false, extra: nil), environment: EnvironmentValues(), label: "engine")
        off.start()
        #expect(Self.texts(off.snapshot()) == ["first", "no", "grouped", "erased"])
    }

    @Test func aStateWriteRendersItsViewAgainAndSendsAPatch() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Leaf(value: "count \(count)") { count += 1 }
            }
        }
        let graph = ViewGraph(unstarted: Counter(), environment: EnvironmentValues(), label: "engine")
        graph.start()
        var tree = RenderTree(root: graph.snapshot())
        let leaf = try #require(Self.element(showing: "count 0", in: tree.root))
        #expect(graph.handle(HostEvent(kind: .click, target: leaf.id)))
        let patches = graph.commitDetached()
        #expect(!patches.isEmpty)
        try tree.apply(patches)
        #expect(Self.texts(tree.root) == ["count 1"])
        #expect(tree.root == graph.currentTree())
    }

    @Test func aBodyFollowsTheObservableObjectItReads() throws {
        struct Reader: View {
            let model: EngineTestModel
            var body: some View { Leaf(value: model.name) }
        }
        let model = EngineTestModel()
        let graph = ViewGraph(unstarted: Reader(model: model), environment: EnvironmentValues(), label: "engine")
        graph.start()
        var tree = RenderTree(root: graph.snapshot())
        #expect(graph.commitDetached().isEmpty)
        model.name = "after"
        try tree.apply(graph.commitDetached())
        #expect(Self.texts(tree.root) == ["after"])
    }
}

/// A model a test's body reads.
@Observable final class EngineTestModel {
    var name = "before"
}
