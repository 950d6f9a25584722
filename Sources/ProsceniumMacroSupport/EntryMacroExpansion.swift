/// `@Entry var name: Type = default` in an extension of `EnvironmentValues`,
/// `Transaction`, `FocusedValues` or `ContainerValues`: a property reading
/// and writing the value through a key type of its own, which the macro
/// declares beside it (`__Key_name`), as SwiftUI's `@Entry` does.
public enum EntryMacroExpansion {
    /// The accessors, one string each: `get` and `set` through the key.
    public static func accessors(of declaration: PluginMessage.Syntax, attribute: PluginMessage.Syntax,
                                 lexicalContext: [PluginMessage.Syntax]) throws(MacroExpansionFailure) -> [String] {
        let entry = try Entry(declaration, attribute: attribute, lexicalContext: lexicalContext)
        return [
            "get {\n    self[\(entry.keyName).self]\n}",
            "set {\n    self[\(entry.keyName).self] = newValue\n}",
        ]
    }

    /// Whether the variable already has accessors (`{ didSet … }`): then the
    /// accessors are added to its block rather than wrapped in a new one.
    public static func hasAccessorBlock(_ declaration: PluginMessage.Syntax) -> Bool {
        let source = MacroSource(declaration)
        return (try? Binding(source))?.accessorBlock ?? false
    }

    /// The key type declared beside the variable.
    public static func peers(of declaration: PluginMessage.Syntax, attribute: PluginMessage.Syntax,
                             lexicalContext: [PluginMessage.Syntax]) throws(MacroExpansionFailure) -> [String] {
        let entry = try Entry(declaration, attribute: attribute, lexicalContext: lexicalContext)
        switch entry.container {
        case "FocusedValues":
            // A focused value is absent unless published: no default.
            return ["""
                private struct \(entry.keyName): FocusedValueKey {
                    typealias Value = \(entry.valueType)
                }
                """]
        default:
            let keyProtocol = entry.container == "Transaction" ? "TransactionKey"
                : entry.container == "ContainerValues" ? "ContainerValueKey" : "EnvironmentKey"
            return ["""
                private struct \(entry.keyName): \(keyProtocol) {
                    static var defaultValue: \(entry.type) {
                        \(entry.defaultValue)
                    }
                }
                """]
        }
    }
}

/// What `@Entry` reads off the variable it is attached to.
private struct Entry {
    let name: String
    /// The type as written, and as laid out in the key.
    let writtenType: String
    var type: String { Self.layout(writtenType) }
    let defaultValue: String
    let container: String

    var keyName: String { "__Key_\(name)" }
    /// The type a focused value's key names: the variable's without its `?`.
    var valueType: String {
        Self.layout(writtenType.hasSuffix("?") ? String(writtenType.dropLast()) : writtenType)
    }

    private static func layout(_ type: String) -> String {
        BasicLayout.layout(type, levels: [("", false), ("    ", true)], placement: .inline)
    }

    init(_ declaration: PluginMessage.Syntax, attribute: PluginMessage.Syntax,
         lexicalContext: [PluginMessage.Syntax]) throws(MacroExpansionFailure) {
        let attributeSource = MacroSource(attribute)
        let source = MacroSource(declaration)
        let binding: Binding
        do {
            binding = try Binding(source)
        } catch {
            throw attributeSource.error("@Entry applies to one variable: `@Entry var name: Type = value`")
        }
        let tokens = source.tokens
        name = tokens.text(binding.name)
        guard let typeRange = binding.type else {
            throw attributeSource.error("@Entry needs the variable's type: `@Entry var \(name): Type = value`")
        }
        writtenType = tokens.text(typeRange.lowerBound, through: typeRange.upperBound - 1)
        if let value = binding.value {
            // BasicFormat moves the value to a line of its own, in the key's getter.
            defaultValue = BasicLayout.layout(tokens.text(value.lowerBound, through: value.upperBound - 1),
                                              levels: [("", false), ("    ", true), ("        ", false)], placement: .newLine)
        } else if binding.isOptional(source) {
            defaultValue = "nil"
        } else {
            defaultValue = ""
        }
        container = lexicalContext.lazy.compactMap(Self.extendedType).first.map {
            $0.split(separator: ".").last.map(String.init) ?? $0
        } ?? "EnvironmentValues"
        if defaultValue.isEmpty, container != "FocusedValues" {
            throw attributeSource.error("@Entry needs a default value: `@Entry var \(name): \(writtenType) = value`")
        }
    }

