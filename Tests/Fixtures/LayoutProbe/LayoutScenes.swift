import ProsceniumHost

/// Small scenes of stacks, spacers, frames, padding, colours and text, as
/// their SwiftUI views render (`Color.red.frame(width: 50, height: 50)` is
/// a frame around a color element, and so on).
struct LayoutScene {
    var name: String
    var width: Double
    var height: Double
    var root: RenderElement
}

/// Builds elements with fresh ids.
final class SceneBuilder {
    private var next = 1
    func make(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue] = [:], text: String? = nil,
              _ children: [RenderElement] = []) -> RenderElement {
        defer { next += 1 }
        return RenderElement(id: ElementID(next), tag: tag, attributes: attributes, text: text, children: children)
    }
    func color() -> RenderElement { make(.color, [.color: .color(.red)]) }
    func text(_ string: String) -> RenderElement { make(.text, text: string) }
    func spacer() -> RenderElement { make(.spacer) }
    func frame(_ width: Double?, _ height: Double?, alignment: AlignmentValue = .center, _ child: RenderElement) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        if let width { a[.width] = .length(width) }
        if let height { a[.height] = .length(height) }
        return make(.frame, a, [child])
    }
    func box(_ side: Double) -> RenderElement { frame(side, side, color()) }
    func stack(_ tag: ElementKind, spacing: Double? = nil, alignment: AlignmentValue = .center,
               _ children: [RenderElement]) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        if let spacing { a[.spacing] = .length(spacing) }
        return make(tag, a, children)
    }
    func padding(_ length: Double, _ child: RenderElement) -> RenderElement {
        make(.padding, [.top: .length(length), .leading: .length(length), .bottom: .length(length),
                        .trailing: .length(length)], [child])
    }
    func root(_ children: [RenderElement]) -> RenderElement { make(.root, [:], children) }
}

enum LayoutScenes {
    static var all: [LayoutScene] {
        var scenes: [LayoutScene] = []
        func add(_ name: String, _ width: Double = 400, _ height: Double = 300, _ build: (SceneBuilder) -> RenderElement) {
            let builder = SceneBuilder()
            scenes.append(LayoutScene(name: name, width: width, height: height, root: builder.root([build(builder)])))
        }
        add("spacerInAFixedFrame") { b in
            b.frame(300, 100, b.stack(.hstack, spacing: 0, [b.box(50), b.spacer(), b.box(50)]))
        }
        add("colorsShareAnHStack") { b in b.frame(300, 100, b.stack(.hstack, spacing: 0, [b.color(), b.color()])) }
        add("spacerBesideAColor") { b in b.frame(300, 50, b.stack(.hstack, spacing: 0, [b.spacer(), b.color()])) }
        add("maxWidthThroughPadding") { b in
            b.padding(16, b.make(.frame, [.maxWidth: .length(.infinity), .alignment: .alignment(.center)], [b.text("Hello")]))
        }
        add("minAndMaxFrame") { b in
            b.frame(300, 200, b.make(.frame, [.minWidth: .length(100), .maxWidth: .length(400), .minHeight: .length(20),
                                              .maxHeight: .length(50), .alignment: .alignment(.center)], [b.text("Hi")]))
        }
        add("aOnePointRule") { b in
            b.frame(nil, 40, b.stack(.hstack, [b.box(40), b.frame(1, nil, b.color()), b.box(40)]))
        }
        add("aRowsBadgesAtItsEnd") { b in
            b.make(.frame, [.maxWidth: .length(.infinity), .alignment: .alignment(.center)],
                   [b.stack(.hstack, [b.text("Breakfast"), b.spacer(), b.box(20)])])
        }
        add("stackedLinesOfText") { b in b.stack(.vstack, [b.text("First line"), b.text("Second line")]) }
        add("boxesEightApart") { b in b.stack(.vstack, [b.box(20), b.box(20), b.box(20)]) }
        add("aLeadingFixedFrame") { b in b.frame(200, 30, alignment: .leading, b.text("Left")) }
        add("paddedBox") { b in b.padding(16, b.box(10)) }
        add("topLeadingZStack") { b in
            b.make(.zstack, [.alignment: .alignment(.topLeading)], [b.box(100), b.frame(20, 10, b.color())])
        }
        add("leadingVStackOfText") { b in
            b.stack(.vstack, alignment: .leading, [b.text("A much longer line"), b.text("Short")])
        }
        return scenes
    }
}
