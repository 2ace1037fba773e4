#!/usr/bin/env python3
"""Helpers for Scripts/build-docs.sh: which modules must have documentation, symbol graph
filtering, and the check that every documented symbol has a page and a doc comment.

  docs-symbols.py modules PACKAGE.json
      one line per module that needs a catalog: NAME ACCESS SOURCE-DIR, where ACCESS is
      `public` for the targets of library products and `package` for the other Swift library
      targets under Sources/ (internal modules such as DocpkgSystem)
  docs-symbols.py filter MODULE ACCESS SYMBOLGRAPH-DIR OUT-DIR
      copies MODULE.symbols.json and MODULE@*.symbols.json, keeping symbols at ACCESS or
      wider (and the relationships between kept symbols)
  docs-symbols.py check MODULE SYMBOLGRAPH-DIR ARCHIVE
      prints `MODULE symbols=N pages=N documented=N (own N, from a protocol N)` and one line
      per symbol without a page or without a doc comment (its own, or the protocol
      requirement's it implements); exits 1 when there is any
"""

import json
import os
import sys

WIDER = {
    "public": {"public", "open"},
    "package": {"package", "public", "open"},
}


def modules(package_path):
    package = json.load(open(package_path))
    targets = {target["name"]: target for target in package["targets"]}
    public = []
    for product in package["products"]:
        if "library" in product["type"]:
            public += [name for name in product["targets"] if name not in public]
    internal = [
        name
        for name, target in targets.items()
        if target["type"] == "regular" and name not in public
    ]
    for name, access in [(n, "public") for n in public] + [(n, "package") for n in internal]:
        path = targets[name].get("path") or os.path.join("Sources", name)
        if not path.startswith("Sources"):
            continue  # test support and benchmarks live outside Sources/
        has_swift = any(
            file.endswith(".swift") for _, _, files in os.walk(path) for file in files
        )
        if has_swift:
            print(name, access, path)


def graph_files(module, directory):
    for file in sorted(os.listdir(directory)):
        if file == module + ".symbols.json" or (
            file.startswith(module + "@") and file.endswith(".symbols.json")
        ):
            yield file


def filter_graphs(module, access, directory, out):
    os.makedirs(out, exist_ok=True)
    levels = WIDER[access]
    for file in graph_files(module, directory):
        graph = json.load(open(os.path.join(directory, file)))
        every = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
        graph["symbols"] = [s for s in graph["symbols"] if s["accessLevel"] in levels]
        kept = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
        graph["relationships"] = [
            r
            for r in graph["relationships"]
            if (r["source"] in kept or r["source"] not in every)
            and (r["target"] in kept or r["target"] not in every)
        ]
        json.dump(graph, open(os.path.join(out, file), "w"))


def documented_symbols(module, directory):
    """(identifier, path, comment) of every symbol DocC gives a page, where comment is "own",
    "inherited" (a protocol requirement's, such as `description`'s from Swift) or None."""
    for file in graph_files(module, directory):
        graph = json.load(open(os.path.join(directory, file)))
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block of another module's type: no page of its own
            comment = symbol.get("docComment")
            if comment is not None and comment.get("module", module) == module:
                kind = "own"
            elif comment is not None or "location" not in symbol:
                # Compiler-made members (an enum's init(rawValue:)) have no source location
                # and cannot carry a comment; they are documented by their protocol.
                kind = "inherited"
            else:
                kind = None
            path = ".".join(symbol.get("pathComponents", [symbol["names"]["title"]]))
            yield symbol["identifier"]["precise"], path, kind


def check(module, directory, archive):
    entities = json.load(open(os.path.join(archive, "linkable-entities.json")))
    pages = set()
    for entity in entities:
        page = os.path.join(archive, "data", entity["path"].lstrip("/").lower() + ".json")
        if "usr" in entity and os.path.exists(page):
            pages.add(entity["usr"])
    symbols = list(documented_symbols(module, directory))
    problems = []
    for identifier, path, commented in symbols:
        if identifier not in pages:
            problems.append(f"{module}: no page for {path} ({identifier})")
        if not commented:
            problems.append(f"{module}: no doc comment on {path}")
    with_page = sum(1 for identifier, _, _ in symbols if identifier in pages)
    own = sum(1 for _, _, comment in symbols if comment == "own")
    inherited = sum(1 for _, _, comment in symbols if comment == "inherited")
    print(
        f"{module} symbols={len(symbols)} pages={with_page} documented={own + inherited}"
        f" (own {own}, from a protocol {inherited})"
    )
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "modules":
        modules(*arguments)
    elif command == "filter":
        filter_graphs(*arguments)
    elif command == "check":
        sys.exit(check(*arguments))
    else:
        sys.exit(f"docs-symbols.py: unknown command {command}")
