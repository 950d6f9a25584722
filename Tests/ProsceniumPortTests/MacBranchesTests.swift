import Foundation
import Testing
@testable import ProsceniumPort

/// The Mac's `#if` branches, as the MacBranches plugin compiles a ported
/// app's sources: `os(macOS)` reads true in conditions, nothing else moves,
/// and the compiler reports errors at the original file and line.
@Suite struct MacBranchesTests {
    @Test func osMacOSReadsTrueInConditionsOnly() {
        let source = """
        #if os(macOS)
        let a = 1
        #elseif os(iOS)
        let a = 2
        #endif
        #if !os(macOS) && canImport(UIKit)
        let b = 3
        #endif
        #if os( OSX ) || os(Linux)
        let c = "os(macOS) in a string stays"
        #endif
        // #if os(macOS) in a comment stays
        /* #if os(macOS)
        #if os(macOS) inside a block comment stays */
        let text = \"\"\"
        #if os(macOS)
        \"\"\"
        """
        let copy = MacBranches.rewrite(source, originalPath: "/work/App/View.swift")
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == #"#sourceLocation(file: "/work/App/View.swift", line: 1)"#)
        let body = Array(lines.dropFirst())
        #expect(body[0] == "#if true")
        #expect(body[2] == "#elseif os(iOS)")
        #expect(body[5] == "#if !true && false", "a Mac has no UIKit")
        #expect(body[8] == "#if true || os(Linux)")
        #expect(body[9] == #"let c = "os(macOS) in a string stays""#)
        #expect(body[11] == "// #if os(macOS) in a comment stays")
        #expect(body[12] == "/* #if os(macOS)")
        #expect(body[13] == "#if os(macOS) inside a block comment stays */")
        #expect(body[15] == "#if os(macOS)")
        #expect(body.count == source.split(separator: "\n", omittingEmptySubsequences: false).count, "lines keep their numbers")
    }

    @Test func aSelectorNamingAMethodOfTheFileIsBoundToIt() {
        let source = """
        final class AppDelegate: NSObject {
            func applicationDidFinishLaunching() {
                button.action = #selector(togglePopover)
                other.action = #selector(self.refresh(_:)); third.action = #selector(Model.reload)
            }
            @objc func togglePopover(sender: AnyObject) {}
            @objc
            private func refresh(_ sender: Any?) {}
            @objc static func reload() {}
        }
        """
        let body = MacBranches.rewrite(source, originalPath: "/a/App.swift").split(separator: "\n").map(String.init)
        #expect(body[3] == #"        button.action = Selector(_objectiveCName: "togglePopover", self.togglePopover)"#)
        #expect(body[4] == #"        other.action = Selector(_objectiveCName: "refresh:", self.refresh(_:)); third.action = Selector("reload")"#)
        #expect(MacBranches.actionMethods(in: source) == ["togglePopover", "refresh"])
    }

    @Test func objectiveCFormsAreWrittenAsLinuxCompilesThem() {
        let source = """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        let a = #selector(UIResponder.resignFirstResponder)
        let b = #selector(Self.checkAndClose(_:)), c = #selector(NSObject.copy as () -> Any)
        let d = #selector(perform(with:afterDelay:))
        let e = #selector(getter: Model.title); let f = #selector(setter: Model.title)
        // #selector(kept) in a comment, and @UIApplicationMain too
        let g = "#selector(in a string)" // #selector(x)
        let h = #selector(
            spansLines)
        @objc func tapped(_ sender: Any?) {}
        @objc(renamed:) private func other() {}
        @objc protocol Named { @objc optional func name() }
            @objc
            private func checkAndClose(_ sender: Any) {}
        """
        let copy = MacBranches.rewrite(source, originalPath: "/work/App/AppDelegate.swift")
        let body = Array(copy.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropFirst())
        #expect(body[0] == "@main")
        #expect(body[2] == #"let a = Selector("resignFirstResponder")"#)
        #expect(body[3] == #"let b = Selector("checkAndClose:"), c = Selector("copy")"#)
        #expect(body[4] == #"let d = Selector("performWith:afterDelay:")"#)
        #expect(body[5] == #"let e = Selector("title"); let f = Selector("setTitle:")"#)
        #expect(body[6] == "// #selector(kept) in a comment, and @UIApplicationMain too")
        #expect(body[7] == ##"let g = "#selector(in a string)" // #selector(x)"##)
        #expect(body[8] == "let h = #selector(", "a selector that closes on a later line is left as it is")
        #expect(body[10] == "func tapped(_ sender: Any?) {}")
        #expect(body[11] == "private func other() {}")
        #expect(body[12] == "@objc protocol Named { @objc optional func name() }")
        #expect(body[13] == "    ", "@objc alone on its line goes too")
        #expect(body.count == source.split(separator: "\n", omittingEmptySubsequences: false).count, "lines keep their numbers")
    }

