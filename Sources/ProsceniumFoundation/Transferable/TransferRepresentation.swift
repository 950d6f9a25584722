// `TransferRepresentation` and its builder. Every representation, built-in or
// composed, flattens to `TransferEntry`s: the built-in ones are leaves (their
// `Body` is `Never`), a composed one is its body's entries.

import Foundation
import UniformTypeIdentifiers
import Combine

/// A declarative description of the process of importing and exporting a transferable item.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item being transferred.
    associatedtype Item: Transferable
    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation
    /// A builder expression that describes the process of importing and exporting an item.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The entries this representation stands for (built-in representations list their own).
    func _entries() -> [Any]
}

extension TransferRepresentation {
    public func _entries() -> [Any] { body._entries() }

    /// The entries, typed for `Item`.
    func entries<T>(as: T.Type) -> [TransferEntry<T>] { _entries().compactMap { $0 as? TransferEntry<T> } }
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations have no body: their entries are their own.
    public var body: Never { fatalError("\(Self.self) is a built-in transfer representation") }
}

/// The end of a chain of representations: built-in representations' `Body`.
/// `Never`'s `Body` and `body` declared here serve its other conformances
/// too (Proscenium's `View`, `Gesture`), which do not declare their own.
extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public func _entries() -> [Any] { [] }
}

/// What a `SharePreview` without an image or icon has for them.
extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

/// What a representation exports or imports: data, or a file.
enum TransferPayload: Sendable {
    case data(Data)
    case file(URL, isOriginal: Bool)

    /// The payload as data (a file's contents).
    func data() throws -> Data {
        switch self {
        case let .data(data): data
        case let .file(url, _): try Data(contentsOf: url)
        }
    }

    /// The payload as a file: data is written to a file of its own, named `name`.
    func file(named name: String?, type: UTType) throws -> ReceivedTransferredFile {
        switch self {
        case let .file(url, isOriginal): return ReceivedTransferredFile(file: url, isOriginalFile: isOriginal)
        case let .data(data):
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("proscenium-transfers", isDirectory: true)
                .appendingPathComponent(UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var fileName = name.map { ($0 as NSString).lastPathComponent } ?? "Untitled"
            if (fileName as NSString).pathExtension.isEmpty, let ext = type.preferredFilenameExtension { fileName += ".\(ext)" }
            let url = folder.appendingPathComponent(fileName)
            try data.write(to: url)
            return ReceivedTransferredFile(file: url, isOriginalFile: false)
        }
    }
}

/// One way to move an item: a content type, how to export an item as it,
/// how to import one from it, and what the modifiers added.
struct TransferEntry<Item>: @unchecked Sendable {
    // Unchecked: every closure is @Sendable and UTType is a value; Item itself is never stored.
    var contentType: UTType
    var export: (@Sendable (Item) async throws -> TransferPayload)?
    var importer: (@Sendable (TransferPayload) async throws -> Item)?
    var condition: (@Sendable (Item) -> Bool)?
    var fileName: (@Sendable (Item) -> String?)?
    var visibility = TransferRepresentationVisibility.all

    /// Whether the audience `level` sees this entry: one for `.all` is seen by
    /// every audience, one for `.ownProcess` only by the app itself.
    func visible(at level: TransferRepresentationVisibility) -> Bool { visibility.level <= level.level }
}

/// Creates a transfer representation by composing existing transfer representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    /// Passes a single transfer representation to the builder unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content
    where Item == Content.Item, Content: TransferRepresentation {
        content
    }

    /// Composes several transfer representations, the first preferred.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleTransferRepresentation<Item, (repeat each Content)>
    where repeat each Content: TransferRepresentation {
        var entries: [Any] = []
        for representation in repeat each content { entries += representation._entries() }
        return TupleTransferRepresentation(value: (repeat each content), entries: entries)
    }

    /// Builds a transfer representation from an expression.
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation {
        content
    }

    /// Builds an encodable and decodable transfer representation from an expression.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder>
    where Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
          Encoder.Output == Data, Decoder.Input == Data {
        content
    }
}

/// A transfer representation made of several, the first preferred.
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entryList: UncheckedEntries
    init(value: Value, entries: [Any]) { entryList = UncheckedEntries(entries: entries) }
    public func _entries() -> [Any] { entryList.entries }
}

/// Entries handed across isolation: each is a `Sendable` entry.
struct UncheckedEntries: @unchecked Sendable {
    // Unchecked: each element is a Sendable TransferEntry, typed Any only for its Item.
    let entries: [Any]
}

/// A representation whose entries a modifier changed.
struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    typealias Item = Base.Item
    typealias Body = Never
    let base: Base
    let change: @Sendable (inout TransferEntry<Base.Item>) -> Void
    func _entries() -> [Any] {
        base.entries(as: Item.self).map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

extension TransferRepresentation {
    /// Specifies the kinds of apps and processes that can see an item in transit.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }

    /// Prevents the system from exporting an item if it does not meet the supplied condition.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { entry in
            let earlier = entry.condition
            entry.condition = { (earlier?($0) ?? true) && condition($0) }
        }
    }

    /// Provides a filename to use if the receiver chooses to write the item to disk.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = { _ in fileName } }
    }

    /// Provides a filename to use if the receiver chooses to write the item to disk.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = fileName }
    }
}
