import Dispatch
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

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

    static func soon() {
        #if canImport(Glibc)
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            isScheduled = false
            // The server's event loops (Hummingbird's default group) made
            // the connections' buffers and channels in their own arenas.
            for loop in MultiThreadedEventLoopGroup.singleton.makeIterator() {
                loop.execute { trimThreadArena() }
            }
            DispatchCacheFlush.flush { _ in
                // The main queue frees its cache as this drain ends.
                DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(50)) {
                    _ = mallocTrim?(0)
                }
            }
        }
        #endif
    }

    /// Lets the calling thread's malloc arena give back the free memory at
    /// its top. `malloc_trim` returns free pages inside every arena but
    /// trims the top only of the main one; a thread's arena shrinks when a
    /// large free chunk joins its top, so one is made and freed here.
    nonisolated static func trimThreadArena() {
        #if canImport(Glibc)
        // Through `dlsym`'s pointers: the optimizer removes a malloc and
        // free of the same block when it can see them.
        guard let allocate = mallocFunction, let release = freeFunction else { return }
        release(allocate(96 * 1024))
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim`, which the Glibc module does not import (malloc.h).
    private nonisolated static let mallocTrim: (@convention(c) (Int) -> Int32)? = symbol("malloc_trim")
    private nonisolated static let mallocFunction: (@convention(c) (Int) -> UnsafeMutableRawPointer?)? = symbol("malloc")
    private nonisolated static let freeFunction: (@convention(c) (UnsafeMutableRawPointer?) -> Void)? = symbol("free")

    private nonisolated static func symbol<F>(_ name: String) -> F? {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(address, to: F.self)
    }
    #endif
}
