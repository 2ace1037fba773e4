#!/usr/bin/env bash
# Builds every fuzz harness (release, libFuzzer + AddressSanitizer) in one go.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# SwiftPM does not notice files added to the root package (a path dependency) after a
# merge; dropping the cached build plan makes it re-scan (cheap).
rm -f "$here/.build/release.yaml" "$here"/.build/*/release/description.json
swift build -c release --package-path "$here" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library "$@"
