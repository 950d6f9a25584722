extension TupleView: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        if let walker = TupleWalkers.walker(TupleView.self, as: TupleWalker<T, any View>.self) {
            walker.walk(value) { position, view in
                flattenItems(view, key: key.appending(StructuralKey.position(position)), traits: traits, into: &items)
            }
        } else if let view = value as? any View {
            flattenItems(view, key: key.appending(StructuralKey.position(0)), traits: traits, into: &items)
        } else {
            TupleWalkers.warnUnwalkable(T.self)
        }
    }
}

extension _ConditionalContent: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        switch storage {
        case let .trueContent(view):
            flattenItems(view, key: key.appending(StructuralKey.branch(true)), traits: traits, into: &items)
        case let .falseContent(view):
            flattenItems(view, key: key.appending(StructuralKey.branch(false)), traits: traits, into: &items)
        }
    }
}

extension Optional: ViewListProvider where Wrapped: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        if let view = self {
            flattenItems(view, key: key.appending(StructuralKey.some), traits: traits, into: &items)
        }
    }
}

extension EmptyView: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {}
}

extension Group: ViewListProvider where Content: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

extension AnyView: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        let typeKey = StructuralKey.type(ObjectIdentifier(type(of: storage)))
        flattenItems(storage, key: key.appending(typeKey), traits: traits, into: &items)
    }
}
