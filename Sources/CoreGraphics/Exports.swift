// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// (Linux's Foundation defines them) and `CGAffineTransform` (Proscenium's).
@_exported import Foundation
@_exported import struct ProsceniumFoundation.CGAffineTransform
