import ProsceniumHost

/// The placements a connection's page holds, by window: a window's next
/// placement is sent as the frames that changed since (`layoutChanges`)
/// rather than whole, so an update that moves one row of a thousand sends
/// that row's frames, not a thousand rows'. Every message of a connection
/// is encoded in order by one encoder, and a page that falls behind is
/// sent everything again on a new connection, so the page holds exactly
/// what was sent here.
final class SentPlacements {
    private var byWindow: [SurfaceID: LayoutPlacement] = [:]

    /// Notes what the page has of `surface` once it is sent whole.
    func sent(_ surface: Surface) { byWindow[surface.id] = surface.attributes.layout }

    func closed(_ id: SurfaceID) { byWindow[id] = nil }

    /// The wire text of `placement`'s changes since the placement last sent
    /// for `id`, or nil when it is to be sent whole (none was sent, or most
    /// frames changed); notes `placement` as sent either way.
    func changes(to placement: LayoutPlacement?, of id: SurfaceID) -> String? {
        defer { byWindow[id] = placement }
        guard let placement, let old = byWindow[id] else { return nil }
        return placement.wireChanges(since: old)
    }
}

extension LayoutPlacement {
    /// `WIDTH HEIGHT` then `;`-separated frames that are new or changed
    /// (as in the whole wire text) and `;xID` for each view no longer
    /// placed; nil when more than half of the frames changed, which the
    /// whole text says as briefly.
    func wireChanges(since old: LayoutPlacement) -> String? {
        var changed: [Frame] = []
        var oldByID: [ElementID: Frame]?
        var seen: Set<ElementID>?
        // Most updates keep the frames in the same order: compared in step
        // until they part.
        for (index, frame) in frames.enumerated() {
            if oldByID == nil, index < old.frames.count, old.frames[index].id == frame.id {
                if old.frames[index] != frame { changed.append(frame) }
                continue
            }
            if oldByID == nil {
                oldByID = Dictionary(old.frames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                seen = Set(frames[..<index].map(\.id))
            }
            seen?.insert(frame.id)
            if oldByID?[frame.id] != frame { changed.append(frame) }
        }
        // Checked once: stopping early when half have changed saves little,
        // as such updates are rare and their comparison is cheap.
        if changed.count * 2 > frames.count { return nil }
        let gone: [ElementID]
        if let seen {
            gone = old.frames.map(\.id).filter { !seen.contains($0) }
        } else {
            gone = old.frames.dropFirst(frames.count).map(\.id)
        }
        return wireText(changed, removed: gone)
    }
}
