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
#    (Scripts/make-link-order.sh regenerates the list and says why it matters); docpkg's
#    own modules are compiled with `-function-sections` so each function can be placed
#    (Swift's and Foundation's static libraries move a whole object file at a time);
#  - `--no-export-dynamic`: SwiftPM exports an executable's 4,700 public symbols (for
#    tests that import it); the shipped binary needs none, and every library the loader
#    binds would otherwise search them first.
# With libcrypto and libxml2 no longer loaded at start, `docpkg --help` went from 15.3 to
# 8.7 MiB resident and from 7.3 to 3.8 ms CPU (Benchmarks/results/types.md).
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
    -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker "--symbol-ordering-file=$PWD/Scripts/link-order.txt"
    -Xlinker --no-warn-symbol-ordering -Xlinker --no-export-dynamic)
  swift build "${flags[@]}" --product docpkg
  echo "$(swift build "${flags[@]}" --show-bin-path)/docpkg"
fi
