import Foundation
@testable import ProsceniumPort
import Testing

/// The OpenStep property list reader: every kind of value, comments, escapes, errors.
@Suite struct PropertyListTests {
    @Test func readsDictionariesArraysStringsAndData() throws {
        let value = try OpenStepPropertyListParser.parse("""
        // !$*UTF8*$!
        {
            name = Demo; /* a comment */ path = "My Folder/App.swift";
            list = ( a, "b c", ( nested ), { k = v; }, );
            empty = ( );
            data = <0fA1 ff 00>;
            version=1.2.3;url=https://example.org/x;
            nested = { inner = { deep = "\\"quoted\\"\\n\\t\\\\\\U00e9\\101"; }; };
        }
        """)
        #expect(value["name"] == .string("Demo"))
        #expect(value["path"] == .string("My Folder/App.swift"))
        #expect(value["list"] == .array([.string("a"), .string("b c"), .array([.string("nested")]), .dictionary(["k": .string("v")])]))
        #expect(value["empty"] == .array([]))
        #expect(value["data"] == .data(Data([0x0F, 0xA1, 0xFF, 0x00])))
        #expect(value["version"] == .string("1.2.3"))
        #expect(value["url"] == .string("https://example.org/x"))
        #expect(value["nested"]?["inner"]?["deep"] == .string("\"quoted\"\n\t\\éA"))
    }

    @Test func saysWhereTheTextIsWrong() {
        #expect(throws: PropertyListError(message: "expected ';', found '}'", line: 3)) {
            try OpenStepPropertyListParser.parse("{\n a = b;\n c = d }")
        }
        #expect(throws: PropertyListError.self) { try OpenStepPropertyListParser.parse("{ a = \"never closed; }") }
        #expect(throws: PropertyListError.self) { try OpenStepPropertyListParser.parse("{ a = <0f1>; }") }
        #expect(throws: PropertyListError.self) { try OpenStepPropertyListParser.parse("( a b )") }
        #expect(throws: PropertyListError.self) { try OpenStepPropertyListParser.parse("{ a = b; } extra") }
    }

    @Test func readsTheFixtureProject() throws {
        let value = try OpenStepPropertyListParser.parse(FixtureProject.pbxproj)
        #expect(value["objectVersion"] == .string("77"))
        #expect(value["rootObject"] == .string("R0000000000000000000F001"))
        let release = value["objects"]?["X0000000000000000000F002"]?["buildSettings"]
        #expect(release?["OTHER_LDFLAGS"] == .array([.string("-ObjC"), .string("-framework \"Quoted Name\"")]))
        #expect(value["objects"]?["G0000000000000000000F001"]?["sourceTree"] == .string("<group>"))
    }
}
