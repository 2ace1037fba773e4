#!/usr/bin/env bash
# Crash safety of `docpkg move` across file systems: SIGKILL at a random moment, RUNS
# times (default 200); after each kill at least one complete copy of the document (and of
# its conflict version) must exist — the original in the source folder or the moved copy in
# the destination, byte-identical to the reference (diff -r) — and nothing else may carry a
# visible document name. Finally an uninterrupted move must succeed and leave no hidden
# temporaries in either folder.
#
#   Fuzz/stress/move-kill.sh [RUNS]
#
# The destination is a tmpfs: $MOVE_TARGET if set, else one mounted at
# /mnt/docpkg-move-kill (needs root; unmounted at the end), else /dev/shm. The source is a
# temporary folder on the disk. The script checks the two are on different file systems.
source "$(dirname "$0")/common.sh"
runs="${1:-200}"
build docpkg
docpkg="$bin/docpkg"
work="$(mktemp -d)"
mounted=""
cleanup() {
  rm -rf "$work"
  [ -n "${target:-}" ] && rm -rf "$target"
  if [ -n "$mounted" ]; then umount "$mounted" || true; fi
}
trap cleanup EXIT
if [ -n "${MOVE_TARGET:-}" ]; then
  target="$MOVE_TARGET/docpkg-move-kill-$$"
elif [ "$(id -u)" = 0 ]; then
  mkdir -p /mnt/docpkg-move-kill
  if ! mountpoint -q /mnt/docpkg-move-kill; then
    mount -t tmpfs -o size=256m tmpfs /mnt/docpkg-move-kill && mounted=/mnt/docpkg-move-kill
  fi
  target="/mnt/docpkg-move-kill/dest-$$"
else
  target="/dev/shm/docpkg-move-kill-$$"
fi
mkdir -p "$target" "$work/src" "$work/ref"
if [ "$(stat -c %d "$work")" = "$(stat -c %d "$target")" ]; then
  echo "source and destination are on one file system; set MOVE_TARGET" >&2
  exit 1
fi
cd "$work"
head -c 6000000 /dev/urandom > ref/big.bin
printf 'Trip text\n' > ref/text.txt
"$docpkg" pack --text ref/text.txt --attach ref/big.bin -o "ref/Trip.note" >/dev/null
cp -a ref/Trip.note "ref/Trip (conflicted copy 2024-01-02 153012).note"

reset() {
  rm -rf src "$target"; mkdir -p src "$target"
  cp -a ref/Trip.note "ref/Trip (conflicted copy 2024-01-02 153012).note" src/
}
# Is there a complete copy of NAME (in src/ or the target)?
complete() {
  local name="$1"
  diff -r "ref/$name" "src/$name" >/dev/null 2>&1 || diff -r "ref/$name" "$target/$name" >/dev/null 2>&1
}

reset
start=$(date +%s%N)
"$docpkg" move src/Trip.note --to "$target" >/dev/null
window=$(( ($(date +%s%N) - start) / 1000000 + 20 ))
pass=0 fail=0 killed=0
for ((i = 1; i <= runs; i++)); do
  reset
  "$docpkg" move src/Trip.note --to "$target" >/dev/null 2>&1 &
  victim=$!
  sleep_ms 0 "$window"
  kill -KILL "$victim" 2>/dev/null || true
  wait "$victim" 2>/dev/null && status=0 || status=$?
  [ "$status" = 137 ] && killed=$((killed + 1))
  visible="$(ls src "$target" | grep -v '^$' | grep -v ':$' | LC_ALL=C sort | tr '\n' '|')"
  if complete Trip.note && complete "Trip (conflicted copy 2024-01-02 153012).note"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "run $i: no complete copy (status $status; visible: $visible)" >&2
    ls -la src "$target" >&2
  fi
done
reset
"$docpkg" move src/Trip.note --to "$target" >/dev/null
final_ok=no
if [ -z "$(ls -A src)" ] && complete Trip.note && [ -z "$(ls -A "$target" | grep '^\.' || true)" ]; then
  final_ok=yes
fi
echo "move-kill: runs=$runs killed=$killed pass=$pass fail=$fail window=${window}ms final-clean=$final_ok"
[ "$fail" = 0 ] && [ "$final_ok" = yes ]
