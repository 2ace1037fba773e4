#!/bin/sh
# Compares `docpkg text` of Pages documents with LibreOffice's text export (libetonyek):
# similarity (difflib ratio over whitespace-normalised text) per document, goal >= 0.95.
# Opt-in: needs soffice (Debian: libreoffice-writer-nogui) and python3.
# Usage: Benchmarks/iwork-text-libreoffice.sh [DOCPKG] [FILES...]
# Default files: every single-file .pages under ${CORPUS_DIR:-../shared/corpus}/iwork.
set -eu
cd "$(dirname "$0")/.."
DOCPKG=${1:-.build/release/docpkg}
[ $# -gt 0 ] && shift
CORPUS=${CORPUS_DIR:-../shared/corpus}
command -v soffice >/dev/null || { echo "soffice not installed; skipped"; exit 0; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ $# -eq 0 ]; then
  set -- $(find "$CORPUS/iwork" -name '*.pages' -type f | sort)
fi
OUT=Benchmarks/results/iwork-text-libreoffice.md
{
  echo "# docpkg text vs LibreOffice (soffice --convert-to txt) on Pages documents"
  echo
  echo "| document | docpkg chars | LibreOffice chars | similarity |"
  echo "|---|---|---|---|"
} > "$OUT"
for file in "$@"; do
  name=$(basename "$file" .pages)
  "$DOCPKG" text "$file" > "$WORK/$name.docpkg.txt"
  soffice --headless "-env:UserInstallation=file://$WORK/profile" --convert-to txt:Text \
    --outdir "$WORK" "$file" > /dev/null 2>&1
  python3 - "$WORK/$name.docpkg.txt" "$WORK/$name.txt" "$name" >> "$OUT" <<'PY'
import difflib, sys
def norm(path):
    text = open(path, encoding="utf-8-sig", errors="replace").read()
    return " ".join(text.split())
a, b = norm(sys.argv[1]), norm(sys.argv[2])
ratio = difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
print(f"| {sys.argv[3]} | {len(a)} | {len(b)} | {ratio:.4f} |")
PY
done
cat "$OUT"
