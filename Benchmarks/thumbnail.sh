#!/usr/bin/env bash
# Thumbnail benchmark: docpkg (release) against vipsthumbnail, ImageMagick and Pillow on the
# same generated inputs, in one run. Wall-time medians come from hyperfine; peak RSS is the
# median of /usr/bin/time -f %M over several runs. Results go to stdout as a Markdown table.
#
# The 6000×4000 baseline JPEG case also has the floor rows: docpkg --in-process (no decoder
# worker) and `djpeg -scale 1/8` (libjpeg-turbo's own 1/8-scale decode, the work any
# thumbnailer of this file has to do).
#
# Usage: Benchmarks/thumbnail.sh [RUNS]     (default 7 runs per command, 1 warm-up)
#   DOCPKG=path  the docpkg to measure (default: Scripts/build-release.sh's shipped binary)
#   CONVERT=path ImageMagick's convert (default: convert on PATH)
# Needs: hyperfine, vipsthumbnail, convert, djpeg (libjpeg-turbo-progs), python3 with Pillow
# and numpy, /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"

docpkg="${DOCPKG:-$(Scripts/build-release.sh | tail -1)}"
convert="${CONVERT:-convert}"
work="$(mktemp -d /tmp/docpkg-thumbnail-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
# Run from a copy: a binary just written by the linker starts slower than a copy of itself
# (Benchmarks/results/binary-size.md).
cp "$docpkg" "$work/docpkg"
docpkg="$work/docpkg"
echo "generating inputs in $work" >&2
python3 Benchmarks/make_inputs.py "$work" >&2
cd "$work"

cat > pillow_thumb.py <<'PY'
import sys
from PIL import Image, ImageOps
Image.MAX_IMAGE_PIXELS = None
source, target, size, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
im = Image.open(source)
if mode == "fill":
    im.draft("RGB", (size * 2, size * 2))
    im = ImageOps.fit(im, (size, size), Image.LANCZOS)
else:
    im.thumbnail((size, size), Image.LANCZOS)
im.save(target)
PY

# name | input | size | mode
cases=(
  "6000×4000 baseline JPEG → 256|baseline.jpg|256|fit"
  "6000×4000 progressive JPEG → 256|progressive.jpg|256|fit"
  "4000×3000 RGBA PNG → 256|rgba.png|256|fit"
  "6000×4000 JPEG → 145×145 fill|baseline.jpg|145|fill"
  "120 MP (13440×8960) JPEG → 256|huge.jpg|256|fit"
)

commands_for() {
  local input="$1" size="$2" mode="$3" jsize=$(( $2 * 2 ))
  if [ "$mode" = fill ]; then
    echo "docpkg|$docpkg thumbnail $input -o out-docpkg.png --size $size --mode fill"
    echo "vipsthumbnail|vipsthumbnail $input -s ${size}x${size} --smartcrop centre -o out-vips.png"
    echo "convert|$convert $input -thumbnail ${size}x${size}^ -gravity center -extent ${size}x${size} out-im.png"
    echo "convert jpeg:size|$convert -define jpeg:size=${jsize}x${jsize} $input -thumbnail ${size}x${size}^ -gravity center -extent ${size}x${size} out-im2.png"
  else
    echo "docpkg|$docpkg thumbnail $input -o out-docpkg.png --size $size"
    if [ "$input" = baseline.jpg ]; then
      echo "docpkg --in-process|$docpkg thumbnail $input -o out-docpkg2.png --size $size --in-process"
      echo "djpeg -scale 1/8 (floor)|djpeg -scale 1/8 -outfile out-djpeg.ppm $input"
    fi
    echo "vipsthumbnail|vipsthumbnail $input -s $size -o out-vips.png"
    echo "convert|$convert $input -thumbnail ${size}x${size} out-im.png"
    case "$input" in
      *.jpg) echo "convert jpeg:size|$convert -define jpeg:size=${jsize}x${jsize} $input -thumbnail ${size}x${size} out-im2.png" ;;
    esac
  fi
  echo "Pillow|python3 pillow_thumb.py $input out-pil.png $size $mode"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

echo "| Case | Tool | Median wall (ms) | × vips | User+sys CPU (ms) | Peak RSS (MB) | RSS × vips |"
echo "|---|---|---:|---:|---:|---:|---:|"
for entry in "${cases[@]}"; do
  IFS='|' read -r name input size mode <<<"$entry"
  mapfile -t commands < <(commands_for "$input" "$size" "$mode")
  args=()
  for c in "${commands[@]}"; do args+=("${c#*|}"); done
  hyperfine -N -w 1 -r "$runs" --export-json bench.json "${args[@]}" >&2
  declare -A wall=() cpu=() rss=()
  i=0
  for c in "${commands[@]}"; do
    tool="${c%%|*}"
    read -r w u <<<"$(python3 -c "
import json,statistics
r=json.load(open('bench.json'))['results'][$i]
print(round(statistics.median(r['times'])*1000,1), round((r['user']+r['system'])*1000,1))")"
    wall[$tool]=$w; cpu[$tool]=$u
    rss[$tool]=$(for _ in 1 2 3 4 5; do /usr/bin/time -f %M ${c#*|} 2>&1 >/dev/null | tail -1; done | median)
    i=$((i + 1))
  done
  for c in "${commands[@]}"; do
    tool="${c%%|*}"
    ratio=$(python3 -c "print(f'{${wall[$tool]}/${wall[vipsthumbnail]}:.2f}')")
    rratio=$(python3 -c "print(f'{${rss[$tool]}/${rss[vipsthumbnail]}:.2f}')")
    mb=$(python3 -c "print(f'{${rss[$tool]}/1024:.1f}')")
    echo "| $name | $tool | ${wall[$tool]} | $ratio | ${cpu[$tool]} | $mb | $rratio |"
  done
  unset wall cpu rss
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores."
