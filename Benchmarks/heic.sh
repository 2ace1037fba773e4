#!/usr/bin/env bash
# HEIC → 256 px thumbnails: release `docpkg thumbnail` vs `vipsthumbnail` (libvips with
# libheif) on the same 12-megapixel files, one run of N rounds interleaved; wall time and
# peak RSS medians. Also how fast an over-limit HEIF header is refused (issue 13, acceptance
# 4 and 5). Inputs: the corpus iPhone photo (4032×3024 grid with a 320×240 thumbnail item,
# which both tools use) and a 4032×3024 HEIC without a thumbnail generated here with
# pillow-heif (both must decode the full image). Writes Benchmarks/results/heic.md.
#
#   Benchmarks/heic.sh [ROUNDS]      # default 5
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
swift build -c release --product docpkg >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$rounds" <<'PY'
import os, statistics, subprocess, sys, time
work, rounds = sys.argv[1], int(sys.argv[2])

corpus = os.environ.get("CORPUS_DIR", "../shared/corpus")
inputs = []
iphone = os.path.join(corpus, "heic/mmgreiner__heif-image/sample.heic")
if os.path.exists(iphone):
    inputs.append(("iPhone 4032×3024 grid + thumbnail item (corpus)", iphone))
# A 12 MP picture with detail everywhere (no thumbnail item): both decode every pixel.
# Made in a child process so this (measuring) process stays small.
generated = os.path.join(work, "generated-12mp.heic")
subprocess.run([sys.executable, "-c", """
import sys
from PIL import Image
import pillow_heif
size = (4032, 3024)
gradient = Image.linear_gradient("L").resize(size)
noise = Image.effect_noise(size, 60)
picture = Image.merge("RGB", (gradient, noise, gradient.transpose(Image.Transpose.ROTATE_180)))
pillow_heif.from_pillow(picture).save(sys.argv[1], quality=85)
""", generated], check=True)
inputs.append(("generated 4032×3024, no thumbnail item", generated))

def run(argv, expect=0):
    """Wall time (ms) and peak RSS (MB, from GNU time, which runs the tool as its own small
    child so no parent's high-water mark is inherited) of one run."""
    report = os.path.join(work, "time.txt")
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report] + argv,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = (time.perf_counter() - start) * 1000
    assert done.returncode == expect, (argv, done.returncode, done.stderr)
    return elapsed, int(open(report).read().split()[-1]) / 1024, done.stderr.decode().strip()

rows = []
for label, path in inputs:
    tools = {
        "docpkg": [".build/release/docpkg", "thumbnail", path, "-o", os.path.join(work, "d.png"), "--size", "256"],
        "vipsthumbnail": ["vipsthumbnail", path, "-s", "256", "-o", os.path.join(work, "v.png")],
    }
    results = {name: [] for name in tools}
    for _ in range(rounds):
        for name, argv in tools.items():
            results[name].append(run(argv))
    med = {name: (statistics.median(t for t, _, _ in r), statistics.median(m for _, m, _ in r)) for name, r in results.items()}
    rows.append((label, med["docpkg"], med["vipsthumbnail"]))

# Over-limit headers: a fixture whose ispe claims 20000×20000 (over docpkg's limit, under
# libheif's 32768²) or 100000×100000 (over both).
bombs = []
for side in (20000, 100000):
    bomb = bytearray(open("Tests/Fixtures/HEIF/orient-1-irot.heic", "rb").read())
    at = bomb.find(b"ispe")
    while at >= 0:  # every item's ispe (the coded image and, when present, its grid/crop)
        bomb[at + 8:at + 16] = side.to_bytes(4, "big") * 2
        at = bomb.find(b"ispe", at + 4)
    path = os.path.join(work, f"bomb-{side}.heic")
    open(path, "wb").write(bomb)
    runs = [run([".build/release/docpkg", "thumbnail", path, "-o", os.path.join(work, "b.png")], expect=65)
            for _ in range(max(rounds, 5))]
    bombs.append((side, statistics.median(t for t, _, _ in runs), statistics.median(m for _, m, _ in runs), runs[-1][2]))

load = open("/proc/loadavg").read().split()[0]
lines = ["# HEIC thumbnails vs vipsthumbnail", "",
         f"`Benchmarks/heic.sh {rounds}`: release build, 256 px fit, medians of {rounds} interleaved rounds; "
         f"shared 2-core machine, load {load} at the end; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
         "", "| Input | docpkg ms | vipsthumbnail ms | ratio | docpkg peak MB | vips peak MB |", "|---|---|---|---|---|---|"]
for label, (dt, dm), (vt, vm) in rows:
    lines.append(f"| {label} | {dt:.0f} | {vt:.0f} | {dt / vt:.2f}× | {dm:.0f} | {vm:.0f} |")
lines += ["", "Over-limit headers (whole process, exit 65, nothing written; limit 178,956,970 px):", "",
          "| ispe claims | ms | peak MB | message |", "|---|---|---|---|"]
for side, ms, mb, message in bombs:
    lines.append(f"| {side}×{side} | {ms:.0f} | {mb:.0f} | `{message.replace(work, 'DIR')}` |")
lines.append("")
os.makedirs("Benchmarks/results", exist_ok=True)
open("Benchmarks/results/heic.md", "w").write("\n".join(lines))
print("\n".join(lines))
PY
