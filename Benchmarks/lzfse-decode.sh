#!/usr/bin/env bash
# LZFSE decoding speed: builds Sources/ByteReading (the one module LZFSE imports) as a static
# library, then Sources/LZFSE with Benchmarks/lzfse-decode/main.swift in one optimized swiftc
# invocation (no SwiftPM build, no other module), and runs it.
#   Benchmarks/lzfse-decode.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${TMPDIR:-/tmp}/lzfse-decode-bench"
mkdir -p "$out"
swiftc -O -parse-as-library -module-name ByteReading -emit-module \
  -emit-module-path "$out/ByteReading.swiftmodule" -emit-library -static \
  -o "$out/libByteReading.a" $(find "$root/Sources/ByteReading" -name '*.swift')
swiftc -O -parse-as-library -module-name LZFSEBenchmark -I "$out" -L "$out" -lByteReading \
  -o "$out/lzfse-decode" \
  $(find "$root/Sources/LZFSE" -name '*.swift') "$root/Benchmarks/lzfse-decode/main.swift"
"$out/lzfse-decode"
