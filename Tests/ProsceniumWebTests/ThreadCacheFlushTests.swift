#if canImport(Glibc)
import Glibc
import ProsceniumUnsafe
import Testing

/// The flush of a thread's cache of freed blocks (glibc's tcache), which
/// lets `malloc_trim` return the pages those blocks pin.
@Suite struct ThreadCacheFlushTests {
    /// Fills the calling thread's cache: seven freed blocks of each of its
    /// 64 size classes (requests of 24 to 1,032 bytes), about 235 KiB.
    private static func fillCache() {
        var blocks: [UnsafeMutableRawPointer?] = []
        blocks.reserveCapacity(64 * 7)
        for sizeClass in 0..<64 {
            for _ in 0..<7 { blocks.append(malloc(24 + 16 * sizeClass)) }
        }
        for block in blocks { free(block) }
    }

    /// The cached blocks count as in use until the flush gives them back.
    /// Other tests allocate meanwhile, so it is tried a few times; one clear
    /// drop passes (without the flush, nothing is given back).
    @Test func givesTheCachedBlocksBackToTheArena() {
        var drops: [Int] = []
        for _ in 0..<4 {
            Self.fillCache()
            let before = MallocArenas.bytesInUse
            MallocArenas.flushThreadCache()
            let after = MallocArenas.bytesInUse
            drops.append(before - after)
            if before - after >= 160 * 1024 { break }
        }
        #expect(drops.contains { $0 >= 160 * 1024 }, "bytes given back by each flush: \(drops)")
    }
}
#endif
