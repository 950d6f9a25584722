import Foundation

// UIKit's and AppKit's names for a two-level index path (a table's row or a
// collection's item in a section), which apps use as plain values.
extension IndexPath {
    /// An index path of `row` in `section` (UIKit's table views).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path of `item` in `section` (collection views).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
