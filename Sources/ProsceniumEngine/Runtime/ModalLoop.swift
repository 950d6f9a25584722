import Foundation

/// AppKit's modal loops (`NSAlert.runModal()`, `NSOpenPanel.runModal()`)
/// block the main thread until the person answers, while the app keeps
/// handling the person's events. On Linux a loop nested in a main-queue block
/// does not drain the main queue, so main-actor work that an answer needs
/// cannot arrive through it. Displays hand their events to this inbox
/// instead: outside a modal loop it runs them on the main actor as before; in
/// one, the loop runs them itself, in order.
/// Unchecked Sendable: `jobs` is only touched under `lock`; the semaphore is thread-safe;
/// the jobs themselves run on the main actor only.
@_spi(Display) public final class MainActorInbox: @unchecked Sendable {
    public static let shared = MainActorInbox()

    private let lock = NSLock()
    private var jobs: [@MainActor () -> Void] = []
    private let arrived = DispatchSemaphore(value: 0)

    /// Runs an event's `job` on the main actor (inside a modal loop if one
    /// runs), returning once it has started: the job may itself run a modal
    /// loop, whose answer arrives through the same connection.
    public func deliver(_ job: @escaping @Sendable @MainActor () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            enqueue {
                continuation.resume()
                job()
            }
        }
    }

    /// Runs `job` on the main actor (inside a modal loop if one runs) and
    /// returns its result.
    public func perform<T: Sendable>(_ job: @escaping @Sendable @MainActor () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            enqueue { continuation.resume(returning: job()) }
        }
    }

    private func enqueue(_ job: @escaping @MainActor () -> Void) {
        lock.lock()
        jobs.append(job)
        lock.unlock()
        arrived.signal()
        // Outside a modal loop the main queue drains it; inside one, the loop does.
        DispatchQueue.main.async { MainActor.assumeIsolated { self.drain() } }
    }

    /// Runs the jobs waiting, oldest first.
    @MainActor package func drain() {
        while true {
            lock.lock()
            guard !jobs.isEmpty else {
                lock.unlock()
                return
            }
            let job = jobs.removeFirst()
            lock.unlock()
            job()
        }
    }

    /// Blocks the main thread, running delivered jobs, until `done` is true.
    @MainActor package func runModal(until done: () -> Bool) {
        while !done() {
            drain()
            if done() { break }
            _ = arrived.wait(timeout: .now() + .milliseconds(100))
        }
    }
}
