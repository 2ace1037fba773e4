#!/usr/bin/env bash
# Crash safety of library saves: SIGKILL `fw-save-stress save` (FileWrapper.write with
# .atomic and originalContentsURL, i.e. an atomic incremental save) at a random moment,
# RUNS times (default 200). After every kill the package must be complete and consistent:
# exactly big.bin, state.txt, Sub/state.txt; both state files at the same generation; big.bin
# byte-identical; the generation never goes back. At the end one save runs to completion and
# must remove every stray temporary. Prints a summary line; exit 0 only when all runs pass.
#
#   Fuzz/stress/kill-saves.sh [RUNS]        (CONFIG=release to use the release build)
source "$(dirname "$0")/common.sh"
runs="${1:-200}"
build fw-save-stress
tool="$bin/fw-save-stress"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/stress.pkg"
"$tool" create "$pkg"
big_sum="$(sha256sum < "$pkg/big.bin")"

check() {
  [ "$(entries "$pkg" | tr '\n' ' ')" = "Sub big.bin state.txt " ] || { echo "entries: $(entries "$pkg" | tr '\n' ' ')"; return 1; }
  [ "$(entries "$pkg/Sub")" = "state.txt" ] || { echo "Sub: $(entries "$pkg/Sub")"; return 1; }
  cmp -s "$pkg/state.txt" "$pkg/Sub/state.txt" || { echo "torn: state files differ"; return 1; }
  [ "$(sha256sum < "$pkg/big.bin")" = "$big_sum" ] || { echo "big.bin changed"; return 1; }
}

pass=0 fail=0 signalled=0 leftovers=0 previous=0
for ((i = 1; i <= runs; i++)); do
  "$tool" save "$pkg" 1000000 >/dev/null & victim=$!
  sleep_ms 5 120
  kill -KILL "$victim" 2>/dev/null || true
  wait "$victim" 2>/dev/null && status=0 || status=$?
  [ "$status" -eq 137 ] && signalled=$((signalled + 1))
  [ "$(entries "$work" | wc -l)" -gt 1 ] && leftovers=$((leftovers + 1))
  if message="$(check)"; then
    generation="$(sed 's/generation //' "$pkg/state.txt")"
    if [ "$generation" -ge "$previous" ]; then
      pass=$((pass + 1)); previous="$generation"
    else
      fail=$((fail + 1)); echo "run $i: generation went back $previous → $generation" >&2
    fi
  else
    fail=$((fail + 1)); echo "run $i: $message" >&2
  fi
done
# One complete save must succeed and clear every temporary of the killed saves.
final="ok"
"$tool" save "$pkg" 1 >/dev/null || final="final save failed"
[ "$(entries "$work")" = "stress.pkg" ] || final="temporaries left: $(entries "$work" | tr '\n' ' ')"
check >/dev/null || final="final package incomplete"
echo "kill-saves: $pass/$runs complete after SIGKILL ($signalled killed mid-run, $leftovers left temporaries), final generation $previous, final save: $final"
[ "$fail" -eq 0 ] && [ "$final" = ok ]
