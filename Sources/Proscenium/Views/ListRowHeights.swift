import ProsceniumHost

// The least heights of a list's rows and headers, which the layout engine
// honours when it lays out a list or form (ListLayout in ProsceniumLayout).

extension EnvironmentValues {
    private struct MinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
    private struct MinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
    private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

    /// The space between two adjacent rows of the lists below
    /// (`listRowSpacing(_:)`); nil, the default, lets the list's style choose.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The default minimum height of rows in a list: a row is at least this
    /// tall, otherwise as tall as its content plus its insets. 24 points
    /// by default, a macOS table row's height (a sidebar's rows are 28).
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] ?? 24 }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a header in a list; nil (the default)
    /// lets the list's style choose.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }

    /// A list's or form's least row height (`minHeight`), header height
    /// (`minLength`) and space between rows (`spacing`), when the app set them.
    func listRowHeightAttributes(into attributes: inout ElementAttributes) {
        if let height = self[MinListRowHeightKey.self], height.isFinite, height >= 0 {
            attributes[.minHeight] = .length(Double(height))
        }
        if let height = defaultMinListHeaderHeight, height.isFinite, height >= 0 {
            attributes[.minLength] = .length(Double(height))
        }
        if let spacing = listRowSpacing, spacing.isFinite, spacing >= 0 {
            attributes[.spacing] = .length(Double(spacing))
        }
    }
}

nonisolated extension View {
    /// Sets the vertical space between two adjacent rows of the lists in
    /// this view; nil uses the list style's own spacing.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(EnvironmentTransformModifier { $0.listRowSpacing = spacing })
    }
}
