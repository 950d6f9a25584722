import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in an extension of `EnvironmentValues`,
/// `Transaction`, `FocusedValues` or `ContainerValues`: a property reading
/// and writing the value through a key type of its own, which the macro
/// declares beside it (`__Key_name`), as SwiftUI's `@Entry` does.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, context: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, context: context)
        switch entry.container {
        case "FocusedValues":
            // A focused value is absent unless published: no default.
            return ["""
            private struct \(raw: entry.keyName): FocusedValueKey {
                typealias Value = \(raw: entry.valueType)
            }
            """]
        default:
            let keyProtocol = entry.container == "Transaction" ? "TransactionKey"
                : entry.container == "ContainerValues" ? "ContainerValueKey" : "EnvironmentKey"
            return ["""
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                static var defaultValue: \(raw: entry.type) { \(raw: entry.defaultValue) }
            }
            """]
        }
    }
}

/// What `@Entry` reads off the variable it is attached to.
private struct Entry {
    let name: String
    let type: String
    let defaultValue: String
    let container: String

    var keyName: String { "__Key_\(name)" }
    /// The type a focused value's key names: the variable's without its `?`.
    var valueType: String {
        type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryError("@Entry applies to one variable: `@Entry var name: Type = value`")
        }
        guard let annotation = binding.typeAnnotation else {
            throw EntryError("@Entry needs the variable's type: `@Entry var \(identifier.identifier.text): Type = value`")
        }
        name = identifier.identifier.text
        type = annotation.type.trimmedDescription
        let optional = annotation.type.is(OptionalTypeSyntax.self)
            || annotation.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        if let value = binding.initializer?.value.trimmedDescription {
            defaultValue = value
        } else if optional {
            defaultValue = "nil"
        } else {
            defaultValue = ""
        }
        container = context.lexicalContext.lazy.compactMap { syntax in
            syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        }.first.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "EnvironmentValues"
        if defaultValue.isEmpty, container != "FocusedValues" {
            throw EntryError("@Entry needs a default value: `@Entry var \(name): \(type) = value`")
        }
    }
}

private struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
