"""Tests of port_corpus.py's reading of the port's report, build logs, the
display's messages and layout log, and its table, on small fixtures.
Run: python3 -m unittest discover -s Scripts/corpus"""

import os
import tempfile
import unittest

import port_corpus as corpus

PORT_SUMMARY = """Ported Notes.xcodeproj, target Notes (iphoneos, macosx), to /w/ports/Notes
  12 Swift sources, 3 resources, Swift language mode 5, macOS 14.0
  left out, named by the project but not on disk: Editor /Context.swift, Gone.swift
  left out, not Swift: Bridge/mpfr_glue.c, Notes/Info.plist, Bridge/Notes-Bridging-Header.h
3 import(s) of modules Linux does not have, 2 other finding(s):
/src/Notes/Store.swift:3: error: `import CoreData`: CoreData does not exist on Linux. Fix: no Core Data on Linux
/src/Notes/Map.swift:2: error: `import MapKit`: MapKit does not exist on Linux. Fix: no maps on Linux
/src/Notes/Other.swift:2: error: `import CoreData`: CoreData does not exist on Linux. Fix: no Core Data on Linux
/src/Notes/Menu.swift:40: error: `#selector` needs the Objective-C runtime, which Swift on Linux does not have. Fix: route it
/src/Notes/Kit.swift:1: warning: `import MarkdownUI`: no package of the project provides MarkdownUI. Fix: add it
Run it: cd /w/ports/Notes && swift run
"""

MANIFEST = """
        .package(path: "/work/proscenium"),
        .package(url: "https://example.invalid/markdown.git", from: "2.0.0"),
            .executableTarget(
                name: "Notes",
                dependencies: [
                .product(name: "SwiftUI", package: "Proscenium"),
                .product(name: "MarkdownUI", package: "swift-markdown-ui"),
"""


def build_log(message, path="/src/Notes/ContentView.swift"):
    return f"""Building for debugging...
{path}:12:9: error: {message}
 10 |     var body: some View {{
{path}:30:5: error: a later error
error: emit-module command failed with exit code 1 (use -v to see invocations)
"""


class PortSummaryTests(unittest.TestCase):
    def test_reads_target_modules_and_left_out_sources(self):
        summary = corpus.parse_port_summary(PORT_SUMMARY)
        self.assertEqual(summary["target"], "Notes")
        self.assertEqual(summary["platforms"], "iphoneos, macosx")
        self.assertEqual(summary["sources"], 12)
        self.assertEqual(summary["apple_only"], ["CoreData", "MapKit"])
        self.assertEqual(summary["unknown_modules"], ["MarkdownUI"])
        self.assertEqual(summary["objc"], 1)
        self.assertEqual(summary["missing_members"], ["Editor /Context.swift", "Gone.swift"])
        self.assertEqual(summary["non_swift"], ["Bridge/mpfr_glue.c", "Bridge/Notes-Bridging-Header.h"])

    def test_manifest_dependencies_and_executable(self):
        self.assertEqual(corpus.package_dependencies(MANIFEST), ["swift-markdown-ui"])
        self.assertEqual(corpus.executable_name(MANIFEST), "Notes")


class ClassificationTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.source = os.path.join(self.folder, "Own.swift")
        with open(self.source, "w") as handle:
            handle.write("import SwiftUI\n#if os(iOS)\nstruct PhoneOnlyView: View { var body: some View { EmptyView() } }\n#endif\n")
        self.plain = {"apple_only": [], "non_swift": []}

    def classify(self, message, summary=None, path="/src/Notes/ContentView.swift"):
        return corpus.classify_build(build_log(message, path), summary or self.plain, [self.source],
                                     proscenium_root="/work/proscenium")

    def test_missing_swiftui_symbol_by_name(self):
        self.assertEqual(self.classify("value of type 'some View' has no member 'touchBar'"),
                         ("missing API", "`View.touchBar`"))
        self.assertEqual(self.classify("cannot find 'NSBitmapImageRep' in scope"),
                         ("missing API", "`NSBitmapImageRep`"))
        self.assertEqual(self.classify("type 'NSWindow' has no member 'allowsAutomaticWindowTabbing'"),
                         ("missing API", "`NSWindow.allowsAutomaticWindowTabbing`"))
        self.assertEqual(self.classify("cannot find type 'InspectorCommands' in scope"),
                         ("missing API", "`InspectorCommands`"))
        self.assertEqual(self.classify("'NSWindow' initializer is inaccessible due to 'internal' protection level"),
                         ("missing API", "`NSWindow.init`"))
        self.assertEqual(self.classify("type 'CGFloat?' has no member 'value'"), ("missing API", "`CGFloat.value`"))

    def test_override_of_a_method_the_superclass_lacks(self):
        view = os.path.join(self.folder, "Canvas.swift")
        with open(view, "w") as handle:
            handle.write("import AppKit\nclass Canvas: NSView {\n    override func pressureChange(with event: NSEvent) {}\n}\n")
        log = f"{view}:3:19: error: method does not override any method from its superclass\n"
        self.assertEqual(corpus.classify_build(log, self.plain, [view]),
                         ("missing API", "`override func pressureChange` (its superclass has no such method)"))

    def test_missing_module_is_apple_or_third_party(self):
        summary = {"apple_only": ["CoreData"], "non_swift": []}
        self.assertEqual(self.classify("no such module 'CoreData'", summary), ("Apple module", "CoreData"))
        self.assertEqual(self.classify("no such module 'Sparkle'", summary), ("third-party package", "Sparkle"))

    def test_own_type_declared_in_another_platforms_branch(self):
        cause, detail = self.classify("cannot find 'PhoneOnlyView' in scope")
        self.assertEqual(cause, "app's own code")
        self.assertIn("PhoneOnlyView", detail)

    def test_a_type_in_a_file_the_project_names_but_the_checkout_lacks(self):
        summary = {"apple_only": [], "non_swift": [], "missing_members": ["Editor /Context.swift"]}
        cause, detail = self.classify("cannot find 'TextContext' in scope", summary)
        self.assertEqual(cause, "project's files missing")
        self.assertIn("Editor /Context.swift", detail)

    def test_c_library_through_a_bridging_header(self):
        summary = {"apple_only": [], "non_swift": ["Bridge/Header.h"]}
        self.assertEqual(self.classify("cannot find type 'mpfr_t' in scope", summary)[0], "C sources")
        # An AppKit name is still missing API, whatever else the project has.
        self.assertEqual(self.classify("cannot find 'NSCursor' in scope", summary), ("missing API", "`NSCursor`"))

    def test_objective_c_runtime_and_errors_in_proscenium(self):
        self.assertEqual(self.classify("'#selector' can only be used with the Objective-C runtime")[0],
                         "Objective-C runtime")
        cause, _ = self.classify("ambiguous use of 'init'", path="/work/proscenium/Sources/SwiftUI/List.swift")
        self.assertEqual(cause, "error in Proscenium")

    def test_selector_on_the_same_line_outranks_the_name_inside_it(self):
        log = ("/src/A.swift:7:32: error: cannot find 'UIResponder' in scope\n"
               "/src/A.swift:7:22: error: '#selector' can only be used with the Objective-C runtime\n")
        self.assertEqual(corpus.classify_build(log, self.plain, [])[0], "Objective-C runtime")

    def test_dependency_that_cannot_be_fetched(self):
        log = "Fetching https://example.invalid/x.git\nerror: Failed to clone repository https://example.invalid/x.git\n"
        self.assertEqual(corpus.classify_build(log, self.plain, [])[0], "third-party package")

    def test_other_errors_keep_their_message(self):
        self.assertEqual(self.classify("ambiguous use of 'init(_:)'"), ("other", "ambiguous use of 'init(_:)'"))


class DisplayTests(unittest.TestCase):
    def test_windows_and_menu_bar_extras_in_snapshots_and_updates(self):
        snapshot = {"v": 3, "type": "snapshot", "surfaces": [
            {"id": "menubar", "attributes": {"kind": "menuBar", "title": ""}, "root": {"children": []}},
            {"id": "w1", "attributes": {"kind": "window", "title": "Notes"}, "root": {}}]}
        self.assertEqual(corpus.shown_surfaces(snapshot), (["Notes"], False))
        extra_only = {"surfaces": [{"id": "menubar", "attributes": {"kind": "menuBar"},
                                    "root": {"children": [{"slot": "extra:clock"}]}}]}
        self.assertEqual(corpus.shown_surfaces(extra_only), ([], True))
        update = {"type": "update", "changes": [{"open": {"id": "w2", "attributes": {"kind": "window", "title": "Later"}}}]}
        self.assertEqual(corpus.shown_surfaces(update), (["Later"], False))

    def test_layout_log_first_window_last_word(self):
        log = ("layout: window w1 not placed: Canvas\nlayout: window w2 placed\n"
               "layout: window w1 not placed: a representable (NSViewRepresentable)\n")
        self.assertEqual(corpus.placement(log), ("n", "a representable (NSViewRepresentable)"))
        self.assertEqual(corpus.placement("layout: window w1 not placed: x\nlayout: window w1 placed\n"), ("y", ""))
        self.assertIsNone(corpus.placement("nothing here\n"))

    def test_error_lines_leave_out_the_layout_log(self):
        log = "layout: window w1 not placed: error view\nFatal error: Unexpectedly found nil\nhello\n"
        self.assertEqual(corpus.error_lines(log), ["Fatal error: Unexpectedly found nil"])


