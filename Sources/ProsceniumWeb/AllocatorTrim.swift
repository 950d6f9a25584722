import Dispatch
import NIOPosix
import ProsceniumRuntimeShims

/// Gives memory freed by departed pages back to the system. glibc's malloc
/// keeps freed memory for reuse, so after a crowd of pages leaves, an app
/// would go on holding tens of megabytes it no longer uses; `malloc_trim`
/// returns the free pages. It runs a second after the last of a burst of
/// departures, off the main actor (it takes the allocator's locks, not ours),
/// once libdispatch's workers have let go of the continuations they cache
/// (`DispatchCacheFlush`), which would otherwise pin pages all over the heap.
@MainActor
enum AllocatorTrim {
    private static var isScheduled = false

    private static var burst = 0

    static func soon() {
        #if canImport(Glibc)
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            isScheduled = false
            burst += 1
            let thisBurst = burst
            trim()
            // Once more, when the workers left idle have exited (after five
            // seconds; their caches go to malloc then) and the timers of the
            // departed connections' tasks have fired: measured, another 1.2 MB.
            // Unless pages have left again since, which trims on its own.
            try? await Task.sleep(for: .seconds(10))
            if thisBurst == burst { trim() }
        }
        #endif
    }

    private static func trim() {
        // The server's event loops (Hummingbird's default group) made
        // the connections' buffers and channels in their own arenas.
        for loop in MultiThreadedEventLoopGroup.singleton.makeIterator() {
            loop.execute { trimThreadArena() }
        }
        DispatchCacheFlush.flush {
            // The main queue frees its cache as this drain ends.
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(50)) {
                _ = prosc_malloc_trim()
            }
        }
    }

    /// Lets the calling thread's malloc arena give back the free memory at
    /// its top. `malloc_trim` returns free pages inside every arena but
    /// trims the top only of the main one; a thread's arena shrinks when a
    /// large free chunk joins its top, so one is made and freed here.
    nonisolated static func trimThreadArena() {
        prosc_trim_thread_arena()
    }
}
