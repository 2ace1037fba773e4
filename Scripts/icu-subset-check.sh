#!/usr/bin/env bash
# Checks the ICU data subset the shipped binary links (Scripts/icu-data-subset.py): builds
# Scripts/icu-subset-check.swift twice with the static standard library, once with the
# toolchain's whole ICU table and once with the subset (linked as Scripts/build-release.sh
# links it), and requires the same output: every String.Encoding and Core Foundation's other
# encodings, en_US_POSIX dates and numbers, time zones, calendars, regular expressions,
# string comparison and case mapping. What the subset leaves out by design (other locales'
# names, transliterators) is not printed. About a minute.
#
#   Scripts/icu-subset-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tools="$(dirname "$(readlink -f "$(command -v swift)")")"
icu_archive="$(dirname "$tools")/lib/swift_static/linux/lib_FoundationICU.a"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Scripts/icu-data-subset.py "$icu_archive" "$work/icu-data-subset.o"
wraps=()
for symbol in $("$tools/llvm-nm" --defined-only "$work/icu-data-subset.o" |
  awk '$3 ~ /^__wrap_/ { sub(/^__wrap_/, "", $3); print $3 }'); do
  wraps+=(-Xlinker "--wrap=$symbol")
done
swiftc -O -static-stdlib -use-ld=lld Scripts/icu-subset-check.swift -o "$work/full"
swiftc -O -static-stdlib -use-ld=lld Scripts/icu-subset-check.swift "$work/icu-data-subset.o" \
  "${wraps[@]}" -Xlinker --gc-sections -o "$work/subset"
"$work/full" >"$work/full.txt"
"$work/subset" >"$work/subset.txt"
if ! diff -u "$work/full.txt" "$work/subset.txt"; then
  echo "icu-subset-check: the subset answers differently (above: - whole table, + subset)" >&2
  exit 1
fi
echo "icu-subset-check: $(wc -l <"$work/full.txt") facts the same with the whole ICU table and the subset ($(du -h "$work/subset" | cut -f1) vs $(du -h "$work/full" | cut -f1))"
