// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// (Linux's Foundation defines them), `CGAffineTransform`, `CGVector`, `CGColor`,
// `CGImage` and `CGPath` with their supporting types (Proscenium's).
@_exported import Foundation
@_exported import struct ProsceniumFoundation.CGAffineTransform
@_exported import struct ProsceniumFoundation.CGVector
@_exported import class ProsceniumFoundation.CGColor
@_exported import class ProsceniumFoundation.CGImage
@_exported import class ProsceniumFoundation.CGDataProvider
@_exported import class ProsceniumFoundation.CGColorSpace
@_exported import func ProsceniumFoundation.CGColorSpaceCreateDeviceRGB
@_exported import func ProsceniumFoundation.CGColorSpaceCreateDeviceGray
@_exported import enum ProsceniumFoundation.CGColorSpaceModel
@_exported import struct ProsceniumFoundation.CGBitmapInfo
@_exported import enum ProsceniumFoundation.CGImageAlphaInfo
@_exported import enum ProsceniumFoundation.CGColorRenderingIntent
@_exported import class ProsceniumFoundation.CGPath
@_exported import class ProsceniumFoundation.CGMutablePath
@_exported import enum ProsceniumFoundation.CGPathFillRule
@_exported import enum ProsceniumFoundation.CGPathElementType
@_exported import typealias ProsceniumFoundation.CFData
@_exported import typealias ProsceniumFoundation.CFString
