#!/usr/bin/env bash
# Benchmark: NSMetadataQuery over a folder of N documents (default 2,000 note packages,
# `Note_00000.note/Text.txt`): gathering time compared with `docpkg list DIR` on the same
# folder, then one added, changed (in place, inside the package), renamed and removed
# document each: how many updates named it (must be 1) and the latency until the update was
# posted (must be under 1 s). Results: Benchmarks/results/metadata-query.md.
#
#   Benchmarks/metadata-query.sh              # N=2000, release build
#   N=500 CONFIG=debug Benchmarks/metadata-query.sh
# `docpkg list` is timed when DOCPKG names a built docpkg (or .build/CONFIG/docpkg exists).
set -euo pipefail
N="${N:-2000}"
CONFIG="${CONFIG:-release}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c "$CONFIG" --product MetadataQueryBenchmark >/dev/null
bench="$root/.build/$CONFIG/MetadataQueryBenchmark"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/docs"
for ((i = 0; i < N; i++)); do
  d=$(printf '%s/docs/Note_%05d.note' "$work" "$i")
  mkdir "$d"
  printf 'note %d' "$i" > "$d/Text.txt"
done
docpkg="${DOCPKG:-$root/.build/$CONFIG/docpkg}"
if [ -x "$docpkg" ]; then
  start=$(date +%s%N)
  "$docpkg" list "$work/docs" > /dev/null
  echo "docpkg list: $(( ($(date +%s%N) - start) / 1000000 )) ms (whole process)"
else
  echo "docpkg list: not timed (no $docpkg; set DOCPKG)"
fi
"$bench" "$work/docs" "$N"
