package import ProsceniumHost

/// The node that owns each live element of a graph, by element ID.
///
/// A graph numbers its elements 1, 2, 3, ..., so the IDs of recent elements
/// are indices into an array (`recent`, from `base` on): 8 bytes an element
/// and no hashing, where a dictionary took 16 to 32 bytes an element (a
/// window's 30 took 1.1 KB). Elements that outlive many later ones (a
/// window's frame while its list's rows are replaced again and again) would
/// leave the array mostly empty: when an element is added to an array more
/// than half empty, the few still alive below its dense end move to a
/// dictionary (`older`), so what is kept stays proportional to the live
/// elements.
@MainActor
package struct ElementOwners {
    /// Package-wide, unlike the implicit initializer: tests make these.
    package init() {}

    /// The owners of IDs `base`, `base + 1`, ...; nil: released.
    private var recent: [ViewNode?] = []
    private var base = 1
    /// How many of `recent` are not nil.
    private var liveInRecent = 0
    /// The owners of live IDs below `base`.
    private var older: [ElementID: ViewNode] = [:]

    /// How many elements are live.
    package var count: Int { liveInRecent + older.count }
    /// How many entries it keeps, live or released (tests check it stays
    /// near `count`).
    package var storedEntries: Int { recent.count + older.count }
    /// Whether it keeps any owner in its dictionary.
    package var hasOlderOwners: Bool { !older.isEmpty }

    package subscript(id: ElementID) -> ViewNode? {
        // Compared before subtracting: an ID from a page can be any Int.
        if id.rawValue >= base {
            let index = id.rawValue - base
            return index < recent.count ? recent[index] : nil
        }
        return older.isEmpty ? nil : older[id]
    }

    /// Records the owner of a new ID: the next after every ID added before.
    package mutating func add(_ id: ElementID, _ node: ViewNode) {
        precondition(id.rawValue == base + recent.count, "element IDs are added in order")
        // Compacts as the array grows, once more than half of it is empty;
        // what it keeps is at least three quarters live, so that as many
        // entries come or go before the next (each costs about as much).
        // Not as elements go: a list cleared from its end would move its
        // rows to the dictionary one compaction after another.
        if recent.count >= 64 && liveInRecent * 2 < recent.count { compact() }
        recent.append(node)
        liveInRecent += 1
    }

    package mutating func remove(_ id: ElementID) {
        guard id.rawValue >= base else {
            older[id] = nil
            return
        }
        let index = id.rawValue - base
        guard index < recent.count, recent[index] != nil else { return }
        recent[index] = nil
        liveInRecent -= 1
    }

    package mutating func removeAll() {
        // IDs go on from where they were: none is given twice.
        base += recent.count
        recent = []
        older = [:]
        liveInRecent = 0
    }

    /// Keeps in the array the longest end of it that is at least three
    /// quarters live, and moves the live IDs before that end to `older`.
    private mutating func compact() {
        var split = recent.count
        var liveAfter = 0
        var index = recent.count
        while index > 0 {
            index -= 1
            if recent[index] != nil { liveAfter += 1 }
            if liveAfter * 4 >= (recent.count - index) * 3 { split = index }
        }
        for index in 0..<split {
            if let node = recent[index] { older[ElementID(base + index)] = node }
        }
        // Into a new array: the old one's capacity may have been a thousand rows'.
        var kept: [ViewNode?] = []
        kept.reserveCapacity(recent.count - split)
        kept.append(contentsOf: recent[split...])
        recent = kept
        base += split
        liveInRecent = recent.count(where: { $0 != nil })
    }
}
