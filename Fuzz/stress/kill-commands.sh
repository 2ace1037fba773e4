#!/usr/bin/env bash
# Crash safety of docpkg's writing commands: SIGKILL at a random moment, RUNS times
# (default 200), then check the output is complete — the old or the new version, never a
# mix — and that stray temporaries never confuse the next run.
#
#   Fuzz/stress/kill-commands.sh pack [RUNS]        docpkg pack … -o OUT.note
#   Fuzz/stress/kill-commands.sh pack-zip [RUNS]    docpkg pack … -o OUT.note --zip
#   Fuzz/stress/kill-commands.sh quicklook [RUNS]   docpkg thumbnail --update-quicklook PKG
#
# pack: two reference packages are made first from text A and text B (same attachment);
# each run packs the other text over OUT and is killed; OUT must then be byte-identical
# (diff -r, or cmp for --zip) to reference A or B. quicklook: each run edits Text.rtf (A/B)
# so QuickLook is stale, starts --update-quicklook and kills it; `docpkg validate` must
# then find no error (a stale thumbnail is only a warning). Finally one uninterrupted run
# must succeed, leave no temporaries, and (quicklook) make QuickLook fresh.
source "$(dirname "$0")/common.sh"
mode="${1:?usage: kill-commands.sh pack|pack-zip|quicklook [RUNS]}"
runs="${2:-200}"
build docpkg
docpkg="$bin/docpkg"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
printf 'Text A: %s\n' "$(head -c 3000 /dev/zero | tr '\0' 'a')" > a.txt
printf 'Text B: %s\n' "$(head -c 5000 /dev/zero | tr '\0' 'b')" > b.txt
python3 - <<'PY'
import random, struct, zlib
random.seed(7)
w = h = 400
raw = b"".join(b"\0" + random.randbytes(w * 3) for _ in range(h))
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")
open("photo.png", "wb").write(png)
PY

pass=0 fail=0 signalled=0 leftovers=0
case "$mode" in
  pack | pack-zip)
    zip=(); suffix=""
    [ "$mode" = pack-zip ] && zip=(--zip) && suffix=".zip"
    # References carry the output's own name: a zip stores the package folder by name.
    mkdir -p ref/A ref/B
    "$docpkg" pack --text a.txt --attach photo.png -o ref/A/Doc.note "${zip[@]}" >/dev/null
    "$docpkg" pack --text b.txt --attach photo.png -o ref/B/Doc.note "${zip[@]}" >/dev/null
    mkdir out
    start=$(date +%s%N)
    "$docpkg" pack --text a.txt --attach photo.png -o out/Doc.note "${zip[@]}" >/dev/null
    window=$(( ($(date +%s%N) - start) / 1000000 + 20 ))
    same() {  # is out/Doc.note$suffix identical to ref/$1.note$suffix?
      if [ -n "$suffix" ]; then cmp -s "out/Doc.note.zip" "ref/$1/Doc.note.zip"
      else diff -r "out/Doc.note" "ref/$1/Doc.note" >/dev/null; fi
    }
    for ((i = 1; i <= runs; i++)); do
      text=a.txt; [ $((i % 2)) -eq 1 ] && text=b.txt
      "$docpkg" pack --text "$text" --attach photo.png -o out/Doc.note "${zip[@]}" >/dev/null 2>&1 &
      victim=$!
      sleep_ms 1 "$window"
      kill -KILL "$victim" 2>/dev/null || true
      wait "$victim" 2>/dev/null && status=0 || status=$?
      [ "$status" -eq 137 ] && signalled=$((signalled + 1))
      [ "$(entries out | wc -l)" -gt 1 ] && leftovers=$((leftovers + 1))
      if same A || same B; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "run $i: out/Doc.note$suffix is neither version" >&2
        ls -la out >&2
      fi
    done
    final=ok
    "$docpkg" pack --text b.txt --attach photo.png -o out/Doc.note "${zip[@]}" >/dev/null \
      || final="final pack failed"
    same B || final="final output differs from reference B"
    [ "$(entries out)" = "Doc.note$suffix" ] \
      || final="$(($(entries out | wc -l) - 1)) temporaries left, e.g. $(entries out | sed -n 1p)"
    ;;
  quicklook)
    mkdir out
    "$docpkg" pack --text a.txt --attach photo.png -o out/Doc.note >/dev/null
    rtf_a="$work/A.rtf"; rtf_b="$work/B.rtf"
    cp out/Doc.note/Text.rtf "$rtf_a"
    "$docpkg" pack --text b.txt -o "$work/B.note" >/dev/null && cp "$work/B.note/Text.rtf" "$rtf_b"
    cp "$rtf_b" out/Doc.note/Text.rtf
    start=$(date +%s%N)
    "$docpkg" thumbnail --update-quicklook out/Doc.note >/dev/null
    window=$(( ($(date +%s%N) - start) / 1000000 + 20 ))
    for ((i = 1; i <= runs; i++)); do
      if [ $((i % 2)) -eq 1 ]; then cp "$rtf_a" out/Doc.note/Text.rtf; else cp "$rtf_b" out/Doc.note/Text.rtf; fi
      "$docpkg" thumbnail --update-quicklook out/Doc.note >/dev/null 2>&1 &
      victim=$!
      sleep_ms 1 "$window"
      kill -KILL "$victim" 2>/dev/null || true
      wait "$victim" 2>/dev/null && status=0 || status=$?
      [ "$status" -eq 137 ] && signalled=$((signalled + 1))
      [ "$(entries out | wc -l)" -gt 1 ] && leftovers=$((leftovers + 1))
      if "$docpkg" validate out/Doc.note >"$work/validate.txt" 2>&1; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "run $i: validate failed:" >&2; cat "$work/validate.txt" >&2
      fi
    done
    final=ok
    "$docpkg" thumbnail --update-quicklook out/Doc.note >/dev/null || final="final update failed"
    "$docpkg" validate out/Doc.note >"$work/validate.txt" 2>&1 || final="final validate failed"
    grep -q "NOTE-13" "$work/validate.txt" && final="QuickLook still stale after a full run"
    [ "$(entries out)" = "Doc.note" ] \
      || final="$(($(entries out | wc -l) - 1)) temporaries left, e.g. $(entries out | sed -n 1p)"
    ;;
  *) echo "unknown mode $mode" >&2; exit 64 ;;
esac
echo "kill-commands $mode: kill moments 1–${window} ms (one full run takes ~$((window - 20)) ms); $pass/$runs complete after SIGKILL ($signalled killed mid-run, $leftovers left temporaries), final run: $final"
[ "$fail" -eq 0 ] && [ "$final" = ok ]
