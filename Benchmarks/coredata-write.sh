#!/bin/sh
# Issue 29, acceptance 5: N words (default 100,000) in 100 vocabularies (a to-many
# relationship) inserted through a context, saved, and fetched back sorted by text in a new
# context (docpkg's CoreData), against the same rows inserted with SQLite's C API (prepared
# statements, one transaction) and selected with ORDER BY. Each side runs in its own process
# (coredata-stress bench-coredata / bench-sqlite), RUNS times (default 3); the fastest run of
# each is kept, peak memory from /usr/bin/time -v. Release build.
#
#   Benchmarks/coredata-write.sh [N] [RUNS]
#   CORE_DATA_STRESS=/tmp/coredata-stress-before Benchmarks/coredata-write.sh [N] [RUNS]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-100000}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# CORE_DATA_STRESS=PATH runs that build of coredata-stress instead (e.g. a copy of an
# earlier commit's, for a before/after pair run back to back).
if [ -n "${CORE_DATA_STRESS:-}" ]; then
  tool=$CORE_DATA_STRESS
else
  swift build -c release --product coredata-stress >/dev/null
  tool="$root/.build/release/coredata-stress"
fi

side() { # MODE: prints the fastest run's line, then its peak memory in kB
  best=""
  best_total=""
  peak=0
  i=0
  while [ "$i" -lt "$runs" ]; do
    rm -rf "$work/run" && mkdir "$work/run"
    /usr/bin/time -v "$tool" "$1" "$work/run" "$n" >"$work/out" 2>"$work/time"
    line=$(cat "$work/out")
    total=$(printf '%s\n' "$line" | sed -n 's/.* total \([0-9.]*\) s.*/\1/p')
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time")
    if [ -z "$best_total" ] || awk "BEGIN{exit !($total < $best_total)}"; then
      best="$line"
      best_total="$total"
    fi
    [ "$kb" -gt "$peak" ] && peak=$kb
    i=$((i + 1))
  done
  echo "$best; peak $peak kB"
}

core=$(side bench-coredata)
raw=$(side bench-sqlite)
echo "$core"
echo "$raw"
core_write=$(printf '%s\n' "$core" | sed -n 's/.* = \([0-9.]*\) s;.*/\1/p')
raw_write=$(printf '%s\n' "$raw" | sed -n 's/.*inserts \([0-9.]*\) s;.*/\1/p')
core_fetch=$(printf '%s\n' "$core" | sed -n 's/.*fetch sorted \([0-9.]*\) s.*/\1/p')
raw_fetch=$(printf '%s\n' "$raw" | sed -n 's/.*select sorted \([0-9.]*\) s.*/\1/p')
awk "BEGIN{printf \"insert+save / raw inserts: %.2f; fetch sorted / raw select sorted: %.2f\n\", $core_write / $raw_write, $core_fetch / $raw_fetch}"
