#!/usr/bin/env bash
# Long robustness run for the GIF, BMP, TIFF and WebP decoders (not a speed benchmark).
#
# Damages small valid files of every format with random byte flips and truncations and
# decodes them: each must decode or throw ImageDecodingError — never crash, hang or leak.
# The default `swift test` does 1000 iterations per format; this runs many more, and with
# ASAN=1 also under AddressSanitizer (a separate build in $TMPDIR/docpkg-asan-build).
#
#   Benchmarks/decoder-fuzz.sh                 # 100000 per format, seed 1
#   ITERATIONS=500000 SEED=42 Benchmarks/decoder-fuzz.sh
#   ASAN=1 ITERATIONS=20000 Benchmarks/decoder-fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."

export DOCPKG_FUZZ_ITERATIONS="${ITERATIONS:-100000}"
export DOCPKG_FUZZ_SEED="${SEED:-1}"
filter="FuzzTests|TruncationTests|MalformedHeaderTests|PixelBombTests"

if [ "${ASAN:-0}" = 1 ]; then
  # LeakSanitizer flags a few bytes XCTest's runner keeps; only decoder frames matter.
  swift test --sanitize=address --scratch-path "${TMPDIR:-/tmp}/docpkg-asan-build" --filter "$filter" 2>&1 \
    | tee /tmp/docpkg-decoder-fuzz-asan.log | grep -E "fuzz |Test run|✘" || true
  if grep -E "ERROR: AddressSanitizer" /tmp/docpkg-decoder-fuzz-asan.log; then exit 1; fi
  if grep -A40 "LeakSanitizer" /tmp/docpkg-decoder-fuzz-asan.log | grep -q "Sources/Imaging"; then
    echo "leak in decoder code: see /tmp/docpkg-decoder-fuzz-asan.log"
    exit 1
  fi
else
  swift test --filter "$filter" 2>&1 | grep -E "fuzz |pixel bomb|Test run|✘"
fi
