#!/usr/bin/env bash
# The release binary for pipelines and containers: Swift's standard library and Foundation
# linked in (--static-swift-stdlib), so the host needs only the C libraries' runtime
# packages (libpng, libjpeg-turbo, zlib, FreeType, fontconfig, giflib, libtiff, libwebp,
# OpenSSL's libcrypto) and no Swift toolchain. Output: .build/static/release/docpkg.
#
#   Scripts/build-release.sh            # static standard library (the shipped build)
#   Scripts/build-release.sh --dynamic  # the ordinary release build, for comparison
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--dynamic" ]; then
  swift build -c release --product docpkg
  echo "$(swift build -c release --show-bin-path)/docpkg"
else
  swift build -c release --product docpkg --static-swift-stdlib --scratch-path .build/static
  echo "$(swift build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path)/docpkg"
fi
