// Foundation's `NSItemProvider`, which Linux's Foundation lacks: what a drag
// carries (`onDrag`, `onDrop`, `onInsert` in SwiftUI). It holds
// representations of one item, each a type identifier and a way to make the
// data, and hands them out by type, conforming types included
// (`public.utf8-plain-text` is `public.text`). Completion handlers run on a
// background queue, as Apple's do.

import Foundation
import UniformTypeIdentifiers

/// Offers one item as data of several types, made when asked for.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked, as Apple declares it: its representations and name are read and written under `lock`.
    /// A block that receives a loaded item (`loadItem(forTypeIdentifier:options:completionHandler:)`).
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    /// A block that loads an item and coerces it to the expected class (`registerItem(forTypeIdentifier:loadHandler:)`).
    public typealias LoadHandler = @Sendable (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// The domain of the errors item providers report.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The codes of the errors item providers report.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    /// One representation: its type and how to make its data (or its item).
    struct Representation: @unchecked Sendable {
        // Unchecked: immutable; its loader is @Sendable and its item one the provider owns, as Apple's blocks assume.
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let loadData: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        /// The item itself, when registered as one (`init(item:typeIdentifier:)`).
        let item: (any NSSecureCoding)?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var storedName: String?

    /// An item provider with no representations yet.
    public override init() {
        super.init()
    }

    /// An item provider offering `object` in every type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// An item provider offering `item` as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let box = UncheckedItem(item: item)
        add(Representation(typeIdentifier: typeIdentifier, visibility: .all, loadData: { completion in
            if let data = NSItemProvider.data(of: box.item) { completion(data, nil) }
            else if let writer = box.item as? any NSItemProviderWriting {
                return writer.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            } else { completion(nil, NSItemProvider.coercionError(typeIdentifier)) }
            return nil
        }, item: item))
    }

    /// An item provider offering the file at `fileURL`: its URL and its
    /// contents (as the type its extension names); nil when it is not a file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL,
              FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
        registerDataRepresentation(forTypeIdentifier: "public.file-url", visibility: .all) { completion in
            completion(fileURL.dataRepresentation, nil)
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.withLock {
            copy.representations = representations
            copy.storedName = storedName
        }
        return copy
    }

    // MARK: Registering

    /// Offers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        add(Representation(typeIdentifier: typeIdentifier, visibility: visibility, loadData: loadHandler, item: nil))
    }

    /// Offers `object` in every type it writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(value: object)
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Offers an object of `aClass`, made by `loadHandler` when asked for, in every type the class writes.
    open func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?
    ) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { completion(nil, error ?? NSItemProvider.coercionError(type)); return }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    /// Offers an item of `typeIdentifier` that `loadHandler` hands over when asked for.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) {
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            loadHandler({ item, error in
                guard let item, let data = NSItemProvider.data(of: item) else {
                    completion(nil, error ?? NSItemProvider.coercionError(typeIdentifier))
                    return
                }
                completion(data, nil)
            }, nil, nil)
            return nil
        }
    }

    // MARK: Asking

    /// The types offered, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// The types offered with `fileOptions` (every one: none is only a file here).
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

    /// A name for the item, for a file made from it.
    open var suggestedName: String? {
        get { lock.withLock { storedName } }
        set { lock.withLock { storedName = newValue } }
    }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an object of `aClass` can be read from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    // MARK: Loading

    /// Loads the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            Self.deliver { completionHandler(nil, Self.coercionError(typeIdentifier)) }
            return progress
        }
        Self.deliver {
            _ = representation.loadData { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, data == nil ? (error ?? Self.coercionError(typeIdentifier)) : nil)
            }
        }
        return progress
    }

    /// Loads an object of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let types = lock.withLock { representations.map(\.typeIdentifier) }
        let readable = aClass.readableTypeIdentifiersForItemProvider
        // The provider's order decides (its best representation first), among the types the class reads.
        guard let type = types.first(where: { offered in readable.contains { Self.type(offered, conformsTo: $0) } }) else {
            Self.deliver { completionHandler(nil, Self.coercionError(readable.first ?? "")) }
            return Progress(totalUnitCount: 1)
        }
        let reader = UncheckedBox(value: aClass)
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { completionHandler(nil, error); return }
            do { completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: type), nil) }
            catch { completionHandler(nil, error) }
        }
    }

    /// Loads the item of the first representation conforming to
    /// `typeIdentifier`: the item registered, or its data (as `Data`).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        guard let completionHandler else { return }
        if let item = representation(conformingTo: typeIdentifier)?.item {
            let box = UncheckedItem(item: item)
            Self.deliver { completionHandler(box.item, nil) }
            return
        }
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler(data.map { NSData(data: $0) }, error)
        }
    }

    /// Loads the item of the first representation conforming to `typeIdentifier`.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil) async throws -> any NSSecureCoding {
        let box: UncheckedItem = try await withCheckedThrowingContinuation { continuation in
            loadItem(forTypeIdentifier: typeIdentifier, options: options) { item, error in
                if let item { continuation.resume(returning: UncheckedItem(item: item)) }
                else { continuation.resume(throwing: error ?? Self.coercionError(typeIdentifier)) }
            }
        }
        return box.item
    }

    // MARK: Helpers

    private func add(_ representation: Representation) {
        lock.withLock { representations.append(representation) }
    }

    func representation(conformingTo typeIdentifier: String) -> Representation? {
        lock.withLock { representations.first { Self.type($0.typeIdentifier, conformsTo: typeIdentifier) } }
    }

    /// Whether `type` is `other` or conforms to it by the type registry.
    static func type(_ type: String, conformsTo other: String) -> Bool {
        if type == other { return true }
        guard let a = UTType(type), let b = UTType(other) else { return false }
        return a.conforms(to: b)
    }

    /// The data of a plain item: data itself, text as UTF-8, a URL's data representation.
    static func data(of item: Any) -> Data? {
        switch item {
        case let data as Data: data
        case let url as URL: url.dataRepresentation
        case let text as String: Data(text.utf8)
        default: nil
        }
    }

    /// Completion handlers run off the caller, on a background queue, as Apple's do.
    static func deliver(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }

    static func coercionError(_ typeIdentifier: String) -> NSError {
        NSError(domain: errorDomain, code: ErrorCode.unavailableCoercionError.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "no representation of the item as \(typeIdentifier)"])
    }
}

/// Options for file representations (`registeredTypeIdentifiers(fileOptions:)`).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file is opened in place, not copied.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// An item handed across queues: items are immutable values or objects the
/// provider owns, as Apple's blocks assume.
struct UncheckedItem: @unchecked Sendable {
    // Unchecked: items are immutable values or objects the provider owns (above).
    let item: any NSSecureCoding
}

/// An object handed across queues, as Apple's `Sendable` blocks take it.
package struct UncheckedBox<Value>: @unchecked Sendable {
    // Unchecked: for values Apple's Sendable blocks take as they are (coders, items); each user passes one it no longer mutates.
    package let value: Value
    package init(value: Value) { self.value = value }
}
