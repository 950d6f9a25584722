import Foundation

/// A small Xcode project the tests write themselves: a Mac app target
/// `Demo` whose sources are an Xcode 16 synchronized folder (`Demo/`, with
/// one file excepted) plus a classic group's file (`Shared/Formatting.swift`),
/// an iOS app target `DemoMobile`, build settings at project and target
/// level, a variant group, a package dependency, comments, quoted strings and data.
enum FixtureProject {
    static let pbxproj = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {

    /* Begin PBXBuildFile section */
    		B0000000000000000000F001 /* Formatting.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F001 /* Formatting.swift */; };
    		B0000000000000000000F002 /* Formatting.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F001 /* Formatting.swift */; };
    		B0000000000000000000F003 /* Credits.rtf in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F003 /* Credits.rtf */; };
    		B0000000000000000000F004 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F004 /* Localizable.strings */; };
    		B0000000000000000000F005 /* MobileApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F005 /* MobileApp.swift */; };
    		B0000000000000000000F006 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000F006 /* Legacy.m */; };
    		B0000000000000000000F007 /* Collections in Frameworks */ = {isa = PBXBuildFile; productRef = C0000000000000000000F001 /* Collections */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    		F0000000000000000000F001 /* Formatting.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Formatting.swift; sourceTree = "<group>"; };
    		F0000000000000000000F003 /* Credits.rtf */ = {isa = PBXFileReference; lastKnownFileType = text.rtf; path = "Shared/Credits.rtf"; sourceTree = SOURCE_ROOT; };
    		F0000000000000000000F00A /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    		F0000000000000000000F00B /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    		F0000000000000000000F005 /* MobileApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MobileApp.swift; sourceTree = "<group>"; };
    		F0000000000000000000F006 /* Legacy.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
    		F0000000000000000000F007 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		F0000000000000000000F008 /* DemoMobile.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = DemoMobile.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		F0000000000000000000F009 /* Tool.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/elsewhere/Tool.swift; sourceTree = "<absolute>"; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    		E0000000000000000000F001 /* Exceptions for "Demo" folder in "Demo" target */ = {
    			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    			membershipExceptions = (
    				Info.plist,
    				Scratch.swift,
    			);
    			target = T0000000000000000000F001 /* Demo */;
    		};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    		S0000000000000000000F001 /* Demo */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000000000000000000F001 /* Exceptions for "Demo" folder in "Demo" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Demo; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXFrameworksBuildPhase section */
    		P0000000000000000000F001 /* Frameworks */ = {
    			isa = PBXFrameworksBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B0000000000000000000F007 /* Collections in Frameworks */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXGroup section */
    		G0000000000000000000F001 = {
    			isa = PBXGroup;
    			children = (
    				S0000000000000000000F001 /* Demo */,
    				G0000000000000000000F002 /* Shared */,
    				G0000000000000000000F004 /* Mobile */,
    				F0000000000000000000F009 /* Tool.swift */,
    				G0000000000000000000F003 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		G0000000000000000000F002 /* Shared */ = {
    			isa = PBXGroup;
    			children = (
    				F0000000000000000000F001 /* Formatting.swift */,
    				F0000000000000000000F003 /* Credits.rtf */,
    				F0000000000000000000F004 /* Localizable.strings */,
    			);
    			path = Shared;
    			sourceTree = "<group>";
    		};
    		G0000000000000000000F003 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				F0000000000000000000F007 /* Demo.app */,
    				F0000000000000000000F008 /* DemoMobile.app */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    		G0000000000000000000F004 /* Mobile */ = {
    			isa = PBXGroup;
    			children = (
    				F0000000000000000000F005 /* MobileApp.swift */,
    				F0000000000000000000F006 /* Legacy.m */,
    			);
    			name = Mobile;
    			path = "Mobile Sources";
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		T0000000000000000000F002 /* DemoMobile */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L0000000000000000000F003 /* Build configuration list for PBXNativeTarget "DemoMobile" */;
    			buildPhases = (
    				P0000000000000000000F004 /* Sources */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			name = DemoMobile;
    			productName = DemoMobile;
    			productReference = F0000000000000000000F008 /* DemoMobile.app */;
    			productType = "com.apple.product-type.application";
    		};
    		T0000000000000000000F001 /* Demo */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L0000000000000000000F002 /* Build configuration list for PBXNativeTarget "Demo" */;
    			buildPhases = (
    				P0000000000000000000F002 /* Sources */,
    				P0000000000000000000F001 /* Frameworks */,
    				P0000000000000000000F003 /* Resources */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			fileSystemSynchronizedGroups = (
    				S0000000000000000000F001 /* Demo */,
    			);
    			name = Demo;
    			packageProductDependencies = (
    				C0000000000000000000F001 /* Collections */,
    			);
    			productName = Demo;
    			productReference = F0000000000000000000F007 /* Demo.app */;
    			productType = "com.apple.product-type.application";
    		};
    		T0000000000000000000F003 /* DemoTests */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = L0000000000000000000F004;
    			buildPhases = (
    			);
    			name = DemoTests;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		R0000000000000000000F001 /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				BuildIndependentTargetsInParallel = 1;
    				LastSwiftUpdateCheck = 1600;
    				LastUpgradeCheck = 1600;
    			};
    			buildConfigurationList = L0000000000000000000F001 /* Build configuration list for PBXProject "Demo" */;
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (
    				en,
    				Base,
    				fr,
    			);
    			mainGroup = G0000000000000000000F001;
    			minimizedProjectReferenceProxies = 1;
    			packageReferences = (
    				K0000000000000000000F001 /* XCRemoteSwiftPackageReference "swift-collections" */,
    			);
    			preferredProjectObjectVersion = 77;
    			productRefGroup = G0000000000000000000F003 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				T0000000000000000000F002 /* DemoMobile */,
    				T0000000000000000000F001 /* Demo */,
    				T0000000000000000000F003 /* DemoTests */,
    			);
    		};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    		P0000000000000000000F003 /* Resources */ = {
    			isa = PBXResourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B0000000000000000000F003 /* Credits.rtf in Resources */,
    				B0000000000000000000F004 /* Localizable.strings in Resources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    		P0000000000000000000F002 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B0000000000000000000F001 /* Formatting.swift in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    		P0000000000000000000F004 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B0000000000000000000F002 /* Formatting.swift in Sources */,
    				B0000000000000000000F005 /* MobileApp.swift in Sources */,
    				B0000000000000000000F006 /* Legacy.m in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    		F0000000000000000000F004 /* Localizable.strings */ = {
    			isa = PBXVariantGroup;
    			children = (
    				F0000000000000000000F00A /* en */,
    				F0000000000000000000F00B /* fr */,
    			);
    			name = Localizable.strings;
    			sourceTree = "<group>";
    		};
    /* End PBXVariantGroup section */

    /* Begin XCBuildConfiguration section */
    		X0000000000000000000F001 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				MACOSX_DEPLOYMENT_TARGET = 13.0;
    				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
    				SWIFT_VERSION = 6.0;
    			};
    			name = Debug;
    		};
    		X0000000000000000000F002 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				MACOSX_DEPLOYMENT_TARGET = 13.0;
    				SWIFT_VERSION = 6.0;
    				OTHER_LDFLAGS = (
    					"-ObjC",
    					"-framework \"Quoted Name\"",
    				);
    			};
    			name = Release;
    		};
    		X0000000000000000000F003 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
    				INFOPLIST_FILE = Demo/Info.plist;
    				MACOSX_DEPLOYMENT_TARGET = 14.5;
    				PRODUCT_BUNDLE_IDENTIFIER = "org.example.demo";
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SDKROOT = macosx;
    				SWIFT_VERSION = 5.0;
    			};
    			name = Release;
    		};
    		X0000000000000000000F004 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SDKROOT = iphoneos;
    				SUPPORTED_PLATFORMS = "iphoneos iphonesimulator";
    			};
    			name = Release;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		L0000000000000000000F001 /* Build configuration list for PBXProject "Demo" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				X0000000000000000000F001 /* Debug */,
    				X0000000000000000000F002 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		L0000000000000000000F002 /* Build configuration list for PBXNativeTarget "Demo" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				X0000000000000000000F003 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		L0000000000000000000F003 /* Build configuration list for PBXNativeTarget "DemoMobile" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				X0000000000000000000F004 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    /* End XCConfigurationList section */

    /* Begin XCRemoteSwiftPackageReference section */
    		K0000000000000000000F001 /* XCRemoteSwiftPackageReference "swift-collections" */ = {
    			isa = XCRemoteSwiftPackageReference;
    			repositoryURL = "https://github.com/apple/swift-collections.git";
    			requirement = {
    				kind = upToNextMajorVersion;
    				minimumVersion = 1.1.0;
    			};
    		};
    /* End XCRemoteSwiftPackageReference section */

    /* Begin XCSwiftPackageProductDependency section */
    		C0000000000000000000F001 /* Collections */ = {
    			isa = XCSwiftPackageProductDependency;
    			package = K0000000000000000000F001 /* XCRemoteSwiftPackageReference "swift-collections" */;
    			productName = Collections;
    		};
    /* End XCSwiftPackageProductDependency section */
    	};
    	rootObject = R0000000000000000000F001 /* Project object */;
    }
    """#

    /// The Mac app's files: `path relative to the project folder -> text`.
    static let files: [String: String] = [
        "Demo/DemoApp.swift": """
        import SwiftUI

        @main
        struct DemoApp: App {
            @StateObject private var model = CounterModel()

            var body: some Scene {
                WindowGroup {
                    ContentView().environmentObject(model)
                }
            }
        }

        #if os(macOS)
        extension DemoApp { static let platformName = "Mac" }
        #elseif os(iOS)
        extension DemoApp { static let platformName = "iPhone" }
        #endif

        // A multiplatform app's conditionals: built on Linux, only the Mac's
        // branches compile (the iOS type is declared under os(iOS) alone).
        #if !os(macOS)
        let notOnMac = UndefinedPhoneThing()
        #endif

        #if os(iOS)
        struct PhoneOnlyBadge: View { var body: some View { Text("Phone") } }
        #endif

        #if os(macOS)
        struct PlatformBadge: View { var body: some View { Text(DemoApp.platformName) } }
        #else
        struct PlatformBadge: View { var body: some View { PhoneOnlyBadge() } }
        #endif

        #if os(tvOS)
        let platformToolkit = "TVUIKit"
        #elseif canImport(AppKit) && os(macOS)
        let platformToolkit = "AppKit"
        #endif

        """,
        "Demo/ContentView.swift": """
        import SwiftUI
        #if canImport(UIKit)
        import UIKit
        #endif

        struct ContentView: View {
            @EnvironmentObject var model: CounterModel
            @State private var preferences = DemoPreferences()

            var body: some View {
                VStack {
                    Image("Dot")
                    // Xcode's generated asset symbols, which the port writes too.
                    Image(.dot).foregroundStyle(.highlightedCell)
                    Color.highlightedCell.frame(width: 8, height: 8)
                    Text(Formatting.title(count: model.count))
                    Button("Add") { model.count += 1 }
                    Toggle("Loud", isOn: $preferences.loud)
                    PlatformBadge()
                    Text(platformToolkit)
                }
                .padding()
            }
        }

        """,
        // Only Foundation (and UTType): Apple's brings Combine's
        // ObservableObject and @Published, and Observation's @Observable,
        // and has NSItemProvider and NSUserActivity.
        "Demo/Model/CounterModel.swift": """
        import Foundation
        import UniformTypeIdentifiers

        final class CounterModel: ObservableObject {
            @Published var count = 0

            func provider() -> NSItemProvider {
                NSItemProvider(item: "\\(count)" as NSString, typeIdentifier: UTType.plainText.identifier)
            }

            func activity() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.example.Demo.counting")
                activity.userInfo = ["count": count]
                return activity
            }
        }

        @Observable final class DemoPreferences {
            var loud = false
        }

        """,
        // In the folder, excepted from the target: it must not be built.
        "Demo/Scratch.swift": """
        import AppKit
        this is not Swift and must not be compiled

        """,
        "Demo/Info.plist": "<plist></plist>\n",
        "Demo/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n",
        "Demo/Assets.xcassets/Dot.imageset/Contents.json": #"""
        { "images" : [ { "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }

        """#,
        "Demo/Assets.xcassets/Highlighted Cell Color.colorset/Contents.json": #"""
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.800", "red" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }

        """#,
        // Apple's other module names, which a Mac app imports beside SwiftUI.
        "Shared/Formatting.swift": """
        import Cocoa
        import CoreGraphics
        import os

        enum Formatting {
            static let log = Logger(subsystem: "com.example.Demo", category: "Formatting")
            static let tint: NSColor = .systemBlue
            static let inset: CGFloat = 4

            static func title(count: Int) -> String {
                log.debug("title for \\(count, privacy: .public)")
                return "Count: \\(count)"
            }
        }

        """,
        "Shared/Credits.rtf": "{\\rtf1 Credits}\n",
        "Shared/en.lproj/Localizable.strings": "\"Add\" = \"Add\";\n",
        "Shared/fr.lproj/Localizable.strings": "\"Add\" = \"Ajouter\";\n",
        "Mobile Sources/MobileApp.swift": """
        import SwiftUI
        import UIKit

        """,
        "Mobile Sources/Legacy.m": "// Objective-C\n",
    ]

    /// A 1x1 PNG: the asset catalogue's image.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!

    /// Writes the project into a new folder and returns the folder.
    static func write(in parent: URL, named name: String? = nil, pbxproj: String = pbxproj) throws -> URL {
        let root = parent.appendingPathComponent(name ?? "DemoProject-\(UUID().uuidString.prefix(8))")
        let fileManager = FileManager.default
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try png.write(to: root.appendingPathComponent("Demo/Assets.xcassets/Dot.imageset/dot.png"))
        let project = root.appendingPathComponent("Demo.xcodeproj")
        try fileManager.createDirectory(at: project, withIntermediateDirectories: true)
        try pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }
}
