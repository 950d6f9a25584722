/// Answers the compiler's messages for Proscenium's macros (`#Preview`,
/// `@Previewable`, `@Entry`), as swift-syntax's `CompilerPlugin` would for
/// the same macro types: the same expansions, the same diagnostics.
public struct PluginMessageHandler {
    /// The protocol version the host said it speaks; before version 5 hosts
    /// expect the older answers (`expand…MacroResult`).
    private var hostProtocolVersion = 0
    /// The executable's path, which names the plugin in an unknown macro's error.
    private let pluginPath: String

    public init(pluginPath: String = "<unknown>") {
        self.pluginPath = pluginPath
    }

    public mutating func handle(_ message: HostToPluginMessage) -> PluginToHostMessage {
        switch message {
        case .getCapability(let capability):
            if let capability { hostProtocolVersion = capability.protocolVersion }
            return .getCapabilityResult(capability: .init(protocolVersion: PluginMessage.protocolVersion, features: []))

        case .expandFreestandingMacro(let macro, let role, let discriminator, let syntax, _, _):
            var expanded: String?
            var diagnostics: [PluginMessage.Diagnostic] = []
            do throws(MacroExpansionFailure) {
                switch macro.typeName {
                case "PreviewMacro" where macro.moduleName == "ProsceniumMacros":
                    if let role, role != .declaration {
                        throw MacroSource(syntax).error(
                            "macro implementation type 'PreviewMacro' doesn't conform to required protocol '\(Self.protocolName(role))'")
                    }
                    expanded = try PreviewMacroExpansion.expand(syntax, discriminator: discriminator)
                case "PreviewableMacro" where macro.moduleName == "ProsceniumMacros",
                     "EntryMacro" where macro.moduleName == "ProsceniumMacros":
                    throw MacroSource(syntax).error(role.map {
                        "macro implementation type '\(macro.typeName)' doesn't conform to required protocol '\(Self.protocolName($0))'"
                    } ?? "macro implementation type '\(macro.typeName)' does not conform to any freestanding macro protocol")
                default:
                    throw MacroSource(syntax).error(notFound(macro))
                }
            } catch {
                diagnostics = [error.diagnostic]
            }
            return hostProtocolVersion >= 5
                ? .expandMacroResult(expandedSource: expanded, diagnostics: diagnostics)
                : .expandFreestandingMacroResult(expandedSource: expanded, diagnostics: diagnostics)

        case .expandAttachedMacro(let macro, let role, _, let attribute, let declaration, _, _, _, let lexicalContext, _):
            var expansions: [String]?
            var diagnostics: [PluginMessage.Diagnostic] = []
            do throws(MacroExpansionFailure) {
                expansions = try expandAttached(macro, role: role, attribute: attribute, declaration: declaration,
                                                lexicalContext: lexicalContext ?? [])
            } catch {
                diagnostics = [error.diagnostic]
            }
            guard hostProtocolVersion >= 5 else {
                return .expandAttachedMacroResult(expandedSources: expansions, diagnostics: diagnostics)
            }
            let collapsed = expansions.map {
                Self.collapse($0, role: role, wrapInBraces: role == .accessor && !EntryMacroExpansion.hasAccessorBlock(declaration))
            }
            return .expandMacroResult(expandedSource: collapsed, diagnostics: diagnostics)

        case .loadPluginLibrary:
            // Not a feature this plugin declares, so the host never asks.
            return .loadPluginLibraryResult(loaded: false, diagnostics: [
                .init(message: "unimplemented", severity: .error, position: .invalid, highlights: []),
            ])
        }
    }

    private func expandAttached(
        _ macro: PluginMessage.MacroReference, role: PluginMessage.MacroRole, attribute: PluginMessage.Syntax,
        declaration: PluginMessage.Syntax, lexicalContext: [PluginMessage.Syntax]
    ) throws(MacroExpansionFailure) -> [String] {
        let mismatch = "macro implementation type '\(macro.typeName)' doesn't conform to required protocol '\(Self.protocolName(role))'"
        guard macro.moduleName == "ProsceniumMacros" else { throw MacroSource(attribute).error(notFound(macro)) }
        switch (macro.typeName, role) {
        case ("PreviewableMacro", .peer):
            // It adds nothing by itself: `#Preview` reads the mark.
            return []
        case ("EntryMacro", .accessor):
            return try EntryMacroExpansion.accessors(of: declaration, attribute: attribute, lexicalContext: lexicalContext)
        case ("EntryMacro", .peer):
            return try EntryMacroExpansion.peers(of: declaration, attribute: attribute, lexicalContext: lexicalContext)
        case ("PreviewableMacro", _), ("EntryMacro", _), ("PreviewMacro", _):
            throw MacroSource(attribute).error(mismatch)
        default:
            throw MacroSource(attribute).error(notFound(macro))
        }
    }

    private func notFound(_ macro: PluginMessage.MacroReference) -> String {
        "macro implementation type '\(macro.moduleName).\(macro.typeName)' could not be found in executable plugin '\(pluginPath)'"
    }

    /// The protocol a macro role's implementation conforms to.
    static func protocolName(_ role: PluginMessage.MacroRole) -> String {
        switch role {
        case .expression: "ExpressionMacro"
        case .declaration: "DeclarationMacro"
        case .accessor: "AccessorMacro"
        case .memberAttribute: "MemberAttributeMacro"
        case .member: "MemberMacro"
        case .peer: "PeerMacro"
        case .conformance, .extension: "ExtensionMacro"
        case .codeItem: "CodeItemMacro"
        case .preamble: "PreambleMacro"
        case .body: "BodyMacro"
        }
    }

    /// Joins an attached macro's expansions into one text, as swift-syntax's
    /// `collapse` does: accessors for a variable without any wrapped in
    /// braces (indented four spaces), others a blank line apart.
    static func collapse(_ expansions: [String], role: PluginMessage.MacroRole, wrapInBraces: Bool) -> String {
        guard !expansions.isEmpty else { return "" }
        var expansions = expansions
        var separator = "\n\n"
        if wrapInBraces {
            expansions = expansions.map { expansion in
                expansion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            }
            expansions[0] = "{\n" + expansions[0]
            expansions[expansions.count - 1] += "\n}"
            separator = "\n"
        } else if role == .memberAttribute {
            separator = " "
        } else if role == .preamble {
            separator = "\n"
        }
        var collapsed = ""
        for expansion in expansions {
            if collapsed.isEmpty || expansion.hasPrefix(separator) {
                collapsed += expansion
            } else {
                collapsed += separator + expansion
            }
        }
        return collapsed
    }
}
