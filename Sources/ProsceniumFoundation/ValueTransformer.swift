#if !canImport(Darwin)
// Foundation's `ValueTransformer`, which Linux's Foundation lacks: an object
// that turns a value into another and, if it allows, back. Apps subclass it
// and register it by name; the named transformers Foundation registers
// (negating a Boolean, testing for nil, unarchiving data) are registered here.

import Foundation

/// The name of a registered value transformer.
public struct NSValueTransformerName: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Negates a Boolean: `true` becomes `false` and back.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// Gives `true` for nil (or `NSNull`), `false` otherwise.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// Gives `true` for a value that is not nil (nor `NSNull`).
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// Unarchives a keyed archive (`Data`) into its object, and archives back.
    @available(macOS, deprecated: 10.14, message: "Use secureUnarchiveFromDataTransformerName instead")
    public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
    /// Unarchives a keyed archive (`Data`) into its object, and archives back.
    @available(macOS, deprecated: 10.14, message: "Use secureUnarchiveFromDataTransformerName instead")
    public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
    /// Unarchives a secure keyed archive of the allowed classes, and archives back.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Lets `ValueTransformer(forName:)` give the registered instance, as
/// Apple's factory initializer does (a class's own initializer cannot).
public protocol _ValueTransformerLookup {}

extension _ValueTransformerLookup where Self: ValueTransformer {
    /// Returns the value transformer registered under `name`, or nil when
    /// none is (or it is not of this type).
    public init?(forName name: NSValueTransformerName) {
        guard let transformer = ValueTransformerRegistry.shared.transformer(named: name) as? Self else { return nil }
        self = transformer
    }
}

/// An abstract class used to transform values from one representation to another.
///
/// Subclasses override `transformedValueClass()`, `allowsReverseTransformation()`
/// and `transformedValue(_:)`, and `reverseTransformedValue(_:)` when they
/// reverse; as on a Mac, `reverseTransformedValue(_:)` calls
/// `transformedValue(_:)` unless overridden, and stops with a clear message
/// when the class does not allow reversing.
open class ValueTransformer: NSObject, _ValueTransformerLookup {
    override public init() { super.init() }

    /// Registers `transformer` under `name`; nil removes the registration.
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        ValueTransformerRegistry.shared.set(transformer, for: name)
    }

    /// The names of the registered value transformers.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        ValueTransformerRegistry.shared.names()
    }

    /// Whether `reverseTransformedValue(_:)` is supported (the default is true).
    open class func allowsReverseTransformation() -> Bool { true }

    /// The class of the values `transformedValue(_:)` returns.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// The value transformed; the default returns it unchanged.
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// The value transformed back; the default calls `transformedValue(_:)`.
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        guard Self.allowsReverseTransformation() else {
            preconditionFailure("\(type(of: self)) does not allow reverse transformation")
        }
        return transformedValue(value)
    }
}

/// Transforms archived data into the objects it holds, for the classes it
/// allows, and objects back into archives (`NSKeyedArchiver` with secure coding).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// The classes an archive may hold at its top level.
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
         NSURL.self, NSUUID.self, NSNull.self]
    }

    override open class func allowsReverseTransformation() -> Bool { true }
    override open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// The object archived in `value` (a `Data`), or nil when it is not an
    /// archive of the allowed classes.
    override open func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: Self.allowedTopLevelClasses, from: data)
    }

    /// `value` archived with secure coding, or nil when it cannot be archived.
    override open func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}

/// `NSNegateBoolean`: `true` for false and false for `true`, both ways.
private final class NegateBooleanTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? {
        NSNumber(value: !((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false))
    }
}

/// `NSIsNil` and `NSIsNotNil`: whether a value is nil (or `NSNull`); one way only.
private final class NilTestTransformer: ValueTransformer {
    let givesTrueForNil: Bool
    init(givesTrueForNil: Bool) {
        self.givesTrueForNil = givesTrueForNil
        super.init()
    }
    override class func allowsReverseTransformation() -> Bool { false }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? {
        let isNil = value == nil || value is NSNull
        return NSNumber(value: isNil == givesTrueForNil)
    }
}

/// The shared registry, made with Foundation's named transformers.
final class ValueTransformerRegistry: @unchecked Sendable {
    // Unchecked: `transformers` is read and written under `lock` only.
    static let shared = ValueTransformerRegistry()

    private let lock = NSLock()
    // Guarded by `lock`.
    private var transformers: [NSValueTransformerName: ValueTransformer] = [:]

    private init() {
        let secure = NSSecureUnarchiveFromDataTransformer()
        transformers = [.negateBooleanTransformerName: NegateBooleanTransformer(),
                        .isNilTransformerName: NilTestTransformer(givesTrueForNil: true),
                        .isNotNilTransformerName: NilTestTransformer(givesTrueForNil: false),
                        .secureUnarchiveFromDataTransformerName: secure,
                        NSValueTransformerName("NSKeyedUnarchiveFromData"): secure,
                        NSValueTransformerName("NSUnarchiveFromData"): secure]
    }

    func transformer(named name: NSValueTransformerName) -> ValueTransformer? {
        lock.withLock { transformers[name] }
    }

    func set(_ transformer: ValueTransformer?, for name: NSValueTransformerName) {
        lock.withLock { transformers[name] = transformer }
    }

    func names() -> [NSValueTransformerName] {
        lock.withLock { transformers.keys.sorted { $0.rawValue < $1.rawValue } }
    }
}
#endif
