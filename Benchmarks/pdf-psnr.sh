#!/usr/bin/env bash
# PDF first-page thumbnails against poppler's two renderers (issue 24, acceptance 1): for
# every corpus PDF, docpkg's 256 px thumbnail (poppler-glib + cairo), `pdftoppm -scale-to 256`
# (poppler's Splash backend) and `pdftocairo -scale-to 256` (poppler's cairo backend, the one
# poppler-glib draws with), compared pairwise by PSNR over RGB. Shows how far the cairo and
# Splash backends are apart, whoever draws through them. Needs poppler-utils and Pillow.
# Uses the release build unless DOCPKG is set. Writes Benchmarks/results/pdf-psnr.md.
#
#   Benchmarks/pdf-psnr.sh
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS_DIR:-../shared/corpus}/pdf
docpkg=${DOCPKG:-}
if [ -z "$docpkg" ]; then
  Scripts/build-release.sh >/dev/null
  docpkg=.build/static/release/docpkg
fi
for tool in pdftoppm pdftocairo; do
  command -v "$tool" >/dev/null || { echo "pdf-psnr.sh: $tool is not installed" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
while IFS= read -r file; do
  name=$(basename "$(dirname "$file")")__$(basename "$file" .pdf)
  pdftoppm -png -singlefile -scale-to 256 -f 1 "$file" "$work/splash_$name" 2>/dev/null || true
  pdftocairo -png -singlefile -scale-to 256 -f 1 "$file" "$work/cairo_$name" 2>/dev/null || true
  "$docpkg" thumbnail "$file" -o "$work/docpkg_$name.png" --size 256 2>/dev/null || true
done < <(find "$corpus" -name '*.pdf' -type f | sort)
/usr/bin/python3 - "$work" <<'PY' > Benchmarks/results/pdf-psnr.md
import glob, math, os, sys
from PIL import Image
work = sys.argv[1]
def psnr(x, y):
    if not (os.path.exists(x) and os.path.exists(y)):
        return None
    a = Image.open(x).convert("RGB"); b = Image.open(y).convert("RGB")
    if a.size != b.size:
        b = b.resize(a.size)
    pa, pb = a.tobytes(), b.tobytes()
    mse = sum((p - q) ** 2 for p, q in zip(pa, pb)) / len(pa)
    return 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)
def cell(v):
    return "—" if v is None else f"{v:.1f}"
print("# PDF thumbnails: docpkg, pdftoppm (Splash) and pdftocairo (cairo), PSNR in dB")
print()
print("Benchmarks/pdf-psnr.sh; every corpus PDF's first page at 256 px. poppler-glib, which docpkg")
print("loads, draws only through cairo, the backend `pdftocairo` uses; `pdftoppm` uses Splash.")
print()
print("| PDF | docpkg vs pdftoppm | pdftocairo vs pdftoppm | docpkg vs pdftocairo |")
print("|---|---:|---:|---:|")
rows = []
for splash in sorted(glob.glob(f"{work}/splash_*.png")):
    name = os.path.basename(splash)[len("splash_"):-len(".png")]
    d, c = f"{work}/docpkg_{name}.png", f"{work}/cairo_{name}.png"
    rows.append((psnr(d, splash), psnr(c, splash), psnr(d, c)))
    print(f"| {name} | {cell(rows[-1][0])} | {cell(rows[-1][1])} | {cell(rows[-1][2])} |")
def span(i):
    values = [r[i] for r in rows if r[i] is not None]
    return f"{min(values):.1f}–{max(values):.1f}" if values else "—"
print(f"| **range** | {span(0)} | {span(1)} | {span(2)} |")
PY
cat Benchmarks/results/pdf-psnr.md
