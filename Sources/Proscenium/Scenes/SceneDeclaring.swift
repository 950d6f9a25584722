import ProsceniumHost

// How a primitive scene declares itself to the runtime (the declaration is
// the engine's, `Runtime/SceneDeclaration.swift`), and the declaration's
// parts that are the vocabulary's: its command sets and document types.

extension SceneDeclaration {
    /// Command sets from `.commands { }` on this scene.
    var commands: [AnyCommands] {
        get { commandSets.compactMap { $0 as? AnyCommands } }
        set { commandSets = newValue }
    }

    /// A document group's types and operations.
    var document: DocumentDeclaration? {
        get { documentTypes as? DocumentDeclaration }
        set { documentTypes = newValue }
    }
}

extension DocumentDeclaration: SceneDocumentTypes {
    var makesNewDocuments: Bool { makeNew != nil }
}

extension EnvironmentValues {
    private struct SceneAttributesKey: EnvironmentKey { static var defaultValue: SceneAttributes { SceneAttributes() } }
    private struct SceneCommandsKey: EnvironmentKey { static var defaultValue: [AnyCommands] { [] } }

    /// What scene modifiers above a primitive scene set.
    var sceneAttributes: SceneAttributes {
        get { self[SceneAttributesKey.self] }
        set { self[SceneAttributesKey.self] = newValue }
    }

    /// Command sets added by `.commands` above a primitive scene.
    var sceneCommands: [AnyCommands] {
        get { self[SceneCommandsKey.self] }
        set { self[SceneCommandsKey.self] = newValue }
    }
}

extension RenderContext {
    /// Registers a primitive scene's declaration for the runtime to collect.
    mutating func declareScene(_ declaration: SceneDeclaration) {
        declaration.attributes = environment.sceneAttributes
        declaration.commands = environment.sceneCommands
        declaration.applyEnvironment(environment.sceneAttributes.environment)
        let slot = state("scene") { SceneDeclarationSlot() }
        slot.declaration = declaration
        setElement(.scene, [.kind: .string(declaration.kind.rawValue), .id: .string(declaration.id), .title: .string(declaration.title)])
        node.graph.sceneDeclarationsChanged()
    }

    /// An identifier for a scene without one: its place in the app's body.
    var structuralSceneID: String {
        "scene:" + node.structuralPath
    }
}
