#!/bin/sh
# Builds and tests every client package under Examples/*/ (each has its own Package.swift
# with a path dependency on this repository): code written against Apple's APIs that must
# build and pass against docpkg on Linux.
#
#   Scripts/client-packages.sh            every package
#   Scripts/client-packages.sh NAME...    only Examples/NAME
#
# Exit status: 0 when every package builds and its tests pass, 1 otherwise.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 0 ]; then
  packages=""
  for name in "$@"; do packages="$packages $root/Examples/$name"; done
else
  packages=$(ls -d "$root"/Examples/*/ 2>/dev/null)
fi
failed=0
count=0
for dir in $packages; do
  dir=${dir%/}
  [ -f "$dir/Package.swift" ] || continue
  count=$((count + 1))
  name=$(basename "$dir")
  echo "== $name: swift build && swift test"
  start=$(date +%s)
  if (cd "$dir" && swift build && swift test); then
    echo "== $name: passed in $(($(date +%s) - start)) s"
  else
    echo "== $name: FAILED" >&2
    failed=1
  fi
done
if [ "$count" -eq 0 ]; then
  echo "no client packages under Examples/" >&2
  exit 1
fi
exit $failed
