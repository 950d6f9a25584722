import Foundation
import ProsceniumHost
import UniformTypeIdentifiers

// The Edit menu's Copy, Cut and Paste for views that are not text: when the
// focused view or a view around it takes the command, the display sends it
// (the menu item, or Command-C/X/V) to that view instead of to a text field.
// Copied items go to the general pasteboard, whose text the page puts on the
// person's clipboard; a paste brings the clipboard's text, which a page can
// read, as an item of the first supported type it can be (text or a URL).

nonisolated extension View {
    /// Runs `payloadAction` when the person chooses Copy while this view (or
    /// a view in it) has focus, and puts the items it returns on the
    /// clipboard (their text: the page's clipboard holds text). `nil`: Copy
    /// does not reach this view.
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        modifier(ClipboardCommandModifier(command: .copy, action: payloadAction.map { .write($0) }))
    }

    /// Runs `payloadAction` when the person chooses Cut while this view (or a
    /// view in it) has focus; it removes the items and returns them for the
    /// clipboard. `nil`: Cut does not reach this view.
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        modifier(ClipboardCommandModifier(command: .cut, action: payloadAction.map { .write($0) }))
    }

    /// Runs `payloadAction` with the clipboard's item when the person chooses
    /// Paste while this view (or a view in it) has focus, if it is one of
    /// `supportedContentTypes` (most preferred first). A page's clipboard
    /// gives text: types that are neither text nor URLs never paste.
    public func onPasteCommand(of supportedContentTypes: [UTType],
                               perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        modifier(ClipboardCommandModifier(command: .paste, action: .read(types: supportedContentTypes, deliver: payloadAction)))
    }

    /// Like `onPasteCommand(of:perform:)`, with `validator` turning the
    /// items into a payload first (nil: nothing is pasted).
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType],
                                        validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View {
        onPasteCommand(of: supportedContentTypes) { providers in
            if let payload = validator(providers) { payloadAction(payload) }
        }
    }

    /// Runs `payloadAction` with the clipboard's item on Paste, for type identifiers.
    @available(macOS, deprecated: 100000.0, message: "Use `onPasteCommand(of:perform:)` with `UTType`s instead.")
    public func onPasteCommand(of supportedTypes: [String],
                               perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        onPasteCommand(of: supportedTypes.map(UTType.named), perform: payloadAction)
    }

    /// Runs `payloadAction` with the validated payload on Paste, for type identifiers.
    @available(macOS, deprecated: 100000.0, message: "Use `onPasteCommand(of:validator:perform:)` with `UTType`s instead.")
    public func onPasteCommand<Payload>(of supportedTypes: [String],
                                        validator: @escaping ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping (Payload) -> Void) -> some View {
        onPasteCommand(of: supportedTypes.map(UTType.named), validator: validator, perform: payloadAction)
    }

    /// Puts `payload`'s items on the clipboard when the person chooses Copy
    /// while this view (or a view in it) has focus.
    public func copyable<T>(_ payload: @autoclosure @escaping () -> [T]) -> some View where T: Transferable {
        onCopyCommand { payload().map(NSItemProvider.init(transferring:)) }
    }

    /// Runs `action` when the person chooses Cut while this view (or a view
    /// in it) has focus: it removes the items and returns them, and they go
    /// on the clipboard.
    public func cuttable<T>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View
    where T: Transferable {
        onCutCommand { action().map(NSItemProvider.init(transferring:)) }
    }

    /// Runs `action` with the clipboard's items loaded as `T`s when the person
    /// chooses Paste while this view (or a view in it) has focus, after
    /// `validator` keeps those it wants (none left: nothing is pasted).
    public func pasteDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
                                    validator: @escaping ([T]) -> [T] = { $0 }) -> some View where T: Transferable {
        let paste = UncheckedBox(value: (action: action, validator: validator))
        return onPasteCommand(of: T.importedContentTypes()) { providers in
            Task { @MainActor in
                let values = paste.value.validator(await NSItemProvider.loadTransferables(T.self, from: providers))
                if !values.isEmpty { paste.value.action(values) }
            }
        }
    }
}

