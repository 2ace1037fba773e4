#!/usr/bin/env bash
# Acceptance 4: writes the sniffer corpus (46 files, 44 formats, generated in code by
# Tests/UniformTypesTests/Corpus) into a temporary folder, checks the sniffer on every file
# and compares `file --mime-type` with it. Verdicts: "same" (file's MIME type names the
# sniffed type), "related" (file's answer is a supertype or subtype, e.g. application/zip for a
# .jar, text/plain for UTF-16 text), "differs", "unrecognised by file" (octet-stream).
# Prints the summary and the per-file table (Markdown).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift build --build-tests >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
SNIFF_CORPUS_OUT="$out" swift test --skip-build --filter exportCorpusWhenAsked >/dev/null 2>&1
cat "$out/agreement.md"
