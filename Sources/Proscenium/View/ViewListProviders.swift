extension TupleView: ViewListProvider {
    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        var position = 0
        func visit(_ child: Any) {
            if let view = child as? any View {
                flattenItems(view, key: key.appending(StructuralKey.position(position)), traits: traits, into: &items)
            }
            position += 1
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            for child in mirror.children { visit(child.value) }
        } else {
            visit(value)
        }
    }
}

extension _ConditionalContent: ViewListProvider {
    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        switch storage {
        case let .trueContent(view):
            flattenItems(view, key: key.appending(StructuralKey.branch(true)), traits: traits, into: &items)
        case let .falseContent(view):
            flattenItems(view, key: key.appending(StructuralKey.branch(false)), traits: traits, into: &items)
        }
    }
}

extension Optional: ViewListProvider where Wrapped: View {
    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        if let view = self {
            flattenItems(view, key: key.appending(StructuralKey.some), traits: traits, into: &items)
        }
    }
}

extension EmptyView: ViewListProvider {
    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {}
}

extension Group: ViewListProvider where Content: View {
    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

extension AnyView: ViewListProvider {
    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        let typeKey = StructuralKey.type(ObjectIdentifier(type(of: storage)))
        flattenItems(storage, key: key.appending(typeKey), traits: traits, into: &items)
    }
}
