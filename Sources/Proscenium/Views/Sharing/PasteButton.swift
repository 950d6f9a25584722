import Foundation
import ProsceniumHost
import UniformTypeIdentifiers

/// A system button that reads the pasteboard and gives its items to a closure.
///
/// Its element is a `button` labelled "Paste" with `paste` naming what it
/// takes (`text`, `url`, or both, space-separated). The browser reads the
/// page's clipboard when the person clicks it (`navigator.clipboard.readText`,
/// which asks the person's permission) and sends `change` with the text; the
/// action is given an item provider of the most preferred supported type the
/// text is. A browser's clipboard gives pages text only: a button whose types
/// are neither text nor URLs is disabled.
///
/// `init(payloadType:onPaste:)` loads the text as the `Transferable` type
/// (a `String`, a `URL`, a type with a proxy or data representation of text)
/// and hands over the values once loaded.
nonisolated public struct PasteButton: View, PrimitiveView {
    let types: [UTType]
    let deliver: ([NSItemProvider]) -> Void

    /// A paste button for the given types, most preferred first.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        types = supportedContentTypes
        deliver = payloadAction
    }

    /// A paste button that pastes values of `payloadType`.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) where T: Transferable {
        types = T.importedContentTypes()
        // Called on the main actor, and the values are handed back to it.
        let action = UncheckedBox(value: onPaste)
        deliver = { providers in
            Task { @MainActor in
                let values = await NSItemProvider.loadTransferables(T.self, from: providers)
                if !values.isEmpty { action.value(values) }
            }
        }
    }

    /// A paste button for the given type identifiers, most preferred first.
    @available(macOS, deprecated: 100000.0, message: "Use `init(supportedContentTypes:payloadAction:)` instead.")
    public init(supportedTypes: [String], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        self.init(supportedContentTypes: supportedTypes.map { UTType($0) ?? UTType(importedAs: $0) }, payloadAction: payloadAction)
    }

    /// A paste button for items of `supportedContentTypes` whose `validator`
    /// turns them into a payload (nil: nothing to paste).
    @available(macOS, deprecated: 100000.0, message: "Use `init(supportedContentTypes:payloadAction:)` instead.")
    public init<Payload>(supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
                         payloadAction: @escaping (Payload) -> Void) {
        types = supportedContentTypes
        deliver = { providers in
            if let payload = validator(providers) { payloadAction(payload) }
        }
    }

    /// A paste button whose `validator` turns the items into a payload (nil: nothing to paste).
    @available(macOS, deprecated: 100000.0, message: "Use `init(supportedContentTypes:payloadAction:)` instead.")
    public init<Payload>(supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
                         payloadAction: @escaping (Payload) -> Void) {
        types = supportedTypes.map { UTType($0) ?? UTType(importedAs: $0) }
        deliver = { providers in
            if let payload = validator(providers) { payloadAction(payload) }
        }
    }

    /// What a page's text can be given as: `text` or `url`, in the order preferred.
    var kinds: [String] { Self.kinds(for: types) }

    /// What a page's text can be given as for `types`: `text` or `url`, in the order preferred.
    static func kinds(for types: [UTType]) -> [String] {
        var kinds: [String] = []
        for type in types {
            let kind = UTType.utf8PlainText.conforms(to: type) ? "text" : UTType.url.conforms(to: type) || type.conforms(to: .url) ? "url" : nil
            if let kind, !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    /// The item provider for `text`: the first supported type it can be.
    static func provider(for text: String, kinds: [String]) -> NSItemProvider? {
        for kind in kinds {
            switch kind {
            case "text": return NSItemProvider(object: text as NSString)
            case "url":
                if let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)), url.scheme != nil {
                    return NSItemProvider(object: url as NSURL)
                }
            default: break
            }
        }
        return nil
    }

    @MainActor package func render(into context: inout RenderContext) {
        let kinds = self.kinds
        var attributes: ElementAttributes = [.paste: .string(kinds.joined(separator: " ")), .label: "Paste"]
        if kinds.isEmpty { attributes[.disabled] = true }
        context.setElement(.button, attributes)
        context.addChildren(Label("Paste", systemImage: "doc.on.clipboard"))
        let enabled = context.environment.isEnabled
        let deliver = self.deliver
        context.on(.change) { event in
            guard enabled, !kinds.isEmpty, let text = event.value, !text.isEmpty else { return }
            guard let provider = Self.provider(for: text, kinds: kinds) else {
                print("Proscenium: PasteButton: the clipboard's text is not a \(kinds.joined(separator: " or ")); nothing pasted")
                return
            }
            deliver([provider])
        }
    }
}
