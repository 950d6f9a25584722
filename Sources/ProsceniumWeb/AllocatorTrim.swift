#if canImport(Glibc)
import Glibc
#endif

/// Gives memory freed by departed pages back to the system. glibc's malloc
/// keeps freed memory for reuse, so after a crowd of pages leaves, an app
/// would go on holding tens of megabytes it no longer uses; `malloc_trim`
/// returns the free pages. It runs a second after the last of a burst of
/// departures, off the main actor (it takes the allocator's locks, not ours).
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
            Task.detached(priority: .background) { _ = mallocTrim?(0) }
        }
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim`, which the Glibc module does not import (malloc.h).
    private nonisolated static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
