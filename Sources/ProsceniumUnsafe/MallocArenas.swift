internal import ProsceniumRuntimeShims

/// glibc's allocator, as far as a served app gives memory back to the
/// system: what is in use, and trimming what is free. On a C library that
/// is not glibc each reads 0 and does nothing.
public enum MallocArenas {
    /// Bytes in use in all of malloc's arenas (`mallinfo2().uordblks`).
    public static var bytesInUse: Int { Int(prosc_malloc_in_use()) }

    /// `malloc_trim(0)`: returns the free pages of every arena to the
    /// system; whether any memory was released.
    @discardableResult
    public static func trim() -> Bool { prosc_malloc_trim() != 0 }

    /// Lets the calling thread's arena shrink its top, which `trim()` does
    /// not do (glibc trims a thread's arena when a large free chunk joins it).
    public static func trimThreadArena() { prosc_trim_thread_arena() }

    /// Empties the calling thread's cache of freed blocks (tcache) into the
    /// arenas, where `trim()` can return their pages.
    public static func flushThreadCache() { prosc_flush_thread_cache() }

    /// The bytes malloc gave `object`'s block (its chunk less the header):
    /// at least the instance size its class asks for.
    public static func usableSize(of object: AnyObject) -> Int {
        Int(prosc_malloc_usable_size(Unmanaged.passUnretained(object).toOpaque()))
    }
}
