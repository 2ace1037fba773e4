#!/usr/bin/env bash
# Scripts/build-docs.sh [MODULE...]
#
# Builds the DocC documentation of every library module with the toolchain's own `docc`
# (no plugin): `swift package dump-symbol-graph` (reusing the debug build), then one
# `docc convert --warnings-as-errors` per module into .build/docs/MODULE.doccarchive.
#
# The modules come from the package, not from a list here: every target of a library
# product (public symbols) and every other Swift library target under Sources/ (internal
# modules, documented at `package` access). Each needs Sources/MODULE/MODULE.docc; a
# module without one is an error. For each archive it checks that every symbol of the
# symbol graph has a page and a doc comment of its own, and prints the counts.
#
# Exit status: 0 when every module has a catalog, builds without a warning and documents
# every symbol; 1 otherwise. `DOCC=/path/to/docc` overrides the toolchain's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
helper="$root/Scripts/docs-symbols.py"
out="$root/.build/docs"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
start=$(date +%s)

swift package dump-package >"$work/package.json"
python3 "$helper" modules "$work/package.json" >"$work/modules"
if [ $# -gt 0 ]; then
  grep -E "^($(
    IFS='|'
    echo "$*"
  )) " "$work/modules" >"$work/selected" || true
  mv "$work/selected" "$work/modules"
fi
if [ ! -s "$work/modules" ]; then
  echo "build-docs: no module to document" >&2
  exit 1
fi

access=public
grep -q " package " "$work/modules" && access=package
echo "== swift package dump-symbol-graph (minimum access: $access)"
swift package dump-symbol-graph --minimum-access-level "$access" --skip-synthesized-members \
  --emit-extension-block-symbols >"$work/dump.log" 2>&1 || true
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$work/dump.log" >&2
  echo "build-docs: swift package dump-symbol-graph wrote no symbol graphs" >&2
  exit 1
fi

failed=0
summary=()
while read -r module level path; do
  catalog="$path/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "build-docs: $module has no documentation catalog: create $catalog" >&2
    summary+=("$module: NO CATALOG")
    failed=1
    continue
  fi
  if ! ls "$graphs/$module.symbols.json" >/dev/null 2>&1; then
    echo "build-docs: $module: no symbol graph in $graphs" >&2
    summary+=("$module: NO SYMBOL GRAPH")
    failed=1
    continue
  fi
  python3 "$helper" filter "$module" "$level" "$graphs" "$work/graphs-$module"
  archive="$out/$module.doccarchive"
  rm -rf "$archive"
  echo "== docc convert $module"
  if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$work/graphs-$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "docpkg.$module" \
    --output-path "$archive" --emit-digest --warnings-as-errors --experimental-documentation-coverage \
    --coverage-summary-level brief >"$work/docc-$module.log" 2>&1; then
    cat "$work/docc-$module.log" >&2
    summary+=("$module: DOCC FAILED (warnings or errors above)")
    failed=1
    continue
  fi
  if grep -q "warning:" "$work/docc-$module.log"; then
    cat "$work/docc-$module.log" >&2
    summary+=("$module: WARNINGS")
    failed=1
    continue
  fi
  if result=$(python3 "$helper" check "$module" "$work/graphs-$module" "$archive"); then
    summary+=("$(head -1 <<<"$result")")
  else
    echo "$result" >&2
    summary+=("$(head -1 <<<"$result") MISSING PAGES OR DOC COMMENTS")
    failed=1
  fi
done <"$work/modules"

echo "== documentation ($(($(date +%s) - start)) s; archives in .build/docs/)"
printf '%s\n' "${summary[@]}"
exit $failed
