#!/usr/bin/env bash
# Benchmark: thumbnails of N single-file Pages documents read in place (`docpkg thumbnail
# --jobs 2 --output-dir`, each preview.jpg inflated from inside its zip), against
# `vipsthumbnail` making 256 px thumbnails of the same N preview.jpg files extracted
# beforehand (xargs -P2, 50 per process). Goal: docpkg ≤ 1.2× vipsthumbnail's time.
#
#   Benchmarks/iwork.sh                 # N=1000, 3 runs each, release build
#   N=200 RUNS=5 Benchmarks/iwork.sh
#
# Inputs are generated into a temporary folder (removed afterwards): one 790×1024 JPEG
# (quality 85, the size of a real Pages preview; ImageMagick plasma fractal), and N Pages
# zips as Pages writes them — stored entries: Index/Document.iwa (a Snappy-framed document
# archive and body storage), Metadata/BuildVersionHistory.plist, preview.jpg (that JPEG),
# preview-web.jpg, preview-micro.jpg — each with its own body text. The N extracted
# previews are hard links to the same JPEG.
set -euo pipefail
N="${N:-1000}"
RUNS="${RUNS:-3}"
JOBS=2
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build -c release --product docpkg >/dev/null
docpkg="$root/.build/release/docpkg"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/docs" "$work/previews"

echo "generating the preview JPEG…" >&2
convert -size 790x1024 -seed 11 plasma:fractal -quality 85 "$work/preview.jpg"
convert "$work/preview.jpg" -resize 256x "$work/preview-web.jpg"
convert "$work/preview.jpg" -resize 64x "$work/preview-micro.jpg"
preview_bytes=$(stat -c %s "$work/preview.jpg")

echo "writing $N Pages documents…" >&2
python3 - "$work" "$N" <<'PY'
import os, sys, zipfile
work, n = sys.argv[1], int(sys.argv[2])
def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F; v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v: return bytes(out)
def field_varint(num, v): return varint(num << 3) + varint(v)
def field_bytes(num, b): return varint(num << 3 | 2) + varint(len(b)) + b
def obj(ident, typ, payload):
    info = field_varint(1, ident) + field_bytes(2, field_varint(1, typ) + field_varint(3, len(payload)))
    return varint(len(info)) + info + payload
def snappy_literals(data):
    out = bytearray(varint(len(data)))
    for i in range(0, len(data), 60):
        piece = data[i:i + 60]
        out.append((len(piece) - 1) << 2); out += piece
    return bytes(out)
def component(stream):
    block = snappy_literals(stream)
    return bytes([0, len(block) & 0xFF, (len(block) >> 8) & 0xFF, len(block) >> 16]) + block
previews = {name: open(os.path.join(work, name), "rb").read()
            for name in ("preview.jpg", "preview-web.jpg", "preview-micro.jpg")}
history = b'<?xml version="1.0"?><plist version="1.0"><array><string>M5.5.3-2152-2</string></array></plist>'
for i in range(1, n + 1):
    body = f"Report {i:04d}\nQuarterly figures and notes for project {i}.\n".encode()
    stream = obj(1, 10000, field_bytes(4, field_varint(1, 5))) + obj(5, 2001, field_varint(1, 0) + field_bytes(3, body))
    with zipfile.ZipFile(os.path.join(work, "docs", f"Report {i:04d}.pages"), "w", zipfile.ZIP_STORED) as z:
        z.writestr("Index/Document.iwa", component(stream))
        z.writestr("Metadata/BuildVersionHistory.plist", history)
        for name, data in previews.items(): z.writestr(name, data)
PY
for i in $(seq -f %04g 1 "$N"); do ln "$work/preview.jpg" "$work/previews/Report $i.jpg"; done
# Sanity: the thumbnail comes from the preview, with no warning.
"$docpkg" thumbnail "$work/docs/Report 0001.pages" -o "$work/check.png" 2>"$work/check.err"
if [[ -s "$work/check.err" ]]; then cat "$work/check.err" >&2; exit 1; fi

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
cd "$work"
hyperfine --runs "$RUNS" --warmup 1 --export-json "$work/results.json" \
  --prepare "rm -rf out && mkdir out" \
  -n docpkg-in-zip "'$docpkg' thumbnail docs/*.pages --output-dir out --size 256 --jobs $JOBS" \
  -n vipsthumbnail "ls previews/*.jpg | tr '\n' '\0' | xargs -0 -P $JOBS -n 50 vipsthumbnail -s 256 -o '$work/out/%s.png'" \
  >&2
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

mkdir -p "$root/Benchmarks/results"
python3 - "$work/results.json" "$N" "$preview_bytes" "$load_before" "$load_after" "$RUNS" <<'PY' | tee "$root/Benchmarks/results/iwork.md"
import json, statistics, sys
data = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
median = {r["command"]: statistics.median(r["times"]) for r in data["results"]}
vips = median["vipsthumbnail"]
print("# Thumbnails of single-file Pages documents, read inside the zips, vs vipsthumbnail")
print()
print(f"| Command | median s ({sys.argv[6]} runs) | documents/s | time ratio to vipsthumbnail |")
print("|---|---|---|---|")
for name in ("docpkg-in-zip", "vipsthumbnail"):
    t = median[name]
    print(f"| {name} | {t:.2f} | {n / t:.1f} | {t / vips:.2f} |")
print()
print(f"N = {n} Pages zips, preview.jpg 790×1024 ({int(sys.argv[3]) / 1e3:.0f} KB), 256 px, 2 jobs;"
      f" load average before {sys.argv[4]}, after {sys.argv[5]}")
PY
