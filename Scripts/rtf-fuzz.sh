#!/usr/bin/env bash
# Acceptance 4: 10,000 randomly mutated corpus files through RTFReader, RTFWriter and the
# exporters — no crash, each under 1 s, output bounded by input size. Release build; peak
# memory of the whole run from /usr/bin/time -v. Also runs as many mutated inputs through
# the plain-text fast path, which must match the model's plain text, damage and errors.
# Usage: Scripts/rtf-fuzz.sh [COUNT] [SEED]      (CORPUS_DIR defaults to ../shared/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
seed="${2:-20261130}"
if [ -z "${CORPUS_DIR:-}" ]; then
  for candidate in ../shared/corpus ../../shared/corpus; do
    if [ -d "$candidate/rtf" ]; then export CORPUS_DIR="$(cd "$candidate" && pwd)"; break; fi
  done
fi
swift build -c release --build-tests >/dev/null
log="$(mktemp)"
RICHTEXT_FUZZ_COUNT="$count" RICHTEXT_FUZZ_SEED="$seed" /usr/bin/time -v \
  swift test -c release --skip-build \
  --filter "FuzzTests|PlainTextFastPathTests/mutatedInputsMatch" 2>&1 | tee "$log" \
  | grep -E "fuzz:|✘|↳|Test run|Maximum resident|Elapsed \(wall"
grep -q "Test run with 2 tests in 2 suites passed" "$log"
