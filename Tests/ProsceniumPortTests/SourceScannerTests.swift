import Foundation
@testable import ProsceniumPort
import Testing

/// What the scanner reports: Apple-only imports Linux compiles, and `#if`
/// chains that leave Linux nothing, each at its line with its fix.
@Suite struct SourceScannerTests {
    let file = URL(fileURLWithPath: "/p/App.swift")

    func scan(_ text: String, packages: Set<String> = []) -> [PortFinding] {
        SourceScanner(packageModules: packages).scan(text, file: file)
    }

    @Test func reportsAppleOnlyImportsWithTheirLines() {
        let findings = scan("""
        import SwiftUI
        import Combine
        import Observation
        @preconcurrency import CoreData
        import struct MapKit.MKCoordinateRegion
        import os.log
        import Collections
        import Mystery
        import AppKit
        import os
        import CoreGraphics
        """, packages: ["Collections"])
        #expect(findings.map(\.line) == [4, 5, 6, 8])
        #expect(findings.map(\.severity) == [.error, .error, .error, .warning])
        #expect(findings[0].message == "`import CoreData`: CoreData does not exist on Linux")
        #expect(findings[0].description.hasPrefix("/p/App.swift:4: error: `import CoreData`"))
        #expect(findings[2].fix.contains("import os"))
    }

    @Test func importsLinuxSkipsAreFine() {
        let findings = scan("""
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #else
        import Foundation
        #endif
        #if !os(Linux)
        import CoreData
        #endif
        // import AppKit
        /* import AppKit
           import UIKit */
        let text = "import AppKit"
        """)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func reportsAChainWithNoBranchForLinuxAndTheFix() {
        let findings = scan("""
        import SwiftUI
        #if os(iOS)
        let a = 1
        #elseif os(macOS)
        let a = 2
        #endif
        #if os(macOS)
        let b = 1
        #endif
        #if os(iOS) || targetEnvironment(macCatalyst)
        let c = 1
        #endif
        #if os(macOS) || os(Linux)
        let d = 1
        #endif
        #if DEBUG
        let e = 1
        #endif
        #if os(iOS)
        let f = 1
        #else
        let f = 2
        #endif
        #if os(macOS) && DEBUG
        let g = 1
        #endif
        #if os(iOS)
        let h = 1
        #elseif os(watchOS)
        let h = 2
        #endif
        #if os(macOS)
        import MapKit
        typealias Region = MKCoordinateRegion
        #endif
        #if !os(Linux)
        let i = 1
        #endif
        """)
        #expect(findings.map(\.line) == [2, 7, 24, 27], "\(findings)")
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings[0].message == "`#if os(iOS) / os(macOS)` has no branch for Linux: Linux compiles none of it")
        #expect(findings[0].fix.hasPrefix("line 4: write `#elseif os(macOS) || os(Linux)`"))
        #expect(findings[1].fix.hasPrefix("line 7: write `#if os(macOS) || os(Linux)`"))
        #expect(findings[2].fix.hasPrefix("line 24: write `#if (os(macOS) || os(Linux)) && DEBUG`"))
        #expect(findings[3].fix.contains("#else"))
    }

    @Test func nestedChainsInsideSkippedCodeAreNotReported() {
        let nested = """
        #if OUTER
        #if os(macOS)
        let x = 1
        #endif
        import MapKit
        #endif
        """
        #expect(scan(nested.replacingOccurrences(of: "OUTER", with: "os(iOS)")).isEmpty)
        #expect(scan(nested.replacingOccurrences(of: "OUTER", with: "os(Linux)")).map(\.line) == [2, 5])
    }

    @Test func evaluatesConditions() {
        let scanner = SourceScanner()
        #expect(scanner.evaluate("os(Linux)") == .yes)
        #expect(scanner.evaluate("!os(macOS)") == .yes)
        #expect(scanner.evaluate("os(macOS) || os(iOS)") == .no)
        #expect(scanner.evaluate("canImport(SwiftUI) && !canImport(MapKit)") == .yes)
        #expect(scanner.evaluate("canImport(AppKit) && canImport(UIKit)") == .yes)
        #expect(scanner.evaluate("canImport(Mystery)") == .maybe)
        #expect(scanner.evaluate("swift(>=5.9)") == .yes)
        #expect(scanner.evaluate("(os(macOS) || DEBUG) && os(iOS)") == .no)
        #expect(scanner.evaluate("canImport(MapKit, _version: 1.0)") == .no)
    }
}
