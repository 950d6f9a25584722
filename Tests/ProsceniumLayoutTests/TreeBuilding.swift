import ProsceniumHost
@testable import ProsceniumLayout

/// Render trees written as SwiftUI writes views, for layout tests: each
/// element gets the next id, so a test names elements by what it kept.
final class Tree {
    private var next = 1

    func element(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue] = [:], text: String? = nil,
                 _ children: [RenderElement] = []) -> RenderElement {
        defer { next += 1 }
        return RenderElement(id: ElementID(next), tag: tag, attributes: attributes, text: text, children: children)
    }

    func vstack(alignment: AlignmentValue = .center, spacing: Double? = nil, _ children: RenderElement...) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        if let spacing { a[.spacing] = .length(spacing) }
        return element(.vstack, a, children)
    }

    func hstack(alignment: AlignmentValue = .center, spacing: Double? = nil, _ children: RenderElement...) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        if let spacing { a[.spacing] = .length(spacing) }
        return element(.hstack, a, children)
    }

    func zstack(alignment: AlignmentValue = .center, _ children: RenderElement...) -> RenderElement {
        element(.zstack, [.alignment: .alignment(alignment)], children)
    }

    func spacer(minLength: Double? = nil) -> RenderElement {
        element(.spacer, minLength.map { [.minLength: .length($0)] } ?? [:])
    }

    func color(_ attributes: [AttributeKey: AttributeValue] = [:]) -> RenderElement {
        element(.color, attributes.merging([.color: .color(.red)]) { a, _ in a })
    }

    func text(_ string: String, font: FontValue? = nil, _ attributes: [AttributeKey: AttributeValue] = [:]) -> RenderElement {
        var a = attributes
        if let font { a[.font] = .font(font) }
        return element(.text, a, text: string)
    }

    func frame(width: Double? = nil, height: Double? = nil, alignment: AlignmentValue = .center,
               _ child: RenderElement) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        if let width { a[.width] = .length(width) }
        if let height { a[.height] = .length(height) }
        return element(.frame, a, [child])
    }

    func flexFrame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                   minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                   alignment: AlignmentValue = .center, _ child: RenderElement) -> RenderElement {
        var a: [AttributeKey: AttributeValue] = [.alignment: .alignment(alignment)]
        let lengths: [(AttributeKey, Double?)] = [(.minWidth, minWidth), (.idealWidth, idealWidth), (.maxWidth, maxWidth),
                                                  (.minHeight, minHeight), (.idealHeight, idealHeight), (.maxHeight, maxHeight)]
        for case let (key, value?) in lengths { a[key] = .length(value) }
        return element(.frame, a, [child])
    }

    func padding(_ length: Double = 16, _ child: RenderElement) -> RenderElement {
        element(.padding, [.top: .length(length), .leading: .length(length), .bottom: .length(length),
                           .trailing: .length(length)], [child])
    }

    func root(_ children: RenderElement...) -> RenderElement {
        element(.root, [:], children)
    }
}
