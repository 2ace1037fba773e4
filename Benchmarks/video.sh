#!/usr/bin/env bash
# Video poster frames: docpkg (release build, FFmpeg at run time) against
# `ffmpegthumbnailer -s 256` on the same 100 iPhone-sized movies, in one run. The movies are
# 10 distinct clips made with ffmpeg (1920×1080 and portrait 1080×1920 with a 90° display
# matrix, H.264 and HEVC Main 10, 30 fps, 3 to 12 s, testsrc2 content), each copied 10 times
# (the same bytes: the page cache is warm for both tools alike). Reported: wall seconds for
# the 100 files, one process per file (median of RUNS runs), one docpkg process for all
# (--jobs 1 and 2), and the peak resident memory of one process (max over the files, from
# /usr/bin/time -f %M).
#
# Usage: Benchmarks/video.sh [RUNS] [DOCPKG]   (default 3; the binary from
#        Scripts/build-release.sh, .build/static/release/docpkg)
# Needs: ffmpeg, ffmpegthumbnailer, GNU time (/usr/bin/time), bc.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
docpkg="${2:-$PWD/.build/static/release/docpkg}"
work="$(mktemp -d /tmp/docpkg-video-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/ours" "$work/theirs" "$work/batch"

for i in $(seq 0 9); do
  seconds=$((3 + i))
  if [ $((i % 2)) -eq 0 ]; then codec=(-c:v libx264 -preset veryfast -pix_fmt yuv420p)
  else codec=(-c:v libx265 -preset ultrafast -pix_fmt yuv420p10le -tag:v hvc1 -x265-params log-level=error)
  fi
  ffmpeg -v error -y -f lavfi -i "testsrc2=s=1920x1080:r=30:d=$seconds" "${codec[@]}" \
    -g 30 "$work/clip$i.mov"
  if [ $((i % 3)) -eq 1 ]; then
    # Portrait recording as an iPhone stores it: landscape pixels, 90° tkhd matrix.
    python3 - "$work/clip$i.mov" <<'PY'
import struct, sys
p = sys.argv[1]; d = bytearray(open(p, "rb").read()); i = d.find(b"tkhd") + 4 + 40
struct.pack_into(">9i", d, i, 0, 65536, 0, -65536, 0, 0, 1080 * 65536, 0, 1 << 30)
open(p, "wb").write(d)
PY
  fi
  for j in $(seq 0 9); do cp "$work/clip$i.mov" "$work/in/v$i$j.mov"; done
done
files=("$work"/in/*.mov)

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
peak_kib() { # command prefix; runs it on one copy of each distinct clip, prints the max
  local peak=0
  for i in $(seq 0 9); do
    local f="$work/in/v${i}0.mov" kib
    /usr/bin/time -o "$work/rss" -f %M "$@" "$f" >/dev/null 2>&1 || true
    kib=$(tail -1 "$work/rss")
    [ "$kib" -gt "$peak" ] && peak=$kib
  done
  echo "$peak"
}

ours_cmd='for f in "${files[@]}"; do "$docpkg" thumbnail "$f" -o "$work/ours/$(basename "$f").png"; done'
batch1_cmd='"$docpkg" thumbnail "${files[@]}" --output-dir "$work/batch" --jobs 1'
batch2_cmd='"$docpkg" thumbnail "${files[@]}" --output-dir "$work/batch" --jobs 2'
theirs_cmd='for f in "${files[@]}"; do ffmpegthumbnailer -s 256 -i "$f" -o "$work/theirs/$(basename "$f").png"; done'

theirs=$(time_runs "$theirs_cmd")
ours=$(time_runs "$ours_cmd")
batch1=$(time_runs "$batch1_cmd")
batch2=$(time_runs "$batch2_cmd")
ours_peak=$(peak_kib sh -c '"$0" thumbnail "$1" -o /tmp/docpkg-video-bench-peak.png' "$docpkg")
theirs_peak=$(peak_kib sh -c 'ffmpegthumbnailer -s 256 -i "$0" -o /tmp/docpkg-video-bench-peak.png')
rm -f /tmp/docpkg-video-bench-peak.png

echo "| tool (100 iPhone-sized movies, 256 px, PNG out) | median s | × ffmpegthumbnailer | peak RSS MiB |"
echo "|---|---|---|---|"
printf '| ffmpegthumbnailer -s 256, one process per file | %.2f | 1.00 | %.1f |\n' "$theirs" "$(echo "$theirs_peak / 1024" | bc -l)"
printf '| docpkg thumbnail, one process per file | %.2f | %.2f | %.1f |\n' "$ours" "$(echo "$ours / $theirs" | bc -l)" "$(echo "$ours_peak / 1024" | bc -l)"
printf '| docpkg thumbnail, one process, --jobs 1 | %.2f | %.2f | |\n' "$batch1" "$(echo "$batch1 / $theirs" | bc -l)"
printf '| docpkg thumbnail, one process, --jobs 2 | %.2f | %.2f | |\n' "$batch2" "$(echo "$batch2 / $theirs" | bc -l)"
