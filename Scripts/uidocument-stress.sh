#!/usr/bin/env bash
# Stress runs for UIDocument (not CI; tracker issue 27, acceptance 3):
#  1. two processes edit one document through UIDocument with autosave on, taking turns
#     (each appends a line once it has seen the other's, through an outside-change reload):
#     ROUNDS rounds each (default 200); passes when the file holds every line exactly once;
#  2. kill -9 during autosave KILLS times (default 200): a process rewrites the document
#     through autosave (a new checked version every ~1 ms) and is killed at a random moment;
#     each time the file must be one whole version (old or new), never partial.
#
#   Scripts/uidocument-stress.sh            # ROUNDS=200 KILLS=200, debug build
#   ROUNDS=50 KILLS=50 CONFIG=release Scripts/uidocument-stress.sh
# Exit status: 0 when both pass.
set -euo pipefail
ROUNDS="${ROUNDS:-200}"
KILLS="${KILLS:-200}"
CONFIG="${CONFIG:-debug}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c "$CONFIG" --product uidocument-stress >/dev/null
tool="$root/.build/$CONFIG/uidocument-stress"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

echo "== two processes, $ROUNDS rounds each, autosave on"
: > "$work/shared.txt"
start=$(date +%s.%N)
"$tool" edit "$work/shared.txt" 0 "$ROUNDS" & first=$!
"$tool" edit "$work/shared.txt" 1 "$ROUNDS" & second=$!
wait "$first" || status=1
wait "$second" || status=1
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
lines=$(wc -l < "$work/shared.txt")
unique=$(sort -u "$work/shared.txt" | wc -l)
expected=$((2 * ROUNDS))
missing=0
for role in 0 1; do
  for ((i = 0; i < ROUNDS; i++)); do
    grep -qx "$role:$i" "$work/shared.txt" || missing=$((missing + 1))
  done
done
echo "lines $lines (unique $unique, expected $expected), missing edits $missing, ${elapsed} s"
[ "$missing" -eq 0 ] && [ "$lines" -eq "$expected" ] || status=1
conflicts=$(ls "$work" | grep -c "conflicted copy" || true)
echo "conflict copies made: $conflicts"

echo "== kill -9 during autosave, $KILLS times"
whole=0
partial=0
"$tool" seed "$work/versions.txt"
"$tool" verify "$work/versions.txt" || { echo "seed does not verify"; exit 1; }
for ((k = 1; k <= KILLS; k++)); do
  "$tool" autosave "$work/versions.txt" & writer=$!
  sleep "0.$(printf '%03d' $((RANDOM % 400 + 50)))"
  kill -9 "$writer" 2>/dev/null || true
  wait "$writer" 2>/dev/null || true
  if "$tool" verify "$work/versions.txt"; then
    whole=$((whole + 1))
  else
    partial=$((partial + 1))
    cp "$work/versions.txt" "$root/.build/uidocument-partial-$k.txt"
  fi
done
version=$(head -c 40 "$work/versions.txt" | head -1)
leftovers=$(ls -A "$work" | grep -v -e '^shared.txt$' -e '^versions.txt$' -e 'conflicted copy' | wc -l || true)
echo "whole $whole, partial $partial (last: $version), temporaries left: $leftovers"
[ "$partial" -eq 0 ] || status=1
exit $status
