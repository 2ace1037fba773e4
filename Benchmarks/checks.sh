#!/usr/bin/env bash
# Throughput of docpkg validate, inspect --json and list over N generated notes.
#
# Usage: Benchmarks/checks.sh [N] [RUNS]     (defaults: 1000 notes, 5 runs)
#
# Builds the release tool, makes N copies of SampleDocs/Trip.note (text, a PNG and a PDF
# attachment, fresh QuickLook) in a temporary folder, plus N stale copies (Text.rtf
# rewritten), then times each command over all packages RUNS times and reports the
# median. The machine is shared with other builds, so numbers are noisy: medians of
# several runs are reported. There is no peer tool that validates these formats; the
# figures are absolute.
set -euo pipefail
N=${1:-1000}
RUNS=${2:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
swift build -c release --product docpkg >/dev/null
BIN="$ROOT/.build/release/docpkg"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/notes"
for i in $(seq 1 "$N"); do
  cp -R SampleDocs/Trip.note "$WORK/notes/Trip $i.note"
done
mkdir -p "$WORK/stale"
for i in $(seq 1 "$N"); do
  cp -R SampleDocs/Trip.note "$WORK/stale/Trip $i.note"
  printf '{\\rtf1 changed %d}' "$i" > "$WORK/stale/Trip $i.note/Text.rtf"
done

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
measure() { # name, command...
  local name=$1; shift
  local times=()
  for _ in $(seq 1 "$RUNS"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null || true
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  local med
  med=$(printf '%s\n' "${times[@]}" | median)
  printf '| %s | %d | %.3f | %.0f |\n' "$name" "$N" "$med" "$(echo "$N / $med" | bc -l)"
}

echo "| command | packages | median seconds | packages/s |"
echo "|---|---|---|---|"
measure "validate (fresh notes)" "$BIN" validate "$WORK"/notes/*.note
measure "validate --json (stale notes)" "$BIN" validate --json "$WORK"/stale/*.note
measure "inspect --json" "$BIN" inspect --json "$WORK"/notes/*.note
measure "list" "$BIN" list "$WORK/notes"
measure "list --json (stale)" "$BIN" list --json "$WORK/stale"
