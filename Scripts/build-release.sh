#!/usr/bin/env bash
# The release binary for pipelines and containers: Swift's standard library and Foundation
# linked in (--static-swift-stdlib), so the host needs only the C libraries' runtime
# packages (libpng, libjpeg-turbo, zlib, FreeType, fontconfig and expat; giflib, libtiff,
# libwebp, libheif and OpenSSL's libcrypto are opened at run time) and no Swift toolchain.
# Output: .build/static/release/docpkg.
#
# Linked with the toolchain's lld, for two start-up costs every command pays:
#  - `-z pack-relative-relocs`: the 79,000 relative relocations of the static Swift and
#    Foundation code are stored as a 20 KiB bitmap (DT_RELR, glibc 2.36+) instead of a
#    1.9 MiB table the loader reads through at every start;
#  - `--symbol-ordering-file Scripts/link-order.txt`: the functions that start-up and the
#    common commands run are placed together, so the pages of code they touch stay few
#    (Scripts/make-link-order.sh regenerates the list and says why it matters).
# Together they take `docpkg --help` from 15.3 to 9.9 MiB resident and 7.3 to 5.0 ms.
#
#   Scripts/build-release.sh            # static standard library (the shipped build)
#   Scripts/build-release.sh --dynamic  # the ordinary release build, for comparison
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--dynamic" ]; then
  swift build -c release --product docpkg
  echo "$(swift build -c release --show-bin-path)/docpkg"
else
  flags=(-c release --static-swift-stdlib --scratch-path .build/static
    -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker "--symbol-ordering-file=$PWD/Scripts/link-order.txt"
    -Xlinker --no-warn-symbol-ordering)
  swift build "${flags[@]}" --product docpkg
  echo "$(swift build "${flags[@]}" --show-bin-path)/docpkg"
fi