/// Copy, Cut or Paste for a view: marks its element so the display sends the
/// command there, and handles it.
nonisolated struct ClipboardCommandModifier: PrimitiveModifier {
    enum Command: String {
        case copy, cut, paste

        var event: HostEvent.Kind {
            switch self {
            case .copy: .copyCommand
            case .cut: .cutCommand
            case .paste: .pasteCommand
            }
        }
    }

    enum Action {
        /// Copy and Cut: the items for the clipboard.
        case write(() -> [NSItemProvider])
        /// Paste: the types taken, most preferred first, and what takes the items.
        case read(types: [UTType], deliver: ([NSItemProvider]) -> Void)
    }

    let command: Command
    let action: Action?

    @MainActor func render(content: any View, into context: inout RenderContext) {
        defer { context.addChildren(content) }
        guard let action, context.environment.isEnabled else { return }
        let kinds: [String]
        if case let .read(types, _) = action {
            kinds = PasteButton.kinds(for: types)
            // A page's clipboard holds text: a view taking neither text nor URLs never pastes.
            guard !kinds.isEmpty else { return }
        } else {
            kinds = []
        }
        var pending = context.childEnvironment.pendingElementAttributes
        var commands = Set((pending[.clipboardCommands]?.string ?? "").split(separator: " ").map(String.init))
        commands.insert(command.rawValue)
        pending[.clipboardCommands] = .string(commands.sorted().joined(separator: " "))
        context.childEnvironment.pendingElementAttributes = pending
        let node = context.node
        context.on(command.event) { [weak node] event in
            switch action {
            case let .write(items):
                let providers = items()
                Task { @MainActor in
                    guard let text = await NSItemProvider.clipboardText(of: providers) else {
                        print("Proscenium: the copied items have no text the clipboard can hold; nothing copied")
                        return
                    }
                    NSPasteboard.general.copy(text, to: node?.graph.session)
                }
            case let .read(_, deliver):
                guard let text = event.value, !text.isEmpty else {
                    node?.graph.services.droppedEvents.dropped("paste without text", kind: event.kind.rawValue)
                    return
                }
                guard let provider = PasteButton.provider(for: text, kinds: kinds) else {
                    print("Proscenium: the clipboard's text is not a \(kinds.joined(separator: " or ")); nothing pasted")
                    return
                }
                deliver([provider])
            }
        }
    }
}

extension NSItemProvider {
    /// The text of items for the clipboard, one a line: each item's text, or its URL.
    static func clipboardText(of providers: [NSItemProvider]) async -> String? {
        var lines: [String] = []
        for provider in providers {
            if provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier),
               let data = try? await provider.loadDataRepresentation(for: .plainText) {
                lines.append(String(decoding: data, as: UTF8.self))
            } else if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier),
                      let data = try? await provider.loadDataRepresentation(for: .url),
                      let url = URL(dataRepresentation: data, relativeTo: nil)
                        ?? URL(string: String(decoding: data, as: UTF8.self)) {
                lines.append(url.absoluteString)
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}

extension UTType {
    /// The type an identifier names, declared or not.
    static func named(_ identifier: String) -> UTType { UTType(identifier) ?? UTType(importedAs: identifier) }
}

extension WindowInstance {
    /// Whether `command` has somewhere to go in this window: its focused view
    /// edits text, or it or a view around it takes the command
    /// (`onCopyCommand`, `copyable`, a list's or table's, ...).
    func takesClipboardCommand(_ command: ClipboardCommandModifier.Command) -> Bool {
        guard let focused = focus.focusedElement, let owner = graph.owner(of: focused) else { return false }
        if let tag = owner.host?.element?.tag, [.textfield, .texteditor, .search].contains(tag) { return true }
        var node: ViewNode? = owner
        while let current = node {
            let commands = current.element?.attributes[.clipboardCommands]?.string ?? ""
            if commands.split(separator: " ").contains(Substring(command.rawValue)) { return true }
            node = current.parent
        }
        return false
    }
}
