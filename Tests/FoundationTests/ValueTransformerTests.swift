import Foundation
import ProsceniumFoundation
import Testing

/// Celsius to Fahrenheit and back, as Apple's guide writes a custom transformer.
private final class FahrenheitTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override class func allowsReverseTransformation() -> Bool { true }
    override func transformedValue(_ value: Any?) -> Any? {
        (value as? Double).map { $0 * 9 / 5 + 32 }
    }
    override func reverseTransformedValue(_ value: Any?) -> Any? {
        (value as? Double).map { ($0 - 32) * 5 / 9 }
    }
}

/// `ValueTransformer`, which Linux's Foundation lacks: subclasses, the
/// registry by name, and Foundation's named transformers.
@Suite(.serialized) struct ValueTransformerTests {
    @Test func aRegisteredSubclassIsFoundByNameAndTransformsBothWays() throws {
        let name = NSValueTransformerName("FahrenheitTransformer")
        ValueTransformer.setValueTransformer(FahrenheitTransformer(), forName: name)
        defer { ValueTransformer.setValueTransformer(nil, forName: name) }
        let transformer = try #require(ValueTransformer(forName: name))
        #expect(transformer is FahrenheitTransformer)
        #expect(transformer.transformedValue(100.0) as? Double == 212)
        #expect(transformer.reverseTransformedValue(212.0) as? Double == 100)
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        ValueTransformer.setValueTransformer(nil, forName: name)
        #expect(ValueTransformer(forName: name) == nil)
    }

    @Test func foundationsNamedTransformersNegateAndTestForNil() throws {
        let negate = try #require(ValueTransformer(forName: .negateBooleanTransformerName))
        #expect((negate.transformedValue(true) as? NSNumber)?.boolValue == false)
        #expect((negate.reverseTransformedValue(false) as? NSNumber)?.boolValue == true)
        let isNil = try #require(ValueTransformer(forName: .isNilTransformerName))
        #expect((isNil.transformedValue(nil) as? NSNumber)?.boolValue == true)
        #expect((isNil.transformedValue(NSNull()) as? NSNumber)?.boolValue == true)
        #expect((isNil.transformedValue("x") as? NSNumber)?.boolValue == false)
        let isNotNil = try #require(ValueTransformer(forName: .isNotNilTransformerName))
        #expect((isNotNil.transformedValue("x") as? NSNumber)?.boolValue == true)
        #expect(!type(of: isNil).allowsReverseTransformation())
    }

    @Test func theSecureUnarchiverRoundTripsAllowedClassesAndRefusesGarbage() throws {
        let transformer = try #require(ValueTransformer(forName: .secureUnarchiveFromDataTransformerName))
        let archive = try #require(transformer.reverseTransformedValue(["a", "b"] as NSArray) as? Data)
        let back = try #require(transformer.transformedValue(archive) as? NSArray)
        #expect(back as? [String] == ["a", "b"])
        #expect(transformer.transformedValue(Data("not an archive".utf8)) == nil)
        #expect(transformer.transformedValue("not data") == nil)
    }

    @Test func theDefaultTransformerPassesValuesThrough() {
        let plain = ValueTransformer()
        #expect(plain.transformedValue("same") as? String == "same")
        #expect(plain.reverseTransformedValue(3) as? Int == 3)
    }
}
