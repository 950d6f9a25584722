import Foundation
import Proscenium
import ProsceniumText

/// The text of axes and legends: caption size (10 pt on a 13 pt line),
/// measured as the page draws it.
enum ChartText {
    static let font = TextFont(size: 10)
    static let lineHeight: CGFloat = 13
    /// The gap between the plot and its axis labels.
    static let gap: CGFloat = 4
    /// The width a view label (not measurable here) is given room for.
    static let viewLabelWidth: CGFloat = 30

    static func width(_ text: String) -> CGFloat { CGFloat(TextMeasurer.shared.width(of: text, in: font)) }

    /// A number as Swift Charts writes it on an axis ("1,000", "0.5").
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded.formatted()
    }

    /// Dates written as finely as the ticks are spaced.
    static func date(_ date: Date, spacing: Double) -> String {
        let day = 86_400.0
        if spacing >= 360 * day { return date.formatted(.dateTime.year()) }
        if spacing >= 28 * day { return date.formatted(.dateTime.month(.abbreviated)) }
        if spacing >= day { return date.formatted(.dateTime.month(.abbreviated).day()) }
        return date.formatted(.dateTime.hour())
    }
}
