import Foundation

// Core Foundation's data and string types, as Core Graphics' Swift API names
// them (`CGDataProvider(data: data as CFData)`, `CGColorSpace(name:)`).
// Linux's Foundation does not bring Core Foundation's types into a file that
// imports Foundation, and its CFData does not bridge from `Data` with `as`;
// on a Mac both are toll-free bridged to NSData and NSString, which is what
// they are here, so `data as CFData` and `name as String` read as they do there.

/// Core Foundation's immutable data: NSData, as it is toll-free bridged on a Mac.
public typealias CFData = NSData

/// Core Foundation's immutable string: NSString, as it is toll-free bridged on a Mac.
public typealias CFString = NSString
