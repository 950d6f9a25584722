import Logging

/// One window as saved for restoration.
package struct RestoredWindow: Codable, Equatable {
    package var sceneID: String
    package var value: Data?
    package var sceneStorage: [String: StoredValue]
    package var x: Double?
    package var y: Double?
    package var width: Double?
    package var height: Double?
}

/// Saves which windows each display has open (scene, presented value, scene
/// storage, frame, order) as they change, at most a second late, atomically;
/// a relaunch (even after `kill -9`) reopens them. A damaged file is set
/// aside with a warning and the app starts clean.
///
/// Every browser that connects is a display with its own windows, so the
/// store keeps the windows of the displays connected now and of the
/// `departedLimit` that left most recently: kept for good, every browser that
/// ever connected would stay in memory and in the file (and in every save).
/// A display with no windows open is not kept: it starts as a new one does.
@MainActor
package final class RestorationStore {
    package let file: URL
    private var saved: [String: [RestoredWindow]]
    /// Client keys, least recently saved first.
    private var recency: [String]
    /// How many displays that have left keep their windows.
    package let departedLimit: Int
    private var dirty = false
    private var saveScheduled = false
    private let log = Logger(label: "proscenium.restoration")

    package init(file: URL, departedLimit: Int = 64) {
        self.file = file
        self.departedLimit = departedLimit
        saved = [:]
        recency = []
        guard let data = try? Data(contentsOf: file) else { return }
        do {
            saved = try JSONDecoder().decode([String: [RestoredWindow]].self, from: data)
            recency = saved.keys.sorted()
        } catch {
            DamagedFile.setAside(file, what: "restoration file", error: error, log: log)
        }
    }

    package func windows(for clientKey: String) -> [RestoredWindow] { saved[clientKey] ?? [] }

    package func markDirty() { dirty = true }

    /// Saves within a second if anything changed, with the sessions
    /// connected then: a display that left meanwhile counts as departed.
    package func saveSoon(sessions: @escaping @MainActor () -> [AppSession]) {
        guard dirty, !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.saveScheduled = false
                self.saveNow(sessions: sessions())
            }
        }
    }

    /// Saves now, then re-makes the saved windows from what was written, so
    /// that they lie together: those of departed displays were made while
    /// the crowd was open and sit among its freed blocks, each keeping a page
    /// in use that the display could otherwise give back (see the web
    /// display's `AllocatorTrim`).
    package func compact(sessions: [AppSession]) {
        guard let data = saveNow(sessions: sessions),
              let copy = try? JSONDecoder().decode([String: [RestoredWindow]].self, from: data) else { return }
        // The recency list shares the new dictionary's keys.
        let keys = Dictionary(uniqueKeysWithValues: copy.keys.map { ($0, $0) })
        recency = recency.compactMap { keys[$0] }
        saved = copy
    }

    /// Saves the windows of `sessions` (and of the departed displays kept);
    /// returns the encoding written, nil if it could not be made.
    @discardableResult
    package func saveNow(sessions: [AppSession]) -> Data? {
        var live = Set<String>()
        for session in sessions {
            let key = session.clientKey
            live.insert(key)
            let windows = session.restorableWindows()
            saved[key] = windows.isEmpty ? nil : windows
            recency.removeAll { $0 == key }
            if !windows.isEmpty { recency.append(key) }
        }
        // The displays that left longest ago go first; connected ones stay.
        var departed = saved.keys.count { !live.contains($0) }
        var index = 0
        while departed > departedLimit, index < recency.count {
            let key = recency[index]
            if live.contains(key) { index += 1; continue }
            saved[key] = nil
            recency.remove(at: index)
            departed -= 1
        }
        dirty = false
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(saved)
        } catch {
            log.error("could not encode the open windows: \(error)")
            return nil
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try AtomicFileWriter.write(data, to: file)
        } catch {
            log.error("could not save open windows to \(file.path): \(error)")
        }
        return data
    }
}

extension AppSession {
    /// This session's windows as saved for restoration, back to front. A
    /// document's window is not among them: the document reopens it (a
    /// recovered or launch document), and one restored without its
    /// document would be an empty window.
    package func restorableWindows() -> [RestoredWindow] {
        windows.compactMap { window in
            guard let declaration = window.declaration, !declaration.isSystemPanel,
                  declaration.kind != .documentGroup else { return nil }
            return RestoredWindow(sceneID: window.sceneID,
                                  value: window.presentedValue.flatMap { declaration.valueType?.encode($0) },
                                  sceneStorage: window.sceneStorage.values,
                                  x: window.attributes.x, y: window.attributes.y,
                                  width: window.attributes.width, height: window.attributes.height)
        }
    }
}
