#!/usr/bin/env bash
# SVG thumbnails: docpkg (release, librsvg at run time) against rsvg-convert on the same 100
# SVGs (Benchmarks/make_svgs.py: the corpus SVGs plus generated ones), 256-pixel fit box,
# in one run. Both write PNG files. Reported: total wall seconds for the 100 files, median of
# RUNS runs, as one process per file (like rsvg-convert) and as one docpkg process for all.
#
# Usage: Benchmarks/svg.sh [RUNS]     (default 5)
# Needs: rsvg-convert (librsvg2-bin), python3, bc.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
swift build -c release --product docpkg >&2
docpkg="$PWD/.build/release/docpkg"
work="$(mktemp -d /tmp/docpkg-svg-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/ours" "$work/theirs" "$work/batch"
python3 Benchmarks/make_svgs.py "$work/in"
files=("$work"/in/*.svg)

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
time_runs() { # command string
  local times=()
  for _ in $(seq 1 "$runs"); do
    local start end
    start=$(date +%s.%N)
    eval "$1" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | median
}

# rsvg-convert has no fit-box option that keeps aspect without both sides: give it the size
# docpkg renders (the same 256-pixel fit), measured once from docpkg's own output.
"$docpkg" thumbnail "${files[@]}" --output-dir "$work/batch" --size 256 --mode fit >/dev/null
sizes="$work/sizes.txt"
: > "$sizes"
for f in "${files[@]}"; do
  base=$(basename "$f" .svg)
  python3 - "$work/batch/$base.png" >> "$sizes" <<'PY'
import struct, sys
d = open(sys.argv[1], "rb").read(24)
print(*struct.unpack(">II", d[16:24]))
PY
done

ours_cmd='for f in "${files[@]}"; do b=$(basename "$f" .svg); "$docpkg" thumbnail "$f" -o "$work/ours/$b.png" --size 256 --mode fit; done'
batch_cmd='"$docpkg" thumbnail "${files[@]}" --output-dir "$work/batch" --size 256 --mode fit'
theirs_cmd='i=0; while read -r w h; do f=${files[$i]}; b=$(basename "$f" .svg); rsvg-convert -w "$w" -h "$h" -o "$work/theirs/$b.png" "$f"; i=$((i+1)); done < "$sizes"'

ours=$(time_runs "$ours_cmd")
batch=$(time_runs "$batch_cmd")
theirs=$(time_runs "$theirs_cmd")
echo "| tool (100 SVGs, 256 px fit, PNG out) | median s | × rsvg-convert |"
echo "|---|---|---|"
printf '| rsvg-convert, one process per file | %.2f | 1.00 |\n' "$theirs"
printf '| docpkg thumbnail, one process per file | %.2f | %.2f |\n' "$ours" "$(echo "$ours / $theirs" | bc -l)"
printf '| docpkg thumbnail, one process for all | %.2f | %.2f |\n' "$batch" "$(echo "$batch / $theirs" | bc -l)"
