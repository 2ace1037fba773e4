#!/usr/bin/env bash
# The release binary for pipelines and containers: Swift's standard library and Foundation
# linked in (--static-swift-stdlib), so the host needs only the C libraries' runtime
# packages (libpng, libjpeg-turbo, zlib, FreeType, fontconfig and expat; giflib, libtiff,
# libwebp, libheif and OpenSSL's libcrypto are opened at run time) and no Swift toolchain.
# Output: .build/static/release/docpkg (and docpkg.debug, its debug information).
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
# Size (Benchmarks/results/binary-size.md):
#  - ICU's data: static Foundation links ICU's whole data package (34 MB of the binary:
#    every locale, collation, break dictionary and converter). Scripts/icu-data-subset.py
#    makes the package docpkg needs (root and English locales, time zones, normalisation,
#    the converters `String.Encoding` reaches; 6.5 MB), stored compressed (raw LZMA2 per
#    item, 1.7 MB; needs liblzma-dev) and unpacked item by item on first use
#    (Scripts/icu-lazy-data.c); `--wrap` points ICU's
#    reference to its data and its two open functions there, so the archive's own data
#    member is never pulled in. docpkg's own commands open no ICU item;
#  - `--icf=all`: identical functions (Swift's generic specialisations make many) are kept
#    once;
#  - `-O2`: the linker also merges string constants that end another one;
#  - no unwind tables (Scripts/no-unwind-tables.ld: 3.2 MB): nothing in the binary unwinds;
#  - compiled with `-Osize` except the modules that move pixels and compressed bytes
#    (DOCPKG_OPTIMIZE_FOR_SIZE, read by Package.swift: 0.56 MB);
#  - libstdc++ linked in (the C++ of ICU and the Swift runtime): a `-L` folder holding only
#    `libstdc++.a` comes first, so the static-stdlib link's `-lstdc++` finds the archive.
#    `docpkg --help` then starts in 2.5 instead of 3.2 ms and 8.4 instead of 9.2 MiB (no
#    libstdc++.so to map and bind). Its symbols stay private (`--exclude-libs ALL`), so C++
#    libraries docpkg opens at run time (libheif, poppler) bind to the system's libstdc++.so;
#    no C++ object or exception crosses between the two. Without libstdc++.a (no
#    libstdc++-12-dev) the link falls back to the shared library;
#  - the debug information and symbol table go to `docpkg.debug` beside the binary
#    (`gdb`, `llvm-symbolizer` and the Swift backtracer find it through the binary's
#    `.gnu_debuglink`), so the binary users run holds code and data only.
#
#   Scripts/build-release.sh            # static standard library (the shipped build;
#                                       # its debug information in docpkg.debug beside it)
#   Scripts/build-release.sh --dynamic  # the ordinary release build, for comparison
#   Scripts/build-release.sh --with-debug-info  # the shipped build, debug information and
#                                       # unwind tables left in (valgrind cannot read a split
#                                       # one: make-link-order.sh; perf and gdb unwind with them)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--dynamic" ]; then
  swift build -c release --product docpkg
  echo "$(swift build -c release --show-bin-path)/docpkg"
else
  tools="$(dirname "$(readlink -f "$(command -v swift)")")"
  icu_archive="$(dirname "$tools")/lib/swift_static/linux/lib_FoundationICU.a"
  icu_data=.build/static/icu-data-subset.o
  mkdir -p .build/static
  fresh_icu_data=false
  if [ ! -f "$icu_data" ] || [ "$icu_archive" -nt "$icu_data" ] ||
    [ Scripts/icu-data-subset.py -nt "$icu_data" ] || [ Scripts/icu-lazy-data.c -nt "$icu_data" ]; then
    python3 Scripts/icu-data-subset.py "$icu_archive" "$icu_data"
    fresh_icu_data=true
  fi
  # One --wrap per symbol the object stands in for: ICU's data and its two open functions.
  icu_wraps=()
  for symbol in $("$tools/llvm-nm" --defined-only "$icu_data" |
    awk '$3 ~ /^__wrap_/ { sub(/^__wrap_/, "", $3); print $3 }'); do
    icu_wraps+=(-Xlinker "--wrap=$symbol")
  done
  [ "${#icu_wraps[@]}" -eq 6 ] ||
    { echo "build-release: expected 3 wrapped ICU symbols in $icu_data" >&2; exit 1; }
  static_cxx=()
  cxx_archive="$("$tools/clang" -print-file-name=libstdc++.a 2>/dev/null || true)"
  if [ -f "$cxx_archive" ]; then
    mkdir -p .build/static/static-cxx
    ln -sf "$cxx_archive" .build/static/static-cxx/libstdc++.a
    static_cxx=(-Xlinker "-L$PWD/.build/static/static-cxx")
  else
    echo "build-release: no libstdc++.a (libstdc++-12-dev); libstdc++ stays a shared library" >&2
  fi
  # The unwind tables stay out of the shipped binary (Scripts/no-unwind-tables.ld says why);
  # a build for debuggers and profilers keeps them.
  unwind_tables=(-Xlinker "--script=$PWD/Scripts/no-unwind-tables.ld")
  if [ "${1:-}" = "--with-debug-info" ]; then unwind_tables=(); fi
  # Compiled for size but for Imaging, Deflate, LZFSE and Zip (Package.swift says why).
  export DOCPKG_OPTIMIZE_FOR_SIZE=1
  flags=(-c release --static-swift-stdlib --scratch-path .build/static "${static_cxx[@]}"
    -Xlinker "$PWD/$icu_data" "${icu_wraps[@]}" -Xlinker --icf=all -Xlinker -O2 "${unwind_tables[@]}"
    -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker "--symbol-ordering-file=$PWD/Scripts/link-order.txt"
    -Xlinker --no-warn-symbol-ordering -Xlinker --no-export-dynamic)
  binary="$(swift build "${flags[@]}" --show-bin-path)/docpkg"
  # SwiftPM does not see the ICU object, the function order or the unwind-table script as
  # inputs: a new one needs a new link; so does a split binary when the debug information
  # (and the unwind tables) are wanted in it.
  if $fresh_icu_data || [ Scripts/link-order.txt -nt "$binary" ] ||
    [ Scripts/no-unwind-tables.ld -nt "$binary" ] ||
    { [ "${1:-}" = "--with-debug-info" ] && [ -f "$binary.debug" ]; }; then
    rm -f "$binary" "$binary.debug"
  fi
  swift build "${flags[@]}" --product docpkg
  # A new link leaves a binary with its debug information; one already split has none. (grep
  # reads all of objdump's output: with -q it could stop early, and pipefail would then take
  # objdump's SIGPIPE for "no debug information" and leave the binary unsplit.)
  if [ "${1:-}" != "--with-debug-info" ] &&
    "$tools/llvm-objdump" --section-headers "$binary" | grep ' \.debug_info ' >/dev/null; then
    "$tools/llvm-objcopy" --only-keep-debug "$binary" "$binary.debug"
    "$tools/llvm-objcopy" --strip-all --add-gnu-debuglink="$binary.debug" "$binary"
  fi
  echo "$binary"
fi
