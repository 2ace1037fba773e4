#!/usr/bin/env bash
# Regenerates Scripts/link-order.txt, the function order Scripts/build-release.sh gives the
# linker (lld's --symbol-ordering-file).
#
# Why: the kernel maps a binary's code 64 KiB at a time around each first touch
# (fault-around), so start-up and a short command like `type` touch a few hundred small
# functions scattered over 17 MB of code and end up with several MiB of it resident. Placing
# the functions those runs execute next to each other shrinks that to a few hundred KiB
# (figures in Benchmarks/results/types.md). A stale list costs nothing but that gain: a
# function it names that no longer exists is skipped, and new functions go after the listed
# ones, so the build never depends on this file being current.
#
# How: the static release binary runs a set of representative commands under valgrind's
# callgrind, which records every function executed; the list is docpkg's own functions
# (Swift runtime and Foundation included, as they are linked in), first the ones start-up
# runs (`--help`), then those of `type` (plain and `--json`), `text`, `thumbnail`, `inspect`, `validate`,
# `list` and `codecs`, each once (`inspect` also with `--json`). Needs valgrind (Debian's valgrind).
#
# Usage: Scripts/make-link-order.sh   (run after large changes; commit the result)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "make-link-order: valgrind is needed (apt-get install valgrind)" >&2; exit 69; }
built="$(Scripts/build-release.sh --with-debug-info | tail -1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read this toolchain's DWARF ("possibly corrupted debuginfo file"),
# so it runs a copy with the symbol table but without the debug sections: callgrind names
# functions from the symbol table, which is all the order needs.
binary="$work/docpkg"
"$(dirname "$(readlink -f "$(command -v swift)")")/llvm-objcopy" --strip-debug "$built" "$binary"

# Inputs: the samples, plus one small file of each format `type` sniffs most.
mkdir -p "$work/in"
python3 - "$work/in" <<'PY'
import gzip, io, os, struct, sys, zipfile, zlib
folder = sys.argv[1]
def write(name, data):
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
raw = b"".join(b"\0" + bytes((x * 7 + y) % 256 for x in range(48)) for y in range(16))
write("a.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
      + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
write("a.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + bytes(64) + b"\xff\xd9")
write("a.gif", b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes(32))
write("a.pdf", b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n")
write("a.txt", "plain text, café\n".encode())
write("a.json", b'{"items": [1, 2, 3]}\n')
write("a.html", b"<!DOCTYPE html>\n<html><body><p>hi</p></body></html>\n")
write("a.xml", b'<?xml version="1.0"?>\n<root><w>a</w></root>\n')
write("a.sh", b"#!/bin/sh\necho hello\n")
write("a.bin", bytes(range(256)) * 4)
write("a.gz", gzip.compress(b"text " * 100))
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("word/document.xml", "<w:document/>")
    archive.writestr("[Content_Types].xml", "<Types/>")
write("a.docx", buffer.getvalue())
words = ("\\f1 Lorem ipsum \\f0 dolor \\cf2 sit amet, \\cf0 consectetur \\b adipiscing \\b0 elit "
         "caf\\u233 ? na\\'efve \\i Stra\\u223 e\\i0 .\\\n")
write("a.rtf", ("{\\rtf1\\ansi\\ansicpg1252\\cocoartf2822{\\fonttbl\\f0\\fswiss Helvetica;"
                "\\f1\\fswiss Helvetica-Bold;}{\\colortbl;\\red255\\green255\\blue255;"
                "\\red251\\green2\\blue7;}\\pard\\f0\\fs24 " + words * 200 + "}").encode())
PY
cp -R SampleDocs/. "$work/in/"

profile() {
  local name="$1"; shift
  (cd "$work" && valgrind --tool=callgrind --demangle=no --compress-strings=no \
    --compress-pos=no --callgrind-out-file="$work/$name.out" "$binary" "$@" \
    >/dev/null 2>"$work/$name.log") || {
    echo "make-link-order: '$*' failed under valgrind:" >&2
    tail -5 "$work/$name.log" >&2
    exit 1
  }
}
profile help --help
profile type type -- "$work"/in/*
profile type-json type --json -- "$work"/in/*
profile text text "$work/in/a.rtf"
profile text-note text "$work/in/Trip.note"
profile thumbnail thumbnail "$work/in/Trip.note" -o "$work/trip.png"
# --in-process: a sandboxed decoder worker cannot start under valgrind; the worker runs
# the same decoding functions this run records.
profile thumbnail-png thumbnail "$work/in/a.png" -o "$work/png.png" --in-process
profile inspect inspect "$work/in/Trip.note"
profile inspect-json inspect --json "$work/in/Trip.note" "$work/in/Beach.ptk"
profile validate validate "$work/in/Trip.note"
profile list list "$work/in"
profile codecs codecs

python3 - "$binary" "$work" Scripts/link-order.txt help type type-json text text-note thumbnail \
  thumbnail-png inspect inspect-json validate list codecs <<'PY'
import os, sys
binary, work, output, runs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
binary = os.path.realpath(binary)
order, seen = [], set()
for run in runs:
    path = os.path.join(work, run + ".out")
    if not os.path.exists(path):
        sys.exit(f"make-link-order: callgrind wrote nothing for {run} (see its log)")
    current = None
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            current = os.path.realpath(line[3:].strip())
        elif line.startswith("fn=") and current == binary:
            name = line[3:].strip()
            if name not in seen:
                seen.add(name)
                order.append(name)
with open(output, "w") as f:
    f.write("\n".join(order) + "\n")
print(f"make-link-order: {len(order)} functions from {len(runs)} runs -> {output}")
PY
