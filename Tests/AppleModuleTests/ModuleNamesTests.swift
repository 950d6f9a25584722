// A target that depends on SwiftUI alone imports Apple's other module names,
// as an app's files do on a Mac: this file builds only if they all resolve.
import AppKit
import Cocoa
import CoreGraphics
import SwiftUI
import Testing
import UIKit
import os

@Suite struct ModuleNamesTests {
    @MainActor @Test func appKitUIKitAndCoreGraphicsNamesResolveThroughTheirModules() {
        let transform = CGAffineTransform(translationX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 3, y: 4))
        #expect(NSColor.red != NSColor.blue)
        #expect(UIColor.red != UIColor.blue)
        // `os` and SwiftUI side by side: its Logger is os's.
        let logger: os.Logger = Logger(subsystem: "test.modules", category: "names")
        logger.debug("resolved")
    }
}
