import Foundation

/// UIKit's table view, as SwiftUI apps use it beside `List`: SwiftUI draws
/// a `List` with a table view, so what the app sets on
/// `UITableView.appearance()` shows on every list: `backgroundColor` fills
/// the list behind its rows, `separatorStyle` `.none` takes the lines
/// between rows away and `separatorColor` colours them.
///
/// A table view the app makes itself shows its background; its rows (a data
/// source's cells) are not drawn: use `List`.
@MainActor @preconcurrency
open class UITableView: UIView {
    /// The table's background colour, behind its rows.
    open var backgroundColor: UIColor? {
        didSet { appearanceSettingChanged() }
    }

    /// The lines between rows: `.singleLine` (the default) or none.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { appearanceSettingChanged() }
    }

    /// The colour of the lines between rows; nil: the system's grey.
    open var separatorColor: UIColor? {
        didSet { appearanceSettingChanged() }
    }

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        if let backgroundColor { element.attributes[.background] = .color(backgroundColor.value) }
    }
}

/// UIKit's table cell; here for its separator styles.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The style of the lines between a table's cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No line.
        case none = 0
        /// A single line across the cell's width (the default).
        case singleLine = 1
        /// Drawn as a single line.
        case singleLineEtched = 2
    }
}
