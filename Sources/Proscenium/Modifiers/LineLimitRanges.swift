import ProsceniumHost

nonisolated extension View {
    /// Sets to a closed range the number of lines that text can occupy in
    /// this view: text longer than the upper bound is truncated, text shorter
    /// than the lower bound keeps that many lines' height.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.lineLimit = limit.upperBound
            environment.minimumLineCount = limit.lowerBound
        })
    }

    /// Sets to a partial range the number of lines that text can occupy in
    /// this view: text longer than the bound is truncated.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.lineLimit = limit.upperBound
            environment.minimumLineCount = nil
        })
    }

    /// Sets to a partial range the number of lines that text can occupy in
    /// this view: text shorter than the bound keeps that many lines' height,
    /// and longer text takes as many lines as it needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.lineLimit = nil
            environment.minimumLineCount = limit.lowerBound
        })
    }
}

extension EnvironmentValues {
    private struct MinimumLineCountKey: EnvironmentKey { static var defaultValue: Int? { nil } }

    /// The fewest lines' height text keeps (the lower bound of a `lineLimit` range).
    var minimumLineCount: Int? {
        get { self[MinimumLineCountKey.self] }
        set { self[MinimumLineCountKey.self] = newValue }
    }
}
