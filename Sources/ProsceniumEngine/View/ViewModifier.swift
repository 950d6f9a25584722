package import ProsceniumHost

/// A reusable change to a view: `content.modifier(MyModifier())`. A modifier
/// may hold `@State` and other dynamic properties, owned by its node.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a modifier's `body(content:)` is given: the modified view.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    package let content: any View
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension _ViewModifier_Content: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers the graph realises itself.
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Renders `content` with this modifier's effect.
    func render(content: any View, into context: inout RenderContext)
}

/// Modifiers that only annotate each item for the enclosing container
/// (`.tag`, `.tabItem`, ...); they are looked through when flattening.
@MainActor
package protocol TraitModifier: ViewModifier where Body == Never {
    func apply(to traits: inout ViewTraits)
}

extension ModifiedContent: ViewListProvider where Content: View, Modifier: ViewModifier {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        if let identified = modifier as? any IdentityKeyed {
            let explicit = StructuralKey.explicit(identified.identityKey)
            flattenItems(content, key: key.appending(explicit), traits: traits, into: &items)
        } else if let trait = modifier as? any TraitModifier {
            var traits = traits
            trait.apply(to: &traits)
            flattenItems(content, key: key, traits: traits, into: &items)
        } else {
            items.append(ViewItem(key: key, view: self, traits: traits))
        }
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor package func render(into context: inout RenderContext) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.render(content: content, into: &context)
        } else if let combined = modifier as? any CombinedModifier {
            combined.render(content: content, into: &context)
        } else if let environmental = modifier as? any EnvironmentalModifier {
            environmental.render(content: content, into: &context)
        } else {
            context.addChildren(context.node.evaluateModifierBody(modifier, content: content))
        }
    }
}

/// `ModifiedContent` of two modifiers (`a.concat(b)`), applied as a modifier.
@MainActor
package protocol CombinedModifier {
    func render(content: any View, into context: inout RenderContext)
}

extension ModifiedContent: CombinedModifier where Content: ViewModifier, Modifier: ViewModifier {
    @MainActor package func render(content: any View, into context: inout RenderContext) {
        func apply<M: ViewModifier>(_ outer: M, to inner: any View) -> any View {
            func open<V: View>(_ view: V) -> any View { view.modifier(outer) }
            return open(inner)
        }
        let inner = apply(self.content, to: content)
        context.addChildren(apply(modifier, to: inner))
    }
}

extension ViewNode {
    /// Runs a user modifier's `body(content:)` with its dynamic properties installed.
    package func evaluateModifierBody<M: ViewModifier>(_ modifier: M, content: any View) -> any View {
        evaluateInstalled(modifier) { $0.body(content: _ViewModifier_Content<M>(content: content)) }
    }
}

/// Changes the environment its content sees.
package nonisolated struct EnvironmentTransformModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    package let transform: (inout EnvironmentValues) -> Void
    @MainActor package func render(content: any View, into context: inout RenderContext) {
        transform(&context.childEnvironment)
        context.addChildren(content)
    }
}

/// Leaves attributes for the next element down (`.help`, `.accessibilityLabel`, ...).
/// With `overriding`, they replace the element's own attributes of the same name.
package nonisolated struct ElementAttributeModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(attributes: ElementAttributes, overriding: Bool = false) {
        self.attributes = attributes
        self.overriding = overriding
    }

    package let attributes: ElementAttributes
    package var overriding = false
    @MainActor package func render(content: any View, into context: inout RenderContext) {
        if overriding {
            context.childEnvironment.overridingElementAttributes.merge(attributes) { _, new in new }
        } else {
            context.childEnvironment.pendingElementAttributes.merge(attributes) { _, new in new }
        }
        context.addChildren(content)
    }
}

/// Wraps its content in an element of its own (`padding`, `frame`, ...).
package nonisolated struct WrapperModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(tag: ElementKind, attributes: ElementAttributes) {
        self.tag = tag
        self.attributes = attributes
    }

    package let tag: ElementKind
    package let attributes: ElementAttributes
    @MainActor package func render(content: any View, into context: inout RenderContext) {
        context.setElement(tag, attributes)
        context.addChildren(content)
    }
}

