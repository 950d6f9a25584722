import ProsceniumHost

/// Controls that belong together (a back and a forward button, formatting
/// buttons), drawn joined as one segmented control.
///
/// Its element is `controlgroup` with `title` (a plain-text label, its
/// accessible name); its children are the controls and, when labelled, a
/// `slot` `label` (shown where a toolbar overflows into a menu, hidden here).
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    /// The label of a group made from a style's configuration.
    var label: (any View)?

    /// A group of the given controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        let style = context.environment.controlGroupStyle
        let builtin = style as? any BuiltinControlGroupStyle
        if let style, builtin == nil, Content.self != ControlGroupStyleConfiguration.Content.self {
            // A style of the app's own draws the group.
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        if case let .menu(compact)? = builtin?.look {
            context.addChildren(menu(compact: compact).controlGroupStyle(.automatic), slot: "menu")
            return
        }
        var attributes: ElementAttributes = [:]
        if let labeled = content as? any LabeledControls {
            if let title = labeled.title { attributes[.title] = .string(title) }
            context.setElement(.controlgroup, attributes)
            labeled.add(to: &context)
        } else {
            if let label, let title = plainTitle(of: label) { attributes[.title] = .string(title) }
            context.setElement(.controlgroup, attributes)
            context.addChildren(content, slot: "content")
            if let label { context.addSlot("label", label) }
        }
    }

    /// The group's controls and label, for a style.
    @MainActor private var configuration: ControlGroupStyleConfiguration {
        if let labeled = content as? any LabeledControls {
            return ControlGroupStyleConfiguration(content: .init(content: labeled.controls), label: .init(content: labeled.labelView))
        }
        return ControlGroupStyleConfiguration(content: .init(content: content), label: .init(content: label ?? EmptyView()))
    }

    /// The group as a menu of its controls, with its label (only the icon, compact).
    @MainActor private func menu(compact: Bool) -> some View {
        let configuration = self.configuration
        return Menu { configuration.content } label: {
            if compact { configuration.label.labelStyle(.iconOnly) } else { configuration.label }
        }
    }
}

/// The controls and label of a labelled control group.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public typealias Body = Never
    public var body: Never { fatalError("LabeledControlGroupContent has no body") }
}

@MainActor
protocol LabeledControls {
    var title: String? { get }
    var controls: any View { get }
    var labelView: any View { get }
    func add(to context: inout RenderContext)
}

extension LabeledControlGroupContent: LabeledControls {
    @MainActor var title: String? { plainTitle(of: label) }
    var controls: any View { content }
    var labelView: any View { label }
    @MainActor func add(to context: inout RenderContext) {
        context.addChildren(content, slot: "content")
        context.addSlot("label", label)
    }
}

extension ControlGroup {
    /// A group of controls with a label view.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: label()) })
    }

    /// A group of controls with a text label.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Text(titleKey)) })
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Text(title)) })
    }

    /// A group of controls with a text and symbol label.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Label(titleKey, systemImage: systemImage)) })
    }
}
