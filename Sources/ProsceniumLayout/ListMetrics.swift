import ProsceniumHost

/// The insets of a box: top, leading, bottom, trailing.
struct BoxInsets: Hashable, Sendable {
    var top: Double, leading: Double, bottom: Double, trailing: Double

    static func all(_ length: Double) -> BoxInsets { BoxInsets(top: length, leading: length, bottom: length, trailing: length) }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

extension BoxInsets {
    /// The insets an element names (`top`, `leading`, `bottom`, `trailing`;
    /// those it leaves out are 0), nil when it names none.
    init?(namedIn a: [AttributeKey: AttributeValue]) {
        guard a[.top] != nil || a[.leading] != nil || a[.bottom] != nil || a[.trailing] != nil else { return nil }
        self.init(top: a[.top]?.length ?? 0, leading: a[.leading]?.length ?? 0,
                  bottom: a[.bottom]?.length ?? 0, trailing: a[.trailing]?.length ?? 0)
    }
}

/// What a list or form style gives its rows and sections on macOS 14: the
/// space around its content, each row's insets and least height, its
/// section headers' and footers' insets, least height and font, and the
/// space between sections.
///
/// Where the numbers come from:
/// - Rows of an inset (the macOS default) table are 24 points tall for a
///   13-point line, their cell 16 points in from the row's leading and
///   trailing edges, and the first row 10 points below the table's top: an
///   `NSTableView` of the inset style inspected in Xcode's view debugger
///   (`NSTableRowView.height == 24`, `InlineCell.minX == 16`, a row view
///   329 wide around a cell 297 wide, and "the first row is pushed down
///   10 pt"), posted at
///   developerreference.com/article/14092077 ("NSTableView has unwanted
///   space above first row"). A body line is 16 points on macOS (13-point
///   text), so a row's vertical inset is (24 − 16) / 2 = 4.
/// - `EnvironmentValues.defaultMinListRowHeight` bounds a row's height
///   below, "otherwise determined by the height of the row's content and
///   the row insets" (Apple's documentation): the 24 above by default.
/// - Chosen, no measurement found: a plain or bordered table's cells 8
///   points in (the inset style's 16 less its 8-point inset look); a
///   sidebar's rows 28 points tall (the Finder's sidebar at its default,
///   medium, size) inside a 10-point margin; section headers 11-point bold
///   (as a sidebar's) at least 28 points tall; 10 points between a list's
///   sections; a grouped form's boxes 20 points from the window's edges and
///   from each other, rows 10 points in from the box and at least 34 tall
///   with a 1-point separator between them (drawn inside the row), corner
///   radius 6; a columns form's rows 8 points apart with 20-point margins
///   and 8 points between the label column and the controls.
struct ListStyleMetrics: Hashable, Sendable {
    /// The space between the list's edges and its rows.
    var contentInsets: BoxInsets
    /// A row's content inset from the row's edges (`listRowInsets`).
    var rowInsets: BoxInsets
    /// The least height of a row (`defaultMinListRowHeight`).
    var minRowHeight: Double
    /// A header's content inset from the header's edges.
    var headerInsets: BoxInsets
    /// The least height of a section header (`defaultMinListHeaderHeight`).
    var minHeaderHeight: Double
    /// The font of a header's texts that name none.
    var headerFont: FontValue
    /// A footer's content inset, and its texts' font.
    var footerInsets: BoxInsets
    var footerFont: FontValue
    /// The space between two sections (and between loose rows and a section).
    var sectionSpacing: Double
    /// The space between two rows.
    var rowSpacing: Double = 0
    /// Whether the rows of a section sit in a box of their own (a grouped form).
    var boxedSections = false
    /// A box's corner radius, for the page.
    var cornerRadius: Double = 0

    /// 13-point regular: the body font's size on macOS.
    static let bodySize = 13.0

    static let inset = ListStyleMetrics(
        contentInsets: BoxInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
        rowInsets: BoxInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
        minRowHeight: 24,
        headerInsets: BoxInsets(top: 6, leading: 16, bottom: 6, trailing: 16),
        minHeaderHeight: 28, headerFont: .system(size: 11, weight: .bold),
        footerInsets: BoxInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
        footerFont: .system(size: 11), sectionSpacing: 10)

    static let plain = ListStyleMetrics(
        contentInsets: .all(0),
        rowInsets: BoxInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
        minRowHeight: 24,
        headerInsets: BoxInsets(top: 6, leading: 8, bottom: 6, trailing: 8),
        minHeaderHeight: 28, headerFont: .system(size: 11, weight: .bold),
        footerInsets: BoxInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
        footerFont: .system(size: 11), sectionSpacing: 0)

    /// Plain rows inside the list's 1-point border.
    static let bordered: ListStyleMetrics = {
        var metrics = plain
        metrics.contentInsets = .all(1)
        return metrics
    }()

