#!/usr/bin/env bash
# Concurrency of docpkg's writing commands: two processes write the same package SAVES
# times each (default 100) at once, while a third validates it in a loop.
#
#   Fuzz/stress/concurrent-commands.sh pack [SAVES]       both: docpkg pack … -o out/Doc.note
#   Fuzz/stress/concurrent-commands.sh quicklook [SAVES]  both: thumbnail --update-quicklook
#
# pack: process A packs text A, process B text B. Pass: every validation seen during the
# run finds a complete package (`docpkg validate` exit 0) or no package at all for an
# instant (counted separately), the final package is byte-identical to reference A or B,
# no temporaries are left; each failed pack is counted with its message.
# quicklook: both processes run --update-quicklook on the same note (after making it
# stale); the package must stay valid throughout and end fresh.
source "$(dirname "$0")/common.sh"
mode="${1:?usage: concurrent-commands.sh pack|quicklook [SAVES]}"
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
    if [ "$mode" = pack ]; then
      "$docpkg" pack --text "$1" -o out/Doc.note >/dev/null 2>>"$2" || failures=$((failures + 1))
    else
      "$docpkg" thumbnail --update-quicklook out/Doc.note >/dev/null 2>>"$2" || failures=$((failures + 1))
    fi
  done
  echo "$failures" > "$2.count"
}

[ "$mode" = quicklook ] && printf '{\\rtf1\\ansi stale\\par}' > out/Doc.note/Text.rtf
writer a.txt a.log & a=$!
writer b.txt b.log & b=$!
checks=0 invalid=0 absent=0
while kill -0 "$a" 2>/dev/null || kill -0 "$b" 2>/dev/null; do
  checks=$((checks + 1))
  if [ ! -e out/Doc.note ]; then absent=$((absent + 1)); continue; fi
  if ! "$docpkg" validate out/Doc.note >validate.txt 2>&1; then
    # A validation racing a swap may see the package vanish mid-read; only a report of
    # a rule error on a package that exists counts as torn.
    if grep -q "error NOTE" validate.txt; then
      invalid=$((invalid + 1)); cat validate.txt >&2
    fi
  fi
done
wait "$a"; wait "$b"
failed=$(( $(cat a.log.count) + $(cat b.log.count) ))
final=ok
if [ "$mode" = pack ]; then
  diff -r out/Doc.note ref/A.note >/dev/null || diff -r out/Doc.note ref/B.note >/dev/null \
    || final="final package is neither version"
else
  "$docpkg" validate out/Doc.note >validate.txt 2>&1 || final="final package invalid"
  grep -q NOTE-13 validate.txt && final="QuickLook stale at the end"
fi
[ "$(entries out)" = "Doc.note" ] || final="temporaries left: $(entries out | tr '\n' ' ')"
echo "concurrent-commands $mode: 2×$saves saves, $checks validations during the run: $invalid torn, $absent saw no package; $failed saves failed; final: $final"
if [ "$failed" -gt 0 ]; then
  echo "failure messages (count, text):"
  cat a.log b.log | sed "s|$work|WORK|g" | sort | uniq -c | head -5
fi
[ "$invalid" -eq 0 ] && [ "$final" = ok ]
