/// A scene of one unique window: its item in the Window menu opens it, or
/// brings it forward when it is already open. It is not opened at launch.
nonisolated public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: String
    let id: String
    let content: Content

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.plainText
        self.id = id
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.plainText
        self.id = id
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    @MainActor func declare(into context: inout RenderContext) {
        let content = self.content
        context.declareScene(SceneDeclaration(kind: .window, id: id, title: title) { _ in AnyView(content) })
    }
}

/// The app's settings window, opened by the app menu's "Settings…" item
/// (Command-,), `openSettings`, or a `SettingsLink`.
nonisolated public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor func declare(into context: inout RenderContext) {
        let content = self.content
        context.declareScene(SceneDeclaration(kind: .settings, id: "settings", title: "Settings") { _ in AnyView(content) })
    }
}

/// A control at the right of the menu bar that shows a menu or, with
/// `.menuBarExtraStyle(.window)`, a window anchored to it.
///
/// In own windows mode on a Linux desktop that has a tray, the extra is a
/// tray icon (a StatusNotifierItem) whose click opens it in a small window;
/// the tray shows its title and the icon theme's icon for its system
/// image. A custom label view is not supported as the tray's icon: a tray
/// takes an icon's name or pixels, and only the browser draws views.
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let label: Label
    let content: Content
    let title: String
    let systemImage: String?
    let isInserted: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        title = ""
        systemImage = nil
        isInserted = nil
    }

    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        title = ""
        systemImage = nil
        self.isInserted = isInserted
    }

    init(title: String, systemImage: String?, isInserted: Binding<Bool>?, content: Content, label: Label) {
        self.content = content
        self.label = label
        self.title = title
        self.systemImage = systemImage
        self.isInserted = isInserted
    }

    @MainActor func declare(into context: inout RenderContext) {
        if let isInserted, !isInserted.wrappedValue { return }
        let declaration = SceneDeclaration(kind: .menuBarExtra, id: context.structuralSceneID, title: title) { _ in
            AnyView(EmptyView())
        }
        declaration.menuBarExtra = MenuBarExtraDeclaration(label: AnyView(label), content: AnyView(content),
                                                           title: title, systemImage: systemImage)
        context.declareScene(declaration)
    }
}

extension MenuBarExtra where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(titleKey)
        title = titleKey.plainText
        systemImage = nil
        isInserted = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(title)
        self.title = String(title)
        systemImage = nil
        isInserted = nil
    }
}

extension MenuBarExtra where Label == Proscenium.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Proscenium.Label(titleKey, systemImage: systemImage)
        title = titleKey.plainText
        self.systemImage = systemImage
        isInserted = nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Proscenium.Label(title, systemImage: systemImage)
        self.title = String(title)
        self.systemImage = systemImage
        isInserted = nil
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
                @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Proscenium.Label(titleKey, systemImage: systemImage)
        title = titleKey.plainText
        self.systemImage = systemImage
        self.isInserted = isInserted
    }
}
