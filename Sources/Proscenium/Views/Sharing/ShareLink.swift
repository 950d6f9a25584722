import Foundation
import ProsceniumHost

/// A control that shares items: the browser's share sheet (Web Share) where
/// it has one, else the items are copied to the clipboard.
///
/// Its element is a `button` (`share="true"`) with the label's views; a click
/// sends the items to the display (`DisplayChange.share`). A browser shares
/// text and URLs: a `Transferable` item goes as its URL when it exports one
/// (`public.url`), else as its text (`public.plain-text`); sharing an item
/// that exports neither (an image, a file) is not supported: it is left out.
/// A `SharePreview`'s title is the share's title when no subject is given.
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View, PrimitiveView
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
      Data.Element: Transferable {
    let items: Data
    let request: ShareSource
    let label: Label

    init(items: Data, texts: [String], isURL: Bool, subject: Text?, message: Text?, label: Label) {
        self.items = items
        request = .ready(ShareRequest(items: texts, isURL: isURL, subject: subject?.plainText, message: message?.plainText))
        self.label = label
    }

    /// Items whose text is exported when the link is clicked.
    init(transferring items: Data, subject: Text?, message: Text?, title: String?, label: Label) {
        self.items = items
        let values = Array(items)
        let subject = subject?.plainText ?? title, message = message?.plainText
        request = .exported { await ShareSource.request(sharing: values, subject: subject, message: message) }
        self.label = label
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.share: true]
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
            switch request {
            case let .ready(request): share(request)
            case let .exported(make): Task { @MainActor in share(await make()) }
            }
        }
    }
}

/// What a share link shares: a request made up front (strings, URLs), or
/// one exported from `Transferable` items when the link is clicked.
enum ShareSource: Sendable {
    case ready(ShareRequest)
    case exported(@Sendable () async -> ShareRequest)

    /// The items as URLs when every one exports a URL, else as text.
    static func request<T: Transferable>(sharing values: [T], subject: String?, message: String?) async -> ShareRequest {
        var urls: [String] = [], texts: [String] = []
        for value in values {
            if let data = try? await value.exported(as: .url),
               let url = URL(dataRepresentation: data, relativeTo: nil) ?? URL(string: String(decoding: data, as: UTF8.self)) {
                urls.append(url.absoluteString)
                texts.append(url.absoluteString)
            } else if let data = try? await value.exported(as: .plainText) {
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        let isURL = !values.isEmpty && urls.count == values.count
        return ShareRequest(items: isURL ? urls : texts, isURL: isURL, subject: subject, message: message)
    }
}

/// A representation of a type to show when sharing it: a title, and an
/// image and icon. The title is the share's title; the image and icon are
/// not honoured, as the browser's share sheet draws its own.
nonisolated public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }

    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }

    /// The one place a preview is made: every public form funnels here.
    init(title: Text, image: Image? = nil, icon: Icon? = nil) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// The preview's title as plain text.
    var plainTitle: String { title.plainText }
}

nonisolated extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.init(title: title, icon: icon) }
}

nonisolated extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image) }
}

nonisolated extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey)) }
    /// A preview with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title)) }
    /// A preview with a title.
    public init(_ title: Text) { self.init(title: title) }
}

// MARK: Transferable items with previews

nonisolated extension ShareLink {
    /// Shares items, each with a preview, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(transferring: items, subject: subject, message: message,
                  title: items.first.map { preview($0).plainTitle }, label: label())
    }

    /// Shares an item with a preview, with a custom label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(transferring: CollectionOfOne(item), subject: subject, message: message, title: preview.plainTitle,
                  label: label())
    }
}

nonisolated extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares items, each with a preview, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// Shares an item with a preview, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }

    /// Shares items, each with a preview, labelled with a title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares items, each with a preview, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares items, each with a preview, labelled with a title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }

    /// Shares an item with a preview, labelled with a title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares an item with a preview, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                   preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares an item with a preview, labelled with a title.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
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

    /// Shares strings, labelled with a title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares strings, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares strings, labelled with a title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// Shares URLs, labelled with a title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares URLs, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares URLs, labelled with a title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
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
