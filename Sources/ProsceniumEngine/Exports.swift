// What the engine's files see without importing it themselves, as the
// vocabulary's do: Foundation (with FileWrapper), UTType, Combine, Observation.
@_exported import Foundation
@_exported import ProsceniumFoundation
@_exported import UniformTypeIdentifiers
@_exported import Combine
@_exported import Observation
