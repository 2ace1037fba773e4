#!/usr/bin/env bash
# Issue 15 (zlib wrapper moved into the Deflate module): PNG thumbnail speed of this tree's
# docpkg against another build of docpkg (say the commit before the move), same inputs.
# Rounds are interleaved — every round runs each binary once, in rotating order — and
# per-process user+sys CPU time is recorded beside wall time (wait4), so a change in the
# shared machine's load does not favour one side. Inputs: the thumbnail benchmark's
# 4000×3000 RGBA PNG (Benchmarks/make_inputs.py) and a 6000×4000 RGB PNG of the same
# photo-like pixels, both non-interlaced (the Swift reducing decoder inflates every IDAT
# byte through Deflate). Outputs must be byte-identical.
#
# Usage: Benchmarks/png-decode.sh OTHER_DOCPKG [ROUNDS]   (default 9 rounds)
#   DOCPKG=path uses that binary as "this tree" instead of building one.
# Writes Benchmarks/results/png-decode.md. Needs python3 with Pillow and numpy.
set -euo pipefail
cd "$(dirname "$0")/.."
other="$1"
rounds="${2:-9}"
if [ -z "${DOCPKG:-}" ]; then
  swift build -c release --product docpkg >&2
  DOCPKG="$PWD/.build/release/docpkg"
fi
results="$PWD/Benchmarks/results/png-decode.md"
work="$(mktemp -d /tmp/docpkg-png-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make_inputs.py "$work" >&2
python3 - "$work" "$DOCPKG" "$other" "$rounds" > "$results" <<'PY'
import filecmp, os, statistics, subprocess, sys, time
from PIL import Image
Image.MAX_IMAGE_PIXELS = None
work, this, other, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
os.chdir(work)
Image.open("baseline.jpg").convert("RGB").save("rgb.png")
binaries = [("this tree", this, "a.png"), ("other", other, "b.png")]

def run(binary, source, target):
    start = time.perf_counter()
    process = subprocess.Popen([binary, "thumbnail", source, "-o", target, "--size", "256"])
    _, status, usage = os.wait4(process.pid, 0)
    assert status == 0, f"{binary} failed on {source}"
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime

print("# PNG thumbnails: this tree vs another docpkg build\n")
print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {rounds} interleaved rounds "
      "(order rotating), `thumbnail --size 256`, release builds.")
print(f'"this tree" is `{this}`; "other" is `{other}`.\n')
print("| input | binary | median wall (s) | median user+sys CPU (s) | min CPU (s) |")
print("|---|---|---|---|---|")
for source in ["rgba.png", "rgb.png"]:
    times = {name: [] for name, _, _ in binaries}
    for _, binary, target in binaries:
        run(binary, source, target)  # warm-up
    for index in range(rounds):
        order = binaries if index % 2 == 0 else list(reversed(binaries))
        for name, binary, target in order:
            times[name].append(run(binary, source, target))
    assert filecmp.cmp("a.png", "b.png", shallow=False), f"outputs differ for {source}"
    for name, _, _ in binaries:
        wall = [w for w, _ in times[name]]
        cpu = [c for _, c in times[name]]
        print(f"| {source} | {name} | {statistics.median(wall):.3f} | "
              f"{statistics.median(cpu):.3f} | {min(cpu):.3f} |")
print("\nOutputs byte-identical for both inputs.")
PY
cat "$results"
