import Foundation

extension HorizontalAlignment {
    /// Merges the explicit values of this guide that several views set
    /// (nil: a view that set none): their mean, or nil when none set it.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        meanOfExplicit(values)
    }
}

extension VerticalAlignment {
    /// Merges the explicit values of this guide that several views set
    /// (nil: a view that set none): the first text baseline takes the
    /// highest, the last text baseline the lowest, others their mean; nil
    /// when none set it.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        switch value {
        case .firstTextBaseline: values.compactMap { $0 }.min()
        case .lastTextBaseline: values.compactMap { $0 }.max()
        default: meanOfExplicit(values)
        }
    }
}

private func meanOfExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let known = values.compactMap { $0 }
    return known.isEmpty ? nil : known.reduce(0, +) / CGFloat(known.count)
}
