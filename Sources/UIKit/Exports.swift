// `import UIKit` on Linux: the UIKit names SwiftUI apps use (`UIColor`,
// `UIImage`, `UIApplication`, `UIScreen`, `UIDevice`, feedback generators...),
// which Proscenium defines beside SwiftUI's.
@_exported import SwiftUICore
