"""The import check on a package description and sources of its own."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from check_imports import imports_of, violations  # noqa: E402


def target(name, kind="regular", depends=(), path=None):
    return {"name": name, "type": kind, "path": path,
            "dependencies": [{"byName": [d, None]} for d in depends]}


class ImportCheckTests(unittest.TestCase):
    def check(self, sources):
        description = {"targets": [
            target("Core"), target("AppKit", depends=["Core"]), target("Proscenium", depends=["Core"]),
            target("Testing", depends=["Proscenium"]),
            target("Tests", kind="test", depends=["Testing"]),
        ]}
        files = {os.path.join("/p", path): text for path, text in sources.items()}
        in_folder = lambda folder, exclude: [f for f in files if f.startswith(folder + "/")]  # noqa: E731
        found = violations(description, "/p", read=files.__getitem__, files=in_folder)
        return found

    def test_an_import_outside_the_dependency_closure_is_reported(self):
        found = self.check({"Tests/Tests/A.swift": "import Foundation\nimport AppKit\n@testable import Proscenium\n"})
        self.assertEqual(found, [("Tests/Tests/A.swift", "Tests", "AppKit")])

    def test_dependencies_of_dependencies_may_be_imported(self):
        self.assertEqual(self.check({"Tests/Tests/A.swift": "import Core\nimport Testing\n"}), [])

    def test_comments_and_multiline_strings_are_not_imports(self):
        text = '// import AppKit\n/* import AppKit */\nlet s = """\nimport AppKit\n"""\nlet r = #"""\nimport AppKit\n"""#\n'
        self.assertEqual(self.check({"Sources/Proscenium/A.swift": text}), [])

    def test_every_spelling_of_an_import_names_its_module(self):
        text = "@_exported import A\ninternal import B\nimport struct C.D\n@testable import E\n  import F.G\n"
        self.assertEqual(imports_of(text), {"A", "B", "C", "E", "F"})


if __name__ == "__main__":
    unittest.main()
