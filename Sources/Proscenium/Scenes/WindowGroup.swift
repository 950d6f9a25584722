/// A scene of any number of windows showing the same kind of content, each
/// with its own state: File > New Window (Command-N on the first group) makes
/// another. With a presented-value type, `openWindow(value:)` opens a window
/// for a value, or brings forward the one already showing an equal value.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: String?
    let id: String?
    let makeContent: @MainActor (WindowInstance) -> Content
    let valueCoding: (@MainActor () -> PresentedValueCoding)?

    init(title: String?, id: String?, valueCoding: (@MainActor () -> PresentedValueCoding)?,
         makeContent: @escaping @MainActor (WindowInstance) -> Content) {
        self.title = title
        self.id = id
        self.valueCoding = valueCoding
        self.makeContent = makeContent
    }

    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: nil, id: nil, valueCoding: nil) { _ in view }
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: title.plainText, id: nil, valueCoding: nil) { _ in view }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: titleKey.plainText, id: nil, valueCoding: nil) { _ in view }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: String(title), id: nil, valueCoding: nil) { _ in view }
    }

    /// A group that `openWindow(id:)` opens windows of.
    public init(id: String, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: nil, id: id, valueCoding: nil) { _ in view }
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: title.plainText, id: id, valueCoding: nil) { _ in view }
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: titleKey.plainText, id: id, valueCoding: nil) { _ in view }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        let view = content()
        self.init(title: String(title), id: id, valueCoding: nil) { _ in view }
    }

    @MainActor func declare(into context: inout RenderContext) {
        let makeContent = self.makeContent
        let declaration = SceneDeclaration(kind: .windowGroup, id: id ?? context.structuralSceneID,
                                           title: title ?? "", makeContent: { AnyView(makeContent($0)) })
        declaration.valueType = valueCoding?()
        context.declareScene(declaration)
    }
}

/// The content of a window presenting a value: the group's view given a
/// binding to the window's value.
nonisolated public struct PresentedWindowContent<Data, Content: View>: View {
    let content: Content
    public var body: some View { content }
}

extension WindowGroup {
    private init<D: Codable & Hashable, C: View>(
        title: String?, id: String?, type: D.Type, content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        // Built here, called only on the main actor when a window opens.
        nonisolated(unsafe) let content = content
        self.init(title: title, id: id, valueCoding: { PresentedValueCoding(D.self) }) { window in
            PresentedWindowContent(content: content(window.presentedBinding(D.self)))
        }
    }

    private init<D: Codable & Hashable, C: View>(
        title: String?, id: String?, type: D.Type, content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        // Built here, called only on the main actor when a window opens.
        nonisolated(unsafe) let content = content, defaultValue = defaultValue
        self.init(title: title, id: id, valueCoding: { PresentedValueCoding(D.self, defaultValue: defaultValue) }) { window in
            PresentedWindowContent(content: content(window.presentedBinding(D.self, defaultValue: defaultValue)))
        }
    }

    /// A group of windows, each presenting a value of `type` (`openWindow(value:)`).
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, type: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.plainText, id: nil, type: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.plainText, id: nil, type: type, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type,
                                                                   @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, type: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, type: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, id: String, for type: D.Type,
                                                @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.plainText, id: id, type: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                                @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.plainText, id: id, type: type, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type,
                                                                   @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, type: type, content: content)
    }

    /// A group whose windows present a value; a new window (File > New Window)
    /// gets `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    /// A group that `openWindow(id:)` opens windows of, each presenting a
    /// value; a new window gets `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.plainText, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, id: String, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.plainText, id: id, type: type, content: content, defaultValue: defaultValue)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.plainText, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type = D.self,
                                                @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.plainText, id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type = D.self,
                                                                   @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                   defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, type: type, content: content, defaultValue: defaultValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type = D.self,
                                                                   @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                   defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, type: type, content: content, defaultValue: defaultValue)
    }
}
