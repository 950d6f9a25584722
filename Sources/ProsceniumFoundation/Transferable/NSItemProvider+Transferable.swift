// Item providers and `Transferable`: a value registered in a provider offers
// each type its representations export; a provider's data loads as a value
// through the first representation that imports one of its types.

import Foundation
import UniformTypeIdentifiers

extension NSItemProvider {
    /// Registers every representation `transferable` exports, most preferred first.
    public func register<T>(_ transferable: @autoclosure @escaping @Sendable () -> T) where T: Transferable {
        let value = transferable()
        if suggestedName == nil { suggestedName = value.suggestedFileName() }
        for entry in value.exportEntries(visibility: .ownProcess) {
            guard let export = entry.export else { continue }
            let visibility = NSItemProviderRepresentationVisibility(rawValue: entry.visibility.level) ?? .all
            registerDataRepresentation(forTypeIdentifier: entry.contentType.identifier, visibility: visibility) { completion in
                Task {
                    do { completion(try await export(value).data(), nil) } catch { completion(nil, error) }
                }
                return nil
            }
        }
    }

    /// Loads a `T` from the first of its importing representations the provider offers a type for.
    @discardableResult
    public func loadTransferable<T>(type transferableType: T.Type,
                                    completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress
    where T: Transferable {
        let progress = Progress(totalUnitCount: 1)
        let candidates = transferCandidates(for: T.self)
        Task {
            var failure: any Error = NSItemProvider.coercionError(T.importedContentTypes().first?.identifier ?? "")
            for (offered, importer) in candidates {
                do {
                    let data = try await loadDataRepresentation(for: UTType(offered) ?? UTType(importedAs: offered))
                    let value = try await importer(.data(data))
                    progress.completedUnitCount = 1
                    completionHandler(.success(value))
                    return
                } catch { failure = error }
            }
            completionHandler(.failure(failure))
        }
        return progress
    }

    /// Whether a `T` could be loaded from a representation offered.
    func canLoadTransferable<T: Transferable>(_ type: T.Type) -> Bool { !transferCandidates(for: type).isEmpty }

    /// The offered types paired with the importers that read them: `T`'s
    /// representations in order, each with the offered types conforming to
    /// it. A URL's bytes are only read as a URL, never as a file's contents.
    private func transferCandidates<T: Transferable>(for type: T.Type)
        -> [(String, @Sendable (TransferPayload) async throws -> T)] {
        let offered = registeredTypeIdentifiers
        var candidates: [(String, @Sendable (TransferPayload) async throws -> T)] = []
        for entry in T.transferEntries {
            guard let importer = entry.importer else { continue }
            let wantsURL = entry.contentType.conforms(to: .url)
            for type in offered where Self.type(type, conformsTo: entry.contentType.identifier) {
                if !wantsURL, Self.type(type, conformsTo: UTType.url.identifier) { continue }
                candidates.append((type, importer))
            }
        }
        return candidates
    }
}
