// SwiftUI's collection helpers for `ForEach.onDelete` and `.onMove`, which
// hand their actions offsets.

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in order, before the
    /// element that was at offset `destination` (or at the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        var others: [Element] = []
        var insertAt = 0
        for (offset, element) in enumerated() where !source.contains(offset) {
            if offset < destination { insertAt += 1 }
            others.append(element)
        }
        others.insert(contentsOf: moving, at: insertAt)
        var position = startIndex
        for element in others {
            self[position] = element
            formIndex(after: &position)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
