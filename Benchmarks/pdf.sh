#!/usr/bin/env bash
# PDF first-page thumbnails (issue 24): 100 PDFs (the corpus PDFs copied under new names,
# round robin) in one run of hyperfine: the release `docpkg thumbnail --output-dir --jobs N`
# over all 100, vs `pdftoppm -png -singlefile -scale-to 256 -f 1` once per file, vs
# `pdftocairo -png -singlefile -scale-to 256 -f 1` once per file (poppler's cairo backend, the
# one poppler-glib and so docpkg draw with), vs `evince-thumbnailer -s 256` once per file
# (each tool's per-file loop in one shell, so all pay their per-process costs).
# Goals: docpkg ≤ 0.8× pdftoppm, ≤ 0.5× evince.
# Needs the corpus, poppler-utils, evince (evince-thumbnailer) and hyperfine; builds the
# release binary with Scripts/build-release.sh unless DOCPKG is set.
# Writes Benchmarks/results/pdf.md.
#
#   Benchmarks/pdf.sh [RUNS] [JOBS]     # defaults 5 and 2
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
jobs=${2:-2}
corpus=${CORPUS_DIR:-../shared/corpus}/pdf
docpkg=${DOCPKG:-}
if [ -z "$docpkg" ]; then
  Scripts/build-release.sh >/dev/null
  docpkg=.build/static/release/docpkg
fi
for tool in pdftoppm pdftocairo evince-thumbnailer hyperfine; do
  command -v "$tool" >/dev/null || { echo "pdf.sh: $tool is not installed" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/docpkg" "$work/pdftoppm" "$work/pdftocairo" "$work/evince"
mapfile -t sources < <(find "$corpus" -name '*.pdf' -type f | sort)
[ "${#sources[@]}" -gt 0 ] || { echo "pdf.sh: no PDFs under $corpus" >&2; exit 66; }
for i in $(seq -w 0 99); do  # names with spaces are copied to plain ones
  cp "${sources[$((10#$i % ${#sources[@]}))]}" "$work/in/doc$i.pdf"
done
cat >"$work/pdftoppm.sh" <<SH
for f in $work/in/*.pdf; do pdftoppm -png -singlefile -scale-to 256 -f 1 "\$f" "$work/pdftoppm/\$(basename "\$f" .pdf)"; done
SH
cat >"$work/pdftocairo.sh" <<SH
for f in $work/in/*.pdf; do pdftocairo -png -singlefile -scale-to 256 -f 1 "\$f" "$work/pdftocairo/\$(basename "\$f" .pdf)"; done
SH
cat >"$work/evince.sh" <<SH
for f in $work/in/*.pdf; do evince-thumbnailer -s 256 "file://\$f" "$work/evince/\$(basename "\$f" .pdf).png"; done
SH
hyperfine --warmup 1 --runs "$runs" --export-markdown "$work/table.md" \
  -n "docpkg thumbnail --jobs $jobs" \
  "$docpkg thumbnail --output-dir $work/docpkg --jobs $jobs --size 256 $work/in/*.pdf" \
  -n "pdftoppm -scale-to 256 (per file)" "bash $work/pdftoppm.sh" \
  -n "pdftocairo -scale-to 256 (per file)" "bash $work/pdftocairo.sh" \
  -n "evince-thumbnailer -s 256 (per file)" "bash $work/evince.sh" | tee "$work/out.txt"
count=$(find "$work/docpkg" -name '*.png' | wc -l)
{
  echo "# PDF first-page thumbnails: docpkg vs pdftoppm vs evince-thumbnailer"
  echo
  echo "Benchmarks/pdf.sh, $(date -u +%Y-%m-%d), $(nproc) cores, ${#sources[@]} corpus PDFs copied to"
  echo "100 files; docpkg wrote $count thumbnails. poppler $(pdftoppm -v 2>&1 | head -1 | awk '{print $3}')."
  echo "docpkg renders through poppler-glib + cairo (as evince and pdftocairo do); pdftoppm uses Splash."
  echo
  cat "$work/table.md"
  echo
  grep -A4 "Summary" "$work/out.txt" | sed 's/^/    /'
} > Benchmarks/results/pdf.md
cat Benchmarks/results/pdf.md
