#!/usr/bin/env bash
# A mixed folder (issue 25, acceptance 3): 1,000 files as a Documents or Dropbox folder holds
# them — 400 photos (JPEG 12 MP and 1600×1200, PNG), 100 PDFs (the corpus's, copied), 100
# iPhone-sized movies (H.264 and HEVC, generated with ffmpeg), 100 SVGs, 200 text files
# (plain, Markdown, CSV, JSON), 100 `.note` packages — thumbnailed at 256 px by one
# `docpkg thumbnail --jobs 2` batch, against the GNOME stack as a file manager runs it: one
# thumbnailer process per file (gdk-pixbuf-thumbnailer for photos and SVGs, evince-thumbnailer
# for PDFs, ffmpegthumbnailer for movies; GNOME has none for text or packages, so those cost it
# nothing here). Goal: docpkg ≤ 0.5× the GNOME stack's time. Uses the release build unless
# DOCPKG is set. Needs Pillow, ffmpeg, the three thumbnailers, hyperfine and the corpus.
# Writes Benchmarks/results/mixed-folder.md.
#
#   Benchmarks/mixed-folder.sh [RUNS]     # default 3
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
docpkg=${DOCPKG:-}
if [ -z "$docpkg" ]; then
  Scripts/build-release.sh >/dev/null
  docpkg=.build/static/release/docpkg
fi
for tool in gdk-pixbuf-thumbnailer evince-thumbnailer ffmpegthumbnailer ffmpeg hyperfine; do
  command -v "$tool" >/dev/null || { echo "mixed-folder.sh: $tool is not installed" >&2; exit 69; }
done
corpus=${CORPUS_DIR:-../shared/corpus}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
in=$work/in
mkdir -p "$in" "$work/docpkg" "$work/gnome"

/usr/bin/python3 - "$in" <<'PY'
import json, random, sys
from PIL import Image, ImageDraw
out = sys.argv[1]
rng = random.Random(25)
def photo(w, h):
    image = Image.new("RGB", (w, h))
    draw = ImageDraw.Draw(image)
    for _ in range(40):
        x, y = rng.randrange(w), rng.randrange(h)
        draw.ellipse([x, y, x + rng.randrange(w // 3), y + rng.randrange(h // 3)],
                     fill=(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    return image
bases = [photo(4000, 3000), photo(1600, 1200)]
for i in range(400):
    image = bases[i % 2]
    if i % 4 == 3:
        image.resize((1200, 900)).save(f"{out}/photo{i:03}.png")
    else:
        image.save(f"{out}/photo{i:03}.jpg", quality=88)
for i in range(100):
    shapes = "".join(
        f'<circle cx="{rng.randrange(400)}" cy="{rng.randrange(300)}" r="{rng.randrange(10, 80)}" '
        f'fill="#{rng.randrange(0xFFFFFF):06x}" opacity="0.7"/>' for _ in range(30))
    with open(f"{out}/drawing{i:03}.svg", "w") as f:
        f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">{shapes}'
                f'<text x="20" y="280" font-size="24">Drawing {i}</text></svg>')
words = "the quick brown fox jumps over a lazy dog while seven zebras quietly graze".split()
for i in range(200):
    kind = i % 4
    text = "\n".join(" ".join(rng.choice(words) for _ in range(12)) for _ in range(60))
    name = ["notes{:03}.txt", "readme{:03}.md", "table{:03}.csv", "data{:03}.json"][kind].format(i)
    if kind == 2:
        text = "\n".join(",".join(str(rng.randrange(1000)) for _ in range(6)) for _ in range(200))
    if kind == 3:
        text = json.dumps([{"n": n, "w": rng.choice(words)} for n in range(200)], indent=1)
    with open(f"{out}/{name}", "w") as f:
        f.write(text + "\n")
PY
mapfile -t pdfs < <(find "$corpus/pdf" -name '*.pdf' -type f | sort)
for i in $(seq -w 0 99); do cp "${pdfs[$((10#$i % ${#pdfs[@]}))]}" "$in/document$i.pdf"; done
for i in $(seq 0 9); do
  codec=$([ $((i % 2)) -eq 0 ] && echo libx264 || echo libx265)
  ffmpeg -loglevel error -f lavfi -i "testsrc2=size=1920x1080:rate=30:duration=$((3 + i))" \
    -c:v "$codec" -preset ultrafast -x265-params log-level=error -pix_fmt yuv420p -tag:v "$([ "$codec" = libx265 ] && echo hvc1 || echo avc1)" \
    "$work/clip$i.mov"
done
for i in $(seq -w 0 99); do cp "$work/clip$((10#$i % 10)).mov" "$in/movie$i.mov"; done
printf 'Trip notes\n\nDay one.\n' > "$work/text.txt"
for i in $(seq -w 0 99); do
  "$docpkg" pack --text "$work/text.txt" --attach "$in/photo$(printf '%03d' $((10#$i * 4 % 400))).jpg" \
    -o "$in/Trip$i.note" >/dev/null
done
count=$(find "$in" -mindepth 1 -maxdepth 1 | wc -l)

cat >"$work/gnome.sh" <<SH
cd "$in"
for f in *; do
  case "\$f" in
    *.jpg|*.png|*.svg) gdk-pixbuf-thumbnailer -s 256 "\$f" "$work/gnome/\$f.png" ;;
    *.pdf) evince-thumbnailer -s 256 "file://$in/\$f" "$work/gnome/\$f.png" ;;
    *.mov) ffmpegthumbnailer -s 256 -i "\$f" -o "$work/gnome/\$f.png" 2>/dev/null ;;
  esac
done
SH
hyperfine --warmup 1 --runs "$runs" --export-markdown "$work/table.md" \
  -n "docpkg thumbnail --jobs 2 (one batch)" \
  "$docpkg thumbnail --output-dir $work/docpkg --jobs 2 --size 256 $in/*" \
  -n "GNOME stack, one thumbnailer per file" "bash $work/gnome.sh" | tee "$work/out.txt"
made=$(find "$work/docpkg" -name '*.png' | wc -l)
gnome=$(find "$work/gnome" -name '*.png' | wc -l)
{
  echo "# A mixed folder of 1,000 files: docpkg vs the GNOME thumbnailers"
  echo
  echo "Benchmarks/mixed-folder.sh, $(date -u +%Y-%m-%d), $(nproc) cores, $runs runs; $count inputs"
  echo "(400 photos, 100 PDFs, 100 movies, 100 SVGs, 200 text files, 100 notes); docpkg wrote $made"
  echo "thumbnails, the GNOME stack $gnome (it has no thumbnailer for text or packages)."
  echo
  cat "$work/table.md"
  echo
  grep -A2 "Summary" "$work/out.txt" | sed 's/^/    /'
} > Benchmarks/results/mixed-folder.md
cat Benchmarks/results/mixed-folder.md
