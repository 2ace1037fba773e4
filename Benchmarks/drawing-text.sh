#!/usr/bin/env bash
# Text drawing and note-thumbnail composition timings (release build), with Pillow's
# ImageDraw drawing the same text with the same font as a peer.
#
#   Benchmarks/drawing-text.sh            # writes Benchmarks/results/drawing-text.md
#
# The machine is shared with other builds: figures are medians of many runs, still noisy.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Three separate runs of the release test binary (the first one builds it).
for run in 1 2 3; do
  skip=(); [ "$run" -gt 1 ] && skip=(--skip-build)
  DOCPKG_DRAWING_BENCH=1 DOCPKG_DRAWING_BENCH_OUT="$work/docpkg-$run.md" \
    swift test -c release "${skip[@]}" --filter "DrawingBenchmarkTests" >"$work/test.log" 2>&1 \
    || { cat "$work/test.log"; exit 1; }
done

python3 - "$work/pillow.md" <<'PY'
import statistics, sys, textwrap, time
from PIL import Image, ImageDraw, ImageFont
text = ("Packing: Trip to Lisbon — packing list and plans. Pastéis de nata at Manteigaria, "
  "the tram 28 early in the morning before the crowds, and the view from Miradouro da "
  "Senhora do Monte at sunset. Remember the charger, the rain jacket (it will rain), and "
  "the museum passes. Book the train to Sintra on Thursday; Pena Palace opens at 9:30 and "
  "the queue is long by ten. Ask Ana about the fado place in Alfama she liked. Budget: 60 € "
  "per day for food, transport passes included in the Lisboa Card, which also covers the "
  "Belém tower.")
path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
base = Image.new("RGB", (512, 512), "white")
def draw(font, title):
    image = base.copy()
    d = ImageDraw.Draw(image)
    d.text((24, 20), "Lisbon, April", font=title, fill="black")
    y = 56
    # Greedy word wrap by measured width, like drawText.
    line = ""
    for word in text.split(" "):
        trial = (line + " " + word) if line else word
        if d.textlength(trial, font=font) > 464 and line:
            d.text((24, y), line, font=font, fill=(40, 40, 40)); y += 18; line = word
        else:
            line = trial
    d.text((24, y), line, font=font, fill=(40, 40, 40))
    return image
def median(runs, f):
    samples = []
    for _ in range(runs):
        t = time.perf_counter(); f(); samples.append((time.perf_counter() - t) * 1000)
    return statistics.median(samples)
font = ImageFont.truetype(path, 15); title = ImageFont.truetype(bold, 26)
warm = median(200, lambda: draw(font, title))
cold = median(30, lambda: draw(ImageFont.truetype(path, 15), ImageFont.truetype(bold, 26)))
with open(sys.argv[1], "w") as out:
    out.write("| Pillow %s ImageDraw (same text, DejaVu Sans 15 px + bold title, wrapped) | median ms |\n|---|---:|\n" % Image.__version__ if hasattr(Image, "__version__") else "")
    out.write("| warm (fonts loaded once) | %.3f |\n| cold (ImageFont.truetype per run) | %.3f |\n" % (warm, cold))
PY

{
  echo "# Text drawing benchmark"
  echo
  echo "Run: $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores shared with other builds; release build;"
  echo "medians of 30–200 runs. Text: ≈560 characters (title + paragraph) wrapped into 464×236 px"
  echo "of a 512×512 canvas, as in a note's QuickLook thumbnail."
  echo
  echo "## docpkg (Drawing), three runs"
  for run in 1 2 3; do
    echo
    echo "Run $run:"
    echo
    cat "$work/docpkg-$run.md"
  done
  echo
  echo "## Peer: Pillow"
  echo
  cat "$work/pillow.md"
} >Benchmarks/results/drawing-text.md
cat Benchmarks/results/drawing-text.md
