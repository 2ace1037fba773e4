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
from PIL import Image
import pillow_heif

corpus = os.environ.get("CORPUS_DIR", "../shared/corpus")
inputs = []
iphone = os.path.join(corpus, "heic/mmgreiner__heif-image/sample.heic")
if os.path.exists(iphone):
    inputs.append(("iPhone 4032×3024 grid + thumbnail item (corpus)", iphone))
# A 12 MP picture with detail everywhere (no thumbnail item): both decode every pixel.
size = (4032, 3024)
gradient = Image.linear_gradient("L").resize(size)
noise = Image.effect_noise(size, 60)
picture = Image.merge("RGB", (gradient, noise, gradient.transpose(Image.Transpose.ROTATE_180)))
generated = os.path.join(work, "generated-12mp.heic")
pillow_heif.from_pillow(picture).save(generated, quality=85)
inputs.append(("generated 4032×3024, no thumbnail item", generated))

def run(argv):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 1); os.dup2(fd, 2)
        os.execvp(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, argv
    return (time.perf_counter() - start) * 1000, usage.ru_maxrss / 1024

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
    med = {name: (statistics.median(t for t, _ in r), statistics.median(m for _, m in r)) for name, r in results.items()}
    rows.append((label, med["docpkg"], med["vipsthumbnail"]))

# Over-limit header: a fixture whose ispe claims 100000×100000.
bomb = bytearray(open("Tests/Fixtures/HEIF/orient-1-irot.heic", "rb").read())
at = bomb.find(b"ispe")
bomb[at + 8:at + 16] = (100000).to_bytes(4, "big") * 2
bomb_path = os.path.join(work, "bomb.heic")
open(bomb_path, "wb").write(bomb)
times, rss = [], []
for _ in range(max(rounds, 5)):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        fd = os.open(os.path.join(work, "err.txt"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 2)
        os.execv(".build/release/docpkg", ["docpkg", "thumbnail", bomb_path, "-o", os.path.join(work, "b.png")])
    _, status, usage = os.wait4(pid, 0)
    times.append((time.perf_counter() - start) * 1000)
    rss.append(usage.ru_maxrss / 1024)
    code = os.waitstatus_to_exitcode(status)
message = open(os.path.join(work, "err.txt")).read().strip()

load = open("/proc/loadavg").read().split()[0]
lines = ["# HEIC thumbnails vs vipsthumbnail", "",
         f"`Benchmarks/heic.sh {rounds}`: release build, 256 px fit, medians of {rounds} interleaved rounds; "
         f"shared 2-core machine, load {load} at the end; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
         "", "| Input | docpkg ms | vipsthumbnail ms | ratio | docpkg peak MB | vips peak MB |", "|---|---|---|---|---|---|"]
for label, (dt, dm), (vt, vm) in rows:
    lines.append(f"| {label} | {dt:.0f} | {vt:.0f} | {dt / vt:.2f}× | {dm:.0f} | {vm:.0f} |")
lines += ["", "Over-limit header (ispe 100000×100000, limit 178,956,970 px): "
          f"median {statistics.median(times):.0f} ms, peak {statistics.median(rss):.0f} MB, exit {code}:",
          f"`{message}`", ""]
os.makedirs("Benchmarks/results", exist_ok=True)
open("Benchmarks/results/heic.md", "w").write("\n".join(lines))
print("\n".join(lines))
PY
