// `import SwiftUI` on Linux: Proscenium's API, Foundation, Combine (OpenCombine)
// and Observation, as Apple's SwiftUI module makes them visible, so that
// unchanged SwiftUI sources build.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
@_exported import Proscenium
