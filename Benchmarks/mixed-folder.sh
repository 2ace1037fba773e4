#!/usr/bin/env bash
# A folder of 1,000 mixed files, thumbnailed at 256 px: one `docpkg thumbnail --jobs 2` batch
# against the GNOME stack run the way a file manager runs it, one process per file and the
# thumbnailer its MIME type names (gdk-pixbuf-thumbnailer for images and SVG,
# evince-thumbnailer for PDF, ffmpegthumbnailer for video). GNOME has no thumbnailer for
# plain text or Apple packages, so those inputs cost it nothing here and the ratio flatters
# the peer; the table says how many inputs each side thumbnailed.
#
# The mix (generated in a temporary folder, nothing written to the repository):
#   300 JPEG photos (1600×1200) and 100 PNG screenshots (ffmpeg's test sources),
#   100 PDFs (the corpus PDFs repeated, ../shared/corpus/pdf),
#   100 H.264 videos (3 s, 1280×720, ffmpeg's test source),
#   100 SVGs (Benchmarks/make_svgs.py),
#   200 text files (Markdown, Swift, CSV, JSON),
#   100 notes (`docpkg new`).
#
# Usage: Benchmarks/mixed-folder.sh [DOCPKG]   (default: Scripts/build-release.sh's binary)
# Needs: ffmpeg, ffmpegthumbnailer, evince-thumbnailer,
# gdk-pixbuf-thumbnailer (with librsvg's pixbuf loader), python3, GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
docpkg="${1:-$PWD/.build/static/release/docpkg}"
if [ ! -x "$docpkg" ]; then
  Scripts/build-release.sh >&2
fi
[ -x "$docpkg" ] || { echo "mixed-folder: no docpkg binary at $docpkg" >&2; exit 1; }
corpus_pdf="../shared/corpus/pdf"
work="$(mktemp -d /tmp/docpkg-mixed-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
in="$work/in"
mkdir -p "$in" "$work/ours" "$work/theirs"

echo "mixed-folder: generating 1,000 inputs in $in" >&2
ffmpeg -loglevel error -f lavfi -i mandelbrot=size=1600x1200 -frames:v 1 -q:v 3 "$work/photo.jpg"
ffmpeg -loglevel error -f lavfi -i testsrc2=size=1440x900 -frames:v 1 "$work/shot.png"
for i in $(seq -w 1 300); do cp "$work/photo.jpg" "$in/photo-$i.jpg"; done
for i in $(seq -w 1 100); do cp "$work/shot.png" "$in/shot-$i.png"; done
mapfile -t pdfs < <(find "$corpus_pdf" -type f -name '*.pdf' | sort)
[ "${#pdfs[@]}" -gt 0 ] || { echo "mixed-folder: no PDFs under $corpus_pdf" >&2; exit 1; }
for i in $(seq 1 100); do
  cp "${pdfs[$(((i - 1) % ${#pdfs[@]}))]}" "$in/doc-$(printf %03d "$i").pdf"
done
ffmpeg -loglevel error -f lavfi -i testsrc2=size=1280x720:rate=30 -t 3 -c:v libx264 \
  -pix_fmt yuv420p "$work/clip.mp4"
for i in $(seq -w 1 100); do cp "$work/clip.mp4" "$in/clip-$i.mp4"; done
mkdir -p "$work/svgs"
python3 Benchmarks/make_svgs.py "$work/svgs"
n=0
for f in "$work"/svgs/*.svg; do
  n=$((n + 1)); [ "$n" -le 100 ] || break
  cp "$f" "$in/drawing-$(printf %03d "$n").svg"
done
for i in $(seq -w 1 50); do
  printf '# Notes %s\n\nSome *Markdown* text for the benchmark.\n\n- one\n- two\n' "$i" > "$in/readme-$i.md"
  printf 'import Foundation\n\nlet answer = %s\nprint(answer)\n' "$i" > "$in/main-$i.swift"
  printf 'name,count\napples,%s\npears,7\n' "$i" > "$in/table-$i.csv"
  printf '{"id": %s, "tags": ["a", "b"]}\n' "$i" > "$in/data-$i.json"
done
for i in $(seq -w 1 100); do "$docpkg" new "Note $i" --in "$in" > /dev/null; done
total=$(find "$in" -mindepth 1 -maxdepth 1 | wc -l)
echo "mixed-folder: $total inputs" >&2

peak_and_time() { # label, command...: prints "seconds peakKiB"
  local log="$work/time.$1"; shift
  /usr/bin/time -f '%e %M' -o "$log" "$@" > /dev/null 2> "$work/stderr.log" || true
  cat "$log"
}

# docpkg: one batch over every input.
read -r ours_s ours_kb < <(peak_and_time ours "$docpkg" thumbnail "$in"/* \
  --output-dir "$work/ours" --size 256 --jobs 2 --progress none)
ours_n=$(find "$work/ours" -name '*.png' | wc -l)

# GNOME: one process per file, the thumbnailer for its kind, as a file manager runs it.
gnome_run() {
  local f out
  for f in "$in"/*; do
    out="$work/theirs/$(basename "$f").png"
    case "$f" in
      *.jpg | *.png | *.svg) gdk-pixbuf-thumbnailer -s 256 "$f" "$out" ;;
      *.pdf) evince-thumbnailer -s 256 "$f" "$out" ;;
      *.mp4) ffmpegthumbnailer -s 256 -i "$f" -o "$out" ;;
      *) ;;  # no GNOME thumbnailer for text or Apple packages
    esac 2> /dev/null || true
  done
}
export -f gnome_run
export in work
read -r theirs_s theirs_kb < <(peak_and_time theirs bash -c gnome_run)
theirs_n=$(find "$work/theirs" -name '*.png' | wc -l)

echo "| tool (1,000 mixed files, 256 px) | wall s | peak RSS MiB | thumbnails written | × GNOME |"
echo "|---|---|---|---|---|"
printf '| GNOME stack, one process per file | %.2f | %.1f | %d | 1.00 |\n' \
  "$theirs_s" "$(echo "$theirs_kb / 1024" | bc -l)" "$theirs_n"
printf '| docpkg thumbnail --jobs 2, one batch | %.2f | %.1f | %d | %.2f |\n' \
  "$ours_s" "$(echo "$ours_kb / 1024" | bc -l)" "$ours_n" "$(echo "$ours_s / $theirs_s" | bc -l)"
