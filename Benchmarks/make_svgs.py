#!/usr/bin/env python3
"""Writes 100 SVGs for Benchmarks/svg.sh into DIR: the corpus SVGs (when ../shared/corpus
is present; copied to the temporary folder only) and generated ones — paths, gradients,
text, blur filters, viewBox-only and unit-sized documents — from a fixed seed."""
import os, random, shutil, sys

out = sys.argv[1]
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus", "svg")
count = 0
if os.path.isdir(root):
    for dirpath, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".svg"):
                shutil.copy(os.path.join(dirpath, name), os.path.join(out, f"corpus-{count}.svg"))
                count += 1
rng = random.Random(25)
while count < 100:
    kind = count % 4
    w, h = rng.choice([(512, 512), (800, 600), (100, 300), (1024, 768)])
    size = f'viewBox="0 0 {w} {h}"' if kind == 1 else f'width="{w}" height="{h}"' if kind != 3 else f'width="{w/96:.2f}in" height="{h/96:.2f}in" viewBox="0 0 {w} {h}"'
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" {size}>',
             '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#e33"/>'
             '<stop offset="1" stop-color="#33e" stop-opacity=".6"/></linearGradient>'
             '<filter id="b"><feGaussianBlur stdDeviation="4"/></filter></defs>']
    for i in range(rng.randint(20, 120)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        color = "#%06x" % rng.randrange(1 << 24)
        choice = rng.random()
        if choice < 0.4:
            d = f"M{x:.1f} {y:.1f}" + "".join(
                f" Q{rng.uniform(0, w):.1f} {rng.uniform(0, h):.1f} {rng.uniform(0, w):.1f} {rng.uniform(0, h):.1f}"
                for _ in range(rng.randint(2, 6))) + " Z"
            parts.append(f'<path d="{d}" fill="{color}" fill-opacity=".7" stroke="#222" stroke-width="2"/>')
        elif choice < 0.7:
            parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{rng.uniform(5, w / 6):.1f}" fill="url(#g)"/>')
        elif choice < 0.9:
            parts.append(f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{rng.randint(10, 40)}" fill="{color}">Label {i}</text>')
        else:
            parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{rng.uniform(10, w / 4):.1f}" height="{rng.uniform(10, h / 4):.1f}" fill="{color}" filter="url(#b)"/>')
    parts.append("</svg>")
    with open(os.path.join(out, f"gen-{count}.svg"), "w") as f:
        f.write("\n".join(parts))
    count += 1
print(f"{count} SVGs in {out}", file=sys.stderr)
