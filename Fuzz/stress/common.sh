# Shared helpers for the crash-safety and concurrency scripts (sourced, not run).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
config="${CONFIG:-debug}"
bin="$root/.build/$config"

# Builds the named products once (debug by default; CONFIG=release for the release build).
build() {
  for product in "$@"; do
    swift build -c "$config" --package-path "$root" --product "$product" >&2
  done
}

# Random integer in [low, high].
random_between() { echo $(( $1 + RANDOM % ($2 - $1 + 1) )); }

# Sleeps a random number of milliseconds in [low, high].
sleep_ms() {
  local ms; ms="$(random_between "$1" "$2")"
  sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
}

# Entries of a folder, one per line, sorted (dot files included).
entries() { ls -A "$1" | LC_ALL=C sort; }
