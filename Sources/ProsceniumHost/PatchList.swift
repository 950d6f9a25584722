/// A surface's patches as the wire holds them: single patches, and runs of
/// inserts of one shape (`inserts`, docs/PROTOCOL.md), read back as one
/// `insert` a row. `Patch`'s own encoding writes single patches only; the
/// display's writer makes the runs.
struct PatchList: Decodable {
    var patches: [Patch] = []

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            patches.append(contentsOf: try list.decode(Item.self).patches)
        }
    }

    private struct Item: Decodable {
        var patches: [Patch]

        private enum CodingKeys: String, CodingKey { case op, parent, shape, rows }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            guard try c.decode(String.self, forKey: .op) == "inserts" else {
                patches = [try Patch(from: decoder)]
                return
            }
            let parent = try c.decode(ElementID.self, forKey: .parent)
            let shape = try c.decode(Shape.self, forKey: .shape)
            var rows = try c.nestedUnkeyedContainer(forKey: .rows)
            patches = []
            while !rows.isAtEnd {
                var row = try rows.nestedUnkeyedContainer()
                let before = try row.decodeNil() ? nil : try row.decode(ElementID.self)
                let id = try row.decode(Int.self)
                patches.append(.insert(parent: parent, before: before, element: try shape.element(root: id, values: &row)))
                guard row.isAtEnd else {
                    throw DecodingError.dataCorrupted(.init(codingPath: row.codingPath,
                                                            debugDescription: "a row has more values than its shape"))
                }
            }
        }
    }

    /// The shape of a run's elements: what each row has in common.
    private struct Shape: Decodable {
        var tag: ElementKind
        var offset: Int?
        var attributes: [AttributeKey]?
        var text: Bool?
        var children: [Shape]?

        /// The element of the row with id `root` whose values come next in `values`.
        func element(root: Int, values: inout any UnkeyedDecodingContainer) throws -> RenderElement {
            var element = RenderElement(id: ElementID(root + (offset ?? 0)), tag: tag)
            for name in attributes ?? [] {
                element.attributes[name] = try values.decode(AttributeValue.self)
            }
            if text == true { element.text = try values.decode(String.self) }
            for child in children ?? [] {
                element.children.append(try child.element(root: root, values: &values))
            }
            return element
        }
    }
}