    @Test(.timeLimit(.minutes(5)))
    func theCompilerTakesTheMacBranchAndNamesTheOriginalFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mac-branches-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("Original.swift")
        let source = """
        #if os(macOS)
        let platform = "Mac"
        #else
        let platform = UndefinedElsewhere()
        #endif
        let count: Int = platform
        """
        try source.write(to: original, atomically: true, encoding: .utf8)
        let copy = folder.appendingPathComponent("Derived/Original.swift")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try MacBranches.rewrite(source, originalPath: original.path).write(to: copy, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", copy.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The Mac's branch compiled (a String), so line 6's conversion is the
        // error, reported in the original file; the other branch's unknown
        // name is not.
        #expect(process.terminationStatus != 0)
        #expect(output.contains("\(original.path):6:"), "\(output)")
        #expect(output.contains("cannot convert value of type 'String'"), "\(output)")
        // (The snippet the compiler quotes is the copy's, one line on: the
        // location it names is the original's.)
        #expect(!output.contains("cannot find 'UndefinedElsewhere'"), "\(output)")
        #expect(!output.contains("\(copy.path):"), "\(output)")
    }
}

/// The responder-chain pattern cannot be compiled on Linux: the scan says
/// where, and what to use instead.
@Suite struct ResponderChainScanTests {
    @Test func selectorsAndObjcInCodeLinuxCompilesAreReported() {
        let source = """
        import AppKit
        @objc protocol EditorActions { func toggleBold(_ sender: Any?) }
        struct Commands {
            func bold() { NSApp.sendAction(#selector(EditorActions.toggleBold(_:)), to: nil, from: nil) }
            let note = "a #selector( in a string is fine"
        }
        #if os(iOS)
        @objc class PhoneOnly {}
        #endif
        """
        let findings = SourceScanner(takesMacBranches: true).scan(source, file: URL(fileURLWithPath: "/p/App.swift"))
        #expect(findings.map(\.line) == [2, 4])
        // The `@objc protocol` stays as written and does not build; the
        // selector builds (the plugin writes it) and is bound to nothing.
        #expect(findings.map(\.severity) == [.error, .warning])
        #expect(findings.first?.message.contains("Objective-C runtime") == true)
        #expect(findings.first?.fix.contains("FocusedValue") == true)
    }

    @Test func whatThePluginMakesBuildIsNotAnError() {
        let source = """
        final class AppDelegate: NSObject {
            @objc func toggle(_ sender: Any?) {}
            func start() { item.button?.action = #selector(toggle(_:)) }
            func later() { NSApp.sendAction(#selector(
                toggle(_:)), to: nil, from: nil) }
        }
        """
        let findings = SourceScanner(takesMacBranches: true).scan(source, file: URL(fileURLWithPath: "/p/App.swift"))
        #expect(findings.map(\.line) == [4], "only the selector over two lines, which the plugin leaves")
        #expect(findings.map(\.severity) == [.error])
        let without = SourceScanner(takesMacBranches: false).scan(source, file: URL(fileURLWithPath: "/p/App.swift"))
        #expect(without.map(\.line) == [2, 3, 4])
    }

    /// Proscenium's modules are Swift modules, without Clang's submodules:
    /// `import CoreGraphics.CGBase` (an app's, for `CGFloat`) is an import of
    /// CoreGraphics on Linux; other imports stay as written.
    @Test func submoduleImportsOfProsceniumsModulesImportTheModule() {
        let source = """
        import CoreGraphics.CGBase
        @preconcurrency import AppKit.NSColor // its colours
        import struct CoreGraphics.CGSize
        import Foundation.NSURL
        import SwiftUI
        """
        let body = MacBranches.rewrite(source, originalPath: "/work/App/Size.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(body == ["import CoreGraphics", "@preconcurrency import AppKit // its colours",
                         "import struct CoreGraphics.CGSize", "import Foundation.NSURL", "import SwiftUI"])
    }
}

