// What `import Proscenium` brings along, as `import SwiftUI` does on Apple's
// platforms: Foundation (with FileWrapper), UTType, Combine, Observation.
@_exported import Foundation
@_exported import ProsceniumFoundation
@_exported import UniformTypeIdentifiers
@_exported import Combine
@_exported import Observation
@_exported import ProsceniumEngine
