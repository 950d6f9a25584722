import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding Proscenium's macros.
@main
struct ProsceniumMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
