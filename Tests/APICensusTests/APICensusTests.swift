import Foundation
import Testing

/// docs/API_CENSUS.md is generated: every symbol of SwiftUI's API on macOS 14
/// (docs/census/swiftui-macos14.tsv, made by Scripts/census/) against
/// Proscenium's public symbols, read with the toolchain's symbol graph tool
/// from the modules this build made. Each symbol is present (with Apple's
/// signature), present with another signature, documented as differing
/// (docs/census/differing.tsv) or missing; the missing ones are listed most
/// used first, by their uses in the porting corpus's apps
/// (docs/census/corpus-usage.tsv). The test fails when the report drifts
/// from the code, never on the numbers; regenerate it with
/// `UPDATE_CENSUS=1 swift test --filter APICensus`.
@Suite struct APICensusTests {
    @Test(.enabled(if: APICensus.extractor != nil && APICensus.modules != nil,
                   "needs swift-symbolgraph-extract and the built modules (.build/…/debug/Modules)"))
    func theCensusReportMatchesTheCode() throws {
        let graph = try APICensus.extractSymbols()
        let report = try APICensus.report(proscenium: graph.symbols, conformances: graph.conformances)
        let file = APICensus.root.appendingPathComponent("docs/API_CENSUS.md")
        if ProcessInfo.processInfo.environment["UPDATE_CENSUS"] == "1" {
            try report.write(to: file, atomically: true, encoding: .utf8)
        }
        try compare(report, with: file)
        // AppKit's and Foundation's list, from the same symbols.
        let appKit = try APICensus.report(proscenium: graph.symbols, conformances: graph.conformances,
                                          census: "docs/census/appkit-foundation.tsv",
                                          title: "AppKit and Foundation census (macOS 14)",
                                          scope: "Every member of AppKit and Foundation in `docs/census/appkit-foundation.tsv` (the AppKit classes SwiftUI apps use\nbeside SwiftUI, and the Foundation types Linux's Foundation lacks, from Apple's documentation pages)")
        let appKitFile = APICensus.root.appendingPathComponent("docs/APPKIT_CENSUS.md")
        if ProcessInfo.processInfo.environment["UPDATE_CENSUS"] == "1" {
            try appKit.write(to: appKitFile, atomically: true, encoding: .utf8)
        }
        try compare(appKit, with: appKitFile)
    }

    private func compare(_ report: String, with file: URL) throws {
        let current = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if current != report {
            // The first line that differs, not the whole half-megabyte file.
            let (old, new) = (current.components(separatedBy: "\n"), report.components(separatedBy: "\n"))
            let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            let expected = line < new.count ? new[line] : "(end of file)"
            Issue.record("""
                docs/\(file.lastPathComponent) is out of date: run UPDATE_CENSUS=1 swift test --filter APICensus \
                (line \(line + 1) should read: \(expected.prefix(200)))
                """)
        }
    }

