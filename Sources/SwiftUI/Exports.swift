// `import SwiftUI` on Linux: everything `SwiftUICore` exports. The package
// also builds Apple's other module names that SwiftUI apps import (AppKit,
// Cocoa, UIKit, CoreGraphics, os, OSLog), so that a target depending on
// SwiftUI alone can import them, as it can on a Mac.
@_exported import SwiftUICore
