// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// (Linux's Foundation defines them), `CGAffineTransform` and `CGVector` (Proscenium's).
@_exported import Foundation
@_exported import struct ProsceniumFoundation.CGAffineTransform
@_exported import struct ProsceniumFoundation.CGVector
@_exported import class ProsceniumFoundation.CGColor
