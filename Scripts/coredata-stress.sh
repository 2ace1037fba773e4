#!/bin/sh
# Core Data save stress (issue 29, acceptance 4), with the coredata-stress executable:
#  1. kill -9 during save() KILLS times: a writer replaces 50 Items by a new generation per
#     save until it is killed at a random moment; after each kill the store must open and
#     hold one whole generation (never a mix).
#  2. two processes add 1 to their own count of one Counter ROUNDS times each, one save per
#     round, with mergeByPropertyObjectTrump: both counts must end at ROUNDS (no lost
#     update) and Z_OPT at 2*ROUNDS+1 (every save bumped it).
#
#   Scripts/coredata-stress.sh [KILLS] [ROUNDS] [debug|release]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
kills=${1:-200}
rounds=${2:-1000}
configuration=${3:-debug}
cd "$root"
swift build -c "$configuration" --product coredata-stress >/dev/null
tool="$root/.build/$configuration/coredata-stress"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

store="$work/Crash.sqlite"
"$tool" seed "$store"
failures=0
start=$(date +%s)
i=0
while [ "$i" -lt "$kills" ]; do
  "$tool" generations "$store" 2>/dev/null &
  writer=$!
  sleep "0.$(( (i * 37) % 9 + 1 ))"
  kill -9 "$writer" 2>/dev/null || true
  wait "$writer" 2>/dev/null || true
  if ! "$tool" verify "$store" >/dev/null; then
    failures=$((failures + 1))
    "$tool" verify "$store" || true
  fi
  i=$((i + 1))
done
echo "kill -9 during save: $kills kills, $failures bad stores, last: $("$tool" verify "$store"), $(($(date +%s) - start)) s"

store="$work/Counter.sqlite"
"$tool" seed "$store"
start=$(date +%s)
"$tool" count "$store" first "$rounds" &
a=$!
"$tool" count "$store" second "$rounds" &
b=$!
wait "$a"; ra=$?
wait "$b"; rb=$?
row=$(sqlite3 "$store" "SELECT ZFIRST, ZSECOND, Z_OPT FROM ZCOUNTER")
echo "two processes x $rounds saves: exit $ra/$rb, ZFIRST|ZSECOND|Z_OPT = $row (want $rounds|$rounds|$((2 * rounds + 1))), $(($(date +%s) - start)) s"
[ "$failures" -eq 0 ] && [ "$row" = "$rounds|$rounds|$((2 * rounds + 1))" ]
