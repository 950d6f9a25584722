import Foundation
import ProsceniumHost

/// A control that shares items: the browser's share sheet (Web Share) where
/// it has one, else the items are copied to the clipboard.
///
/// Its element is a `button` (`share="true"`) with the label's views; a click
/// sends the items to the display (`DisplayChange.share`). Sharing
/// `Transferable` items and the `preview:` forms are not supported yet (this
/// framework does not define `Transferable` or `SharePreview`): the forms
/// here share strings and URLs, and the type does not yet require its items
/// and previews to be `Transferable` as SwiftUI's does.
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View, PrimitiveView
where Data: RandomAccessCollection, Label: View {
    let items: Data
    let request: ShareRequest
    let label: Label

    init(items: Data, texts: [String], isURL: Bool, subject: Text?, message: Text?, label: Label) {
        self.items = items
        request = ShareRequest(items: texts, isURL: isURL, subject: subject?.plainText,
                               message: message?.plainText)
        self.label = label
    }

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.share: "true"]
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.button, attributes)
        context.addChildren(label)
        let enabled = context.environment.isEnabled
        let share = context.environment.shareItems
        let request = self.request
        context.on(.click) { _ in
            guard enabled else { return }
            guard let share else {
                print("Proscenium: ShareLink: this view is not in a window that can share")
                return
            }
            share(request)
        }
    }
}

/// The system's label for a share link: "Share" with the share symbol, or the title given.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    init(_ title: Text = Text("Share")) { self.title = title }
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension DefaultShareLinkLabel: PlainTitled {
    var plainTitle: String { title.plainText }
}

// MARK: Custom labels

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a string, with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), texts: [item], isURL: false, subject: subject, message: message,
                  label: label())
    }

    /// Shares a URL, with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), texts: [item.absoluteString], isURL: true, subject: subject,
                  message: message, label: label())
    }

    /// Shares strings, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, texts: Array(items), isURL: false, subject: subject, message: message, label: label())
    }

    /// Shares URLs, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, texts: items.map(\.absoluteString), isURL: true, subject: subject, message: message,
                  label: label())
    }
}

// MARK: The system label

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a string, labelled "Share".
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Shares a URL, labelled "Share".
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Shares strings, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Shares URLs, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// Shares a string, labelled with a title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares a string, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares a string, labelled with a title.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// Shares a URL, labelled with a title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares a URL, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares a URL, labelled with a title.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }
}

extension EnvironmentValues {
    private struct ShareItemsKey: EnvironmentKey {
        static var defaultValue: (@MainActor (ShareRequest) -> Void)? { nil }
    }

    /// How the display showing this view shares items (`ShareLink`).
    var shareItems: (@MainActor (ShareRequest) -> Void)? {
        get { self[ShareItemsKey.self] }
        set { self[ShareItemsKey.self] = newValue }
    }
}
