// `import CoreTransferable` on Linux: `Transferable` and its representations
// (defined in ProsceniumFoundation beside NSItemProvider, which carries them)
// with UTType, as Apple's CoreTransferable module makes them visible.
@_exported import Foundation
@_exported import ProsceniumFoundation
@_exported import UniformTypeIdentifiers
