import Dispatch
import NIOCore
import NIOPosix
import ProsceniumUnsafe

/// Gives memory freed by departed pages back to the system. glibc's malloc
/// keeps freed memory for reuse, so after a crowd of pages leaves, an app
/// would go on holding tens of megabytes it no longer uses; `malloc_trim`
/// returns the free pages. It runs after a burst of departures, off the main
/// actor (it takes the allocator's locks, not ours), once libdispatch's
/// workers have let go of the continuations they cache (`DispatchCacheFlush`),
/// which would otherwise pin pages all over the heap, and the threads that
/// freed the most (the main thread, the event loops) have emptied their own
/// caches of freed blocks (`MallocArenas.flushThreadCache`), for the same reason.
@MainActor
enum AllocatorTrim {
    private static var isScheduled = false
    private static var burst = 0

    /// Trims a second after the last of a burst of departures, and again
    /// `settle` after that, unless pages have left again since. Before the
    /// second trim, `compact` re-makes what is kept of the departed, carved
    /// from the free memory the first trim merged (measured on BookClub, the
    /// second trim gives back another 0.5 MB).
    static func soon(settle: Duration = .seconds(3), compact: @escaping @MainActor @Sendable () -> Void) {
        #if canImport(Glibc)
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            isScheduled = false
            burst += 1
            let thisBurst = burst
            flushAndTrim()
            try? await Task.sleep(for: settle)
            guard thisBurst == burst else { return }
            // Re-made now, what is kept is carved from the free chunks the
            // first trim merged, so it lies together.
            compact()
            // Not dispatch's workers again: flushing idle ones would start
            // new ones.
            trimArenas()
        }
        #endif
    }

    private static func flushAndTrim() {
        let loopsFlushed = flushEventLoops()
        DispatchCacheFlush.flush {
            // The main queue frees its cache as this drain ends: its blocks
            // land in the main thread's own cache, emptied on the next turn.
            DispatchQueue.main.async {
                MallocArenas.flushThreadCache()
                trimAfter(loopsFlushed)
            }
        }
    }

    private static func trimArenas() {
        MallocArenas.flushThreadCache()
        trimAfter(flushEventLoops())
    }

    /// Trims once every event loop has flushed: a flush takes blocks from
    /// the heap for a moment, which would bring trimmed pages back.
    private static func trimAfter(_ loopsFlushed: EventLoopFuture<Void>) {
        // On an event loop, which is awake anyway: another queue might start
        // a worker.
        loopsFlushed.whenComplete { _ in MallocArenas.trim() }
    }

    /// The server's event loops (Hummingbird's default group) made the
    /// connections' buffers and channels in their own arenas, and each
    /// keeps the last blocks it freed in its thread's cache.
    private static func flushEventLoops() -> EventLoopFuture<Void> {
        let group = MultiThreadedEventLoopGroup.singleton
        let flushed = group.makeIterator().map { loop in
            loop.submit {
                MallocArenas.flushThreadCache()
                MallocArenas.trimThreadArena()
            }
        }
        return EventLoopFuture.andAllComplete(flushed, on: group.next())
    }
}
