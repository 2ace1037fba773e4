#!/usr/bin/env bash
# Concurrency of docpkg's writing commands: two processes write the same package SAVES
# times each (default 100) at once, while a third validates it in a loop.
#
#   Fuzz/stress/concurrent-commands.sh pack [SAVES]       both: docpkg pack … -o out/Doc.note
#
# Process A packs text A, process B text B, into the same out/Doc.note. Pass: no snapshot
# taken during the run is torn (Text.rtf and QuickLook/Preview.rtf of one folder differ, or
# are neither version), the final package is byte-identical to reference A or B, and no
# temporaries are left; failed packs are counted with their messages. (Library saves of one
# package from two processes: concurrent-saves.sh.)
source "$(dirname "$0")/common.sh"
mode="${1:-pack}"
saves="${2:-100}"
build docpkg
docpkg="$bin/docpkg"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
printf 'Text A\n' > a.txt
printf 'Text B, longer\n' > b.txt
mkdir ref out
"$docpkg" pack --text a.txt -o ref/A.note >/dev/null
"$docpkg" pack --text b.txt -o ref/B.note >/dev/null
"$docpkg" pack --text a.txt -o out/Doc.note >/dev/null

writer() {  # $1 = text file, $2 = log
  local failures=0
  for ((i = 0; i < saves; i++)); do
    "$docpkg" pack --text "$1" -o out/Doc.note >/dev/null 2>>"$2" || failures=$((failures + 1))
  done
  echo "$failures" > "$2.count"
}

writer a.txt a.log & a=$!
writer b.txt b.log & b=$!
checks=0 torn=0 vanished=0
text_a="$(cat ref/A.note/Text.rtf)"; text_b="$(cat ref/B.note/Text.rtf)"
while kill -0 "$a" 2>/dev/null || kill -0 "$b" 2>/dev/null; do
  checks=$((checks + 1))
  # Hold the package folder as the working directory (a save swaps in a new folder; the one
  # held stays whole until its files are removed), read Text.rtf and its QuickLook copy:
  # both readable but different, or not one of the two versions, is a torn package.
  verdict="$(
    cd out/Doc.note 2>/dev/null || { echo vanished; exit; }
    t="$(cat Text.rtf 2>/dev/null)" || { echo vanished; exit; }
    p="$(cat QuickLook/Preview.rtf 2>/dev/null)" || { echo vanished; exit; }
    if [ "$t" != "$p" ]; then echo torn
    elif [ "$t" != "$text_a" ] && [ "$t" != "$text_b" ]; then echo torn
    else echo whole; fi
  )"
  case "$verdict" in
    torn) torn=$((torn + 1)) ;;
    vanished) vanished=$((vanished + 1)) ;;
  esac
done
wait "$a"; wait "$b"
failed=$(( $(cat a.log.count) + $(cat b.log.count) ))
final=ok
diff -r out/Doc.note ref/A.note >/dev/null || diff -r out/Doc.note ref/B.note >/dev/null \
  || final="final package is neither version"
[ "$(entries out)" = "Doc.note" ] || final="temporaries left: $(entries out | tr '\n' ' ')"
echo "concurrent-commands $mode: 2×$saves saves, $checks snapshots during the run: $torn torn, $vanished raced a swap (folder removed while read); $failed saves failed; final: $final"
if [ "$failed" -gt 0 ]; then
  echo "failure messages (count, text):"
  cat a.log b.log | sed "s|$work|WORK|g" | sort | uniq -c | sed -n 1,5p
fi
[ "$torn" -eq 0 ] && [ "$final" = ok ]
