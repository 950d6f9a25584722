// `import SwiftUICore` (and through it SwiftUI, AppKit and UIKit) on Linux: Proscenium's API with the browser display (whose
// `App.main()` `@main` uses), Foundation, Combine (OpenCombine) and
// Observation, as Apple's SwiftUI module makes them visible, so that
// unchanged SwiftUI sources build.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
@_exported import Proscenium
@_exported import ProsceniumWeb
// URLSession lives in FoundationNetworking on Linux; Apple's Foundation has it.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
