// The Swift forms of `NSItemProvider`'s object and type methods: Swift values
// bridged to their Foundation classes (`loadObject(ofClass: String.self)`),
// and `UTType`s for type identifiers, as Apple's overlays declare them.

import Foundation
import UniformTypeIdentifiers

extension NSItemProvider {
    /// An item provider offering `object` (a `String`, a `URL`) in every type its class writes.
    public convenience init<T>(object: T) where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// Loads a `T` (a `String`, a `URL`) from the first representation its class reads.
    @preconcurrency @discardableResult
    public func loadObject<T>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let object = object as? T._ObjectiveCType else { completionHandler(nil, error); return }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// Whether a `T` can be read from a representation.
    public func canLoadObject<T>(ofClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type)
    }

    /// Offers a `T` made by `loadHandler` when asked for, in every type its class writes.
    @preconcurrency
    public func registerObject<T>(ofClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
                                  loadHandler: @escaping @Sendable (@Sendable (T?, (any Error)?) -> Void) -> Progress?)
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
        registerObject(ofClass: T._ObjectiveCType.self as any NSItemProviderWriting.Type, visibility: visibility) { completion in
            loadHandler { value, error in completion(value.map { $0._bridgeToObjectiveC() }, error) }
        }
    }
}

extension NSItemProvider {
    /// The types offered, in the order they were registered.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.map { UTType(importedAs: $0) } }

    /// The types offered that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Offers data of `contentType`, made by `loadHandler` when asked for.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility) { completion in
            loadHandler { data, error in completion(data, error) }
        }
    }

    /// Loads the data of the first representation conforming to `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the data of the first representation conforming to `contentType`.
    public func loadDataRepresentation(for contentType: UTType) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, error in
                if let data { continuation.resume(returning: data) }
                else { continuation.resume(throwing: error ?? NSItemProvider.coercionError(contentType.identifier)) }
            }
        }
    }
}
