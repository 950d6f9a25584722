import Foundation
import ProsceniumUnsafe
import Testing

private final class Overriding: NSObject {
    let made: String
    override init() {
        made = "by its own init()"
        super.init()
    }
}

private final class Inheriting: NSObject {
    var count = 7
}

/// `ObjectFactory.make` finds `NSObject.init()`'s vtable entry through
/// Foundation's mangled method descriptor (`$s10Foundation8NSObjectCACycfCTq`)
/// and the runtime's `swift_lookUpClassMethod`: a toolchain that renames
/// either fails to link this test, one that changes the dispatch fails here.
@Suite struct ObjectFactoryTests {
    @Test func makesASubclassWithItsOwnInit() throws {
        let made = try #require(ObjectFactory.make(Overriding.self), "the runtime found no init() entry")
        #expect(made.made == "by its own init()")
    }

    @Test func makesASubclassWithTheInitItInherits() throws {
        let made = try #require(ObjectFactory.make(Inheriting.self), "the runtime found no init() entry")
        #expect(made.count == 7)
        #expect(type(of: made) == Inheriting.self)
    }

    @Test func eachMadeObjectIsANewOneThatIsFreed() throws {
        weak var first: Inheriting?
        do {
            let one = try #require(ObjectFactory.make(Inheriting.self))
            let two = try #require(ObjectFactory.make(Inheriting.self))
            #expect(one !== two)
            first = one
        }
        #expect(first == nil, "a made object is returned +1 and released with its last reference")
    }
}
