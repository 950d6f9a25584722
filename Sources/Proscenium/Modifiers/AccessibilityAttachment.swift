import ProsceniumHost

/// The modifier the accessibility modifiers return: what assistive
/// technology learns of the next element down (its label, value, hint,
/// traits, heading level, actions, ...), as typed attributes the display
/// turns into its own accessibility vocabulary.
///
/// A chain of accessibility modifiers is one such modifier: each applied
/// to a view that already has one adds its part to it
/// (`ModifiedContent.accessibilityHint(_:)` and the like), as in SwiftUI.
/// The parts apply outermost first, as separate modifiers would: of two
/// labels the inner one stands; of two trait changes the outer one.
///
/// Its actions are listed in the element's `accessibilityActions` (one a
/// line). The browser exposes them to assistive technology and the
/// keyboard: the default action on Enter and Space, `escape` on Escape,
/// `delete` on Delete, an adjustable action's `#increment` and
/// `#decrement` on the arrow keys (the element is then a slider), and
/// every named one in a menu the context-menu key (or Shift-F10) opens on
/// the focused element.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    /// One modifier's say.
    struct Part {
        /// Writes the attributes this part leaves for the next element down.
        var write: (inout EnvironmentValues) -> Void
        /// The actions added, by the name the display sends.
        var actions: [(name: String, handler: () -> Void)] = []
    }

    /// The parts of the chain, outermost first.
    var parts: [Part]

    public typealias Body = Never

    init(_ part: Part) { parts = [part] }

    private init(parts: [Part]) { self.parts = parts }

    /// Leaves `attributes` for the next element down; with `overriding`, they
    /// replace the element's own of the same name (a control's label).
    static func attributes(_ attributes: ElementAttributes, overriding: Bool = false) -> Self {
        Self(Part { environment in
            if overriding {
                environment.overridingElementAttributes.merge(attributes) { _, new in new }
            } else {
                environment.pendingElementAttributes.merge(attributes) { _, new in new }
            }
        })
    }

    /// Changes one attribute the modifiers around it may have set too.
    static func update(_ key: AttributeKey, _ change: @escaping (AttributeValue?) -> AttributeValue?) -> Self {
        Self(Part { environment in
            environment.pendingElementAttributes[key] = change(environment.pendingElementAttributes[key])
        })
    }

    /// Adds actions, listed by `names` in the element's `accessibilityActions`.
    init(actions: [(name: String, handler: () -> Void)]) {
        let names = actions.map(\.name)
        self.init(Part(write: { environment in
            var pending = environment.pendingElementAttributes
            var listed = (pending[.accessibilityActions]?.string ?? "").split(separator: "\n").map(String.init)
            for name in names where !listed.contains(name) { listed.append(name) }
            pending[.accessibilityActions] = .string(listed.joined(separator: "\n"))
            environment.pendingElementAttributes = pending
        }, actions: actions))
    }

    init(kind: AccessibilityActionKind, handler: @escaping () -> Void) {
        self.init(actions: [(kind.wireName, handler)])
    }

    /// An adjustable action: `#increment` and `#decrement`, each calling `handler` with its direction.
    init(adjustment handler: @escaping (AccessibilityAdjustmentDirection) -> Void) {
        self.init(actions: [("#increment", { handler(.increment) }), ("#decrement", { handler(.decrement) })])
    }

    /// This chain with `outer` applied around it.
    func adding(_ outer: AccessibilityAttachmentModifier) -> AccessibilityAttachmentModifier {
        AccessibilityAttachmentModifier(parts: outer.parts + parts)
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        for part in parts { part.write(&context.childEnvironment) }
        let actions = parts.flatMap(\.actions)
        if !actions.isEmpty {
            // The innermost action of a name hears it first; the modifiers
            // around this one hear the names it does not have.
            let enabled = context.environment.isEnabled
            let node = context.node
            context.on(.accessibilityAction) { [weak node] event in
                if let action = actions.last(where: { $0.name == event.value }) {
                    if enabled { action.handler() }
                } else {
                    node?.parent?.handler(for: .accessibilityAction)?(event)
                }
            }
        }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// This view with an accessibility modifier of one part.
    func accessibility(_ modifier: AccessibilityAttachmentModifier)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        self.modifier(modifier)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The chain with `outer` added to its one modifier.
    func accessibility(_ outer: AccessibilityAttachmentModifier) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(outer))
    }
}
