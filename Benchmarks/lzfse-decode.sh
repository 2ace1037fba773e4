#!/usr/bin/env bash
# LZFSE decoding speed: builds Sources/LZFSE with Benchmarks/lzfse-decode/main.swift in one
# optimized swiftc invocation (no SwiftPM build, no other module) and runs it.
#   Benchmarks/lzfse-decode.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${TMPDIR:-/tmp}/lzfse-decode-bench"
mkdir -p "$out"
swiftc -O -parse-as-library -module-name LZFSEBenchmark -o "$out/lzfse-decode" \
  $(find "$root/Sources/LZFSE" -name '*.swift') "$root/Benchmarks/lzfse-decode/main.swift"
"$out/lzfse-decode"
