import ProsceniumHost

/// What the scene graph says about one primitive scene after an evaluation of
/// the app's body: the template windows are made from.
@MainActor
package final class SceneDeclaration {
    package enum Kind: String {
        case windowGroup, window, settings, menuBarExtra, documentGroup
    }

    package let kind: Kind
    /// The scene's identifier: the one the app gave (`WindowGroup(id:)`), or
    /// one derived from its place in the app's body.
    package var id: String
    package var title: String
    package var attributes = SceneAttributes()
    /// The view of a new or restored window's content.
    package var makeContent: (WindowInstance) -> AnyView
    /// The presented-value type of `WindowGroup(for:)`, and how to code its values.
    package var valueType: PresentedValueCoding?
    /// Command sets from `.commands { }` on this scene: the vocabulary's
    /// (`commands`), which the engine only carries to the menu bar.
    package var commandSets: [Any] = []
    /// The menu-bar extra's label and content, or nil for other kinds.
    package var menuBarExtra: MenuBarExtraDeclaration?
    /// A document group's types and operations: the vocabulary's (`document`).
    package var documentTypes: (any SceneDocumentTypes)?
    /// The runtime's own panels (About, Help): not listed in the Window menu.
    package var isSystemPanel = false
    /// A document app's launch window (`DocumentGroupLaunchScene`): it opens
    /// at launch in place of a new untitled document.
    package var isDocumentLaunch = false

    package init(kind: Kind, id: String, title: String, makeContent: @escaping (WindowInstance) -> AnyView) {
        self.kind = kind
        self.id = id
        self.title = title
        self.makeContent = makeContent
    }

    /// Whether a window of this scene can open at launch by itself (a `Window`
    /// does only as the app's first scene: `AppRuntime.launchDeclaration`).
    /// A group presenting values opens too, as on a Mac: with its default
    /// value, or with none (`newWindowValue`).
    package var opensAtLaunch: Bool {
        kind == .windowGroup || (kind == .documentGroup && documentTypes?.makesNewDocuments == true)
    }

    /// The value a new window of this scene presents when it is opened
    /// without one (at launch, by `openWindow(id:)`, File > New Window): a
    /// `WindowGroup(for:defaultValue:)`'s default, made once for the window
    /// (a default made anew at each read, such as a new identifier, would
    /// change under the window's views); nil for any other scene.
    package var newWindowValue: AnyHashable? { valueType?.defaultValue?() }
}

/// What the engine asks of a document group's types and operations (the
/// vocabulary's `DocumentDeclaration`).
@MainActor
package protocol SceneDocumentTypes {
    /// Whether the group makes new documents (an editor, not a viewer).
    var makesNewDocuments: Bool { get }
}

/// How a `WindowGroup(for:)` codes its presented values, for matching and restoration.
@MainActor
package struct PresentedValueCoding {
    package let type: Any.Type
    package let typeName: String
    package let encode: (AnyHashable) -> Data?
    package let decode: (Data) -> AnyHashable?
    package let defaultValue: (() -> AnyHashable)?

    package init<D: Codable & Hashable>(_ type: D.Type, defaultValue: (() -> D)? = nil) {
        self.type = type
        typeName = String(reflecting: type)
        encode = { value in (value.base as? D).flatMap { try? JSONEncoder().encode($0) } }
        decode = { data in (try? JSONDecoder().decode(D.self, from: data)).map(AnyHashable.init) }
        self.defaultValue = defaultValue.map { make in { AnyHashable(make()) } }
    }

    package func accepts(_ value: Any) -> Bool { Swift.type(of: value) == type }
}

/// The scene modifiers that shape a scene's windows and menus.
package struct SceneAttributes {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init() {}

    package var defaultSize: (width: Double, height: Double)?
    package var defaultPosition: UnitPoint?
    package var keyboardShortcut: KeyboardShortcut?
    package var commandsRemoved = false
    package var resizability: WindowResizability = .automatic
    package var style: String?
    package var toolbarStyle: String?
    package var handlesExternalEvents: Set<String>?
    package var appStorage: UserDefaults?
    package var menuBarExtraStyle: String?
    package var isMenuBarExtraInserted: Binding<Bool>?
    /// Environment writes of `environment(_:_:)`, `environmentObject(_:)`
    /// and the like, outermost first, for the scene's windows.
    package var environment: [(inout EnvironmentValues) -> Void] = []
}

/// A menu-bar extra's parts.
@MainActor
package struct MenuBarExtraDeclaration {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(label: AnyView, content: AnyView, title: String, systemImage: String?) {
        self.label = label
        self.content = content
        self.title = title
        self.systemImage = systemImage
    }

    package let label: AnyView
    package let content: AnyView
    package let title: String
    package let systemImage: String?
}

package final class SceneDeclarationSlot {
    package init() {}

    package var declaration: SceneDeclaration?
}

extension ViewNode {
    /// This node's place among its ancestors' children, as a stable string.
    package var structuralPath: String {
        var parts: [String] = []
        var node: ViewNode? = self
        while let current = node, current.parent != nil {
            parts.append(current.key.description)
            node = current.parent
        }
        return parts.reversed().filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// The scene declarations below this node, in the app's order.
    package func collectSceneDeclarations(into result: inout [SceneDeclaration]) {
        if let slot = existingPrimitiveState("scene") as? SceneDeclarationSlot, let declaration = slot.declaration {
            result.append(declaration)
        }
        for child in children { child.collectSceneDeclarations(into: &result) }
    }
}
