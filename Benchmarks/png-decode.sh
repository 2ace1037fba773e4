#!/usr/bin/env bash
# Issue 15 (zlib wrapper moved into the Deflate module): PNG thumbnail speed of this tree's
# docpkg against another build of docpkg (the commit before the move), same inputs, one
# hyperfine run; vipsthumbnail for reference. Inputs: the thumbnail benchmark's 4000×3000
# RGBA PNG (Benchmarks/make_inputs.py) and a 6000×4000 RGB PNG of the same photo-like
# pixels, both non-interlaced (the Swift reducing decoder inflates every IDAT byte).
#
# Usage: Benchmarks/png-decode.sh OTHER_DOCPKG [RUNS]   (default 7 runs, 1 warm-up)
# Writes Benchmarks/results/png-decode.md. Needs hyperfine, vipsthumbnail, python3 with
# Pillow and numpy. The machine is shared: compare the two docpkg rows of one run only.
set -euo pipefail
cd "$(dirname "$0")/.."
other="$1"
runs="${2:-7}"
swift build -c release --product docpkg >&2
docpkg="$PWD/.build/release/docpkg"
results="$PWD/Benchmarks/results/png-decode.md"
work="$(mktemp -d /tmp/docpkg-png-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make_inputs.py "$work" >&2
python3 - "$work" <<'PY'
import sys
from PIL import Image
Image.MAX_IMAGE_PIXELS = None
Image.open(f"{sys.argv[1]}/baseline.jpg").convert("RGB").save(f"{sys.argv[1]}/rgb.png")
PY
cd "$work"
{
  echo "# PNG thumbnails: this tree vs another docpkg build"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $runs runs each (1 warm-up), \`--size 256\`, release builds."
  echo "\"this tree\" is \`$docpkg\`; \"other\" is \`$other\`."
  echo
  echo "| input | command | median (s) | min (s) | max (s) |"
  echo "|---|---|---|---|---|"
  for input in rgba.png rgb.png; do
    hyperfine --style none --warmup 1 --runs "$runs" --export-json "$input.json" \
      -n "this tree" "$docpkg thumbnail $input -o out-a.png --size 256" \
      -n "other" "$other thumbnail $input -o out-b.png --size 256" \
      -n "vipsthumbnail" "vipsthumbnail $input -s 256 -o out-v.png" >&2
    cmp out-a.png out-b.png >&2 && echo "identical output: $input" >&2
    python3 - "$input" "$input.json" <<'PY'
import json, statistics, sys
for r in json.load(open(sys.argv[2]))["results"]:
    t = r["times"]
    print(f"| {sys.argv[1]} | {r['command']} | {statistics.median(t):.3f} | {min(t):.3f} | {max(t):.3f} |")
PY
  done
} > "$results"
cat "$results"