    /// The type an `extension` extends, as written; `nil` for other declarations.
    private static func extendedType(_ context: PluginMessage.Syntax) -> String? {
        let source = MacroSource(context)
        let tokens = source.tokens
        let keyword = source.skippingModifiers(from: source.attributes(from: 0).next)
        guard tokens.isIdentifier(keyword, "extension") else { return nil }
        var last = keyword
        var index = keyword + 1
        var angles = 0
        while index < source.count {
            let text = tokens.text(index)
            if angles == 0, tokens.isToken(index, "{") || tokens.isToken(index, ":") || tokens.isIdentifier(index, "where") {
                break
            }
            if tokens.tokens[index].kind == .operator {
                angles += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            }
            last = tokens.skipping(index) - 1
            index = last + 1
        }
        return last > keyword ? tokens.text(keyword + 1, through: last) : nil
    }
}

/// The one binding of a variable declaration: `var name: Type = value`.
private struct Binding {
    struct NotOneVariable: Error {}

    let name: Int
    /// Token ranges of the type annotation and of the initial value.
    let type: Range<Int>?
    let value: Range<Int>?
    /// Whether `{ get … }`/`{ didSet … }` follows.
    let accessorBlock: Bool

    init(_ source: MacroSource) throws(NotOneVariable) {
        let tokens = source.tokens
        let keyword = source.skippingModifiers(from: source.attributes(from: 0).next)
        guard tokens.malformation == nil, tokens.isIdentifier(keyword, "var") || tokens.isIdentifier(keyword, "let"),
              keyword + 1 < source.count, tokens.tokens[keyword + 1].kind == .identifier,
              tokens.text(keyword + 1) != "_"
        else { throw NotOneVariable() }
        name = keyword + 1
        var index = keyword + 2
        var type: Range<Int>?
        var value: Range<Int>?
        var accessorBlock = false
        if tokens.isToken(index, ":") {
            let end = Self.end(of: index + 1, in: source, stoppingAtEquals: true)
            if end > index + 1 { type = index + 1..<end }
            index = end
        }
        if tokens.isToken(index, "=") {
            let end = Self.end(of: index + 1, in: source, stoppingAtEquals: false)
            if end > index + 1 { value = index + 1..<end }
            index = end
        }
        if tokens.isToken(index, "{"), let close = tokens.partner[index] {
            accessorBlock = true
            index = close + 1
        }
        // Anything else (`, other = 1`, a tuple pattern) is not one variable.
        guard index == source.count else { throw NotOneVariable() }
        self.type = type
        self.value = value
        self.accessorBlock = accessorBlock
    }

    /// Where a type or value starting at `start` ends: at a top-level `,`,
    /// at `=` (after a type), or at an accessor block `{ get … }`; generic
    /// arguments' commas and brackets inside.
    private static func end(of start: Int, in source: MacroSource, stoppingAtEquals: Bool) -> Int {
        let tokens = source.tokens
        var index = start
        var angles = 0
        while index < source.count {
            let token = tokens.tokens[index]
            let text = tokens.text(index)
            if angles == 0, tokens.isToken(index, ",") { return index }
            if stoppingAtEquals, angles == 0, tokens.isToken(index, "=") { return index }
            if tokens.isToken(index, "{"), isAccessorBlock(index, in: source, afterType: stoppingAtEquals) { return index }
            if token.kind == .operator, text != "->" {
                // `<` right after a name opens generic arguments; `>`s close them.
                if text == "<", index > start, !token.spaceBefore { angles += 1 }
                if angles > 0, text.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) {
                    angles = max(0, angles - text.filter { $0 == ">" }.count)
                }
            }
            index = tokens.skipping(index)
        }
        return index
    }

    /// Whether `{` at `index` opens accessors: always after a type, and after
    /// a value only when an accessor's name comes first (else it is a trailing closure).
    private static func isAccessorBlock(_ index: Int, in source: MacroSource, afterType: Bool) -> Bool {
        if afterType { return true }
        let inner = source.attributes(from: index + 1).next
        guard inner < source.count, source.tokens.tokens[inner].kind == .identifier else { return false }
        return ["get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init", "unsafeAddress",
                "unsafeMutableAddress"].contains(source.tokens.text(inner))
    }

    /// Whether the type is optional (`T?`, `T!`) at its top level, as
    /// swift-syntax's `OptionalTypeSyntax`: not a function type returning
    /// one, a composition, or `some`/`any` of one.
    func isOptional(_ source: MacroSource) -> Bool {
        guard let type else { return false }
        let tokens = source.tokens
        let last = tokens.text(type.upperBound - 1)
        guard last.hasSuffix("?") || last.hasSuffix("!") else { return false }
        var index = type.lowerBound
        while index < type.upperBound {
            if tokens.isToken(index, "->") || tokens.isToken(index, "&") { return false }
            index = tokens.skipping(index)
        }
        let first = tokens.text(type.lowerBound)
        return !["some", "any", "each", "repeat", "inout", "borrowing", "consuming", "sending", "@"].contains(first)
    }
}
