import ProsceniumHost

/// Runs of inserts of one shape, written as one `inserts` patch
/// (docs/PROTOCOL.md): a list's new rows repeat the same kinds, attribute
/// names and ids a row apart, so the shape is written once and each row as
/// its values. 10,000 rows of the browser benchmark were 3.8 MB of elements
/// written whole, most of it the same names again.
extension JSONText {
    /// Writes a surface's patches, comma-separated, with each run of two or
    /// more inserts into one parent whose elements have one shape as an
    /// `inserts` patch.
    mutating func patches(_ patches: [Patch]) {
        var index = 0
        while index < patches.count {
            if index > 0 { raw(",") }
            if case let .insert(parent, _, element) = patches[index] {
                var end = index + 1
                while end < patches.count, case let .insert(next, _, other) = patches[end], next == parent,
                      sameShape(element, element.id, other, other.id) {
                    end += 1
                }
                if end - index > 1 {
                    insertRun(parent: parent, patches[index..<end])
                    index = end
                    continue
                }
            }
            patch(patches[index])
            index += 1
        }
    }

    /// `{"op":"inserts","parent":P,"shape":SHAPE,"rows":[[BEFORE,ID,VALUES...],...]}`.
    private mutating func insertRun(parent: ElementID, _ run: ArraySlice<Patch>) {
        guard case let .insert(_, _, first) = run.first else { return }
        raw("{\"op\":\"inserts\",\"parent\":")
        number(parent.rawValue)
        raw(",\"shape\":")
        // The first row's attribute order is the shape's: a dictionary's
        // order can differ between rows with the same keys.
        var names: [[AttributeKey]] = []
        shape(first, root: first.id.rawValue, names: &names)
        raw(",\"rows\":[")
        for (index, patch) in run.enumerated() {
            guard case let .insert(_, before, element) = patch else { continue }
            raw(index > 0 ? ",[" : "[")
            if let before { number(before.rawValue) } else { raw("null") }
            raw(",")
            number(element.id.rawValue)
            var position = 0
            values(element, names: names, position: &position)
            raw("]")
        }
        raw("]}")
    }

    /// An element's shape: `{"tag", "offset" (its id less the row's; absent:
    /// 0), "attributes" (names), "text": true, "children"}`.
    private mutating func shape(_ element: RenderElement, root: Int, names: inout [[AttributeKey]]) {
        raw("{\"tag\":")
        string(element.tag.rawValue)
        if element.id.rawValue != root {
            raw(",\"offset\":")
            number(element.id.rawValue - root)
        }
        let own = Array(element.attributes.keys)
        names.append(own)
        if !own.isEmpty {
            raw(",\"attributes\":[")
            for (index, name) in own.enumerated() {
                if index > 0 { raw(",") }
                string(name.rawValue)
            }
            raw("]")
        }
        if element.text != nil { raw(",\"text\":true") }
        if !element.children.isEmpty {
            raw(",\"children\":[")
            for (index, child) in element.children.enumerated() {
                if index > 0 { raw(",") }
                shape(child, root: root, names: &names)
            }
            raw("]")
        }
        raw("}")
    }

    /// A row's values in document order: each element's attribute values in
    /// its shape's order, then its text.
    private mutating func values(_ element: RenderElement, names: [[AttributeKey]], position: inout Int) {
        let own = names[position]
        position += 1
        // In the shape's order; most rows' dictionaries are in it already,
        // which saves hashing each name.
        if element.attributes.keys.elementsEqual(own) {
            for (name, value) in element.attributes { attributeValue(name, value) }
        } else {
            for name in own { if let value = element.attributes[name] { attributeValue(name, value) } }
        }
        if let text = element.text {
            raw(",")
            string(text)
        }
        for child in element.children { values(child, names: names, position: &position) }
    }

    private mutating func attributeValue(_ name: AttributeKey, _ value: AttributeValue) {
        raw(",")
        attribute(value)
        if isSymbolAttribute(name) { noteSymbol(value) }
    }
}

/// Whether two elements have one shape: the same kinds, attribute names,
/// texts present and children, with ids as far from their rows' (`aRoot`,
/// `bRoot`).
private func sameShape(_ a: RenderElement, _ aRoot: ElementID, _ b: RenderElement, _ bRoot: ElementID) -> Bool {
    guard a.tag == b.tag, a.id.rawValue - aRoot.rawValue == b.id.rawValue - bRoot.rawValue,
          (a.text == nil) == (b.text == nil), a.attributes.count == b.attributes.count,
          a.children.count == b.children.count else { return false }
    // The same names in the same order need no hashing; else look each up.
    if !a.attributes.keys.elementsEqual(b.attributes.keys) {
        for name in a.attributes.keys where b.attributes[name] == nil { return false }
    }
    for index in a.children.indices where !sameShape(a.children[index], aRoot, b.children[index], bRoot) {
        return false
    }
    return true
}