class FolderTests(unittest.TestCase):
    def test_projects_shallowest_first_skipping_dependencies(self):
        root = tempfile.mkdtemp()
        for folder in ("Deep/Inner/App.xcodeproj", "Top.xcodeproj", "Pods/Pods.xcodeproj", "Top.xcodeproj/inner.xcodeproj"):
            os.makedirs(os.path.join(root, folder))
        self.assertEqual([os.path.relpath(p, root) for p in corpus.find_projects(root)],
                         ["Top.xcodeproj", "Deep/Inner/App.xcodeproj"])

    def test_imports_and_scenes(self):
        root = tempfile.mkdtemp()
        with open(os.path.join(root, "App.swift"), "w") as handle:
            handle.write("import SwiftUI\n@testable import Kit\nimport struct Foundation.URL\n"
                         "@main struct A: App { var body: some Scene { WindowGroup { Text(\"\") }\n Settings { Text(\"\") } } }\n")
        files = corpus.swift_files(root)
        self.assertEqual(corpus.imported_modules(files), ["Foundation", "Kit", "SwiftUI"])
        self.assertEqual(corpus.scenes(files), ["Settings", "WindowGroup"])


class TableTests(unittest.TestCase):
    RESULTS = [
        {"app": "Clock", "project": "Clock.xcodeproj", "target": "Clock", "scenes": ["MenuBarExtra"], "apple_only": [],
         "third_party": [], "builds": "y", "starts": "y", "shows": "menu bar extra"},
        {"app": "Editor", "project": "Editor.xcodeproj", "target": "Editor", "scenes": ["DocumentGroup"], "apple_only": [],
         "third_party": [], "builds": "y", "starts": "y", "placed": "n", "unplaced_reason": "TextEditor"},
        {"app": "Game", "project": "Game.xcodeproj", "target": "Game", "scenes": ["WindowGroup"], "apple_only": [],
         "third_party": [], "builds": "y", "starts": "y", "placed": "y"},
        {"app": "Stocks", "project": "Stocks.xcodeproj", "target": "Stocks", "apple_only": [], "third_party": [],
         "builds": "n", "starts": "n", "cause": "missing API", "detail": "`NSStatusItem`", "error_at": "App.swift:4"},
        {"app": "Maps", "project": "Maps.xcodeproj", "target": "Maps", "apple_only": ["MapKit"], "third_party": [],
         "builds": "n", "starts": "n", "cause": "Apple module", "detail": "MapKit"},
        {"app": "Reader", "project": "Reader.xcodeproj", "target": "Reader", "apple_only": [], "third_party": ["Sparkle"],
         "builds": "y", "starts": "n", "cause": "start", "detail": "stopped (1) within 5 s"},
        {"app": "Snake", "project": None, "builds": "n", "starts": "n", "cause": "no Xcode project", "detail": "none"},
    ]

    def test_rows_and_totals(self):
        text = corpus.table(self.RESULTS)
        self.assertIn("| Stocks | Stocks | — | — | — | n | n | — | missing API: `NSStatusItem` (App.swift:4) |", text)
        self.assertIn("| Editor | Editor | DocumentGroup | — | — | y | y | n: TextEditor | — |", text)
        self.assertIn("- All 7 apps: 4 build (57%), 3 start (43%).", text)
        # Maps (MapKit), Reader (a package) and Snake (no project) are not in the group.
        self.assertIn("- The 4 apps whose only Apple imports have a counterpart here (no Apple-only module, "
                      "no third-party package): 3 build (75%), 3 start (75%).", text)
        self.assertIn("- Of the 3 that start, the layout engine places the first window of 1.", text)
        self.assertIn("- missing API: 1", text)
        self.assertIn("- `NSStatusItem`: 1", text)
        self.assertIn("Apple modules Linux lacks, by apps that import them: MapKit 1.", text)
        rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| app")]
        self.assertEqual([row.split(" | ")[0][2:] for row in rows], ["Clock", "Editor", "Game", "Maps", "Reader", "Snake", "Stocks"])


if __name__ == "__main__":
    unittest.main()
