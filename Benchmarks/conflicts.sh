#!/usr/bin/env bash
# docpkg conflicts DIR vs docpkg list DIR over the same folder: 2,000 notes (copies of
# SampleDocs/Trip.note) of which 200 have a conflict copy beside them, the copies spread
# over every client's naming scheme (Dropbox with and without a computer name, numbered
# Dropbox repeats, Nextcloud, old ownCloud, Syncthing, Seafile, OneDrive).
#
# Usage: Benchmarks/conflicts.sh [DOCUMENTS] [COPIES]     (defaults: 2000, 200)
#
# Release build. Both commands run once untimed (warm cache), then once timed each, on the
# same folder; the goal is conflicts ≤ 1.5 × list. Writes Benchmarks/results/conflicts.md.
set -euo pipefail
N=${1:-2000}
C=${2:-200}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
swift build -c release --product docpkg >/dev/null
BIN="$ROOT/.build/release/docpkg"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DIR="$WORK/Sync"
mkdir -p "$DIR"
for i in $(seq 1 $((N - C))); do cp -R SampleDocs/Trip.note "$DIR/Note $i.note"; done
schemes=(
  "(Jane's MacBook's conflicted copy 2024-01-02)" "(conflicted copy 2024-01-02)"
  "(Jane's conflicted copy 2024-01-02 (1))" "(conflicted copy Jane Doe 2024-01-02 153012)"
  "_conflict-20240102-153012" ".sync-conflict-20240102-153012-ABCDEFG"
  "(SFConflict jane@example.com 2024-01-02-15-30-12)" "-DESKTOP-1A2B3C4"
)
for i in $(seq 1 "$C"); do
  cp -R SampleDocs/Trip.note "$DIR/Doc $i.note"
  s="${schemes[$((i % ${#schemes[@]}))]}"
  case "$s" in
    .* | _* | -*) copy="Doc $i$s.note" ;;
    *) copy="Doc $i $s.note" ;;
  esac
  cp -R SampleDocs/Trip.note "$DIR/$copy"
done
count=$(ls "$DIR" | wc -l)
"$BIN" list "$DIR" >/dev/null
"$BIN" conflicts "$DIR" >/dev/null
seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N); echo "$end - $start" | bc -l; }
list_s=$(seconds "$BIN" list "$DIR")
conflicts_s=$(seconds "$BIN" conflicts "$DIR")
conflicts_json_s=$(seconds "$BIN" conflicts --json "$DIR")
found=$("$BIN" conflicts --json "$DIR" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["documents"]), sum(len(x["versions"]) - 1 for x in d["documents"]))')
ratio=$(echo "$conflicts_s / $list_s" | bc -l)
ratio_json=$(echo "$conflicts_json_s / $list_s" | bc -l)
mkdir -p Benchmarks/results
{
  echo "# docpkg conflicts DIR vs docpkg list DIR"
  echo
  echo "$N documents ($count items with $C conflict copies over 8 naming schemes), release build,"
  echo "one timed run each after one warm-up run, $(date -u +%Y-%m-%d), shared 2-core machine."
  echo "conflicts found $found (documents, versions beside them)."
  echo
  echo "| command | seconds | ratio to list |"
  echo "|---|---|---|"
  printf '| list DIR | %.3f | 1.00 |\n' "$list_s"
  printf '| conflicts DIR | %.3f | %.2f |\n' "$conflicts_s" "$ratio"
  printf '| conflicts --json DIR | %.3f | %.2f |\n' "$conflicts_json_s" "$ratio_json"
  echo
  echo "Goal: conflicts ≤ 1.5 × list."
} | tee Benchmarks/results/conflicts.md
