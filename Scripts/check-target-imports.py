#!/usr/bin/env python3
"""Scripts/check-target-imports.py [PACKAGE_DIR]

Compares each Swift target's declared dependencies in Package.swift with the modules its
sources import, C system-library modules included:

- undeclared: a module of this package that a source file imports but the target does not
  list (Swift finds it anyway when a dependency depends on it, which hides the edge);
- unused: a listed target that no source file of the target imports.

Dependencies on executable targets are exempt from "unused": a test target lists the tool it
runs so that it is built first, and never imports it. C targets (`CImagingShims`) are not
checked: their includes name headers, not modules. Imports of modules outside the package
(Foundation, Testing, Glibc, UIKit...) are ignored, and so are `import` lines inside `///` doc
comments, comments and multi-line string literals.

Reads the package with `swift package dump-package` (no build; scratch folder in /tmp). Exit status: 0 when every
target imports exactly what it declares, 1 otherwise (the findings are printed).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)")


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def imported_modules(path):
    """The modules `path` imports, with the first line importing each."""
    found = {}
    in_string = False
    in_block_comment = False
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, start=1):
            stripped = line.strip()
            if in_block_comment:
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("/*"):
                in_block_comment = "*/" not in stripped
                continue
            if stripped.count('"""') % 2 == 1:
                in_string = not in_string
                continue
            if in_string or stripped.startswith("//"):
                continue
            match = IMPORT.match(line)
            if match:
                found.setdefault(match.group(1), number)
    return found


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def default_path(target):
    if target.get("path"):
        return target["path"]
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(base, target["name"])


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    # A scratch folder of its own, so that a build holding .build's lock does not block this.
    scratch = os.path.join(tempfile.gettempdir(), "check-target-imports-" + str(os.getuid()))
    package = json.loads(
        subprocess.run(["swift", "package", "--scratch-path", scratch, "dump-package"], cwd=root, check=True,
                       capture_output=True, text=True).stdout)
    targets = {target["name"]: target for target in package["targets"]}
    executables = {name for name, target in targets.items() if target["type"] == "executable"}
    problems = 0
    checked = 0
    for name, target in targets.items():
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = os.path.join(root, default_path(target))
        files = list(swift_files(folder))
        if not files:
            continue  # a C target
        checked += 1
        declared = dependency_names(target)
        imports = {}
        for path in files:
            for module, line in imported_modules(path).items():
                if module != name:
                    imports.setdefault(module, f"{os.path.relpath(path, root)}:{line}")
        local = {module: where for module, where in imports.items() if module in targets}
        undeclared = sorted(set(local) - set(declared))
        unused = sorted(
            module for module in declared if module not in imports and module not in executables)
        for module in undeclared:
            print(f"{name}: imports {module} without declaring it ({local[module]})")
        for module in unused:
            print(f"{name}: depends on {module} but imports it nowhere")
        problems += len(undeclared) + len(unused)
    if problems:
        print(f"check-target-imports: {problems} problem(s) in {checked} Swift targets")
        return 1
    print(f"check-target-imports: {checked} Swift targets import exactly what they declare")
    return 0


if __name__ == "__main__":
    sys.exit(main())
