#if !canImport(Darwin)
// On Apple's platforms these value types are `ReferenceConvertible` (each
// bridges to its Objective-C class), which SwiftUI's `Text(_:formatter:)`
// and `"\(value, formatter:)"` require of what they format: the Xcode
// templates' `Text(item.timestamp!, formatter: itemFormatter)` takes a
// `Date`. Linux's Foundation declares the reference types but not the
// conformances; they are declared here. (`Decimal` is left out: it is not
// `CustomDebugStringConvertible` on Linux, which the protocol requires.)

import Foundation

extension Date: @retroactive ReferenceConvertible { public typealias ReferenceType = NSDate }
extension UUID: @retroactive ReferenceConvertible { public typealias ReferenceType = NSUUID }
extension Data: @retroactive ReferenceConvertible { public typealias ReferenceType = NSData }
extension Locale: @retroactive ReferenceConvertible { public typealias ReferenceType = NSLocale }
extension DateInterval: @retroactive ReferenceConvertible { public typealias ReferenceType = NSDateInterval }
extension URLQueryItem: @retroactive ReferenceConvertible { public typealias ReferenceType = NSURLQueryItem }
#endif