    @Test func signaturesCompareByLabelsAndTypes() {
        let apple = APICensus.signature(of: "func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View")
        let same = APICensus.signature(
            of: "nonisolated func padding(_ edges: Proscenium.Edge.Set = .all, _ length: CGFloat? = nil) -> some View")
        let other = APICensus.signature(of: "func padding(_ edges: Edge.Set = .all, _ length: Double) -> some View")
        #expect(apple == same)
        #expect(apple != other)
        let generic = APICensus.signature(of: "init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol")
        let renamed = APICensus.signature(of: "init<Title>(_ title: Title, action: @escaping () -> ()) where Title : StringProtocol")
        #expect(generic == renamed)
        #expect(APICensus.signature(of: "var locale: Locale { get set }")
                != APICensus.signature(of: "var locale: Locale { get }"))
        #expect(APICensus.compatible(apple: "var dismiss: DismissAction { get }", mine: "var dismiss: DismissAction { get set }"))
        #expect(!APICensus.compatible(apple: "var locale: Locale { get set }", mine: "var locale: Locale { get }"))
        #expect(APICensus.compatible(apple: "static var color: GraphicsContext.BlendMode { get }", mine: "case color"))
    }

    @Test func anOverloadWithMoreDefaultedParametersCoversCalls() throws {
        let apple = try #require(APICensus.parameters(
            of: "func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle"))
        let mine = try #require(APICensus.parameters(
            of: "@MainActor func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView>"))
        let noDefault = try #require(APICensus.parameters(of: "func stroke<S>(_ content: S, lineWidth: CGFloat) -> some View"))
        let more = try #require(APICensus.parameters(of: "func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> some View"))
        #expect(APICensus.accepts(mine, callsOf: apple))
        #expect(!APICensus.accepts(noDefault, callsOf: apple))
        #expect(!APICensus.accepts(more, callsOf: apple))
        #expect(APICensus.parameters(of: "static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font")
                == [.init(label: "_", hasDefault: false), .init(label: "design", hasDefault: true)])
        let vstack = try #require(APICensus.parameters(
            of: "init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)"))
        #expect(APICensus.accepts(vstack, call: "(){}"))
        #expect(APICensus.accepts(vstack, call: "(alignment:){}"))
        #expect(APICensus.accepts(vstack, call: "(spacing:content:)"))
        #expect(!APICensus.accepts(vstack, call: "(_:){}"))
        #expect(!APICensus.accepts(vstack, call: "(spacing:alignment:){}"))
    }

    @Test func membersTheCompilerWritesForAConformanceArePresent() {
        let conformances: [String: Set<String>] = ["Axis": ["CaseIterable", "RawRepresentable"], "Edge.Set": ["OptionSet"]]
        #expect(APICensus.isSynthesized("Axis.allCases", conformances: conformances))
        #expect(APICensus.isSynthesized("Axis.init(rawValue:)", conformances: conformances))
        #expect(APICensus.isSynthesized("Edge.Set.ArrayLiteralElement", conformances: conformances))
        #expect(!APICensus.isSynthesized("Axis.Set.ArrayLiteralElement", conformances: conformances))
        #expect(!APICensus.isSynthesized("Edge.allCases", conformances: conformances))
        #expect(!APICensus.isSynthesized("Axis.description", conformances: conformances))
    }

    @Test func areasFollowTheOwner() {
        let types = ["WindowGroup": "struct WindowGroup<Content> : Scene where Content : View",
                     "Button": "struct Button<Label> : View where Label : View",
                     "BorderedButtonStyle": "struct BorderedButtonStyle : PrimitiveButtonStyle",
                     "State": "struct State<Value> : DynamicProperty"]
        var rows = types.map { APICensus.Row(kind: "struct", name: $0.key, declaration: $0.value, macOS: "11.0", module: "SwiftUI") }
        rows.append(APICensus.Row(kind: "var", name: "State.wrappedValue", declaration: "var wrappedValue: Value",
                                  macOS: "11.0", module: "SwiftUI"))
        let census = APICensus.Census(rows: rows)
        #expect(census.area(of: "View.padding(_:_:)") == "View modifiers")
        #expect(census.area(of: "WindowGroup.init(content:)") == "App and scenes")
        #expect(census.area(of: "Button.init(_:action:)") == "Views")
        #expect(census.area(of: "BorderedButtonStyle.init()") == "Styles")
        #expect(census.area(of: "State.init(wrappedValue:)") == "Property wrappers")
        #expect(census.area(of: "EnvironmentValues.locale") == "Environment values")
    }
}

