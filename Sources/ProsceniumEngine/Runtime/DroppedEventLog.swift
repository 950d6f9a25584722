import Logging

/// Logs events that were dropped (unknown window or element, nothing to
/// handle them): each reason once, then a count at most every ten seconds,
/// so a misbehaving or hostile page cannot flood the log.
@MainActor
package final class DroppedEventLog {
    private let log = Logger(label: "proscenium.events")
    private var seen: Set<String> = []
    private var unreported = 0
    private var lastReport = ContinuousClock.now

    package func dropped(_ reason: String, kind: String) {
        let key = "\(kind): \(reason)"
        if seen.count < 200, seen.insert(key).inserted {
            log.notice("dropped \(kind) event: \(reason)")
            return
        }
        unreported += 1
        let now = ContinuousClock.now
        if now - lastReport > .seconds(10) {
            log.notice("dropped \(unreported) more events like those above")
            unreported = 0
            lastReport = now
        }
    }
}
