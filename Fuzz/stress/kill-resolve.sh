#!/usr/bin/env bash
# Crash safety of `docpkg resolve`: SIGKILL at a random moment, RUNS times (default 200).
#
#   Fuzz/stress/kill-resolve.sh [RUNS]
#
# Each run lays out Doc.note (text A) and three conflict copies beside it — Dropbox (B),
# Syncthing (C), Nextcloud (D), each a complete note with a photo — and starts
# `docpkg resolve sync/Doc.note --keep K` (K cycles through current, 1, 2, 3) with the
# Trash in the run's own XDG_DATA_HOME, then kills it. Afterwards:
#   - sync/Doc.note must be byte-identical (diff -r) to one of the four versions;
#   - every version must still exist, complete, at Doc.note, beside it, or in the Trash;
#   - nothing in the folder may be a partial version.
# Finally one uninterrupted resolve must succeed and `docpkg conflicts` must show none.
source "$(dirname "$0")/common.sh"
runs="${1:-200}"
build docpkg
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A private copy, so rebuilding docpkg during a long run does not swap the binary under it.
cp "$bin/docpkg" "$work/docpkg"
docpkg="$work/docpkg"
cd "$work"
python3 - <<'PY'
import random, struct, zlib
random.seed(11)
w = h = 300
raw = b"".join(b"\0" + random.randbytes(w * 3) for _ in range(h))
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")
open("photo.png", "wb").write(png)
PY
names=("Doc.note" "Doc (Jane's MacBook's conflicted copy 2024-01-02).note" \
  "Doc.sync-conflict-20240102-153012-ABCDEFG.note" "Doc (conflicted copy 2024-01-03 101010).note")
mkdir ref
for v in A B C D; do
  printf 'Version %s: %s\n' "$v" "$(head -c 4000 /dev/zero | tr '\0' "$(echo $v | tr A-D a-d)")" > "$v.txt"
  "$docpkg" pack --text "$v.txt" --attach photo.png -o "ref/$v.note" >/dev/null
done
layout() {
  rm -rf sync data; mkdir sync data
  local i=0
  for v in A B C D; do cp -a "ref/$v.note" "sync/${names[$i]}"; i=$((i + 1)); done
}
which_version() {  # prints A–D when $1 is identical to a reference, nothing otherwise
  for v in A B C D; do diff -r "$1" "ref/$v.note" >/dev/null 2>&1 && { echo "$v"; return; }; done
}
keeps=(current 1 2 3)
layout
start=$(date +%s%N)
XDG_DATA_HOME="$work/data" "$docpkg" resolve sync/Doc.note --keep 2 >/dev/null
window=$(( ($(date +%s%N) - start) / 1000000 + 10 ))
pass=0 fail=0 signalled=0 completed=0 partial=0
for ((i = 1; i <= runs; i++)); do
  layout
  keep="${keeps[$((i % 4))]}"
  XDG_DATA_HOME="$work/data" "$docpkg" resolve sync/Doc.note --keep "$keep" >/dev/null 2>&1 &
  victim=$!
  sleep_ms 1 "$window"
  kill -KILL "$victim" 2>/dev/null || true
  wait "$victim" 2>/dev/null && status=0 || status=$?
  [ "$status" -eq 137 ] && signalled=$((signalled + 1))
  [ "$status" -eq 0 ] && completed=$((completed + 1))
  ok=yes
  at_path="$(which_version sync/Doc.note)"
  [ -n "$at_path" ] || { ok=no; echo "run $i: sync/Doc.note is no complete version" >&2; }
  found=""
  for item in sync/* sync/.[!.]* data/Trash/files/*; do
    [ -e "$item" ] || continue
    v="$(which_version "$item")"
    if [ -n "$v" ]; then found="$found$v"
    elif [ "${item#sync/.}" = "$item" ]; then
      ok=no; partial=$((partial + 1)); echo "run $i: $item is a partial version" >&2
    fi
  done
  for v in A B C D; do
    case "$found" in *"$v"*) ;; *) ok=no; echo "run $i (keep $keep): version $v lost" >&2 ;; esac
  done
  if [ "$ok" = yes ]; then pass=$((pass + 1)); else fail=$((fail + 1)); ls -la sync data/Trash/files >&2 || true; fi
done
final=ok
layout
XDG_DATA_HOME="$work/data" "$docpkg" resolve sync/Doc.note --keep "sync/${names[3]}" >/dev/null \
  || final="final resolve failed"
[ "$(which_version sync/Doc.note)" = D ] || final="final Doc.note is not version D"
[ "$(entries sync)" = "Doc.note" ] || final="left in the folder: $(entries sync | tr '\n' ' ')"
"$docpkg" conflicts sync/Doc.note | grep -q "0 unresolved" || final="conflicts still listed"
echo "kill-resolve: kill moments 1–${window} ms (one full resolve takes ~$((window - 10)) ms); $pass/$runs runs kept one complete version at PATH and lost none ($signalled killed mid-run, $completed finished first, $partial partial items), final run: $final"
[ "$fail" -eq 0 ] && [ "$final" = ok ]
