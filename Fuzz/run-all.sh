#!/usr/bin/env bash
# Runs every harness one after another for SECONDS each (default 1800, acceptance 1 of
# issue 7) and prints one summary line per harness (see run.sh). Builds everything first.
#
#   Fuzz/run-all.sh [SECONDS] [HARNESS...]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-1800}"
shift $(( $# > 0 ? 1 : 0 ))
[ "$#" -eq 0 ] && set -- $("$here/run.sh" list)
"$here/build.sh" >&2 || exit 1
status=0
for harness in "$@"; do
  FUZZ_SKIP_BUILD=1 "$here/run.sh" "$harness" "$seconds" 2>/dev/null | tail -1 || status=1
done
exit "$status"
