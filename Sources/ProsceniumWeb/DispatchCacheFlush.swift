import Dispatch
import Foundation
import ProsceniumUnsafe

/// Empties libdispatch's per-thread caches of continuations on its worker
/// threads.
///
/// Every `async` (and every Swift job the global executor enqueues) takes a
/// continuation, a small heap block. The thread that runs the work keeps it
/// in its own cache, up to 1,024 of them, until the thread exits; on Linux,
/// without Darwin's memory-pressure source, nothing else ever trims that
/// cache. After a crowd of pages, the workers' caches hold continuations
/// allocated while the heap was at its largest, scattered across it, and
/// each pins a page that `malloc_trim` could otherwise give back (megabytes,
/// measured by `proscenium-bench memory`).
///
/// A worker's cache is emptied by taking continuations on that worker: each
/// `DispatchQueue.main.async` made there takes one from its cache. The main
/// queue runs them and, after each drain, frees its own cache to the heap.
/// So blocks are sent to the workers of each queue in `qualities` at once
/// (they wait briefly for one another, so that the pool's threads each take
/// one), and each worker posts more no-op blocks to the main queue than a
/// cache holds, then lets its own arena shrink (`MallocArenas.trimThreadArena`).
enum DispatchCacheFlush {
    /// libdispatch's `DISPATCH_CONTINUATION_CACHE_LIMIT` outside iOS.
    static let cacheLimit = 1024

    /// The global queues Swift's executor runs the display's tasks on
    /// (medium and high priority: the server's and the main actor's). A
    /// queue that never ran anything has no workers, and flushing it would
    /// start threads, each with an arena of its own (measured: the idle
    /// figure 0.5 MB higher); the workers of a queue left out free their
    /// caches when they exit, after five idle seconds, before the display's
    /// second trim.
    static let qualities: [DispatchQoS.QoSClass] = [.default, .userInitiated]

    /// Flushes the workers' caches, then calls `completion` on the main
    /// queue once the main queue has run every block posted (it frees their
    /// continuations as that drain ends). `workersPerQueue` blocks go to each
    /// global queue.
    static func flush(workersPerQueue: Int = ProcessInfo.processInfo.activeProcessorCount + 2,
                      completion: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for quality in qualities {
            let started = DispatchGroup()
            for _ in 0..<workersPerQueue { started.enter() }
            for _ in 0..<workersPerQueue {
                group.enter()
                DispatchQueue.global(qos: quality).async {
                    // Hold this worker a moment, so the queue's other blocks
                    // go to its other threads rather than after this one.
                    started.leave()
                    _ = started.wait(timeout: .now() + .milliseconds(20))
                    for _ in 0...cacheLimit {
                        DispatchQueue.main.async(execute: noop)
                    }
                    MallocArenas.flushThreadCache()
                    MallocArenas.trimThreadArena()
                    group.leave()
                }
            }
        }
        // The main queue runs in order: this comes after every no-op.
        group.notify(queue: .main, execute: completion)
    }

    private static let noop: @Sendable @convention(block) () -> Void = {}
}
