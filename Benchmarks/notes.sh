#!/usr/bin/env bash
# Benchmark: thumbnails of N generated .note packages (text + one 12-megapixel JPEG each)
# with `docpkg thumbnail --jobs 2 --output-dir`, against `vipsthumbnail` making 256 px
# thumbnails of the same N JPEGs with the same parallelism (xargs -P2).
#
#   Benchmarks/notes.sh                 # N=1000, 3 runs each, release build
#   N=200 RUNS=5 Benchmarks/notes.sh    # smaller / more runs
#
# Inputs are generated into a temporary folder (removed afterwards):
#   - ONE 4000×3000 JPEG made by ImageMagick (plasma fractal, quality 90),
#   - N packages made by `docpkg pack` (each with its own text); each package's
#     Attachments/photo.jpg is then replaced by a hard link to that same JPEG (identical
#     bytes, so the package and its QuickLook fingerprint are unchanged), so that docpkg
#     and vipsthumbnail read the very same file and disk cache effects are equal,
#   - N hard links to the JPEG for vipsthumbnail.
# Three commands are timed with hyperfine (median of RUNS, outputs cleared before each run):
#   docpkg-quicklook  packages as `pack` wrote them: the fresh QuickLook/Thumbnail.png is the
#                     source (the normal case for packages docpkg or the app saved)
#   docpkg-composed   the same packages without QuickLook/: every icon is composed — text laid
#                     out, the 12 MP JPEG decoded with shrink-on-load, resampled
#   vipsthumbnail     `vipsthumbnail -s 256 -o OUT/%s.png` on the N JPEGs, 50 per process
# The machine is shared with other builds: numbers are noisy; the load average is recorded.
set -euo pipefail
N="${N:-1000}"
RUNS="${RUNS:-3}"
JOBS=2
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c release --product docpkg >/dev/null
docpkg="$root/.build/release/docpkg"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/notes" "$work/jpegs" "$work/texts"

echo "generating the 12 MP JPEG…" >&2
convert -size 4000x3000 -seed 7 plasma:fractal -quality 90 "$work/photo.jpg"
jpeg_bytes=$(stat -c %s "$work/photo.jpg")

echo "packing $N notes…" >&2
for i in $(seq -f %04g 1 "$N"); do
  printf '# Trip %s\n\nDay %s on the coast: we walked along the **cliffs**, had *lunch* by the harbour and watched the boats come in. The photo was taken at sunset.\n' "$i" "$i" > "$work/texts/$i.md"
done
seq -f %04g 1 "$N" | xargs -P "$JOBS" -I{} "$docpkg" pack --text "$work/texts/{}.md" \
  --attach "$work/photo.jpg" -o "$work/notes/Trip {}.note" >/dev/null
for i in $(seq -f %04g 1 "$N"); do
  ln -f "$work/photo.jpg" "$work/notes/Trip $i.note/Attachments/photo.jpg"
  ln "$work/photo.jpg" "$work/jpegs/photo-$i.jpg"
done
cp -al "$work/notes" "$work/notes-composed"
rm -rf "$work/notes-composed"/*/QuickLook
# Sanity: the QuickLook thumbnails are still fresh after the hard-linking.
"$docpkg" thumbnail "$work/notes/Trip 0001.note" -o "$work/check.png" 2>"$work/check.err"
if [[ -s "$work/check.err" ]]; then cat "$work/check.err" >&2; exit 1; fi

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
cd "$work"
hyperfine --runs "$RUNS" --warmup 1 --export-json "$work/results.json" \
  --prepare "rm -rf out && mkdir out" \
  -n docpkg-quicklook "'$docpkg' thumbnail notes/*.note --output-dir out --size 256 --jobs $JOBS" \
  -n docpkg-composed "'$docpkg' thumbnail notes-composed/*.note --output-dir out --size 256 --jobs $JOBS" \
  -n vipsthumbnail "ls jpegs/*.jpg | xargs -P $JOBS -n 50 vipsthumbnail -s 256 -o '$work/out/%s.png'" \
  >&2
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

python3 - "$work/results.json" "$N" "$jpeg_bytes" "$load_before" "$load_after" "$RUNS" <<'PY'
import json, statistics, sys
data = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
median = {r["command"]: statistics.median(r["times"]) for r in data["results"]}
vips = median["vipsthumbnail"]
print(f"| Command | median s ({sys.argv[6]} runs) | packages/s | time ratio to vipsthumbnail |")
print("|---|---|---|---|")
for name in ("docpkg-quicklook", "docpkg-composed", "vipsthumbnail"):
    t = median[name]
    print(f"| {name} | {t:.2f} | {n / t:.1f} | {t / vips:.2f} |")
print()
print(f"N = {n} packages, JPEG 4000×3000 ({int(sys.argv[3]) / 1e6:.1f} MB), 256 px, 2 jobs;"
      f" load average before {sys.argv[4]}, after {sys.argv[5]}")
PY