enum APICensus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The modules that make up the `SwiftUI` product's API (SwiftUICore
    /// re-exports ProsceniumWeb, whose `App.main()` starts an `@main` app).
    static let moduleNames = ["ProsceniumEngine", "Proscenium", "ProsceniumFoundation", "ProsceniumWeb", "SwiftUICore", "SwiftUI", "AppKit"]

    // MARK: The symbol graph

    static var extractor: URL? {
        var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders.append("/usr/bin")
        for folder in folders {
            let tool = URL(fileURLWithPath: folder).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        return nil
    }

    /// The build's products folder (the test runner's own) and its Modules.
    static var modules: URL? {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          root.appendingPathComponent(".build/debug")]
        for products in candidates {
            let modules = products.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Proscenium.swiftmodule").path) {
                return modules
            }
        }
        return nil
    }

    struct Symbol: Hashable {
        let path: String
        let declaration: String
    }

    /// Proscenium's public symbols, and the protocols each type conforms to
    /// by name (`Axis`: `CaseIterable`, `RawRepresentable`, ...).
    struct SymbolGraph {
        var symbols: [Symbol] = []
        var conformances: [String: Set<String>] = [:]
    }

    /// Runs the symbol graph tool on each module and reads every public
    /// symbol's qualified name (`View.padding(_:_:)`) and declaration, and
    /// the conformances; a type alias's members are also named after the alias.
    static func extractSymbols() throws -> SymbolGraph {
        guard let tool = extractor, let modules else { return SymbolGraph() }
        let products = modules.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-census-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = ["-I", modules.path, "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public",
                         "-skip-synthesized-members", "-output-dir", output.path]
        // C modules: the module maps the build wrote, the packages' own, and HarfBuzz's headers.
        var maps = (try? FileManager.default.contentsOfDirectory(at: products, includingPropertiesForKeys: nil))?
            .map { $0.appendingPathComponent("module.modulemap") } ?? []
        for sources in [root.appendingPathComponent("Sources")] + checkoutSources() {
            for target in (try? FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? [] {
                maps.append(target.appendingPathComponent("module.modulemap"))
                maps.append(target.appendingPathComponent("include/module.modulemap"))
            }
        }
        for map in maps where FileManager.default.fileExists(atPath: map.path) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        for flag in run("/usr/bin/env", ["pkg-config", "--cflags", "harfbuzz"])?.split(separator: " ") ?? [] {
            arguments += ["-Xcc", String(flag)]
        }
        for module in moduleNames {
            _ = run(tool.path, ["-module-name", module] + arguments)
        }
        var symbols: [Symbol] = []
        var byIdentifier: [String: String] = [:]
        var aliases: [(alias: String, target: String)] = []
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
        var raw: [[String: Any]] = []
        var relationships: [[String: Any]] = []
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            raw += json?["symbols"] as? [[String: Any]] ?? []
            relationships += json?["relationships"] as? [[String: Any]] ?? []
        }
        for symbol in raw {
            guard let path = symbol["pathComponents"] as? [String],
                  let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String else { continue }
            byIdentifier[identifier] = path.joined(separator: ".")
        }
        for symbol in raw {
            guard let path = symbol["pathComponents"] as? [String] else { continue }
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            let name = path.joined(separator: ".")
            symbols.append(Symbol(path: name, declaration: declaration))
            if (symbol["kind"] as? [String: Any])?["identifier"] as? String == "swift.typealias",
               let target = fragments.first(where: { $0["kind"] as? String == "typeIdentifier" })?["preciseIdentifier"] as? String,
               let targetPath = byIdentifier[target], targetPath != name {
                aliases.append((name, targetPath))
            }
        }
        // `typealias NSViewRepresentableContext = PlatformContext`: its members, by the alias's name too.
        let byOwner = Dictionary(grouping: symbols) { owner(of: $0.path) }
        for (alias, target) in aliases {
            for member in byOwner[target] ?? [] {
                symbols.append(Symbol(path: alias + member.path.dropFirst(target.count), declaration: member.declaration))
            }
        }
        // `conformsTo`: the protocol by its path, or by its fallback name
        // (`Swift.CaseIterable`) when it is another module's.
        var conformances: [String: Set<String>] = [:]
        for relationship in relationships where relationship["kind"] as? String == "conformsTo" {
            guard let source = relationship["source"] as? String, let type = byIdentifier[source],
                  let target = relationship["target"] as? String else { continue }
            let name = byIdentifier[target] ?? (relationship["targetFallback"] as? String).map {
                String($0.split(separator: ".").last ?? "")
            } ?? ""
            if !name.isEmpty { conformances[type, default: []].insert(name) }
        }
        return SymbolGraph(symbols: symbols, conformances: conformances)
    }

    /// Members the compiler writes for a conformance (`allCases` for
    /// `CaseIterable`, an option set's `Element`): they exist, and code that
    /// names them compiles, but the symbol graph lists none of them.
    static let synthesizedMembers: [String: Set<String>] = [
        "CaseIterable": ["allCases", "AllCases"],
        "RawRepresentable": ["rawValue", "init(rawValue:)", "RawValue"],
        "OptionSet": ["Element", "ArrayLiteralElement", "rawValue", "init(rawValue:)", "RawValue"],
        "SetAlgebra": ["Element", "ArrayLiteralElement"],
        "ExpressibleByArrayLiteral": ["ArrayLiteralElement"],
        "Sequence": ["Element", "Iterator"],
        "IteratorProtocol": ["Element"],
        "Collection": ["Element", "Iterator", "Index", "Indices", "SubSequence"],
        "BidirectionalCollection": ["Element", "Iterator", "Index", "Indices", "SubSequence"],
        "RandomAccessCollection": ["Element", "Iterator", "Index", "Indices", "SubSequence"],
        "Identifiable": ["ID"],
        "ExpressibleByStringLiteral": ["StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"],
        "ExpressibleByUnicodeScalarLiteral": ["UnicodeScalarLiteralType"],
    ]

    /// Whether `name` (`Axis.allCases`) is a member the compiler writes for a
    /// conformance its owner has in Proscenium.
    static func isSynthesized(_ name: String, conformances: [String: Set<String>]) -> Bool {
        let owner = owner(of: name)
        let member = String(name.dropFirst(owner.count + 1))
        return (conformances[owner] ?? []).contains { synthesizedMembers[$0]?.contains(member) == true }
    }

    static func checkoutSources() -> [URL] {
        let checkouts = root.appendingPathComponent(".build/checkouts")
        return ((try? FileManager.default.contentsOfDirectory(at: checkouts, includingPropertiesForKeys: nil)) ?? [])
            .map { $0.appendingPathComponent("Sources") }
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `View.padding(_:_:)` -> `View`; `Text.Layout.Line` -> `Text.Layout`.
    static func owner(of name: String) -> String {
        var depth = 0
        var cut: String.Index?
        for index in name.indices {
            switch name[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0: cut = index
            default: break
            }
        }
        return cut.map { String(name[..<$0]) } ?? ""
    }

    // MARK: Signatures

    /// What two declarations of one name are compared by: their parameters'
    /// labels and types (and a property's type and setter), with module
    /// prefixes, attributes and generic parameters' names left out.
    static func signature(of declaration: String) -> String {
        var text = declaration
        for module in ["Proscenium", "ProsceniumFoundation", "SwiftUICore", "SwiftUI", "Swift", "Foundation",
                       "CoreFoundation", "CoreGraphics", "_Concurrency", "Combine", "OpenCombine",
                       "UniformTypeIdentifiers", "CoreTransferable", "Observation", "AppKit", "Self"] {
            text = text.replacingOccurrences(of: module + ".", with: "")
        }
        text = text.replacingOccurrences(of: #"@\w+(<[^>]*>)?(\([^)]*\))?\s*"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\b(nonisolated|public|open|final|static|class|mutating|required|convenience|override|dynamic|inout|consuming|borrowing)\s+"#,
                                         with: "", options: .regularExpression)
        if let open = text.firstIndex(of: "("), text.hasPrefix("func") || text.hasPrefix("init") || text.hasPrefix("subscript") {
            let head = text[..<open]
            var generics: Set<String> = []
            if let lt = head.firstIndex(of: "<"), let gt = head.lastIndex(of: ">") {
                for part in head[head.index(after: lt)..<gt].split(separator: ",") {
                    let name = part.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    generics.insert(String(name.split(separator: " ").last ?? ""))
                }
            }
            let parameters = splitTop(String(text[text.index(after: open)..<(matching(text, from: open) ?? text.endIndex)]))
            return parameters.map { parameter -> String in
                let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let label = parts.first?.split(separator: " ").first.map(String.init) ?? "_"
                var type = parts.count > 1 ? parts[1] : ""
                if let equals = splitTop(type, separator: "=").first { type = equals }
                return label + ":" + normalize(type, generics: generics)
            }.joined(separator: ",")
        }
        if text.hasPrefix("var") || text.hasPrefix("let") {
            let afterColon = text.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            var type = afterColon.components(separatedBy: "{").first ?? afterColon
            // One declaration of several stored properties (`var m11: CGFloat = 1.0, m12: ...`)
            // is compared by its first property's type.
            type = splitTop(type, separator: "=").first ?? type
            let settable = text.hasPrefix("var") && (!text.contains("{") || text.contains("set"))
            return normalize(type, generics: []) + (settable ? " { set }" : "")
        }
        return ""
    }

    /// Whether Proscenium's declaration serves Apple's: the same signature, or
    /// a property that is also settable where Apple's is read-only, or a case
    /// for a static property (`.color` finds either).
    static func compatible(apple: String, mine: String) -> Bool {
        let theirs = signature(of: apple)
        let ours = signature(of: mine)
        if theirs == ours || theirs + " { set }" == ours { return true }
        let bare = mine.replacingOccurrences(of: #"@\w+\s*"#, with: "", options: .regularExpression)
        return apple.hasPrefix("static ") && bare.hasPrefix("case ") && !bare.contains("(")
    }

    static func normalize(_ type: String, generics: Set<String>) -> String {
        var type = type.trimmingCharacters(in: .whitespaces)
        if type.hasPrefix("some ") || generics.contains(type) { return "G" }
        type = type.replacingOccurrences(of: "-> ()", with: "-> Void")
        // `Optional<D>` is `D?`.
        type = type.replacingOccurrences(of: #"\bOptional<(\w+)>"#, with: "$1?", options: .regularExpression)
        // A closure's parameter names (`(_ newValue: V) -> Void`) are not part of its type.
        type = type.replacingOccurrences(of: #"\b_\s+\w+\s*:\s*"#, with: "", options: .regularExpression)
        type = type.filter { !$0.isWhitespace }
        // Nor are parentheses around a whole function type (`(() -> Void)`).
        if type.hasPrefix("("), matching(type, from: type.startIndex) == type.index(before: type.endIndex) {
            let inner = String(type.dropFirst().dropLast())
            if inner.hasPrefix("("), let close = matching(inner, from: inner.startIndex),
               inner[inner.index(after: close)...].hasPrefix("->") {
                type = inner
            }
        }
        return type
    }

    static func matching(_ text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func splitTop(_ text: String, separator: Character = ",") -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: The census

    struct Row: Hashable {
        let kind, name, declaration, macOS, module: String
    }

    struct Census {
        let rows: [Row]
        let types: [String: Row]
        let wrappers: Set<String>

        init(rows: [Row]) {
            self.rows = rows
            types = Dictionary(rows.filter { ["struct", "class", "enum", "protocol"].contains($0.kind) }.map { ($0.name, $0) },
                               uniquingKeysWith: { first, _ in first })
            wrappers = Set(rows.filter { $0.name.hasSuffix(".wrappedValue") }.map { APICensus.owner(of: $0.name) })
        }

        /// The protocols a type's declaration names after its colon.
        func conformances(_ type: String) -> [String] {
            guard let declaration = types[type]?.declaration.components(separatedBy: " where ").first,
                  let colon = declaration.range(of: " : ") else { return [] }
            return APICensus.splitTop(String(declaration[colon.upperBound...]))
        }

        func conforms(_ type: String, to protocols: Set<String>, depth: Int = 0) -> Bool {
            guard depth < 4 else { return false }
            return conformances(type).contains { protocols.contains($0) || conforms($0, to: protocols, depth: depth + 1) }
        }

        static let areas = ["View modifiers", "Scene modifiers", "Environment values", "App and scenes", "Commands",
                            "Views", "Navigation", "Tables", "Toolbars", "Styles", "Property wrappers",
                            "Shapes and drawing", "Text and fonts", "Animation", "Gestures", "Layout",
                            "Keyboard and focus", "Documents and files", "Result builders", "Accessibility", "Other"]

        func area(of name: String) -> String {
            let top = String(name.split(separator: ".").first ?? "")
            switch top {
            case "View": return "View modifiers"
            case "Scene": return "Scene modifiers"
            case "EnvironmentValues": return "Environment values"
            default: break
            }
            if top == "App" || conforms(top, to: ["Scene", "App"]) { return "App and scenes" }
            if top == "Commands" || top.hasPrefix("Command") || conforms(top, to: ["Commands"]) { return "Commands" }
            if top.hasPrefix("Accessibility") { return "Accessibility" }
            if top.hasSuffix("Style") || top.hasSuffix("StyleConfiguration") || conformances(top).contains(where: { $0.hasSuffix("Style") }) {
                return "Styles"
            }
            if wrappers.contains(top) { return "Property wrappers" }
            if ["Shape", "InsettableShape", "Path", "ShapeStyle", "Color", "Gradient", "GraphicsContext", "Canvas",
                "StrokeStyle", "FillStyle", "BlendMode", "Angle", "AnyShape", "Shader", "ImageRenderer"].contains(top)
                || conforms(top, to: ["Shape", "ShapeStyle", "InsettableShape"]) { return "Shapes and drawing" }
            if ["Text", "Font", "LocalizedStringKey", "AttributeScopes", "TextAlignment"].contains(top) { return "Text and fonts" }
            if ["Animation", "Animatable", "AnyTransition", "Transaction", "Transition", "Spring", "UnitCurve",
                "KeyframeAnimator", "PhaseAnimator", "VectorArithmetic", "withAnimation(_:_:)", "withTransaction(_:_:)"].contains(top)
                || top.hasPrefix("Keyframe") || top.hasSuffix("Transition") || conforms(top, to: ["Transition", "Animatable"]) {
                return "Animation"
            }
            if top == "Gesture" || top.hasSuffix("Gesture") || conforms(top, to: ["Gesture"]) { return "Gestures" }
            if ["Layout", "AnyLayout", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets",
                "ProposedViewSize", "GeometryProxy", "ViewDimensions", "LayoutSubview", "LayoutSubviews", "Axis",
                "LayoutProperties", "AlignmentID", "UnitPoint"].contains(top) || conforms(top, to: ["Layout"]) {
                return "Layout"
            }
            if top.hasPrefix("Navigation") { return "Navigation" }
            if top.hasPrefix("Table") { return "Tables" }
            if top.hasPrefix("Toolbar") || conforms(top, to: ["ToolbarContent", "CustomizableToolbarContent"]) { return "Toolbars" }
            if top.hasSuffix("Builder") { return "Result builders" }
            if ["KeyEquivalent", "KeyPress", "KeyboardShortcut", "EventModifiers"].contains(top) || top.hasPrefix("Focus") {
                return "Keyboard and focus"
            }
            if top.hasPrefix("File") || top.hasPrefix("ReferenceFileDocument") || top.hasPrefix("Document") {
                return "Documents and files"
            }
            if top == "NSViewRepresentable" || top == "NSViewControllerRepresentable" || conforms(top, to: ["View"]) {
                return "Views"
            }
            return "Other"
        }
    }

    static func readTSV(_ path: String) throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    enum Status: String, CaseIterable {
        case present = "present"
        case signature = "other signature"
        case covered = "covered by another overload"
        case documented = "documented as differing"
        case missing = "missing"
    }

    /// `Shape.stroke(_:lineWidth:)` -> `Shape.stroke`.
    static func baseName(_ name: String) -> String {
        let head = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        return head
    }

    struct Parameter: Equatable {
        let label: String
        let hasDefault: Bool
        var isClosure = false
    }

    /// A func or init declaration's parameters: labels and whether each has a default.
    static func parameters(of declaration: String) -> [Parameter]? {
        var text = declaration.replacingOccurrences(of: #"@\w+(<[^>]*>)?(\([^)]*\))?\s*"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"^(\w+\s+)*(?=(func|init)\b)"#, with: "", options: .regularExpression)
        guard text.hasPrefix("func") || text.hasPrefix("init"), let open = text.firstIndex(of: "("),
              let close = matching(text, from: open) else { return nil }
        return splitTop(String(text[text.index(after: open)..<close])).map { parameter in
            let label = parameter.split(separator: ":").first?.split(separator: " ").first.map(String.init) ?? "_"
            let type = parameter.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            let main = splitTop(type, separator: "=").first ?? type
            return Parameter(label: label, hasDefault: splitTop(type, separator: "=").count > 1 || type.contains("..."),
                             isClosure: main.contains("->"))
        }
    }

    /// Whether a call with these labels (`(_:action:)`) and trailing closures
    /// (`{}`, `label:{}`), as corpus-usage.tsv writes them, can call a
    /// declaration with these parameters.
    static func accepts(_ parameters: [Parameter], call shape: String) -> Bool {
        guard let close = shape.firstIndex(of: ")") else { return false }
        let labels = shape[shape.index(after: shape.startIndex)..<close].split(separator: ":").map(String.init)
        let trailing = shape[shape.index(after: close)...].components(separatedBy: "{}").dropLast()
            .map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
        let arguments = labels.map { (label: $0, trailing: false) } + trailing.map { (label: $0, trailing: true) }
        func fit(_ p: Int, _ a: Int) -> Bool {
            if a == arguments.count { return parameters[p...].allSatisfy(\.hasDefault) }
            if p == parameters.count { return false }
            let (parameter, argument) = (parameters[p], arguments[a])
            let takes = argument.trailing
                ? parameter.isClosure && (argument.label.isEmpty || parameter.label == argument.label)
                : parameter.label == argument.label
            return (takes && fit(p + 1, a + 1)) || (parameter.hasDefault && fit(p + 1, a))
        }
        return fit(0, 0)
    }

    /// Whether every call Apple's parameters take also calls Proscenium's:
    /// Apple's labels come in the same order, each defaulted one is defaulted
    /// there too, and Proscenium's others have defaults.
    static func accepts(_ mine: [Parameter], callsOf apple: [Parameter]) -> Bool {
        var index = mine.startIndex
        for parameter in apple {
            while index < mine.endIndex && mine[index].label != parameter.label {
                guard mine[index].hasDefault else { return false }
                index += 1
            }
            guard index < mine.endIndex, !parameter.hasDefault || mine[index].hasDefault else { return false }
            index += 1
        }
        return mine[index...].allSatisfy(\.hasDefault)
    }

    // MARK: The report

    static func report(proscenium symbols: [Symbol], conformances: [String: Set<String>] = [:],
                       census censusFile: String = "docs/census/swiftui-macos14.tsv",
                       title: String = "SwiftUI API census (macOS 14)",
                       scope: String = "Every public symbol of SwiftUI available on macOS 14 or earlier\n(`docs/census/swiftui-macos14.tsv`, made by `Scripts/census/swiftinterface_census.py` from Apple's\nmodule interfaces)") throws -> String {
        let census = Census(rows: try readTSV(censusFile).filter { $0.count >= 5 }
            .map { Row(kind: $0[0], name: $0[1], declaration: $0[2], macOS: $0[3], module: $0[4]) })
        var usage: [String: (apps: Int, uses: Int)] = [:]
        var calls: [String: [(shape: String, apps: Int, uses: Int)]] = [:]
        for columns in try readTSV("docs/census/corpus-usage.tsv") where columns.count >= 4 {
            let key = columns[0] + "\t" + columns[1]
            usage[key] = (Int(columns[2]) ?? 0, Int(columns[3]) ?? 0)
            if columns.count >= 5 {
                calls[key] = columns[4].split(separator: ";").compactMap { call in
                    let parts = call.split(separator: " ")
                    guard parts.count == 3, let apps = Int(parts[1]), let uses = Int(parts[2]) else { return nil }
                    return (String(parts[0]), apps, uses)
                }
            }
        }
        var differing: [String: String] = [:]
        for columns in try readTSV("docs/census/differing.tsv") where columns.count >= 2 {
            differing[columns[0]] = columns[1]
        }
        // Why a symbol is still missing, where that is known (a type's line covers its members).
        var pending: [String: String] = [:]
        for columns in (try? readTSV("docs/census/missing-reasons.tsv")) ?? [] where columns.count >= 2 {
            pending[columns[0]] = columns[1]
        }
        func whyMissing(_ name: String) -> String {
            var name = name
            while !name.isEmpty {
                if let reason = pending[name] { return reason }
                name = owner(of: name)
            }
            return ""
        }
        let byName = Dictionary(grouping: symbols, by: \.path)

        var status: [Row: Status] = [:]
        var theirs: [Row: [String]] = [:]
        func reason(_ name: String) -> String? {
            var name = name
            while !name.isEmpty {
                if let reason = differing[name] { return reason }
                name = owner(of: name)
            }
            return nil
        }
        // A func or init's overloads by owner and base name (`Shape.stroke`).
        let byBase = Dictionary(grouping: symbols) { baseName($0.path) }
        var covering: [Row: String] = [:]
        for row in census.rows {
            let found = byName[row.name] ?? []
            if reason(row.name) != nil {
                status[row] = .documented
            } else if found.isEmpty && isSynthesized(row.name, conformances: conformances) {
                status[row] = .present
            } else if found.isEmpty {
                status[row] = .missing
                if ["func", "init"].contains(row.kind), let apple = parameters(of: row.declaration),
                   let cover = (byBase[baseName(row.name)] ?? []).first(where: { symbol in
                       parameters(of: symbol.declaration).map { accepts($0, callsOf: apple) } ?? false
                   }) {
                    status[row] = .covered
                    covering[row] = cover.declaration
                }
            } else if ["func", "init", "subscript", "var"].contains(row.kind) {
                let same = found.contains { compatible(apple: row.declaration, mine: $0.declaration) }
                status[row] = same ? .present : .signature
                if !same { theirs[row] = Array(Set(found.map(\.declaration))).sorted() }
            } else {
                status[row] = .present
            }
        }

        func count(_ rows: [Row], _ wanted: Status...) -> Int { rows.filter { wanted.contains(status[$0]!) }.count }
        func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "–" : String(format: "%.1f%%", Double(part) * 100 / Double(whole))
        }
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|")
        }
        func uses(_ row: Row) -> (apps: Int, uses: Int) { usage[row.name + "\t" + row.declaration] ?? (0, 0) }
        // The uses whose calls do not compile today: those no overload of the
        // name in Proscenium takes (`.resizable()` compiles against a
        // `resizable()` even where `resizable(capInsets:resizingMode:)` is missing).
        var blocked: [Row: (apps: Int, uses: Int)] = [:]
        for row in census.rows where status[row] == .missing {
            let key = row.name + "\t" + row.declaration
            guard let shapes = calls[key], !shapes.isEmpty else {
                blocked[row] = uses(row)
                continue
            }
            var names = [baseName(row.name)]
            if owner(of: row.name) != "View", row.declaration.range(of: #"-> (Text|Image|some View)( where |$)"#, options: .regularExpression) != nil {
                names.append("View." + baseName(row.name).split(separator: ".").last!)  // `Text.bold()` -> also `View.bold()`
            }
            let overloads = names.flatMap { byBase[$0] ?? [] }.compactMap { parameters(of: $0.declaration) }
            let open = shapes.filter { call in !overloads.contains { accepts($0, call: call.shape) } }
            blocked[row] = (open.map(\.apps).max() ?? 0, open.map(\.uses).reduce(0, +))
        }

        let all = census.rows
        var lines = [
            "# " + title,
            "",
            "Generated by `Tests/APICensusTests/APICensusTests.swift`; do not edit. Regenerate with",
            "`UPDATE_CENSUS=1 swift test --filter APICensus`.",
            "",
            scope + ", one line per declaration (overloads count apart), against Proscenium's public",
            "symbols as the toolchain's symbol graph tool reads them from the built modules",
            "(\(moduleNames.joined(separator: ", "))). A symbol is:",
            "",
            "- **present**: Proscenium has its name and argument labels, with Apple's parameter types (or property type",
            "  and setter), generic parameters' names aside, or a member the compiler writes for a conformance",
            "  Proscenium's type declares (`allCases`, `rawValue`, an option set's `Element`), which the symbol",
            "  graph does not list;",
            "- **other signature**: Proscenium has its name and labels, with other types;",
            "- **covered by another overload**: Proscenium lacks this declaration, but every call written for it",
            "  compiles against another of the same name (Apple's labels in order, the rest defaulted), as",
            "  `stroke(_:lineWidth:antialiased:)` takes the calls of `stroke(_:lineWidth:)`;",
            "- **documented as differing**: listed in `docs/census/differing.tsv`, with the reason;",
            "- **missing**: Proscenium has nothing of that name.",
            "",
            "Uses are counted in the \(usageAppCount()) apps of the porting corpus (docs/PORTING.md) by",
            "`Scripts/census/corpus_usage.py` (`docs/census/corpus-usage.tsv`): *apps* is how many apps use a",
            "declaration, *uses* how many places; names are matched with their argument labels, receivers are not",
            "type-checked.",
            "",
            "## Totals",
            "",
            "| symbols | present | other signature | covered by another overload | documented as differing | missing | present % | present or documented % | callable % |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        let present = count(all, .present)
        let accounted = count(all, .present, .documented)
        let callable = count(all, .present, .signature, .covered)
        lines.append("| \(all.count) | \(present) | \(count(all, .signature)) | \(count(all, .covered)) | "
                     + "\(count(all, .documented)) | \(count(all, .missing)) | \(percent(present, all.count)) | "
                     + "\(percent(accounted, all.count)) | \(percent(callable, all.count)) |")
        lines += ["", "*present or documented*: present with Apple's signature, or documented as differing (the",
                  "count the goal is set in: every other symbol is missing or has another signature).",
                  "*callable*: present, other signature or covered: code that names the symbol finds something of",
                  "that name and labels."]
        lines += ["", "## By area", "",
                  "| area | symbols | present | other signature | covered | documented as differing | missing | present % | present or documented % |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        // SwiftUI's areas; another list's areas are its classes, in its order.
        let bySwiftUIArea = censusFile.hasSuffix("swiftui-macos14.tsv")
        func area(_ name: String) -> String {
            bySwiftUIArea ? census.area(of: name) : String(name.split(separator: ".").first ?? "")
        }
        let byArea = Dictionary(grouping: all) { area($0.name) }
        var areas = Census.areas
        if !bySwiftUIArea {
            areas = []
            for row in all where !areas.contains(area(row.name)) { areas.append(area(row.name)) }
        }
        for area in areas {
            let rows = byArea[area] ?? []
            lines.append("| \(area) | \(rows.count) | \(count(rows, .present)) | \(count(rows, .signature)) | "
                         + "\(count(rows, .covered)) | \(count(rows, .documented)) | \(count(rows, .missing)) | \(percent(count(rows, .present), rows.count)) | "
                         + "\(percent(count(rows, .present, .documented), rows.count)) |")
        }
        lines += ["", "## By macOS version", "",
                  "| introduced in | symbols | present | missing | present % |", "|---|---:|---:|---:|---:|"]
        let byVersion = Dictionary(grouping: all, by: \.macOS)
        for version in byVersion.keys.sorted(by: { $0.compare($1, options: .numeric) == .orderedAscending }) {
            let rows = byVersion[version]!
            lines.append("| \(version) | \(rows.count) | \(count(rows, .present)) | \(count(rows, .missing)) | "
                         + "\(percent(count(rows, .present), rows.count)) |")
        }

        let missing = all.filter { status[$0] == .missing }.sorted {
            let (a, b) = (blocked[$0]!, blocked[$1]!)
            if a.apps != b.apps { return a.apps > b.apps }
            if a.uses != b.uses { return a.uses > b.uses }
            let (c, d) = (uses($0), uses($1))
            if c.apps != d.apps { return c.apps > d.apps }
            if c.uses != d.uses { return c.uses > d.uses }
            if $0.name != $1.name { return $0.name < $1.name }
            return $0.declaration < $1.declaration
        }
        lines += ["", "## Missing, most used first", "",
                  "\(missing.count) declarations; \(missing.filter { uses($0).apps > 0 }.count) of them used in the corpus, "
                  + "\(missing.filter { blocked[$0]!.apps > 0 }.count) by calls that do not compile today. *Apps* and *uses*",
                  "count every use; *blocked* counts the uses no other overload of the name takes (apps: the most",
                  "of any one call form), which order the list. *Why* is the reason it is still missing where one",
                  "is known (`docs/census/missing-reasons.tsv`).",
                  "", "| symbol | declaration | macOS | area | apps | uses | blocked apps | blocked uses | why |",
                  "|---|---|---|---|---:|---:|---:|---:|---|"]
        for row in missing {
            let (used, open) = (uses(row), blocked[row]!)
            lines.append("| `\(cell(row.name))` | `\(cell(row.declaration))` | \(row.macOS) | \(area(row.name)) | "
                         + "\(used.apps) | \(used.uses) | \(open.apps) | \(open.uses) | \(cell(whyMissing(row.name))) |")
        }

        let others = all.filter { status[$0] == .signature }.sorted { ($0.name, $0.declaration) < ($1.name, $1.declaration) }
        lines += ["", "## Other signature", "",
                  "Proscenium has the name and labels with other types: Apple's declaration, then Proscenium's.", "",
                  "| symbol | SwiftUI | Proscenium | apps |", "|---|---|---|---:|"]
        for row in others {
            let mine = (theirs[row] ?? []).map { "`\(cell($0))`" }.joined(separator: "<br>")
            lines.append("| `\(cell(row.name))` | `\(cell(row.declaration))` | \(mine) | \(uses(row).apps) |")
        }

        let covered = all.filter { status[$0] == .covered }.sorted { ($0.name, $0.declaration) < ($1.name, $1.declaration) }
        lines += ["", "## Covered by another overload", "",
                  "Missing declarations whose calls compile against another of Proscenium's: Apple's declaration, then",
                  "the one that takes its calls.", "",
                  "| symbol | SwiftUI | Proscenium | apps |", "|---|---|---|---:|"]
        for row in covered {
            lines.append("| `\(cell(row.name))` | `\(cell(row.declaration))` | `\(cell(covering[row] ?? ""))` | \(uses(row).apps) |")
        }

        let documented = all.filter { status[$0] == .documented }.sorted { ($0.name, $0.declaration) < ($1.name, $1.declaration) }
        lines += ["", "## Documented as differing", "", "| symbol | declaration | reason |", "|---|---|---|"]
        for row in documented {
            lines.append("| `\(cell(row.name))` | `\(cell(row.declaration))` | \(cell(reason(row.name) ?? "")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func usageAppCount() -> Int {
        let text = (try? String(contentsOf: root.appendingPathComponent("docs/census/corpus-usage.tsv"), encoding: .utf8)) ?? ""
        let first = text.split(separator: "\n").first ?? ""
        return Int(first.split(separator: " ").first(where: { Int($0) != nil }) ?? "") ?? 0
    }
}
