import Foundation

/// Insets by edge that follow the layout direction: `leading` is the left
/// in a left-to-right layout and the right in a right-to-left one.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as SwiftUI's `edgeInsets`, edge for edge.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
                  trailing: edgeInsets.trailing)
    }
}

/// Insets of zero on every edge.
public let NSDirectionalEdgeInsetsZero = NSDirectionalEdgeInsets.zero

extension EdgeInsets {
    /// The same insets as AppKit's `nsEdgeInsets`, edge for edge.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
                  trailing: nsEdgeInsets.trailing)
    }
}
