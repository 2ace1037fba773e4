#!/usr/bin/env bash
# Scripts/fresh-machine-check.sh [CHECKOUT]
#
# Proves the README's set-up: in a fresh clone of CHECKOUT (default: this repository's
# committed HEAD), with the development files of every package a fresh machine lacks hidden,
# runs the README's two commands and checks that the main one wrote its thumbnail.
#
# Uses ../shared/tools/fresh-machine.sh (which hides everything beyond the fresh-machine
# package list) when it exists. Otherwise it hides, itself, the development files of the
# codec packages docpkg no longer builds against (libgif-dev libtiff-dev libwebp-dev
# libheif-dev), in a private mount namespace with overlayfs whiteouts; nothing on the real
# system changes. Needs root (unshare -m, overlay mounts). Exits non-zero on any failure.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
checkout=$(cd "${1:-$here}" && pwd)
shared_tool="$checkout/../shared/tools/fresh-machine.sh"

main='swift run docpkg thumbnail SampleDocs/Trip.note -o trip.png && test -s trip.png && file trip.png'
tests='swift test'

run_fresh() {
  if [ -x "$shared_tool" ] || [ -f "$shared_tool" ]; then
    bash "$shared_tool" "$checkout" "$1"
    return
  fi
  local work
  work=$(mktemp -d /tmp/docpkg-fresh-XXXXXX)
  git clone -q "$checkout" "$work/project"
  [ -d "$checkout/../shared" ] && cp -r "$checkout/../shared" "$work/shared"
  for package in libgif-dev libtiff-dev libwebp-dev libheif-dev; do
    dpkg -L "$package" 2>/dev/null || true
  done | grep -E '^/usr/(include/.+|lib/[^/]+/pkgconfig/.+|lib/[^/]+/lib[^/]*\.(so|a))$' \
    > "$work/hide.txt" || true
  local root=/usr/include lib=/usr/lib/x86_64-linux-gnu
  mkdir -p "$work/inc/up" "$work/inc/wk" "$work/lib/up" "$work/lib/wk"
  while read -r f; do
    [ -d "$f" ] && [ ! -L "$f" ] && continue
    case "$f" in
      "$root"/*) rel=${f#"$root"/}; dir="$work/inc/up" ;;
      "$lib"/*) rel=${f#"$lib"/}; dir="$work/lib/up" ;;
      *) continue ;;
    esac
    mkdir -p "$dir/$(dirname "$rel")"
    mknod "$dir/$rel" c 0 0
  done < "$work/hide.txt"
  echo "fresh-machine-check: $(wc -l < "$work/hide.txt") codec development files hidden" >&2
  unshare -m bash -c '
    work=$1; shift
    mount -t overlay overlay -o "lowerdir=/usr/include,upperdir=$work/inc/up,workdir=$work/inc/wk" /usr/include
    mount -t overlay overlay -o "lowerdir=/usr/lib/x86_64-linux-gnu,upperdir=$work/lib/up,workdir=$work/lib/wk" /usr/lib/x86_64-linux-gnu
    cd "$work/project" && eval "$*"' _ "$work" "$1"
}

echo "== fresh machine: $main" >&2
run_fresh "$main"
echo "== fresh machine: $tests" >&2
run_fresh "$tests"
echo "fresh-machine-check: both README commands passed" >&2
