// swift-tools-version:6.0
import PackageDescription

/// Proscenium's examples: plain SwiftUI apps, built against the root
/// package's `SwiftUI` product exactly as a person's app is. They are a
/// package of their own so that their names (`BookClub`, `TextEdit`, `Mail`,
/// ...) stay free for the apps of people who depend on Proscenium: SwiftPM
/// refuses two targets of one name in a package graph.
///
/// From the repository's root: `swift run --package-path Examples BookClub`.
let package = Package(
    name: "ProsceniumExamples",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "BookClub", targets: ["BookClub"]),
        .executable(name: "TextEdit", targets: ["TextEdit"]),
        .executable(name: "ShapeEdit", targets: ["ShapeEdit"]),
        .executable(name: "Mail", targets: ["Mail"]),
        .executable(name: "Pinboard", targets: ["Pinboard"]),
        .executable(name: "Drawing", targets: ["Drawing"]),
        .executable(name: "Geometry", targets: ["Geometry"]),
        .executable(name: "CardTable", targets: ["CardTable"]),
        .executable(name: "Inventory", targets: ["Inventory"]),
        .executable(name: "Notebook", targets: ["Notebook"]),
        .executable(name: "Layouts", targets: ["Layouts"]),
        .executable(name: "Noticeboard", targets: ["Noticeboard"]),
        .executable(name: "Flipbook", targets: ["Flipbook"]),
        .executable(name: "ChartGallery", targets: ["ChartGallery"]),
    ],
    dependencies: [.package(name: "Proscenium", path: "..")],
    targets: [
        .executableTarget(name: "BookClub", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "BookClub"),
        .executableTarget(name: "Mail", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Mail"),
        .executableTarget(name: "Drawing", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Drawing"),
        .executableTarget(name: "Geometry", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Geometry"),
        .executableTarget(name: "CardTable", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "CardTable"),
        .executableTarget(name: "Notebook", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Notebook"),
        .executableTarget(name: "Layouts", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Layouts"),
        .executableTarget(name: "Noticeboard", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Noticeboard"),
        .executableTarget(name: "Flipbook", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Flipbook"),
        // `import Charts`: bars, lines, a donut and a selection (the folder keeps Apple's module name).
        .executableTarget(name: "ChartGallery", dependencies: [.product(name: "SwiftUI", package: "Proscenium"),
                                                               .product(name: "Charts", package: "Proscenium")],
                          path: "Charts"),
        // Its images are resources, as any SwiftPM app's: `Bundle.module`.
        .executableTarget(name: "Pinboard", dependencies: [.product(name: "SwiftUI", package: "Proscenium")], path: "Pinboard",
                          resources: [.process("Assets")]),
        .executableTarget(
            name: "Inventory",
            dependencies: [
                .product(name: "SwiftUI", package: "Proscenium"),
                .product(name: "UniformTypeIdentifiers", package: "Proscenium"),
            ],
            path: "Inventory"
        ),
        .executableTarget(
            name: "ShapeEdit",
            dependencies: [
                .product(name: "SwiftUI", package: "Proscenium"),
                .product(name: "UniformTypeIdentifiers", package: "Proscenium"),
            ],
            path: "ShapeEdit",
            // What a Mac's Xcode target builds into the app's bundle: the
            // desktop entry, icon and file type `proscenium-port install` makes
            // from the Info.plist; the asset catalogue, whose `AppIcon` its
            // alerts show, is copied as a ported app's is.
            exclude: ["Info.plist"],
            resources: [.copy("Assets.xcassets")]
        ),
        .executableTarget(
            name: "TextEdit",
            dependencies: [
                .product(name: "SwiftUI", package: "Proscenium"),
                .product(name: "UniformTypeIdentifiers", package: "Proscenium"),
            ],
            path: "TextEdit"
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "BookClub", "ShapeEdit", "Mail", "Pinboard", "Inventory",
                .product(name: "Proscenium", package: "Proscenium"),
                .product(name: "ProsceniumHost", package: "Proscenium"),
                .product(name: "ProsceniumTesting", package: "Proscenium"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
