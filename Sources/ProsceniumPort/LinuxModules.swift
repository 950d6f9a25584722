// Which modules an app's `import`s name exist on Linux with Proscenium, and
// what to do about those that do not.

/// The modules a ported app can import on Linux, and Apple's that it cannot.
public enum LinuxModules {
    /// Apple's modules that Proscenium provides, with Apple's names.
    public static let providedByProscenium: Set<String> = [
        "SwiftUI", "Combine", "UniformTypeIdentifiers", "CoreTransferable",
        "SwiftUICore", "AppKit", "Cocoa", "UIKit", "CoreGraphics", "os", "OSLog", "AVFoundation", "CoreMedia",
        "WebKit", "UserNotifications", "Charts",
    ]

    /// Modules of the Swift toolchain on Linux.
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Observation", "RegexBuilder", "Synchronization", "Distributed",
        "_Concurrency", "_StringProcessing", "Glibc", "Musl", "XCTest", "Testing", "Cxx", "CxxStdlib",
    ]

    /// Apple-only modules, each with what to do on Linux.
    public static let appleOnly: [String: String] = [
        "Darwin": "the C library is `Glibc` on Linux (`import Foundation` brings it)",
        "CryptoKit": "swift-crypto's `Crypto` has CryptoKit's API on Linux",
        "MapKit": "no maps on Linux", "WidgetKit": "no widgets on Linux",
        "StoreKit": "no App Store on Linux", "CoreData": "no Core Data on Linux", "SwiftData": "no SwiftData on Linux",
        "CloudKit": "no iCloud on Linux", "CoreLocation": "no location services on Linux",
"AVKit": "no AVKit on Linux", "Photos": "no photo library on Linux",
        "PhotosUI": "no photo picker on Linux", "SpriteKit": "no SpriteKit on Linux",
        "SceneKit": "no SceneKit on Linux", "RealityKit": "no RealityKit on Linux", "ARKit": "no ARKit on Linux",
        "GameKit": "no Game Center on Linux", "GameplayKit": "no GameplayKit on Linux", "HealthKit": "no HealthKit on Linux",
        "CoreML": "no Core ML on Linux", "Vision": "no Vision on Linux", "VisionKit": "no VisionKit on Linux",
        "NaturalLanguage": "no NaturalLanguage on Linux", "CoreImage": "no Core Image on Linux",
        "QuartzCore": "no Core Animation on Linux", "CoreText": "no Core Text on Linux",
        "CoreServices": "no CoreServices on Linux", "Carbon": "no Carbon on Linux", "IOKit": "no IOKit on Linux",
        "ServiceManagement": "no login items on Linux",
        "Security": "no Keychain on Linux", "LocalAuthentication": "no Touch ID on Linux", "EventKit": "no calendars on Linux",
        "Contacts": "no contacts on Linux", "ContactsUI": "no contacts on Linux", "MessageUI": "no mail composer on Linux",
        "SafariServices": "no Safari on Linux", "AuthenticationServices": "no AuthenticationServices on Linux",
        "Metal": "no Metal on Linux", "MetalKit": "no MetalKit on Linux", "AppIntents": "no App Intents on Linux",
        "TipKit": "no TipKit on Linux", "Network": "no Network framework on Linux (swift-nio, or URLSession)",
        "CoreSpotlight": "no Spotlight on Linux", "QuickLook": "no Quick Look on Linux", "QuickLookUI": "no Quick Look on Linux",
        "QuickLookThumbnailing": "no Quick Look on Linux", "PDFKit": "no PDFKit on Linux", "Speech": "no speech recognition on Linux",
        "GameController": "no GameController on Linux", "Accelerate": "no Accelerate on Linux", "CoreMotion": "no motion sensors on Linux",
        "CoreBluetooth": "no Core Bluetooth on Linux", "MultipeerConnectivity": "no Multipeer Connectivity on Linux",
        "LinkPresentation": "no link previews on Linux", "ImageIO": "no ImageIO on Linux",
        "CoreAudio": "no Core Audio on Linux", "AudioToolbox": "no AudioToolbox on Linux", "MediaPlayer": "no MediaPlayer on Linux",
        "MusicKit": "no MusicKit on Linux", "Intents": "no Siri intents on Linux", "IntentsUI": "no Siri intents on Linux",
        "ActivityKit": "no Live Activities on Linux", "BackgroundTasks": "no BackgroundTasks on Linux",
        "SystemConfiguration": "no SystemConfiguration on Linux",
        "Cocoa.AppKit": "the Mac's view classes", "AppleScriptObjC": "no AppleScript on Linux", "ScreenCaptureKit": "no screen capture on Linux",
        // Proscenium's `os` is a Swift module: it has no clang submodules.
        "os.log": "write `import os` (or `import OSLog`): `os.log` is a submodule only Apple's `os` has",
        "os.signpost": "no signposts on Linux: write `import os` for `Logger`",
    ]

    /// Whether `module` can be imported on Linux in a ported package whose
    /// dependencies provide `packageModules`: true, false (Apple-only), or
    /// nil (not known here: a package the project does not name).
    public static func isAvailable(_ module: String, packageModules: Set<String> = []) -> Bool? {
        if appleOnly[module] != nil { return false }
        let top = module.split(separator: ".").first.map(String.init) ?? module
        if providedByProscenium.contains(top) || toolchain.contains(top) || packageModules.contains(top) { return true }
        if appleOnly[top] != nil { return false }
        return nil
    }
}
