import ProsceniumUnsafe
import Testing

private final class TwoWords {
    var first = 1
    var second = 2
}

private final class NoFields {}

/// What the node size figures of `proscenium-bench nodes` and the memory
/// trims rest on: the class metadata's instance size, and glibc's malloc.
@Suite struct MemoryLayoutTests {
    @Test func theMetadataRecordsAnInstanceSize() {
        // A Swift object's header is two words (its metadata, its reference counts).
        #expect(ClassLayout.instanceSize(of: NoFields.self) == 16,
                "the instance size is not at byte \(ClassLayout.instanceSizeOffset) of the class metadata")
        #expect(ClassLayout.instanceSize(of: TwoWords.self) == 32)
    }

    @Test func mallocGivesAnObjectAtLeastItsInstanceSize() {
        let object = TwoWords()
        let usable = MallocArenas.usableSize(of: object)
        #expect(usable >= 32 && usable < 64, "\(usable) bytes")
    }

    @Test func bytesInUseCountAnAllocation() {
        // Other tests free memory on other threads meanwhile, which the
        // process-wide count also sees: one of a few tries must see it all.
        var seen: [Int] = []
        for _ in 0..<5 {
            let before = MallocArenas.bytesInUse
            let blocks = (0..<64).map { _ in [UInt8](repeating: 1, count: 4_096) }
            let after = MallocArenas.bytesInUse
            withExtendedLifetime(blocks) {}
            seen.append(after - before)
            if after - before >= 64 * 4_096 { break }
        }
        #expect(seen.contains { $0 >= 64 * 4_096 }, "bytes more in use, by try: \(seen)")
        MallocArenas.trim()
    }
}