    static let sidebar = ListStyleMetrics(
        contentInsets: BoxInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
        rowInsets: BoxInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
        minRowHeight: 28,
        headerInsets: BoxInsets(top: 6, leading: 8, bottom: 6, trailing: 8),
        minHeaderHeight: 28, headerFont: .system(size: 11, weight: .bold),
        footerInsets: BoxInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
        footerFont: .system(size: 11), sectionSpacing: 10)

    /// A grouped form: sections in rounded boxes, headers above them in the
    /// headline font (13-point bold on macOS).
    static let groupedForm = ListStyleMetrics(
        contentInsets: .all(20),
        rowInsets: BoxInsets(top: 9, leading: 10, bottom: 9, trailing: 10),
        minRowHeight: 34,
        headerInsets: BoxInsets(top: 0, leading: 10, bottom: 6, trailing: 10),
        minHeaderHeight: 0, headerFont: .system(size: 13, weight: .bold),
        footerInsets: BoxInsets(top: 6, leading: 10, bottom: 0, trailing: 10),
        footerFont: .system(size: 11), sectionSpacing: 20, boxedSections: true, cornerRadius: 6)

    /// A columns form (macOS's default): rows of label and control, no boxes.
    static let columnsForm = ListStyleMetrics(
        contentInsets: .all(20),
        rowInsets: .all(0),
        minRowHeight: 0,
        headerInsets: BoxInsets(top: 0, leading: 0, bottom: 6, trailing: 0),
        minHeaderHeight: 0, headerFont: .system(size: 13, weight: .bold),
        footerInsets: BoxInsets(top: 6, leading: 0, bottom: 0, trailing: 0),
        footerFont: .system(size: 11), sectionSpacing: 20, rowSpacing: 8)

    /// The gap between a columns form's label column and its controls.
    static let columnGap = 8.0

    /// The metrics of a `list` or `form` element, by its `style`, with the
    /// app's least row height (`minHeight`, `defaultMinListRowHeight`) and
    /// header height (`minLength`, `defaultMinListHeaderHeight`).
    static func of(_ list: RenderElement) -> ListStyleMetrics {
        let style = list.attributes[.style]?.string
        var metrics: ListStyleMetrics
        if list.tag == .form {
            metrics = style == "grouped" ? .groupedForm : .columnsForm
        } else {
            switch style {
            case "plain": metrics = .plain
            case "bordered": metrics = .bordered
            case "sidebar": metrics = .sidebar
            // `.automatic` is `.inset` on macOS; the iOS styles fall back to it.
            default: metrics = .inset
            }
        }
        if let height = list.attributes[.minHeight]?.length, height.isFinite, height >= 0 { metrics.minRowHeight = height }
        if let height = list.attributes[.minLength]?.length, height.isFinite, height >= 0 { metrics.minHeaderHeight = height }
        // `listRowSpacing(_:)`: a list's rows only (a form's spacing is its style's).
        if list.tag == .list, let spacing = list.attributes[.spacing]?.length, spacing.isFinite, spacing >= 0 {
            metrics.rowSpacing = spacing
        }
        return metrics
    }

    /// A row's insets: the style's, or the row's own (`listRowInsets`).
    func insets(of row: RenderElement) -> BoxInsets {
        BoxInsets(namedIn: row.attributes) ?? rowInsets
    }
}

/// What a list gives its section headers and footers: the texts in them
/// that name no font of their own are drawn in the style's header or
/// footer font (the page draws them so too, layouts.css). Before a layout
/// the tree is copied with those texts carrying the font, and with the
/// rows whose content is one link handing their insets to it (`RowLinks`).
enum ListHeaderFonts {
    /// `root` with its lists' header and footer texts in their fonts;
    /// `root` itself when it holds no list or form (most windows).
    static func prepared(_ root: RenderElement) -> RenderElement {
        guard holdsList(root) else { return root }
        return prepare(root, metrics: nil, font: nil) ?? root
    }

    private static func holdsList(_ element: RenderElement) -> Bool {
        element.tag == .list || element.tag == .form || element.children.contains(where: holdsList)
    }

    /// `element` as prepared, or nil when preparing changes nothing in it
    /// (an unchanged tree stays the same value).
    private static func prepare(_ element: RenderElement, metrics: ListStyleMetrics?, font: FontValue?) -> RenderElement? {
        var linked: RenderElement?
        var metrics = metrics, font = font
        switch element.tag {
        case .list, .form:
            metrics = ListStyleMetrics.of(element)
            font = nil
        case .row:
            if let metrics { linked = RowLinks.prepared(element, insets: metrics.insets(of: element)) }
            // A row's views keep their fonts (a section in a stack in a
            // row is no list's section).
            metrics = nil
            font = nil
        case .header: font = metrics?.headerFont ?? font
        case .footer: font = metrics?.footerFont ?? font
        case .text:
            guard let font, element.attributes[.font] == nil else { return nil }
            var element = element
            element.attributes[.font] = .font(font)
            return element
        default: break
        }
        let base = linked ?? element
        return base.replacingChildren { prepare($0, metrics: metrics, font: font) } ?? linked
    }
}
