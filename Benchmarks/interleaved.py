#!/usr/bin/env python3
"""Interleaved thumbnail benchmark: a fairer second opinion on a shared, noisy machine.

hyperfine (thumbnail.sh) runs all repetitions of one tool, then the next, so a change in
background load biases the ratios. Here every round runs each tool once, in rotating order,
and per-process wall time, user+sys CPU and peak RSS (wait4's ru_maxrss) are recorded.

Usage: Benchmarks/interleaved.py INPUT_DIR [ROUNDS]
  INPUT_DIR holds baseline.jpg, progressive.jpg, rgba.png, huge.jpg (Benchmarks/make_inputs.py)
"""
import os
import statistics
import subprocess
import sys
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
docpkg = os.path.join(root, ".build/release/docpkg")
folder = sys.argv[1]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 9
os.chdir(folder)

cases = [
    ("6000×4000 baseline JPEG → 256", "baseline.jpg", 256, "fit"),
    ("6000×4000 progressive JPEG → 256", "progressive.jpg", 256, "fit"),
    ("4000×3000 RGBA PNG → 256", "rgba.png", 256, "fit"),
    ("6000×4000 JPEG → 145×145 fill", "baseline.jpg", 145, "fill"),
    ("120 MP JPEG → 256", "huge.jpg", 256, "fit"),
]


def commands(source, size, mode):
    if mode == "fill":
        return {
            "docpkg": [docpkg, "thumbnail", source, "-o", "o1.png", "--size", str(size), "--mode", "fill"],
            "vipsthumbnail": ["vipsthumbnail", source, "-s", f"{size}x{size}", "--smartcrop", "centre", "-o", "o2.png"],
        }
    return {
        "docpkg": [docpkg, "thumbnail", source, "-o", "o1.png", "--size", str(size)],
        "vipsthumbnail": ["vipsthumbnail", source, "-s", str(size), "-o", "o2.png"],
    }


def run(argv):
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    assert status == 0, argv
    return wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


print("| Case | Tool | Median wall (ms) | × vips | Median CPU (ms) | CPU × vips | Peak RSS (MB) | RSS × vips |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
for name, source, size, mode in cases:
    cmds = commands(source, size, mode)
    samples = {tool: [] for tool in cmds}
    tools = list(cmds)
    for r in range(rounds + 1):
        order = tools[r % len(tools):] + tools[:r % len(tools)]
        for tool in order:
            result = run(cmds[tool])
            if r > 0:  # round 0 warms the page cache
                samples[tool].append(result)
    med = {t: [statistics.median(x[i] for x in samples[t]) for i in range(3)] for t in tools}
    v = med["vipsthumbnail"]
    for tool in tools:
        w, c, m = med[tool]
        print(f"| {name} | {tool} | {w:.0f} | {w / v[0]:.2f} | {c:.0f} | {c / v[1]:.2f} | {m:.1f} | {m / v[2]:.2f} |")
print()
print(f"Load average at the end: {open('/proc/loadavg').read().split()[:3]} on {os.cpu_count()} cores.")
