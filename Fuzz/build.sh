#!/usr/bin/env bash
# Builds every fuzz harness (release, libFuzzer + AddressSanitizer) in one go.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
swift build -c release --package-path "$here" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library "$@"
