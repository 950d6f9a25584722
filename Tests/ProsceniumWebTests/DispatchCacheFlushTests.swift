#if canImport(Glibc)
import Dispatch
import Foundation
import Glibc
import Testing
@testable import ProsceniumWeb

/// The flush that lets `malloc_trim` return the pages libdispatch's workers
/// pin with the continuations they cache.
@Suite struct DispatchCacheFlushTests {
    /// Bytes in use over all of malloc's arenas.
    private static func inUse() -> Int { Int(mallinfo2().uordblks) }

    /// Work sent from the main thread to the global queues leaves its
    /// continuations cached on the workers that ran it.
    @MainActor private static func fillWorkerCaches() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for quality in DispatchCacheFlush.qualities {
                for _ in 0..<4096 {
                    DispatchQueue.global(qos: quality).async(group: group) {}
                }
            }
            group.notify(queue: .main) { done.resume() }
        }
    }

    @MainActor private static func flush() async -> Int {
        await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            DispatchCacheFlush.flush { posted in
                // The main queue frees its cache after this drain: resume
                // on a later turn of the main queue.
                DispatchQueue.main.async { done.resume(returning: posted) }
            }
        }
    }

    @Test @MainActor func postsMoreThanACacheFromEveryWorker() async {
        let posted = await Self.flush()
        let perQueue = ProcessInfo.processInfo.activeProcessorCount + 2
        #expect(posted == perQueue * DispatchCacheFlush.qualities.count * (DispatchCacheFlush.cacheLimit + 1))
    }

    /// The continuations cached on workers go back to malloc. Other tests
    /// allocate meanwhile, so it is tried a few times; one clear drop passes.
    @Test @MainActor func freesTheContinuationsWorkersCache() async {
        var drops: [Int] = []
        for _ in 0..<4 {
            await Self.fillWorkerCaches()
            let before = Self.inUse()
            _ = await Self.flush()
            let after = Self.inUse()
            drops.append(before - after)
            // At least 256 continuations of 64 bytes or more.
            if before - after >= 16 * 1024 { break }
        }
        #expect(drops.contains { $0 >= 16 * 1024 }, "bytes freed by each flush: \(drops)")
    }
}
#endif
