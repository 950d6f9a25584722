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
        // The levels of indentation open where each piece goes in the template below.
        let member: [BasicLayout.Level] = [("", false), ("    ", true), ("        ", true)]
        var closure: String
        var members = ""
        if previewable.isEmpty {
            closure = BasicLayout.layout(tokens.text(body.open, through: body.close), levels: member, placement: .inline)
        } else {
            // The marked declarations become a view's properties, the rest its body.
            let view = uniqueName("PreviewContent", discriminator: discriminator)
            let properties = previewable.map {
                BasicLayout.layout(source.removingPreviewable($0), levels: member, placement: .indentedLine)
            }
            let rest = statements.filter { source.previewableAttribute(of: $0) == nil }.map {
                BasicLayout.layout(tokens.text($0.first, through: $0.last), levels: member + [("            ", true)],
                                   placement: .indentedLine)
            }
            let restText = rest.joined(separator: "\n            ")
            members = """

                struct \(view): Proscenium.View {
                    \(properties.joined(separator: "\n        "))
                    var body: some Proscenium.View {
                        \(restText)
                    }
                }
            """
            // An empty body leaves a blank line, without the indentation BasicFormat trims.
            if rest.isEmpty { members = members.replacing("\n            \n", with: "\n\n") }
            closure = "{\n            \(view)()\n        }"
        }
        let argumentText = passed.isEmpty ? "nil"
            : BasicLayout.layout(passed, levels: member + [("            ", false)], placement: .inline)
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
                    Proscenium.Preview(\(argumentText)) \(closure)
                }\(members)
            }
            """
    }

    /// A name unique to the expansion, mangled as the compiler's plugin
    /// context makes it (`makeUniqueName`), for the first use of `name`.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.count)\(name)fMu_"
    }

    /// `text` as a string literal, as swift-syntax's `StringLiteralExprSyntax(content:)`
    /// writes one: raw (`#"…"#`, one `#` more than any run after a quote or
    /// backslash) when it holds a quote or backslash; control characters and
    /// line breaks escaped.
    static func stringLiteral(_ text: String) -> String {
        var counting = false
        var needsRaw = false
        var run = 0
        var longestRun = 0
        for character in text {
            if character == "\"" || character == "\\" {
                counting = true
                needsRaw = true
            } else if counting, character.unicodeScalars.contains("#") {
                run += 1
                longestRun = max(longestRun, run)
            } else if counting {
                counting = false
                run = 0
            }
        }
        let delimiter = needsRaw ? String(repeating: "#", count: longestRun + 1) : ""
        var content = ""
        for scalar in text.unicodeScalars {
            let newline = Character(scalar).isNewline
            let control = scalar.isASCII && !(0x20...0x7E).contains(scalar.value)
            guard newline || control else {
                content.unicodeScalars.append(scalar)
                continue
            }
            content += "\\" + delimiter
            switch scalar {
            case "\r": content += "r"
            case "\n": content += "n"
            case "\t": content += "t"
            case "\0": content += "0"
            default: content += "u{\(String(scalar.value, radix: 16))}"
            }
        }
        return delimiter + "\"" + content + "\"" + delimiter
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
        return text + tokens.text(from: tokens.tokens[next].start, to: tokens.tokens[statement.last].end)
    }
}
