// `import AppKit` on Linux: the AppKit names SwiftUI apps use (`NSApplication`,
// `NSWindow`, `NSColor`, `NSImage`, panels, pasteboard...), which Proscenium
// defines beside SwiftUI's, since on a Mac `import SwiftUI` brings them too.
@_exported import SwiftUICore
