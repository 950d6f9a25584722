/// `#Preview`: turns a preview declaration into a type the gallery finds by
/// itself (a `PreviewRegistry` conformance, whose record the runtime keeps),
/// holding the preview's source location and a `Preview` made from the
/// arguments as written.
///
/// Declarations marked `@Previewable` in the body become properties of a view
/// made for the preview, whose body is the rest of the statements: that is how
/// `@State` works inside a preview.
public enum PreviewMacroExpansion {
    /// The declarations `#Preview` expands to, from the compiler's `syntax`
    /// of the expansion and its `discriminator` (what unique names start with).
    public static func expand(_ syntax: PluginMessage.Syntax, discriminator: String) throws(MacroExpansionFailure) -> String {
        let source = MacroSource(syntax)
        let tokens = source.tokens
        if tokens.malformation != nil { throw source.error("macro syntax couldn't be parsed") }
        let macro = source.attributes(from: 0).next
        guard macro < source.count, tokens.tokens[macro].kind == .poundIdentifier else {
            throw source.error("macro syntax couldn't be parsed")
        }
        var index = macro + 1
        var arguments: [Argument] = []
        if tokens.isToken(index, "("), let close = tokens.partner[index] {
            arguments = source.arguments(in: index + 1..<close)
            index = close + 1
        }
        var body: (open: Int, close: Int)?
        if tokens.isToken(index, "{"), let close = tokens.partner[index] {
            body = (index, close)
        } else if let labelled = arguments.first(where: { $0.label == "body" }),
                  tokens.isToken(labelled.value, "{"), tokens.partner[labelled.value] == labelled.last {
            body = (labelled.value, labelled.last)
        }
        guard let body else { throw source.error("#Preview needs a body closure that returns the view to preview") }

        // Every argument but the body is passed on as written: the name, the traits.
        let passed = arguments.filter { $0.label != "body" }.map(\.text).joined(separator: ", ")
        let location = source.lineAndColumn(of: tokens.tokens[0].start)
        let registry = uniqueName("Preview", discriminator: discriminator)

        let statements = source.statements(in: body.open + 1..<body.close)
        let previewable = statements.filter { source.previewableAttribute(of: $0) != nil }
        var closure: String
        var members = ""
        if previewable.isEmpty {
            closure = source.closureText(open: body.open, close: body.close, statements: statements)
        } else {
            // The marked declarations become a view's properties, the rest its body.
            let view = uniqueName("PreviewContent", discriminator: discriminator)
            let properties = previewable.map { source.removingPreviewable($0) }
            let rest = statements.filter { source.previewableAttribute(of: $0) == nil }.map {
                Layout.lines(of: tokens, from: tokens.tokens[$0.first].start, to: tokens.tokens[$0.last].end)
            }
            members = """

                struct \(view): Proscenium.View {
                    \(properties.joined(separator: "\n        "))
                    var body: some Proscenium.View {
                        \(rest.joined(separator: "\n            "))
                    }
                }
            """
            closure = "{\n            \(view)()\n        }"
        }
        return """
            @MainActor
            struct \(registry): Proscenium.PreviewRegistry {
                static var fileID: String {
                    \(stringLiteral(syntax.location.fileID))
                }
                static var line: Int {
                    \(location.line)
                }
                static var column: Int {
                    \(location.column)
                }
                static var preview: Proscenium.Preview {
                    Proscenium.Preview(\(passed.isEmpty ? "nil" : passed)) \(closure)
                }\(members)
            }
            """
    }

    /// A name unique to the expansion, mangled as the compiler's plugin
    /// context makes it (`makeUniqueName`), for the first use of `name`.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.count)\(name)fMu_"
    }

    /// `text` as a string literal, escaped as swift-syntax writes one.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

/// An argument of a call: its label, its value's first token and its last token.
struct Argument {
    let label: String?
    let value: Int
    let last: Int
    /// The argument as written, without the comma after it.
    let text: String
}

extension MacroSource {
    /// The arguments between a call's parentheses (exclusive), split at commas.
    func arguments(in range: Range<Int>) -> [Argument] {
        var arguments: [Argument] = []
        var start = range.lowerBound
        var index = range.lowerBound
        func finish(at end: Int, comma: Int?) {
            guard start < end else { return }
            let labelled = tokens.tokens[start].kind == .identifier && tokens.isToken(start + 1, ":") && start + 2 < end
            // Up to the comma, so whitespace before it stays, as swift-syntax keeps it.
            let textEnd = comma.map { tokens.tokens[$0].start } ?? tokens.tokens[end - 1].end
            arguments.append(Argument(label: labelled ? tokens.text(start) : nil, value: labelled ? start + 2 : start,
                                      last: end - 1, text: tokens.text(from: tokens.tokens[start].start, to: textEnd)))
        }
        while index < range.upperBound {
            if tokens.isToken(index, ",") {
                finish(at: index, comma: index)
                start = index + 1
                index += 1
            } else {
                index = min(tokens.skipping(index), range.upperBound)
            }
        }
        finish(at: range.upperBound, comma: nil)
        return arguments
    }

    /// The `@Previewable` attribute of a statement that declares a variable.
    func previewableAttribute(of statement: Statement) -> Attribute? {
        let (attributes, next) = self.attributes(from: statement.first)
        let keyword = skippingModifiers(from: next)
        guard keyword <= statement.last, tokens.isIdentifier(keyword, "var") || tokens.isIdentifier(keyword, "let")
        else { return nil }
        return attributes.first { $0.name == "Previewable" }
    }

    /// A `@Previewable` declaration without its `@Previewable`, its other
    /// attributes each followed by one space, as the swift-syntax version did.
    func removingPreviewable(_ statement: Statement) -> String {
        let (attributes, next) = self.attributes(from: statement.first)
        var text = ""
        for attribute in attributes where attribute.name != "Previewable" {
            if !text.isEmpty { text += leadingTrivia(of: attribute.first) }
            text += tokens.text(attribute.first, through: attribute.last) + " "
        }
        if !text.isEmpty { text += leadingTrivia(of: next) }
        return text + Layout.lines(of: tokens, from: tokens.tokens[next].start, to: tokens.tokens[statement.last].end)
    }

    /// The body closure as the swift-syntax version's expansion lays it out
    /// at the preview's call: statements on the brace's line move to lines of
    /// their own, the closing brace goes on its own line.
    func closureText(open: Int, close: Int, statements: [Statement]) -> String {
        let statementIndent = "            "
        var text = "{"
        var cursor = tokens.tokens[open].end
        for statement in statements {
            let first = tokens.tokens[statement.first]
            let end = tokens.tokens[statement.last].end
            if first.startsLine {
                text += Layout.lines(of: tokens, from: cursor, to: end)
            } else {
                text += "\n" + statementIndent
                text += Layout.lines(of: tokens, from: first.start, to: end, prefixingLinesWith: statementIndent)
            }
            cursor = end
        }
        let closing = tokens.tokens[close]
        if !closing.startsLine {
            text += "\n        }"
        } else if Layout.containsIndentation(leadingTrivia(of: close)) {
            text += Layout.lines(of: tokens, from: cursor, to: closing.end)
        } else {
            text += Layout.lines(of: tokens, from: cursor, to: closing.start) + "        }"
        }
        return text
    }
}
