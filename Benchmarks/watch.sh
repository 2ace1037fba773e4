#!/usr/bin/env bash
# Benchmark: `docpkg list DIR --watch --json` on a folder of N documents (default 2,000
# notes) receiving S docpkg saves (default 200, `thumbnail --update-quicklook` of distinct
# notes whose QuickLook was made stale before the watch began, so each save is one real
# change). Records: events delivered (and how many were `changed` for a saved note), the
# watcher's CPU time (user + system, from /proc/PID/stat) for start-up (initial listing and
# inotify watches) and for the saves, its peak and final resident memory (VmHWM, VmRSS),
# the watches it holds, and the wall time of the save loop. No peer tool is named by the
# issue; inotifywait is not on a fresh machine. Results: Benchmarks/results/watch.md.
#
#   Benchmarks/watch.sh                # N=2000 S=200, release build
#   N=500 S=50 CONFIG=debug Benchmarks/watch.sh
set -euo pipefail
N="${N:-2000}"
S="${S:-200}"
CONFIG="${CONFIG:-release}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c "$CONFIG" --product docpkg >/dev/null
docpkg="$root/.build/$CONFIG/docpkg"
work="$(mktemp -d)"
watcher=""
trap '[ -n "$watcher" ] && kill "$watcher" 2>/dev/null; rm -rf "$work"' EXIT
mkdir "$work/docs"
"$docpkg" new Seed --in "$work" >/dev/null
# Text changed after the thumbnail was made: every note's QuickLook is stale.
printf ' ' >> "$work/Seed.note/Text.rtf"
for ((i = 1; i <= N; i++)); do cp -a "$work/Seed.note" "$work/docs/Note $i.note"; done

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
"$docpkg" list "$work/docs" --watch --json > "$work/events.jsonl" 2> "$work/stderr.txt" &
watcher=$!
until grep -q watching "$work/stderr.txt" 2>/dev/null; do sleep 0.05; done
startup_ticks=$(ticks "$watcher")
watches=$(grep -c '^inotify wd' "/proc/$watcher/fdinfo/"* 2>/dev/null | awk -F: '{s += $2} END {print s}')
start=$(date +%s%N)
for ((i = 1; i <= S; i++)); do
  "$docpkg" thumbnail "$work/docs/Note $(( (i * 7919) % N + 1 )).note" --update-quicklook
done
saves_ms=$(( ($(date +%s%N) - start) / 1000000 ))
sleep 2  # the last change is reported within 0.8 s
after_ticks=$(ticks "$watcher")
hwm=$(awk '/VmHWM/ {print $2}' "/proc/$watcher/status")
rss=$(awk '/VmRSS/ {print $2}' "/proc/$watcher/status")
events=$(wc -l < "$work/events.jsonl")
changed=$(grep -c '"event":"changed"' "$work/events.jsonl" || true)
distinct=$(grep -o '"name":"Note [0-9]*.note"}' "$work/events.jsonl" | sort -u | wc -l || true)
cpu_start=$(awk -v t="$startup_ticks" -v hz="$hz" 'BEGIN {printf "%.2f", t / hz}')
cpu_saves=$(awk -v a="$after_ticks" -v b="$startup_ticks" -v hz="$hz" 'BEGIN {printf "%.2f", (a - b) / hz}')
load=$(cut -d' ' -f1-3 /proc/loadavg)
mkdir -p "$root/Benchmarks/results"
cat > "$root/Benchmarks/results/watch.md" <<MD
# list --watch: $N documents, $S saves ($CONFIG build)

Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`Benchmarks/watch.sh\`; load average $load (shared machine).

| Measure | Value |
|---|---|
| documents watched | $N |
| inotify watches held | $watches |
| saves (\`thumbnail --update-quicklook\`, distinct notes where S ≤ N) | $S |
| events delivered | $events |
| \`changed\` events | $changed |
| distinct documents in events | $distinct |
| watcher CPU, start-up (listing + watches) | ${cpu_start} s |
| watcher CPU, during the saves | ${cpu_saves} s |
| watcher peak memory (VmHWM) | $((hwm / 1024)) MiB |
| watcher memory after (VmRSS) | $((rss / 1024)) MiB |
| wall time of the save loop | ${saves_ms} ms |
MD
cat "$root/Benchmarks/results/watch.md"
