public import Foundation
internal import ProsceniumRuntimeShims

/// Makes instances of classes known only by their metatype.
public enum ObjectFactory {
    /// `type.init()` for an `NSObject` subclass, which Swift source cannot
    /// write on Linux (Foundation's `NSObject.init()` is not `required`): the
    /// runtime finds the subclass's entry for `NSObject.init()` in its
    /// vtable (`swift_lookUpClassMethod`, see `NSObjectFactory.c`), and it is
    /// called with the metatype. Nil when the runtime has no such entry.
    public static func make<T: NSObject>(_ type: T.Type) -> T? {
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        guard let made = prosc_make_nsobject(metadata) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? T
    }
}
