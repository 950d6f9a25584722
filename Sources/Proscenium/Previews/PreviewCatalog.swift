import Foundation

/// One preview of an app, as the gallery lists it.
@_spi(Display)
public struct PreviewEntry: Identifiable {
    /// What the gallery lists and `--preview` names: the preview's name, or
    /// `File.swift:line` for an unnamed `#Preview`; a `PreviewProvider`'s type
    /// name (with its display name, or its position among several).
    public let id: String
    /// Where it comes from: `Module/File.swift:line`, or the provider type.
    public let source: String
    let settings: PreviewSettings
    let make: @MainActor () -> any View

    /// The size of the preview's window content, or nil when it fits the view.
    public var containerSize: CGSize? { settings.containerSize }
}

/// The previews of a module, found in the running program.
@_spi(Display) @MainActor
public enum PreviewCatalog {
    /// Every `#Preview` and every `PreviewProvider` preview declared in
    /// `module`: `#Preview`s in file and line order, then providers by name.
    public static func previews(inModule module: String) -> [PreviewEntry] {
        var entries: [PreviewEntry] = []
        let registries = PreviewDiscovery.conformingTypes(toProtocolsNamed: ["PreviewRegistry"])
            .compactMap { $0 as? any PreviewRegistry.Type }
            .filter { $0.fileID.split(separator: "/").first.map(String.init) == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        for registry in registries {
            let preview = registry.preview
            let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
            entries.append(PreviewEntry(id: preview.name ?? "\(file):\(registry.line)",
                                        source: "\(registry.fileID):\(registry.line)",
                                        settings: preview.settings,
                                        make: { registry.preview.body() }))
        }
        let providers = PreviewDiscovery.conformingTypes(toProtocolsNamed: ["PreviewProvider"])
            .compactMap { $0 as? any PreviewProvider.Type }
            .filter { moduleName(of: $0) == module }
            .sorted { typeName(of: $0) < typeName(of: $1) }
        for provider in providers { entries.append(contentsOf: self.entries(of: provider)) }
        return unique(entries)
    }

    /// Each view of a provider's `previews` (a `Group`, a `ForEach`, several
    /// views) as an entry of its own.
    static func entries<P: PreviewProvider>(of provider: P.Type) -> [PreviewEntry] {
        let name = typeName(of: provider)
        let items = flattenItems(P.previews)
        return items.enumerated().map { index, item in
            var settings = item.traits[PreviewSettingsKey.self]
            settings = nestedSettings(of: item.view, over: settings)
            let label: String
            if let display = settings.displayName, !display.isEmpty {
                label = "\(name): \(display)"
            } else {
                label = items.count == 1 ? name : "\(name) #\(index + 1)"
            }
            return PreviewEntry(id: label, source: String(reflecting: provider), settings: settings, make: {
                let items = flattenItems(P.previews)
                return index < items.count ? items[index].view : EmptyView()
            })
        }
    }

    /// Preview modifiers under other modifiers (`.previewLayout(...).padding()`)
    /// still count, as they do in Xcode.
    private static func nestedSettings(of view: any View, over settings: PreviewSettings) -> PreviewSettings {
        var settings = settings
        var current: Any = view
        var modifiers: [PreviewTraitModifier] = []
        while let modified = current as? any PreviewModifierChain {
            if let trait = modified.previewTraitModifier { modifiers.append(trait) }
            current = modified.chainContent
        }
        // Innermost first, so that the outermost modifier wins.
        for trait in modifiers.reversed() { trait.change(&settings) }
        return settings
    }

    private static func unique(_ entries: [PreviewEntry]) -> [PreviewEntry] {
        var seen: [String: Int] = [:]
        return entries.map { entry in
            let count = seen[entry.id, default: 0] + 1
            seen[entry.id] = count
            guard count > 1 else { return entry }
            return PreviewEntry(id: "\(entry.id) (\(count))", source: entry.source, settings: entry.settings, make: entry.make)
        }
    }

    static func typeName(of type: Any.Type) -> String { String(describing: type) }

    static func moduleName(of type: Any.Type) -> String {
        String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
    }
}

/// A `ModifiedContent` seen as a chain: its content and its preview modifier.
@MainActor
protocol PreviewModifierChain {
    var chainContent: Any { get }
    var previewTraitModifier: PreviewTraitModifier? { get }
}

extension ModifiedContent: PreviewModifierChain where Content: View, Modifier: ViewModifier {
    var chainContent: Any { content }
    var previewTraitModifier: PreviewTraitModifier? { modifier as? PreviewTraitModifier }
}
