// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// The stricter settings of the targets beneath the graph: every existential
/// spelled `any`, and imports internal unless a file's public API needs them.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// What the engine builds on; the vocabulary, on the engine, uses them too.
let engineDependencies: [Target.Dependency] = [
    "ProsceniumHost",
    "ProsceniumLayout",
    "ProsceniumFoundation",
    "UniformTypeIdentifiers",
    "Combine",
    "ProsceniumUnsafe",
    .product(name: "OrderedCollections", package: "swift-collections"),
    .product(name: "Logging", package: "swift-log"),
]

/// Proscenium: SwiftUI's app model on Linux, shown in a web browser.
///
/// Layers (see docs/ARCHITECTURE.md): `ProsceniumHost` (render tree,
/// patches, events: what a display speaks) <- `Proscenium` (the public API and
/// the view and scene graphs) <- displays (`ProsceniumWeb`, `ProsceniumTesting`).
/// `SwiftUI`, `Combine` and `UniformTypeIdentifiers` are compatibility modules so
/// that unchanged SwiftUI sources build.
let package = Package(
    name: "Proscenium",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Proscenium", targets: ["Proscenium"]),
        .library(name: "ProsceniumTesting", targets: ["ProsceniumTesting"]),
        // What a display speaks: for displays and tests outside this package (Examples/).
        .library(name: "ProsceniumHost", targets: ["ProsceniumHost"]),
        .library(name: "ProsceniumWeb", targets: ["ProsceniumWeb"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        // Apple's other module names that SwiftUI apps import; the SwiftUI
        // product builds them all, so depending on it is enough to import them.
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "Cocoa", targets: ["Cocoa"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        // `import WebKit`: `WKWebView`, shown as a sandboxed frame.
        .library(name: "WebKit", targets: ["WebKit"]),
        // `import Charts`: Swift Charts' marks, axes and scales, drawn as vector shapes.
        .library(name: "Charts", targets: ["Charts"]),
        .executable(name: "proscenium-bench", targets: ["ProsceniumBench"]),
        .executable(name: "proscenium-port", targets: ["ProsceniumPortCommand"]),
        // What a ported app's target compiles its sources through: their Mac
        // branches (`#if os(macOS)`) taken, diagnostics at the original files.
        .plugin(name: "MacBranches", targets: ["MacBranches"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Hummingbird's own transport; named so the web display can read the bound
        // port and shape refusals, and its tests can speak raw HTTP and WebSocket.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Hummingbird's service runner; named so the web display can stop gracefully.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // `swift package generate-documentation`: the DocC of the public API (Scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // What every display speaks: the render tree, patches, events, surfaces.
        .target(name: "ProsceniumHost", swiftSettings: strictSettings),
        // HarfBuzz from Debian (libharfbuzz-dev): the shaper Chromium uses on Linux.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Text measured as the page draws it: the system font files both sides
        // use, shaped with HarfBuzz; what the layout engine sizes text with.
        .target(name: "ProsceniumText", dependencies: ["CHarfBuzz"], swiftSettings: strictSettings),
        // SwiftUI's layout over a render tree: every element's frame, text
        // measured by ProsceniumText. Knows no SwiftUI view type.
        .target(name: "ProsceniumLayout", dependencies: ["ProsceniumHost", "ProsceniumText"],
                swiftSettings: strictSettings),
        // A display that draws a laid-out render tree into pixels itself (shapes,
        // colours, text as glyph outlines): what `ImageRenderer` renders with.
        .target(name: "ProsceniumRaster", dependencies: ["ProsceniumHost", "ProsceniumLayout", "ProsceniumText"],
                swiftSettings: strictSettings),
        .testTarget(name: "ProsceniumRasterTests", dependencies: ["ProsceniumRaster", "ProsceniumHost", "ProsceniumLayout"]),
        // Foundation pieces Linux lacks: FileWrapper, atomic saving.
        .target(name: "ProsceniumFoundation", dependencies: ["UniformTypeIdentifiers", "Combine"]),
        .target(name: "UniformTypeIdentifiers"),
        // `import CoreTransferable`: Transferable, re-exported from ProsceniumFoundation.
        .target(name: "CoreTransferable", dependencies: ["ProsceniumFoundation"]),
        // C that calls into the Swift runtime where Swift source cannot (the
        // app delegate's `init()` from its metatype) and into glibc's malloc.
        .target(name: "ProsceniumRuntimeShims"),
        // Every call into the Swift runtime and the C library that the
        // compiler cannot check (the shims above, `@_silgen_name` symbols,
        // metadata layouts), behind small safe functions; its tests fail
        // first, and by name, when a toolchain changes one.
        .target(name: "ProsceniumUnsafe", dependencies: ["ProsceniumRuntimeShims"], swiftSettings: strictSettings),
        // A small D-Bus client (the session bus's Unix socket) and the tray's
        // StatusNotifierItem; Debian packages no D-Bus library for Swift.
        .target(name: "ProsceniumDBus", dependencies: [.product(name: "Logging", package: "swift-log")],
                swiftSettings: strictSettings),
        .testTarget(name: "ProsceniumDBusTests", dependencies: ["ProsceniumDBus"]),
        .testTarget(name: "ProsceniumUnsafeTests", dependencies: ["ProsceniumUnsafe"]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        // The engine: view graph, identity, dependency tracking, environment,
        // preferences, scheduler, runtime, windows and scenes as data. Knows
        // no SwiftUI view type and no AppKit or UIKit name (EngineBoundaryTests).
        .target(name: "ProsceniumEngine", dependencies: engineDependencies, swiftSettings: strictSettings),
        .testTarget(name: "ProsceniumEngineTests", dependencies: ["ProsceniumEngine", "ProsceniumHost"]),
        // The SwiftUI vocabulary (views, modifiers, styles, scenes, commands) on the engine.
        .target(
            name: "Proscenium",
            dependencies: ["ProsceniumEngine", "ProsceniumMacros", "ProsceniumRaster"] + engineDependencies
        ),
        .target(
            name: "ProsceniumTesting",
            // CoreGraphics: FrameLayout imports it; named so it is built first.
            dependencies: ["Proscenium", "ProsceniumHost", "ProsceniumLayout", "CoreGraphics"]
        ),
        .target(
            name: "ProsceniumWeb",
            dependencies: [
                "Proscenium",
                "ProsceniumText",
                "ProsceniumDBus",
                "ProsceniumHost",
                "ProsceniumFoundation",
                "ProsceniumUnsafe",
                "ProsceniumText",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Client")],
            swiftSettings: strictSettings
        ),
        // Serves a scripted fake session: what the browser tests drive.
        .executableTarget(
            name: "WebDisplayDemo",
            dependencies: ["ProsceniumWeb", "ProsceniumHost"], path: "Tests/Fixtures/WebDisplayDemo"),
        // Saves a file in a loop until killed: what the kill -9 fault test runs.
        .executableTarget(name: "SaveLoop", dependencies: ["ProsceniumFoundation"], path: "Tests/Fixtures/SaveLoop"),
        // Measures the view graph (`proscenium-bench update`), the display in a
        // browser (`browser`: a SwiftUI table app against BrowserBench/), a
        // served app's memory (`memory`) and its latency under load (`load`):
        // the last two drive the app over WebSocket as pages would.
        .executableTarget(
            name: "ProsceniumBench",
            dependencies: [
                "Proscenium",
                "ProsceniumHost",
                "ProsceniumTesting",
                "ProsceniumWeb",
                "ProsceniumLayout",
                "SwiftUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // `import SwiftUI`: what SwiftUICore exports; and, built with it, the
        // other Apple module names apps import beside it.
        .target(
            name: "SwiftUI",
            dependencies: ["SwiftUICore", "AppKit", "Cocoa", "UIKit", "CoreGraphics", "os", "OSLog",
                           "AVFoundation", "CoreMedia", "UserNotifications", "WebKit", "Charts",
                           "_Testing_AppKit", "_Testing_UIKit", "_Testing_CoreGraphics"]
        ),
        // The overlays swift-testing loads when a test file imports it beside these.
        .target(name: "_Testing_AppKit"),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "SwiftUICore", dependencies: ["Proscenium", "ProsceniumWeb", "Combine"]),
        .target(name: "AppKit", dependencies: ["SwiftUICore"]),
        .target(name: "Cocoa", dependencies: ["AppKit"]),
        .target(name: "UIKit", dependencies: ["SwiftUICore"]),
        .target(name: "CoreGraphics", dependencies: ["ProsceniumFoundation"]),
        // `Logger`, `os_log`, `OSAllocatedUnfairLock`; and `OSLogStore`, which reads them back.
        // Every module lands in one folder, so once `os` is built `canImport(os)` is true
        // for what compiles after it; swift-argument-parser then takes Linux for Darwin
        // (`os_unfair_lock`). Depending on it makes it compile before `os`, always.
        .target(name: "os", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "OSLog", dependencies: ["os"]),
        // Sound players whose sounds the display plays; `CMTime`.
        .target(name: "AVFoundation", dependencies: ["CoreMedia", "Proscenium", .product(name: "Logging", package: "swift-log")]),
        .target(name: "CoreMedia"),
        // Notifications the display shows as banners.
        .target(name: "UserNotifications", dependencies: ["Proscenium"]),
        // `WKWebView`, shown as a sandboxed frame of its page or HTML.
        .target(name: "WebKit", dependencies: ["SwiftUICore", "Proscenium", "ProsceniumHost"]),
        // Swift Charts: a chart's geometry computed in Swift (text measured as the page draws it)
        // and drawn with Proscenium's shapes and text.
        .target(name: "Charts", dependencies: ["Proscenium", "ProsceniumText"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Proscenium", "ProsceniumTesting"]),
        // Every text-bearing view showing markup: what the browser tests check text safety with.
        .executableTarget(name: "HostileTextDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/HostileTextDemo"),
        // Windows the layout engine lays out whole: what the browser tests hold the page's placement to.
        .executableTarget(name: "LayoutDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/LayoutDemo"),
        .executableTarget(name: "ControlsDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/ControlsDemo"),
        // Drag and drop with item providers: what the browser tests drag with the pointer.
        .executableTarget(name: "DragDropDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/DragDropDemo"),
        // What small pure-SwiftUI apps use, driven by BrowserTests/test_pure_apps.py.
        .executableTarget(name: "PureAppsDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/PureAppsDemo"),
        // An app whose only scene is `WindowGroup(for:)`, driven by BrowserTests/test_value_window.py.
        .executableTarget(name: "ValueWindowDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/ValueWindowDemo"),
        // The census's API families (accessibility, scenes, toolbars, text), driven by BrowserTests/test_census_families.py.
        .executableTarget(name: "CensusDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/CensusDemo"),
        .executableTarget(name: "AppKitDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/AppKitDemo"),
        // What iOS tutorial apps use, driven by BrowserTests/test_ios_apps.py.
        .executableTarget(name: "IOSAppsDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/IOSAppsDemo"),
        // AppKit, UIKit and WebKit views in representables, driven by BrowserTests/test_representables.py.
        .executableTarget(name: "RepresentablesDemo", dependencies: ["SwiftUI", "WebKit"], path: "Tests/Fixtures/RepresentablesDemo"),
        // A document app with a URL scheme, installed by ProsceniumDesktopTests and run as one instance.
        .executableTarget(name: "DesktopDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/DesktopDemo/App"),
        // A menu-bar extra and two windows, driven by BrowserTests/test_tray.py in own windows mode.
        .executableTarget(name: "TrayDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/TrayDemo"),
        // Scroll behaviours, size classes and the everyday controls of issue 15, driven by BrowserTests/test_everyday.py.
        .executableTarget(name: "EverydayDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/EverydayDemo"),
        .testTarget(name: "ProsceniumHostTests", dependencies: ["ProsceniumHost"]),
        .testTarget(name: "ProsceniumTextTests", dependencies: ["ProsceniumText"]),
        .testTarget(name: "ProsceniumLayoutTests", dependencies: ["ProsceniumLayout", "ProsceniumHost"]),
        // Prints Swift's text measurements for BrowserTests/test_text_metrics.py.
        .executableTarget(name: "TextMetricsProbe", dependencies: ["ProsceniumText"],
                          path: "Tests/Fixtures/TextMetricsProbe"),
        // Prints layout scenes as the page is sent them and the engine's frames
        // for them, for BrowserTests/test_layout_agreement.py.
        .executableTarget(name: "LayoutProbe", dependencies: ["ProsceniumLayout", "ProsceniumWeb", "ProsceniumHost"],
                          path: "Tests/Fixtures/LayoutProbe"),
        .testTarget(name: "FoundationTests", dependencies: ["ProsceniumFoundation", "UniformTypeIdentifiers", "SaveLoop"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "ProsceniumTests", dependencies: ["Proscenium", "ProsceniumTesting", "WebKit",
                                                         .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "ProsceniumWebTests",
            dependencies: [
                "ProsceniumWeb",
                "ProsceniumHost",
                "ProsceniumUnsafe",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            // The SF Symbols names the porting corpus uses (SymbolCorpusTests).
            resources: [.copy("Resources")]
        ),
        .testTarget(name: "SampleTests", dependencies: ["ProsceniumTesting"]),
        // The browser benchmark's apps, headless (no test times anything).
        .testTarget(name: "ProsceniumBenchTests", dependencies: ["ProsceniumBench", "ProsceniumTesting"]),
        // Previews: the `#Preview` / `@Previewable` macros, an app whose previews the
        // gallery shows (`swift run PreviewsDemo --previews`), the same forms built in
        // Swift 5 language mode, and their tests.
        // The macros' expansions, read off the source text the compiler sends
        // with a small tokenizer of their own (no swift-syntax: the core can
        // start compiling as soon as this and the plugin are built), and the
        // compiler's plugin protocol; a plain library so tests can reach it.
        .target(name: "ProsceniumMacroSupport", swiftSettings: strictSettings),
        .macro(name: "ProsceniumMacros", dependencies: ["ProsceniumMacroSupport"]),
        .testTarget(name: "ProsceniumMacroSupportTests", dependencies: ["ProsceniumMacroSupport"]),
        .executableTarget(name: "PreviewsDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/PreviewsDemo"),
        .target(name: "PreviewsSwift5Fixture", dependencies: ["SwiftUI"], path: "Tests/PreviewsSwift5Fixture",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "PreviewTests",
            // Not on ProsceniumMacros itself: a test depending on a macro is built for
            // the host tools, and with it every test (the executables' modules then go missing).
            dependencies: ["PreviewsDemo", "PreviewsSwift5Fixture", "ProsceniumTesting"]
        ),
        // `proscenium-port App.xcodeproj`: an Xcode project's app as a package
        // built against the SwiftUI product (docs/PORTING.md).
        .target(name: "ProsceniumPort"),
        // The MacBranches build plugin and the tool it runs on each source.
        .executableTarget(name: "ProsceniumMacBranches", dependencies: ["ProsceniumPort"]),
        .plugin(name: "MacBranches", capability: .buildTool(), dependencies: ["ProsceniumMacBranches"]),
        // `proscenium-port install` / `package`: a ported app's desktop entry, icons
        // and MIME types, installed or packaged (.deb, .tar.gz).
        .target(name: "ProsceniumDesktop", dependencies: ["ProsceniumPort", "UniformTypeIdentifiers"]),
        .executableTarget(
            name: "ProsceniumPortCommand",
            dependencies: ["ProsceniumPort", "ProsceniumDesktop", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Apple's other module names, imported by a target that depends on SwiftUI alone.
        .testTarget(name: "AppleModuleTests", dependencies: ["SwiftUI", "ProsceniumTesting"]),
        .testTarget(name: "ProsceniumPortTests", dependencies: ["ProsceniumPort", "ProsceniumPortCommand"]),
        // The desktop files of a fixture app (Tests/Fixtures/DesktopDemo), and the system's tools reading them.
        .testTarget(name: "ProsceniumDesktopTests", dependencies: ["ProsceniumDesktop", "ProsceniumPortCommand", "DesktopDemo"]),
        // docs/API_CENSUS.md: SwiftUI's API on macOS 14 (docs/census/) against the symbols of the
        // modules the SwiftUI product builds, which it depends on so that they are built first.
        .testTarget(name: "APICensusTests", dependencies: ["SwiftUI"]),
    ],
    swiftLanguageModes: [.v6]
)
