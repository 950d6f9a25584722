import Testing
@testable import ProsceniumDBus

/// The wire format: values written and read back, the specification's
/// alignment, and bad bytes refused with an error rather than a trap.
struct DBusWireTests {
    @Test func aMessageReadsBackAsWritten() throws {
        var message = DBusMessage.call("org.example.Dest", "/org/example/Object", "org.example.Iface", "Method", [
            .stringVariants([("Title", .string("Tray")), ("Count", .int32(-7)), ("On", .boolean(true))]),
            .structure([.string("icon"), .array(element: "(iiay)", [.structure([.int32(1), .int32(1), .array(element: "y", [.byte(255)])])]),
                        .string("title"), .string("")]),
            .objectPath("/a/b"), .signature("a{sv}"), .uint64(1 << 40), .double(2.5),
        ])
        message.serial = 9
        message.sender = ":1.5"
        let bytes = message.encoded()
        #expect(try DBusMessage.length(ofMessageIn: bytes[...]) == bytes.count)
        #expect(try DBusMessage(decoding: bytes) == message)
    }

    @Test func arraysPadToTheirElementsAndCountOnlyThem() {
        var writer = DBusWriter()
        writer.write(.array(element: "t", [.uint64(1)]))
        // Length 8, four bytes of padding to the 8-byte boundary, then the element.
        #expect(writer.bytes == [8, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func theHelloCallIsTheSpecificationsBytes() {
        var hello = DBusMessage.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello")
        hello.serial = 1
        let bytes = hello.encoded()
        #expect(Array(bytes[0..<16]) == [0x6c, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0x6d, 0, 0, 0])
        #expect(bytes.count == 16 + 0x6d + 3)
    }

    @Test func badBytesAreRefused() throws {
        var message = DBusMessage.call(nil, "/p", "i.f", "M", [.string("hello"), .boolean(true)])
        message.serial = 3
        let good = message.encoded()
        // Cut short, at every length.
        for length in 0..<good.count {
            #expect(throws: DBusError.self) { try DBusMessage(decoding: Array(good[0..<length])) }
        }
        // A boolean of 2.
        var badBoolean = good
        badBoolean[badBoolean.count - 4] = 2
        #expect(throws: DBusError.self) { try DBusMessage(decoding: badBoolean) }
        // A string that runs past the end.
        var longString = good
        let stringAt = good.count - 16  // the body: the string's length, "hello\0", padding, the boolean
        longString[stringAt] = 200
        #expect(throws: DBusError.self) { try DBusMessage(decoding: longString) }
        // A byte order that is neither l nor B: the stream is lost.
        #expect(throws: DBusError.self) { try DBusMessage.length(ofMessageIn: ([0x41] + good.dropFirst())[...]) }
        // A message longer than the specification allows.
        var huge = good
        huge[4...7] = [0, 0, 0, 0x10]
        #expect(throws: DBusError.self) { try DBusMessage.length(ofMessageIn: huge[...]) }
    }

    @Test func badSignaturesAreRefused() throws {
        for signature in ["(", "a", "{s}", "{sss}", "()", "z", "(i", String(repeating: "a", count: 100) + "i"] {
            #expect(throws: DBusError.self) { try DBusSignature.completeTypes(signature) }
        }
        #expect(try DBusSignature.completeTypes("a{sv}(sa(iiay)ss)ib").map(String.init) == ["a{sv}", "(sa(iiay)ss)", "i", "b"])
    }

    @Test func deeplyNestedVariantsAreRefused() {
        // A variant inside a variant, 100 deep: a reader that recursed without limit would overflow its stack.
        var bytes: [UInt8] = []
        for _ in 0..<100 { bytes += [1, UInt8(ascii: "v"), 0] }
        bytes += [1, UInt8(ascii: "y"), 0, 7]
        var reader = DBusReader(bytes: bytes)
        #expect(throws: DBusError.self) { try reader.read("v") }
    }

    @Test func sessionAddressesAreParsed() throws {
        #expect(try DBusAddress.parse("unix:path=/run/user/1000/bus") == [.path("/run/user/1000/bus")])
        #expect(try DBusAddress.parse("tcp:host=x,port=1;unix:abstract=/tmp/dbus-AB%2cC,guid=1") == [.abstract("/tmp/dbus-AB,C")])
        #expect(throws: DBusError.self) { try DBusAddress.parse("tcp:host=localhost,port=4") }
    }
}
