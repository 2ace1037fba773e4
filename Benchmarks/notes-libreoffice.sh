#!/usr/bin/env bash
# Acceptance check: a .note written by `docpkg pack` opens in LibreOffice (its Text.rtf)
# with the same text. Packs a few texts (ASCII, accents, CJK, Markdown), converts each
# Text.rtf with `soffice --headless --convert-to txt`, and compares with `docpkg text`
# and with the input (LibreOffice's UTF-8 BOM removed). Needs LibreOffice installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --product docpkg >/dev/null
docpkg="$(swift build --show-bin-path)/docpkg"
command -v soffice >/dev/null || { echo "soffice not installed; skipped"; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf 'Plain ASCII note\n\nSecond paragraph.\n' > "$work/ascii.txt"
printf 'Grüße aus Köln — naïve café, œuvre, 10 €\n\nZweiter Absatz\n' > "$work/accents.txt"
printf '日本語のメモ、中文笔记\n한국어\n' > "$work/cjk.txt"
printf '# Title\n\nSome **bold** and *italic* words.\n' > "$work/markdown.md"
status=0
for input in "$work"/ascii.txt "$work"/accents.txt "$work"/cjk.txt "$work"/markdown.md; do
  name="$(basename "${input%.*}")"
  "$docpkg" pack --text "$input" -o "$work/$name.note" >/dev/null
  cp "$work/$name.note/Text.rtf" "$work/$name.rtf"
  soffice --headless -env:UserInstallation="file://$work/profile" \
    --convert-to "txt:Text (encoded):UTF8" --outdir "$work/lo" "$work/$name.rtf" >/dev/null 2>&1
  sed -i '1s/^\xEF\xBB\xBF//' "$work/lo/$name.txt"
  if "$docpkg" text "$work/$name.note" | cmp -s - "$work/lo/$name.txt"; then
    echo "$name: LibreOffice text == docpkg text"
  else
    echo "$name: DIFFERENT"; diff <("$docpkg" text "$work/$name.note") "$work/lo/$name.txt" || true
    status=1
  fi
  if [[ "$input" == *.txt ]]; then
    if cmp -s "$input" "$work/lo/$name.txt"; then echo "$name: LibreOffice text == input"
    else echo "$name: differs from input"; status=1; fi
  fi
done
exit $status
