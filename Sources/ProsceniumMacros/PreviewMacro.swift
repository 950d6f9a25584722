import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: turns a preview declaration into a type the gallery finds by
/// itself (a `PreviewRegistry` conformance, whose record the runtime keeps),
/// holding the preview's source location and a `Preview` made from the
/// arguments as written.
///
/// Declarations marked `@Previewable` in the body become properties of a view
/// made for the preview, whose body is the rest of the statements: that is how
/// `@State` works inside a preview.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure
            ?? node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw MacroExpansionErrorMessage("#Preview needs a body closure that returns the view to preview")
        }
        // Every argument but the body is passed on as written: the name, the traits.
        let passed = node.arguments.filter { $0.label?.text != "body" }
        var arguments = passed.map { $0.trimmed.with(\.trailingComma, nil).description }.joined(separator: ", ")
        if arguments.isEmpty { arguments = "nil" }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.description ?? "\"\""
        let line = location?.line.description ?? "0"
        let column = location?.column.description ?? "0"

        let registry = context.makeUniqueName("Preview")
        let previewable = body.statements.filter { isPreviewable($0.item) }
        let closure: String
        var members = ""
        if previewable.isEmpty {
            closure = body.trimmed.description
        } else {
            // The marked declarations become a view's properties, the rest its body.
            let view = context.makeUniqueName("PreviewContent")
            let properties = previewable.map { removingPreviewable($0.item).trimmed.description }
            let rest = body.statements.filter { !isPreviewable($0.item) }.map { $0.trimmed.description }
            members = """

                struct \(view.text): Proscenium.View {
                    \(properties.joined(separator: "\n        "))
                    var body: some Proscenium.View {
                        \(rest.joined(separator: "\n            "))
                    }
                }
            """
            closure = "{ \(view.text)() }"
        }
        return [DeclSyntax(stringLiteral: """
            @MainActor
            struct \(registry.text): Proscenium.PreviewRegistry {
                static var fileID: String { \(file) }
                static var line: Int { \(line) }
                static var column: Int { \(column) }
                static var preview: Proscenium.Preview {
                    Proscenium.Preview(\(arguments)) \(closure)
                }\(members)
            }
            """)]
    }

    private static func isPreviewable(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let variable = item.as(VariableDeclSyntax.self) else { return false }
        return variable.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        }
    }

    private static func removingPreviewable(_ item: CodeBlockItemSyntax.Item) -> VariableDeclSyntax {
        let variable = item.as(VariableDeclSyntax.self)!
        let kept = variable.attributes.filter { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
        }
        return variable.with(\.attributes, AttributeListSyntax(kept.map { $0.with(\.trailingTrivia, .space) }))
    }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as a property of
/// the view `#Preview` makes. It adds nothing by itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
