import Foundation

/// AppKit's pasteboard. What the app writes as text goes to the person's
/// clipboard through the page they are using; the app reads back what it
/// wrote (the browser lets a page read the clipboard only when the person
/// pastes, so other apps' copies are not readable here: a text field's
/// Paste still pastes them).
///
/// As on a Mac, it is not bound to the main actor: any thread reads and
/// writes it (a lock guards its contents), and text sent to the page's
/// clipboard goes there from the main actor. Unchecked Sendable: an open
/// NSObject subclass cannot be checked; the lock guards its state.
open class NSPasteboard: NSObject, @unchecked Sendable {
    /// A kind of pasteboard content, by uniform type identifier.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let string = PasteboardType("public.utf8-plain-text")
        public static let URL = PasteboardType("public.url")
        public static let fileURL = PasteboardType("public.file-url")
        public static let html = PasteboardType("public.html")
        public static let rtf = PasteboardType("public.rtf")
        public static let pdf = PasteboardType("com.adobe.pdf")
        public static let png = PasteboardType("public.png")
        public static let tiff = PasteboardType("public.tiff")
        public static let tabularText = PasteboardType("public.utf8-tab-separated-values-text")
        public static let color = PasteboardType("com.apple.cocoa.pasteboard.color")
    }

    /// The pasteboard copy and paste use.
    public static let general = NSPasteboard()

    /// What the pasteboard holds, guarded by `lock`.
    private struct Contents {
        var data: [PasteboardType: Data] = [:]
        var order: [PasteboardType] = []
        var changeCount = 0
    }

    private let lock = NSLock()
    private var state = Contents()

    private func withState<T>(_ body: (inout Contents) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Counts the times the contents were cleared.
    open var changeCount: Int { withState { $0.changeCount } }

    public override init() { super.init() }

    /// The types the pasteboard holds, in the order they were written.
    open var types: [PasteboardType]? { withState { $0.order } }

    /// Empties the pasteboard; returns the new change count.
    @discardableResult
    open func clearContents() -> Int {
        withState { state in
            state.data = [:]
            state.order = []
            state.changeCount += 1
            return state.changeCount
        }
    }

    /// Declares the types about to be written (clearing the old contents).
    @discardableResult
    open func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int {
        clearContents()
        return withState { state in
            state.order = newTypes
            return state.changeCount
        }
    }

    /// Writes data of a type; text types go to the person's clipboard too.
    @discardableResult
    open func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
        store(data, forType: dataType)
        if let data, self === NSPasteboard.general, [.string, .URL, .fileURL, .tabularText].contains(dataType),
           let text = String(data: data, encoding: .utf8) {
            // The page's clipboard is the session's, which lives on the main actor.
            onMainActor { NSApplication.shared.runtime?.modalSession?.copyText(text) }
        }
        return true
    }

    private func store(_ data: Data?, forType dataType: PasteboardType) {
        withState { state in
            guard let data else {
                state.data[dataType] = nil
                state.order.removeAll { $0 == dataType }
                return
            }
            state.data[dataType] = data
            if !state.order.contains(dataType) { state.order.append(dataType) }
        }
    }

    /// Replaces the contents with `text`, which goes to the clipboard of the
    /// person using `session` (a view's own session, not whichever one was used last).
    @MainActor
    func copy(_ text: String, to session: AppSession?) {
        clearContents()
        store(Data(text.utf8), forType: .string)
        session?.copyText(text)
    }

    /// Writes text of a type.
    @discardableResult
    open func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        setData(Data(string.utf8), forType: dataType)
    }

    /// The data of a type, if the pasteboard holds it.
    open func data(forType dataType: PasteboardType) -> Data? { withState { $0.data[dataType] } }

    /// The text of a type, if the pasteboard holds it.
    open func string(forType dataType: PasteboardType) -> String? {
        data(forType: dataType).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first of `types` the pasteboard holds.
    open func availableType(from types: [PasteboardType]) -> PasteboardType? {
        withState { state in types.first { state.data[$0] != nil } }
    }
}
