#!/usr/bin/env bash
# `thumbnail --xdg-cache` over N documents (default 1,000), twice: the first run fills the
# freedesktop cache, the second finds every entry fresh (Thumb::URI + Thumb::MTime) and
# skips it. For scale, the same inputs with --output-dir, and --output-dir --skip-fresh
# on the second run. One run each (release build, --jobs 2), on a private XDG_CACHE_HOME.
# No peer tool fills the cache from the command line (file managers do it per file over
# D-Bus); the figures are absolute. Writes Benchmarks/results/xdg-cache.md.
#
#   Benchmarks/xdg-cache.sh [N]         # BIN=path skips the build
set -euo pipefail
N=${1:-1000}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
if [ -z "${BIN:-}" ]; then
  swift build -c release --product docpkg >/dev/null
  BIN="$ROOT/.build/release/docpkg"
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/docs"
# Half with a fresh QuickLook thumbnail (resampled), half stale (the icon is composed).
for i in $(seq 1 "$N"); do
  cp -R SampleDocs/Trip.note "$WORK/docs/Trip $i.note"
  if [ $((i % 2)) -eq 0 ]; then printf '{\\rtf1 changed %d}' "$i" > "$WORK/docs/Trip $i.note/Text.rtf"; fi
done
cd "$WORK"
timed() { # label, command...: prints "| label | seconds | per document |"
  local label=$1; shift
  local start end seconds
  start=$(date +%s.%N)
  "$@" >"$WORK/out.jsonl" 2>/dev/null || true
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc -l)
  printf '| %s | %.2f | %.2f ms | %s |\n' "$label" "$seconds" "$(echo "$seconds * 1000 / $N" | bc -l)" \
    "$(grep -o '"status":"[a-z]*"' "$WORK/out.jsonl" | sort | uniq -c | awk '{printf "%s %s ", $1, $2}' | sed 's/"status"://g; s/"//g')"
}
{
  echo "# \`thumbnail --xdg-cache\` over $N notes"
  echo
  echo "$(date -u +%Y-%m-%d), $(nproc) cores (shared, noisy), release build, --jobs 2, size 256 (large/)."
  echo "Half the notes have a fresh QuickLook thumbnail, half a stale one (icon composed)."
  echo
  echo "| run | seconds | per document | statuses |"
  echo "|---|---|---|---|"
  export XDG_CACHE_HOME="$WORK/cache"
  timed "--xdg-cache, first run (cache empty)" "$BIN" thumbnail docs/*.note --xdg-cache --jobs 2 --progress json
  timed "--xdg-cache, second run (all fresh)" "$BIN" thumbnail docs/*.note --xdg-cache --jobs 2 --progress json
  timed "--output-dir, first run" "$BIN" thumbnail docs/*.note --output-dir thumbs --jobs 2 --progress json
  timed "--output-dir --skip-fresh, second run" "$BIN" thumbnail docs/*.note --output-dir thumbs --skip-fresh --jobs 2 --progress json
  echo
  echo "Cache files: $(ls "$XDG_CACHE_HOME/thumbnails/large" | wc -l) in large/."
} | tee "$ROOT/Benchmarks/results/xdg-cache.md"
