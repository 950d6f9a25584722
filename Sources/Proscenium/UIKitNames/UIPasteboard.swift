import Foundation

/// UIKit's pasteboard, as SwiftUI apps copy with it
/// (`UIPasteboard.general.string = text`). It shares AppKit's general
/// pasteboard: text and links the app writes go to the person's clipboard
/// through their page, and the app reads back what it wrote (a page can read
/// the clipboard only when the person pastes). As in UIKit, it is not bound
/// to the main actor: any thread reads and writes it. Unchecked Sendable:
/// an open NSObject subclass cannot be checked; its one stored property is
/// the (locked) AppKit pasteboard it shares.
open class UIPasteboard: NSObject, @unchecked Sendable {
    private let board: NSPasteboard

    private init(board: NSPasteboard) {
        self.board = board
        super.init()
    }

    /// The pasteboard copy and paste use.
    public static let general = UIPasteboard(board: .general)

    /// The text on the pasteboard; setting it replaces what was there.
    open var string: String? {
        get { board.string(forType: .string) }
        set { replace(with: newValue.map { [.string: Data($0.utf8)] } ?? [:]) }
    }

    /// Every text on the pasteboard (one here).
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// The link on the pasteboard; setting it replaces what was there (and
    /// puts its text on the clipboard).
    open var url: URL? {
        get { board.string(forType: .URL).flatMap(URL.init(string:)) }
        set { replace(with: newValue.map { [.URL: Data($0.absoluteString.utf8)] } ?? [:]) }
    }

    /// Every link on the pasteboard (one here).
    open var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }

    /// The image on the pasteboard (its PNG or JPEG bytes); setting it replaces what was there.
    open var image: UIImage? {
        get { (board.data(forType: .png) ?? board.data(forType: Self.jpeg)).flatMap { UIImage(data: $0) } }
        set {
            guard let newValue else { return replace(with: [:]) }
            if let png = newValue.pngData() { replace(with: [.png: png]) }
            else if let jpeg = newValue.jpegData(compressionQuality: 1) { replace(with: [Self.jpeg: jpeg]) }
            else { replace(with: [:]) }
        }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { board.string(forType: .string) != nil }
    /// Whether it holds a link.
    open var hasURLs: Bool { url != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { image != nil }
    /// How many times its contents changed.
    open var changeCount: Int { board.changeCount }

    private static let jpeg = NSPasteboard.PasteboardType("public.jpeg")

    private func replace(with contents: [NSPasteboard.PasteboardType: Data]) {
        board.clearContents()
        for (type, data) in contents { board.setData(data, forType: type) }
    }
}
