import Logging

/// One window as saved for restoration.
struct RestoredWindow: Codable, Equatable {
    var sceneID: String
    var value: Data?
    var sceneStorage: [String: StoredValue]
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?
}

/// Saves which windows each display has open (scene, presented value, scene
/// storage, frame, order) as they change, at most a second late, atomically;
/// a relaunch (even after `kill -9`) reopens them. A damaged file is set
/// aside with a warning and the app starts clean.
@MainActor
final class RestorationStore {
    let file: URL
    private var saved: [String: [RestoredWindow]]
    private var dirty = false
    private var saveScheduled = false
    private let log = Logger(label: "proscenium.restoration")

    init(file: URL) {
        self.file = file
        saved = [:]
        guard let data = try? Data(contentsOf: file) else { return }
        do {
            saved = try JSONDecoder().decode([String: [RestoredWindow]].self, from: data)
        } catch {
            DamagedFile.setAside(file, what: "restoration file", error: error, log: log)
        }
    }

    func windows(for clientKey: String) -> [RestoredWindow] { saved[clientKey] ?? [] }

    func markDirty() { dirty = true }

    /// Saves within a second if anything changed.
    func saveSoon(sessions: [AppSession]) {
        guard dirty, !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.saveScheduled = false
                self.saveNow(sessions: sessions)
            }
        }
    }

    func saveNow(sessions: [AppSession]) {
        for session in sessions { saved[session.clientKey] = session.restorableWindows() }
        dirty = false
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(saved)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try AtomicFileWriter.write(data, to: file)
        } catch {
            log.error("could not save open windows to \(file.path): \(error)")
        }
    }
}

extension AppSession {
    /// This session's windows as saved for restoration, back to front.
    func restorableWindows() -> [RestoredWindow] {
        windows.compactMap { window in
            guard let declaration = window.declaration, !declaration.isSystemPanel else { return nil }
            return RestoredWindow(sceneID: window.sceneID,
                                  value: window.presentedValue.flatMap { declaration.valueType?.encode($0) },
                                  sceneStorage: window.sceneStorage.values,
                                  x: window.attributes.x, y: window.attributes.y,
                                  width: window.attributes.width, height: window.attributes.height)
        }
    }
}
