import Testing
@testable import ProsceniumMacroSupport

private func syntax(_ source: String, kind: PluginMessage.Syntax.Kind = .declaration) -> PluginMessage.Syntax {
    .init(kind: kind, source: source, location: .init(fileID: "App/View.swift", fileName: "/App/View.swift",
                                                     offset: 1000, line: 10, column: 1))
}

private func expandPreview(_ source: String) -> Result<String, MacroExpansionFailure> {
    Result { () throws(MacroExpansionFailure) in try PreviewMacroExpansion.expand(syntax(source), discriminator: "$d") }
}

@Suite struct PreviewExpansionTests {
    @Test func makesARegistryHoldingThePreview() throws {
        let expansion = try expandPreview("\n#Preview(\"Card\", traits: .sizeThatFitsLayout) {\n    Text(\"a\")\n}").get()
        #expect(expansion == """
            @MainActor
            struct $d7PreviewfMu_: Proscenium.PreviewRegistry {
                static var fileID: String {
                    "App/View.swift"
                }
                static var line: Int {
                    11
                }
                static var column: Int {
                    1
                }
                static var preview: Proscenium.Preview {
                    Proscenium.Preview("Card", traits: .sizeThatFitsLayout) {
                Text("a")
                    }
                }
            }
            """)
    }

    @Test func movesPreviewableDeclarationsIntoAView() throws {
        let expansion = try expandPreview("#Preview {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}").get()
        #expect(expansion.contains("""
                struct $d14PreviewContentfMu_: Proscenium.View {
                    @State var on = true
                    var body: some Proscenium.View {
                        Toggle("On", isOn: $on)
                    }
                }
            """))
        #expect(expansion.contains("Proscenium.Preview(nil) {\n            $d14PreviewContentfMu_()\n        }"))
    }

    @Test func reportsMalformedSourceAsAnErrorAtTheMacro() {
        for source in ["#Preview {", "#Preview(\"a) { }", "#Preview { /* }", "#Preview { Text(\"a\" }", "#Preview(",
                       "", "   ", "Text(\"no macro\")", "#Preview(\"no body\")", "#Preview(body: view)"] {
            guard case .failure(let failure) = expandPreview(source) else {
                Issue.record("expanded malformed \(source.debugDescription)")
                continue
            }
            #expect(!failure.message.isEmpty)
            #expect(failure.start >= 1000 && failure.end >= failure.start)
        }
    }

    @Test func survivesEveryPrefixOfAPreview() {
        // Cut anywhere, the source must give an expansion or an error: never a trap or a hang.
        let source = "\n#Preview(\"A\", traits: .portrait) {\n    @Previewable @State var s = \"\"\"\n      x \\(1) \"\n      \"\"\"\n    Text(s) // end\n}"
        let bytes = Array(source.utf8)
        for cut in 0...bytes.count {
            _ = expandPreview(String(decoding: bytes[..<cut], as: UTF8.self))
        }
    }

    @Test func escapesFileIDsAsSwiftSyntaxDid() {
        #expect(PreviewMacroExpansion.stringLiteral("App/View.swift") == "\"App/View.swift\"")
        #expect(PreviewMacroExpansion.stringLiteral("A\"B") == "#\"A\"B\"#")
        #expect(PreviewMacroExpansion.stringLiteral("A\"#B") == "##\"A\"#B\"##")
        #expect(PreviewMacroExpansion.stringLiteral("A\nB") == "\"A\\nB\"")
    }
}

@Suite struct EntryExpansionTests {
    private let context = [syntax("\nextension EnvironmentValues {}")]

    @Test func declaresAKeyAndAccessors() throws {
        let declaration = syntax("\n    @Entry var accent: Color = .blue")
        let peers = try EntryMacroExpansion.peers(of: declaration, attribute: syntax("\n    @Entry "), lexicalContext: context)
        #expect(peers == ["private struct __Key_accent: EnvironmentKey {\n    static var defaultValue: Color {\n        .blue\n    }\n}"])
        let accessors = try EntryMacroExpansion.accessors(of: declaration, attribute: syntax("\n    @Entry "), lexicalContext: context)
        #expect(accessors == ["get {\n    self[__Key_accent.self]\n}", "set {\n    self[__Key_accent.self] = newValue\n}"])
    }

    @Test func reportsMisuseAtTheAttribute() {
        let attribute = syntax("\n    @Entry ")
        for (source, message) in [
            ("\n    @Entry var a = 1", "@Entry needs the variable's type: `@Entry var a: Type = value`"),
            ("\n    @Entry var b: Int", "@Entry needs a default value: `@Entry var b: Int = value`"),
            ("\n    @Entry var c: Int = 1, d: Int = 2", "@Entry applies to one variable: `@Entry var name: Type = value`"),
            ("\n    @Entry var e: Int = (", "@Entry applies to one variable: `@Entry var name: Type = value`"),
            ("\n    @Entry", "@Entry applies to one variable: `@Entry var name: Type = value`"),
        ] {
            #expect(throws: MacroExpansionFailure(message: message, start: 1005, end: 1011, fileName: "/App/View.swift")) {
                try EntryMacroExpansion.peers(of: syntax(source), attribute: attribute, lexicalContext: context)
            }
        }
    }
}
