// The messages the compiler and a macro plugin exchange, as swift-syntax's
// SwiftCompilerPluginMessageHandling declares them (PluginMessages.swift):
// each is JSON in Swift's synthesized Codable form for enums,
// `{"caseName": {"label": value, …}}`, framed by an 8-byte little-endian length.

/// What the compiler sends a plugin.
public enum HostToPluginMessage: Codable, Sendable {
    /// The host's capability; the plugin answers with its own.
    case getCapability(capability: PluginMessage.HostCapability?)

    /// Expand a `@freestanding` macro.
    case expandFreestandingMacro(
        macro: PluginMessage.MacroReference,
        macroRole: PluginMessage.MacroRole? = nil,
        discriminator: String,
        syntax: PluginMessage.Syntax,
        lexicalContext: [PluginMessage.Syntax]? = nil,
        staticBuildConfiguration: String? = nil
    )

    /// Expand an `@attached` macro.
    case expandAttachedMacro(
        macro: PluginMessage.MacroReference,
        macroRole: PluginMessage.MacroRole,
        discriminator: String,
        attributeSyntax: PluginMessage.Syntax,
        declSyntax: PluginMessage.Syntax,
        parentDeclSyntax: PluginMessage.Syntax?,
        extendedTypeSyntax: PluginMessage.Syntax?,
        conformanceListSyntax: PluginMessage.Syntax?,
        lexicalContext: [PluginMessage.Syntax]? = nil,
        staticBuildConfiguration: String? = nil
    )

    /// Load a library of macros: only for plugins declaring `load-plugin-library`.
    case loadPluginLibrary(libraryPath: String, moduleName: String)
}

/// What a plugin answers.
public enum PluginToHostMessage: Codable, Sendable, Equatable {
    case getCapabilityResult(capability: PluginMessage.PluginCapability)
    /// The answer to either expansion, for hosts of protocol version 5 and later.
    case expandMacroResult(expandedSource: String?, diagnostics: [PluginMessage.Diagnostic])
    /// The answers older hosts expect.
    case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [PluginMessage.Diagnostic])
    case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [PluginMessage.Diagnostic])
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginMessage.Diagnostic])
}

public enum PluginMessage {
    /// The protocol version swift-syntax 603 speaks, which this plugin speaks too.
    public static let protocolVersion = 7

    public struct HostCapability: Codable, Sendable {
        public var protocolVersion: Int
    }

    public struct PluginCapability: Codable, Sendable, Equatable {
        public var protocolVersion: Int
        public var features: [String]?
    }

    public struct MacroReference: Codable, Sendable {
        public var moduleName: String
        public var typeName: String
        /// The name the source spells the macro with.
        public var name: String
    }

    public enum MacroRole: String, Codable, Sendable {
        case expression, declaration, accessor, memberAttribute, member, peer, conformance, codeItem, `extension`
        case preamble, body
    }

    public struct SourceLocation: Codable, Sendable {
        /// `Module/File.swift`, as `#fileID` gives it.
        public var fileID: String
        /// The file's path, as `#filePath` gives it.
        public var fileName: String
        /// UTF-8 offset in the file.
        public var offset: Int
        public var line: Int
        public var column: Int
    }

    public struct Diagnostic: Codable, Sendable, Equatable {
        public enum Severity: String, Codable, Sendable { case error, warning, note, remark }
        public struct Position: Codable, Sendable, Equatable {
            public var fileName: String
            public var offset: Int
            public static var invalid: Self { .init(fileName: "", offset: 0) }
        }
        public struct PositionRange: Codable, Sendable, Equatable {
            public var fileName: String
            public var startOffset: Int
            public var endOffset: Int
        }
        public struct Note: Codable, Sendable, Equatable {
            public var position: Position
            public var message: String
        }
        public struct FixIt: Codable, Sendable, Equatable {
            public struct Change: Codable, Sendable, Equatable {
                public var range: PositionRange
                public var newText: String
            }
            public var message: String
            public var changes: [Change]
        }
        public var message: String
        public var severity: Severity
        public var position: Position
        public var highlights: [PositionRange]
        public var notes: [Note] = []
        public var fixIts: [FixIt] = []
    }

    /// A piece of source: the text the compiler sends (with the leading
    /// whitespace and comments before it) and where that text starts.
    public struct Syntax: Codable, Sendable {
        public enum Kind: String, Codable, Sendable { case declaration, statement, expression, type, pattern, attribute }
        public var kind: Kind
        public var source: String
        public var location: SourceLocation
    }
}
