#!/usr/bin/env python3
"""Generates Sources/UniformTypes/BuiltIn/BuiltInDeclarations.swift (docpkg's own formats) and
checks Apple's system table.

Inputs (in this folder):
  system-types.tsv    Apple's system type declarations (factual data, see README.md): a link to
                      Sources/UniformTypes/BuiltIn/system-types.tsv, which SwiftPM embeds in the
                      library as bytes (.embedInCode) and UniformTypes reads on first use, so
                      no Swift is generated from it; this script only checks its columns
  docpkg-types.plist  docpkg's own formats, as an Info.plist with UTExportedTypeDeclarations

Usage:
  Spec/Types/generate.py                          regenerate the Swift source
  Spec/Types/generate.py --import-reference FILE  rebuild system-types.tsv from the shared
                                                  reference table (identifier, conforms_to,
                                                  extensions, mime_types, description; commas)
Nothing is read from disk at run time.
"""
import csv
import os
import plistlib
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TSV = os.path.join(HERE, "system-types.tsv")
PLIST = os.path.join(HERE, "docpkg-types.plist")
OUT_DIR = os.path.join(ROOT, "Sources", "UniformTypes", "BuiltIn")
OUT = os.path.join(OUT_DIR, "BuiltInDeclarations.swift")

HEADER = """\
# docpkg system type table: factual data derived from Apple's CoreTypes declarations.
# One declaration per line, tab-separated; lists inside a column are separated by spaces;
# an empty column is written as '-'. Order: by identifier. SwiftPM embeds this file in the
# UniformTypes library; check it with Spec/Types/generate.py after editing.
# identifier\tconforms-to\tfilename-extensions\tmime-types\tdescription
"""


def import_reference(path):
    with open(path, newline="") as source:
        rows = list(csv.reader(source, delimiter="\t"))
    header, body = rows[0], rows[1:]
    assert header == ["identifier", "conforms_to", "extensions", "mime_types", "description"], header
    body.sort(key=lambda row: row[0])
    with open(TSV, "w") as out:
        out.write(HEADER)
        for identifier, parents, extensions, mimes, description in body:
            def column(text):
                items = [item for item in text.split(",") if item]
                return " ".join(items) if items else "-"
            out.write("\t".join([identifier, column(parents), column(extensions), column(mimes),
                                 description or "-"]) + "\n")
    print(f"wrote {len(body)} declarations to {TSV}")


def read_system():
    declarations = []
    with open(TSV) as source:
        for number, line in enumerate(source, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 5:
                sys.exit(f"{TSV}:{number}: expected 5 columns, found {len(fields)}")
            identifier, parents, extensions, mimes, description = fields
            split = lambda text: [] if text == "-" else text.split(" ")
            declarations.append({
                "identifier": identifier,
                "conformsTo": split(parents),
                "extensions": split(extensions),
                "mimeTypes": split(mimes),
                "description": None if description == "-" else description,
                "kind": "system",
            })
    return declarations


def read_docpkg():
    with open(PLIST, "rb") as source:
        info = plistlib.load(source)
    declarations = []
    for key, kind in (("UTExportedTypeDeclarations", "exported"),
                      ("UTImportedTypeDeclarations", "imported")):
        for entry in info.get(key, []):
            tags = entry.get("UTTypeTagSpecification", {})
            as_list = lambda value: [value] if isinstance(value, str) else list(value or [])
            declarations.append({
                "identifier": entry["UTTypeIdentifier"],
                "conformsTo": as_list(entry.get("UTTypeConformsTo")),
                "extensions": as_list(tags.get("public.filename-extension")),
                "mimeTypes": as_list(tags.get("public.mime-type")),
                "description": entry.get("UTTypeDescription"),
                "kind": kind,
            })
    return declarations


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_list(items):
    return "[" + ", ".join(swift_string(item) for item in items) + "]"


def emit(name, doc, declarations):
    lines = [f"  /// {doc}", f"  static let {name}: [UTTypeDeclaration] = ["]
    for d in declarations:
        description = swift_string(d["description"]) if d["description"] is not None else "nil"
        lines += [
            "    UTTypeDeclaration(",
            f"      identifier: {swift_string(d['identifier'])},",
            f"      conformsTo: {swift_list(d['conformsTo'])},",
            f"      filenameExtensions: {swift_list(d['extensions'])},",
            f"      mimeTypes: {swift_list(d['mimeTypes'])},",
            f"      description: {description},",
            f"      kind: .{'exported' if d['kind'] != 'imported' else 'imported'}",
            "    ),",
        ]
    lines.append("  ]")
    return lines


def generate():
    system = read_system()
    docpkg = read_docpkg()
    banner = [
        "// Generated by Spec/Types/generate.py from Spec/Types/docpkg-types.plist. Do not edit;",
        "// edit the data and regenerate.",
        "",
    ]
    lines = banner + ["extension BuiltInTypes {"]
    lines += emit("docpkg", f"docpkg's own formats ({len(docpkg)} types).", docpkg)
    lines.append("}")
    with open(OUT, "w") as out:
        out.write("\n".join(lines) + "\n")
    try:
        subprocess.run(["swift", "format", "format", "-i", OUT], check=False, cwd=ROOT)
    except FileNotFoundError:
        pass
    print(f"checked {len(system)} system declarations in {TSV}; "
          f"wrote {len(docpkg)} docpkg declarations to {OUT}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--import-reference":
        import_reference(sys.argv[2])
    elif len(sys.argv) == 1:
        generate()
    else:
        sys.exit(__doc__)
