import Logging

/// Recovery copies of edited documents: written a second after each edit
/// (so at most a few seconds old), removed when the document is saved,
/// reverted or closed. After a crash the next launch reopens each one,
/// edited, in the window of its document group.
@MainActor
final class RecoveryStore {
    struct Record: Codable, Equatable {
        var id: UUID
        var sceneID: String
        var fileURL: URL?
        var untitledName: String
        var typeIdentifier: String
    }

    let folder: URL
    private var pending: [UUID: DocumentBox] = [:]
    private var scheduled = false
    private let log = Logger(label: "proscenium.recovery")

    init(folder: URL) { self.folder = folder }

    /// Writes `box`'s recovery copy within a second.
    func scheduleAutosave(_ box: DocumentBox) {
        pending[box.recoveryID] = box
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated { self?.autosaveNow() }
        }
    }

    /// Writes every pending recovery copy now.
    func autosaveNow() {
        scheduled = false
        let boxes = pending.values
        pending.removeAll()
        for box in boxes where box.isEdited { save(box) }
    }

    private func save(_ box: DocumentBox) {
        guard let sceneID = box.window?.sceneID else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let wrapper = try box.declaration.write(box.document, box.contentType, nil)
            try wrapper.write(to: contentsURL(box.recoveryID), options: .atomic, originalContentsURL: nil)
            let record = Record(id: box.recoveryID, sceneID: sceneID, fileURL: box.fileURL, untitledName: box.untitledName,
                                typeIdentifier: box.contentType.identifier)
            _ = try AtomicFileWriter.write(try JSONEncoder().encode(record), to: recordURL(box.recoveryID))
        } catch {
            log.error("could not write a recovery copy of \(box.displayName): \(error)")
        }
    }

    /// Forgets `box`'s recovery copy (it was saved, reverted or closed).
    func remove(_ box: DocumentBox) {
        pending[box.recoveryID] = nil
        try? FileManager.default.removeItem(at: contentsURL(box.recoveryID))
        try? FileManager.default.removeItem(at: recordURL(box.recoveryID))
    }

    /// The recovery copies left by an earlier run, with their contents.
    func leftovers() -> [(Record, FileWrapper)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.compactMap { name in
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url), let record = try? JSONDecoder().decode(Record.self, from: data),
                  let wrapper = try? FileWrapper(url: contentsURL(record.id), options: .immediate) else {
                log.warning("set aside an unreadable recovery record \(name)")
                try? FileManager.default.moveItem(at: url, to: url.appendingPathExtension("damaged"))
                return nil
            }
            return (record, wrapper)
        }
    }

    func discard(_ record: Record) {
        try? FileManager.default.removeItem(at: contentsURL(record.id))
        try? FileManager.default.removeItem(at: recordURL(record.id))
    }

    private func contentsURL(_ id: UUID) -> URL { folder.appendingPathComponent("\(id.uuidString).contents") }
    private func recordURL(_ id: UUID) -> URL { folder.appendingPathComponent("\(id.uuidString).json") }
}
