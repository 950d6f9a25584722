/// A menu of the app's own, placed between the View and Window menus.
nonisolated public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: String
    let content: Content

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.plainText
        self.content = content()
    }

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.plainText
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    @MainActor func declare(into context: inout RenderContext) {
        context.declareCommand(.menu(name: name, content: AnyView(content)))
    }
}

/// Items placed in a standard menu, before or after a standard group, or
/// replacing it.
nonisolated public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }

    @MainActor func declare(into context: inout RenderContext) {
        context.declareCommand(.group(placement: placement, position: position, content: AnyView(content)))
    }
}

/// Where a `CommandGroup` goes relative to its standard group.
enum CommandGroupPosition { case before, after, replacing }

/// The standard groups of the standard menus, where `CommandGroup`s go.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// What evaluating the app's command sets yields, in order.
@MainActor
enum CommandDeclaration {
    case menu(name: String, content: AnyView)
    case group(placement: CommandGroupPlacement, position: CommandGroupPosition, content: AnyView)
}

final class CommandDeclarationSlot {
    var declaration: CommandDeclaration?
}

extension RenderContext {
    mutating func declareCommand(_ declaration: CommandDeclaration) {
        state("command") { CommandDeclarationSlot() }.declaration = declaration
    }
}

extension ViewNode {
    /// The command declarations below this node, in order.
    func collectCommandDeclarations(into result: inout [CommandDeclaration]) {
        if let slot = existingPrimitiveState("command") as? CommandDeclarationSlot, let declaration = slot.declaration {
            result.append(declaration)
        }
        for child in children { child.collectCommandDeclarations(into: &result) }
    }
}
