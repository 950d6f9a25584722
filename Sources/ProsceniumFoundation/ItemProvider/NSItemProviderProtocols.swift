// Foundation's item provider protocols, which Linux's Foundation lacks: what a
// class declares to be written into an item provider (dragged, copied) and
// read back out of one. `NSString` and `NSURL` conform, as on Apple platforms,
// so `NSItemProvider(object: text as NSString)` and
// `loadObject(ofClass: String.self)` work.

import Foundation

/// Who may see a representation an item provider offers. In one Proscenium
/// app every drag and drop stays in the process, so every visibility is seen.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// A class whose instances an item provider can offer as data.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The types the class writes, in order of fidelity.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this instance writes (by default the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Writes the instance as `typeIdentifier` data and hands it to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}

/// A class whose instances can be made from an item provider's data.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The types the class reads, in order of preference.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an instance from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The text types `NSString` writes and reads.
private let textTypes = ["public.utf8-plain-text", "public.plain-text", "public.text"]

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { textTypes + ["public.url"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw NSItemProvider.coercionError(typeIdentifier) }
        // NSString's initialisers are not `required`: an instance of exactly this class.
        guard let made = NSString(string: text) as? Self else { throw NSItemProvider.coercionError(typeIdentifier) }
        return made
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? ["public.file-url", "public.url"] : ["public.url"]
    }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.file-url", "public.url"] + textTypes }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler((self as URL).dataRepresentation, nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.scheme != nil, let made = NSURL(string: url.absoluteString) as? Self else {
            throw NSItemProvider.coercionError(typeIdentifier)
        }
        return made
    }
}
