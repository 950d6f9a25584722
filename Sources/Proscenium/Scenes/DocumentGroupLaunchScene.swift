import Foundation

/// A launch scene for document-based applications: a window that opens at
/// launch in place of a new untitled document, with a title (the app's name
/// unless given), the actions (by default, one that creates a document) and
/// an Open… button for the app's document groups' files.
///
/// On an iPad the scene fills the screen above a document browser; on this
/// desktop it is a window of its own, and it closes when a document window
/// opens, from its buttons, File > New or File > Open…, as the iPad's screen
/// gives way to the document.
nonisolated public struct DocumentGroupLaunchScene<Actions: View>: Scene, PrimitiveScene {
    let title: Text?
    let actions: Actions
    let background: AnyView

    /// Creates a launch scene for document-based applications with a title,
    /// a background style, and a set of actions.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
                               @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.title = title
        self.actions = actions()
        background = AnyView(Rectangle().fill(backgroundStyle))
    }

    /// Creates a launch scene for document-based applications with a title,
    /// a background style, and a set of actions.
    public init<B: ShapeStyle>(_ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
                               @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.init(Text(title), backgroundStyle: backgroundStyle, actions)
    }

    /// Creates a launch scene for document-based applications with a title,
    /// a set of actions, and a background.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
                @ViewBuilder background: () -> some View) {
        self.title = Text(title)
        self.actions = actions()
        self.background = AnyView(background())
    }

    @MainActor func declare(into context: inout RenderContext) {
        let title = self.title, actions = self.actions, background = self.background
        let declaration = SceneDeclaration(kind: .window, id: "DocumentGroupLaunchScene", title: "") { window in
            let appName = window.session?.runtime?.appName ?? ""
            return AnyView(DocumentLaunchWindowContent(window: window, title: title ?? Text(verbatim: appName),
                                                       actions: actions, background: background))
        }
        declaration.isDocumentLaunch = true
        context.declareScene(declaration)
        if declaration.attributes.defaultSize == nil {
            declaration.attributes.defaultSize = (width: 480, height: 360)
        }
    }
}

/// The launch window's content: the title, the actions as large buttons,
/// the first prominent, and Open… under them.
struct DocumentLaunchWindowContent<Actions: View>: View {
    let window: WindowInstance
    let title: Text
    let actions: Actions
    let background: AnyView

    var body: some View {
        VStack(spacing: 20) {
            title
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            VStack(spacing: 10) {
                actions
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Open…") { window.session?.showOpenPanel() }
                .controlSize(.large)
        }
        .padding(40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(background)
    }
}

/// The default actions for the document group launch scene and the
/// document launch view: a button that creates a document.
nonisolated public struct DefaultDocumentGroupLaunchActions: View {
    /// The default actions.
    public init() {}

    public var body: some View {
        NewDocumentButton(Text("Create Document"))
    }
}
