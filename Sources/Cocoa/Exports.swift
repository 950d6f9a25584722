// `import Cocoa` on Linux: AppKit and Foundation, as on a Mac.
@_exported import AppKit
