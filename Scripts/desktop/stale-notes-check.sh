#!/usr/bin/env bash
# Acceptance check for batch output: N notes (default 2,000) whose QuickLook thumbnails
# are out of date — half stale (Text.rtf changed after the thumbnail was made: composed
# again silently), half broken (a truncated Thumbnail.png: composed again, with a
# warning) — thumbnailed with a terminal on stderr (script(1) provides one). Prints how
# many progress redraws and how many stderr lines the run produced, and fails when there
# is no progress line or more than 10 warning lines plus one summary.
#
#   Scripts/desktop/stale-notes-check.sh [N]        # DOCPKG=path picks the binary
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
count=${1:-2000}
docpkg=$(realpath "${DOCPKG:-$root/.build/release/docpkg}")
work=$(mktemp -d /tmp/docpkg-stale.XXXXXX)
trap 'rm -rf "$work"' EXIT
printf 'Trip notes\n\nBeach, then the old town.\n' > "$work/text.txt"
"$docpkg" pack --text "$work/text.txt" -o "$work/seed.note" >/dev/null
mkdir "$work/notes"
for i in $(seq 1 "$count"); do
  note="$work/notes/Note $i.note"
  cp -r "$work/seed.note" "$note"
  if [ $((i % 2)) -eq 0 ]; then
    printf '{\\rtf1 changed %s}' "$i" > "$note/Text.rtf"
  else
    head -c 100 "$work/seed.note/QuickLook/Thumbnail.png" > "$note/QuickLook/Thumbnail.png"
  fi
done
cd "$work"
start=$(date +%s.%N)
script -qec "'$docpkg' thumbnail notes/*.note --output-dir thumbs --size 256 --jobs 2" \
  typescript.raw >/dev/null || true
end=$(date +%s.%N)
# A progress redraw is "\r ESC[K thumbnail: …"; stderr lines end in "\n".
redraws=$(grep -ao $'\r\e\\[Kthumbnail: [0-9]*/' typescript.raw | wc -l)
tr '\r' '\n' < typescript.raw | sed 's/\x1b\[K//g' | grep -a '^docpkg: ' > lines.txt || true
summary=$(grep -ac '^docpkg: thumbnail: ' lines.txt || true)
warnings=$(( $(wc -l < lines.txt) - summary ))
echo "notes: $count ($((count / 2)) stale, $((count - count / 2)) broken); wall $(echo "$end - $start" | bc) s"
echo "progress redraws on the terminal: $redraws"
echo "stderr lines: $warnings warning lines + $summary summary line"
sed 's/^/  | /' lines.txt
written=$(ls thumbs | wc -l)
echo "thumbnails written: $written"
[ "$redraws" -gt 0 ] && [ "$warnings" -le 10 ] && [ "$summary" -eq 1 ] && [ "$written" -eq "$count" ]
