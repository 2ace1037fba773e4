#!/usr/bin/env bash
# The batch cost of decoder isolation (issue 30, acceptance 2): `docpkg thumbnail --jobs 2`
# over 1,000 JPEGs and over 100 HEIC files, isolated (the default: warm sandboxed workers,
# Spec/Isolation.md) against `--in-process`, interleaved, ROUNDS runs each (hyperfine).
# Also the start-up cost of one worker (what a worker per file would pay on every file).
# Inputs are made here: 10 distinct 1600×1200 JPEGs (ImageMagick noise + gradient), each
# linked 100 times; HEIC: 4 distinct 1600×1200 pictures encoded with heif-enc, each linked 25
# times. Uses the release binary (Scripts/build-release.sh; pass its path to skip the build).
# Writes Benchmarks/results/isolation.md.
#
#   Benchmarks/isolation.sh [ROUNDS] [DOCPKG]     # default 3 rounds, the static release build
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
docpkg=${2:-.build/static/release/docpkg}
[ -x "$docpkg" ] || Scripts/build-release.sh >/dev/null
for tool in hyperfine convert heif-enc; do
  command -v "$tool" >/dev/null || { echo "isolation.sh: needs $tool" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/jpeg" "$work/heic" "$work/out"
for n in $(seq 0 9); do
  shade=$(printf '%02x' $((n * 11)))
  convert -size 1600x1200 "gradient:#${shade}4080-#20c0${shade}" \
    \( -size 1600x1200 xc: +noise Random -blur 0x1 \) -compose blend -define compose:args=30 \
    -composite -quality 88 "$work/src$n.jpg"
  for k in $(seq 0 99); do ln "$work/src$n.jpg" "$work/jpeg/p$n-$k.jpg"; done
done
for n in 0 1 2 3; do
  heif-enc -q 80 -o "$work/src$n.heic" "$work/src$n.jpg" >/dev/null
  for k in $(seq 0 24); do ln "$work/src$n.heic" "$work/heic/h$n-$k.heic"; done
done

results="$work/results"
run() {  # NAME FOLDER
  hyperfine --runs "$rounds" --warmup 1 --export-json "$results-$1.json" \
    -n isolated "$docpkg thumbnail $2/* --output-dir $work/out --jobs 2" \
    -n in-process "$docpkg thumbnail $2/* --output-dir $work/out --jobs 2 --in-process" \
    >/dev/null
}
run jpeg "$work/jpeg"
run heic "$work/heic"
# One worker's start-up and exit (spawn, confinement, end of input), 50 in a row.
hyperfine --runs 5 --export-json "$results-spawn.json" -N \
  "sh -c 'for i in \$(seq 50); do $docpkg __decode-worker 30 1073741824 64 </dev/null; done'" \
  >/dev/null

python3 - "$results" "$rounds" "$docpkg" <<'PY' >Benchmarks/results/isolation.md
import json, sys
base, rounds, docpkg = sys.argv[1], sys.argv[2], sys.argv[3]
def medians(name):
    data = json.load(open(f"{base}-{name}.json"))["results"]
    return {r["command"]: r["median"] for r in data}
print("# Decoder isolation: batch cost (issue 30, acceptance 2)\n")
print(f"`Benchmarks/isolation.sh {rounds}` with `{docpkg}` (release), `--jobs 2`, median of")
print(f"{rounds} runs (hyperfine, one warm-up), isolated and in-process interleaved per batch;")
print("2 cores shared with other work, so absolute times are noisy, ratios less so.\n")
print("| Batch | in-process | isolated | isolated / in-process |")
print("|---|---|---|---|")
for name, label in [("jpeg", "1,000 JPEG 1600×1200 → 256 px"), ("heic", "100 HEIC 1600×1200 → 256 px")]:
    m = medians(name)
    inproc, iso = m["in-process"], m["isolated"]
    print(f"| {label} | {inproc:.2f} s | {iso:.2f} s | {iso / inproc:.2f}× |")
spawn = list(medians("spawn").values())[0] / 50
print(f"\nOne worker started, confined and ended: {spawn * 1000:.1f} ms (50 in a row, median of 5).")
print("A worker per file would add that to every file; the pool starts one per job and keeps")
print("it for the batch (a new one only after a crash, time-out or limit).")
PY
cat Benchmarks/results/isolation.md
