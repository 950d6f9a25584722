#!/usr/bin/env python3
"""Checks that each target of the package imports only the modules of its
own targets that it depends on, directly or through others.

An incremental build finds every module already in the build folder, so a
missing dependency compiles there and fails only in a clean clone, where the
module may not be built yet. Imports of modules that are not targets of this
package (Foundation, the dependencies' products) are not checked.

Usage: check_imports.py [package folder]   (reads `swift package dump-package`)
"""

import json
import os
import re
import subprocess
import sys

# `import X`, `@testable import X`, `@_exported import X`, `internal import X`,
# `import struct X.Y`: the module is the first part of the path.
IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE)


def imports_of(text):
    """The modules a Swift source imports, without comments and the
    multi-line string literals (a test's sources for another package)."""
    text = re.sub(r'(#*)""".*?"""\1', "", text, flags=re.DOTALL)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    text = re.sub(r"//[^\n]*", "", text)
    return set(IMPORT.findall(text))


def target_folder(target):
    """Where a target's sources are: its path, else SwiftPM's default."""
    if target.get("path"):
        return target["path"]
    base = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
    return os.path.join(base, target["name"])


def dependencies(target):
    """The names of the package's targets a target names as dependencies."""
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def closure(name, direct):
    """Every target reachable from `name` through dependencies, and itself."""
    seen, stack = {name}, [name]
    while stack:
        for other in direct.get(stack.pop(), []):
            if other in direct and other not in seen:
                seen.add(other)
                stack.append(other)
    return seen


def violations(description, root, read=None, files=None):
    """(file, target, module) for each import of a package target outside
    the importing target's dependency closure; `read` and `files` (a
    folder's Swift files) default to the file system."""
    read = read or (lambda path: open(path, encoding="utf-8", errors="replace").read())
    files = files or swift_files
    targets = {target["name"]: target for target in description["targets"]}
    direct = {name: dependencies(target) for name, target in targets.items()}
    found = []
    for name, target in sorted(targets.items()):
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        allowed = closure(name, direct)
        folder = os.path.join(root, target_folder(target))
        for path in sorted(files(folder, target.get("exclude", []))):
            for module in sorted(imports_of(read(path))):
                if module in targets and module not in allowed:
                    found.append((os.path.relpath(path, root), name, module))
    return found


def swift_files(folder, exclude):
    excluded = [os.path.join(folder, item) for item in exclude]
    for base, folders, files in os.walk(folder):
        folders[:] = [f for f in folders if os.path.join(base, f) not in excluded]
        for file in files:
            path = os.path.join(base, file)
            if file.endswith(".swift") and path not in excluded:
                yield path


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    output = subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                            check=True, capture_output=True, text=True).stdout
    found = violations(json.loads(output), root)
    for path, target, module in found:
        print(f"{path}: imports {module}, which target {target} does not depend on", file=sys.stderr)
    if found:
        sys.exit(1)
    print("Every target imports only the package's targets it depends on.")


if __name__ == "__main__":
    main()
