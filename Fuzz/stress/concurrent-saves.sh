#!/usr/bin/env bash
# Concurrency of library saves: two processes each save the same package SAVES times
# (default 100) at once with `fw-save-stress save` (read lazily, bump a generation in two
# files, atomic incremental FileWrapper.write back to where it was read). Saves to one
# package run one at a time (flock on the package), and a save based on a read that
# another save has overtaken fails with `changedSinceRead` ("in use"); the tool then reads
# again and redoes its change. Checked: both processes finish; the package is never torn
# (no file missing while they run, both state files agree at the end); no increment is
# lost (the final generation is exactly 2 × SAVES); and how many saves had to be redone.
#
#   Fuzz/stress/concurrent-saves.sh [SAVES] [ROUNDS]
source "$(dirname "$0")/common.sh"
saves="${1:-100}"
rounds="${2:-1}"
build fw-save-stress
tool="$bin/fw-save-stress"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

torn=0 failed_a=0 failed_b=0 lost_total=0 retried_total=0 messages=""
for ((round = 1; round <= rounds; round++)); do
  pkg="$work/shared.pkg"
  rm -rf "$pkg"
  "$tool" create "$pkg"
  observations=0
  status_a=0 status_b=0
  "$tool" save "$pkg" "$saves" >"$work/a.out" 2>"$work/a.err" & a=$!
  "$tool" save "$pkg" "$saves" >"$work/b.out" 2>"$work/b.err" & b=$!
  # Watch for torn states while both run.
  while kill -0 "$a" 2>/dev/null || kill -0 "$b" 2>/dev/null; do
    one="$(cat "$pkg/state.txt" 2>/dev/null || echo missing)"
    two="$(cat "$pkg/Sub/state.txt" 2>/dev/null || echo missing)"
    # Reads of the two files are not atomic together, so only a persistent mismatch at the
    # end counts; here only missing files are torn (a package is always a whole directory).
    if [ "$one" = missing ] || [ "$two" = missing ]; then torn=$((torn + 1)); fi
    observations=$((observations + 1))
  done
  wait "$a" || status_a=$?
  wait "$b" || status_b=$?
  [ "$status_a" -ne 0 ] && failed_a=$((failed_a + 1))
  [ "$status_b" -ne 0 ] && failed_b=$((failed_b + 1))
  messages+="$(cat "$work/a.err" "$work/b.err")"$'\n'
  cmp -s "$pkg/state.txt" "$pkg/Sub/state.txt" || torn=$((torn + 1))
  final="$(sed 's/generation //' "$pkg/state.txt")"
  lost=$(( 2 * saves - final ))
  lost_total=$((lost_total + lost))
  retried="$(awk '/^saved / { sum += $4 } END { print sum + 0 }' "$work/a.out" "$work/b.out")"
  retried_total=$((retried_total + retried))
  echo "round $round: final generation $final of $((2 * saves)) saves, exit $status_a/$status_b, $retried saves redone after losing a race, $observations observations" >&2
done
echo "concurrent-saves: $rounds round(s) of 2×$saves saves: torn states seen: $torn; failed processes: $((failed_a + failed_b)); lost increments: $lost_total; saves redone after 'in use': $retried_total"
if [ -n "${messages//$'\n'/}" ]; then
  echo "failure messages (count, text with the temporary path removed):"
  grep -v '^$' <<<"$messages" | sed "s|$work|WORK|g" | sort | uniq -c | sed -n 1,5p
fi
[ "$torn" -eq 0 ] && [ "$lost_total" -eq 0 ] && [ "$((failed_a + failed_b))" -eq 0 ]
