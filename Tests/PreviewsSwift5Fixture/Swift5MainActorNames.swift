import SwiftUI

// Swift 5 code reads UIKit's and AppKit's main-actor classes from
// nonisolated code, as Apple's SDK lets it (their isolation is
// `@preconcurrency` there): this target builds only while Proscenium's
// classes are too.

/// A size computed outside any actor from the screen, as iOS tutorials do.
public struct Swift5ScreenSizes {
    public init() {}

    public var quarterWidth: CGFloat { UIScreen.main.bounds.width / 4 }
    public var screenFrame: CGRect? { NSScreen.main?.frame }
}
