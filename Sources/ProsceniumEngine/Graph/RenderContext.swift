package import ProsceniumHost

/// An element's attributes, by key.
package typealias ElementAttributes = [AttributeKey: AttributeValue]

/// An element a node shows: its kind, attributes and text.
package struct ElementDescription: Equatable {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(tag: ElementKind, attributes: ElementAttributes, text: String?) {
        self.tag = tag
        self.attributes = attributes
        self.text = text
    }

    package var tag: ElementKind
    package var attributes: ElementAttributes
    package var text: String?
}

/// What a primitive view says about itself during one render: its element,
/// its children, its event handlers and the environment its children see.
@MainActor
package struct RenderContext {
    package let node: ViewNode
    /// The environment this view sees (reads are recorded).
    package let environment: EnvironmentValues
    /// The environment the children see; modifiers change it.
    package var childEnvironment: EnvironmentValues
    package var element: ElementDescription?
    package var children: [ViewItem] = []
    package var handlers = EventHandlers()

    package init(node: ViewNode, environment: EnvironmentValues) {
        self.node = node
        self.environment = environment
        var child = environment
        child.tracker = nil
        childEnvironment = child
    }

    /// Gives this view an element. Attributes that modifiers left for "the
    /// next element down" (`.help`, `.disabled`, `.accessibilityLabel`, ...) are
    /// merged in and not passed further.
    package mutating func setElement(_ tag: ElementKind, _ attributes: ElementAttributes = [:], text: String? = nil) {
        // Starts from the view's own dictionary and merges only what there is:
        // most elements have nothing pending, and then share their attributes'
        // storage instead of building a copy.
        var merged = attributes
        let pending = environment.pendingElementAttributes
        if !pending.isEmpty { merged.merge(pending) { own, _ in own } }
        // Some modifiers replace what the view says of itself (an image's label).
        let overriding = environment.overridingElementAttributes
        if !overriding.isEmpty { merged.merge(overriding) { _, override in override } }
        if !environment.isEnabled { merged[.disabled] = true }
        element = ElementDescription(tag: tag, attributes: merged, text: text)
        // Written only when there is something to clear: children given a
        // different environment render again.
        if !pending.isEmpty { childEnvironment.pendingElementAttributes = [:] }
        if !overriding.isEmpty { childEnvironment.overridingElementAttributes = [:] }
    }

    /// Adds `view`'s items as children, keyed under `slot` so that parts of a
    /// control (label, content, options) keep distinct identities.
    package mutating func addChildren(_ view: any View, slot: String? = nil, traits: ViewTraits = ViewTraits()) {
        let key = slot.map { ItemKey([StructuralKey.slot($0)]) } ?? ItemKey()
        flattenItems(view, key: key, traits: traits, into: &children)
    }

    package mutating func addItems(_ items: [ViewItem]) { children.append(contentsOf: items) }

    /// Handles `kind` events on this view's element, or bubbling up from below.
    package mutating func on(_ kind: HostEvent.Kind, _ handler: @escaping @MainActor (HostEvent) -> Void) {
        handlers[kind] = handler
    }

    /// Storage this node keeps across renders, made on first use.
    package func state<T: AnyObject>(_ name: String, _ make: () -> T) -> T {
        node.primitiveState(name, make)
    }
}
