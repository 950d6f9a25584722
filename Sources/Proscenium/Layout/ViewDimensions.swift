import Foundation
import ProsceniumHost

/// A type that names an alignment guide and gives its default value
/// (`HorizontalAlignment(MyID.self)`).
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom horizontal alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .custom(String(reflecting: id)), id: id)
    }
}

extension VerticalAlignment {
    /// A custom vertical alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.init(value: .custom(String(reflecting: id)), id: id)
    }
}

/// A view's size and its alignment guides, as a layout or an
/// `alignmentGuide(_:computeValue:)` closure sees them.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Guides the view set explicitly, by name, already computed.
    var explicitGuides: [String: CGFloat]

    init(size: CGSize, explicitGuides: [String: CGFloat] = [:]) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    /// The value of `guide`: the explicit one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? defaultValue(guide)
    }

    /// The value of `guide`: the explicit one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? defaultValue(guide)
    }

    /// The value the view set explicitly for `guide`, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides["h." + guide.name] }

    /// The value the view set explicitly for `guide`, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides["v." + guide.name] }

    func defaultValue(_ guide: HorizontalAlignment) -> CGFloat {
        if let id = guide.id { return id.defaultValue(in: self) }
        switch guide.value {
        case .leading: return 0
        case .trailing: return width
        case .center, .custom: return width / 2
        }
    }

    /// Defaults; a text baseline with no text measured is the bottom edge,
    /// as SwiftUI gives a view without text.
    func defaultValue(_ guide: VerticalAlignment) -> CGFloat {
        if let id = guide.id { return id.defaultValue(in: self) }
        switch guide.value {
        case .top: return 0
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .center, .custom: return height / 2
        }
    }
}
