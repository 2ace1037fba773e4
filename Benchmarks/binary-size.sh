#!/usr/bin/env bash
# The shipped binary's size and start-up (issue 30, acceptance 3): Scripts/build-release.sh's
# `docpkg` as the script leaves it, beside BASELINE (an earlier shipped binary, e.g. one
# built before the ICU data subset) when given. For each: the file size, the largest
# sections, the ICU data it carries, and `docpkg --help`'s start-up: hyperfine (-N, 10
# warm-ups, 300 runs: median wall and mean CPU) and peak RSS (/usr/bin/time, the median of
# 11 runs). Writes Benchmarks/results/binary-size.md.
#
#   Benchmarks/binary-size.sh                       # builds with Scripts/build-release.sh
#   DOCPKG=path BASELINE=path Benchmarks/binary-size.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
docpkg="${DOCPKG:-$(Scripts/build-release.sh | tail -1)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Each binary is timed from a copy in one folder: a binary just written by the linker starts
# about 0.2 ms slower than a copy of the same file (measured: the same binary, 2.6 vs 2.4 ms),
# which would otherwise favour whichever binary is older.
names=(shipped)
originals=("$docpkg")
if [ -n "${BASELINE:-}" ]; then
  names=(baseline shipped)
  originals=("$BASELINE" "$docpkg")
fi
binaries=()
for i in "${!names[@]}"; do
  cp "${originals[$i]}" "$work/${names[$i]}"
  binaries+=("$work/${names[$i]}")
done
objdump="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-objdump"
arguments=()
for i in "${!names[@]}"; do arguments+=(-n "${names[$i]}" "${binaries[$i]} --help"); done
hyperfine -N --warmup 10 --runs 300 --export-json "$work/startup.json" "${arguments[@]}" >/dev/null
for i in "${!names[@]}"; do
  for _ in $(seq 11); do
    /usr/bin/time -f %M "${binaries[$i]}" --help 2>>"$work/${names[$i]}.rss" >/dev/null
  done
  "$objdump" --section-headers "${binaries[$i]}" >"$work/${names[$i]}.sections"
done
/usr/bin/python3 - "$work" "${names[@]}" -- "${binaries[@]}" -- "${originals[@]}" <<'PY' | tee Benchmarks/results/binary-size.md
import json, os, statistics, sys, time
work = sys.argv[1]
split = sys.argv.index("--")
again = sys.argv.index("--", split + 1)
names, paths, originals = sys.argv[2:split], sys.argv[split + 1:again], sys.argv[again + 1:]
runs = {r["command"]: r for r in json.load(open(os.path.join(work, "startup.json")))["results"]}
def sections(name):
    sizes = {}
    for line in open(os.path.join(work, name + ".sections")):
        parts = line.split()
        if len(parts) >= 3 and parts[0].isdigit():
            sizes[parts[1]] = int(parts[2], 16)
    return sizes
def icu(path):
    # A compressed package (Scripts/icu-lazy-data.c) starts with "DPICU", its format (1:
    # zlib, 2: raw LZMA2), two zero bytes, then its item count.
    data = open(path, "rb").read()
    for form, name in ((1, "zlib"), (2, "LZMA2")):
        lazy = data.find(b"DPICU" + bytes([form]) + b"\x00\x00")
        if lazy >= 0:
            return "%d (%s)" % (int.from_bytes(data[lazy + 8:lazy + 12], "little"), name)
    # The ICU data package starts with its header: size, 0xda 0x27, then "CmnD" in UDataInfo.
    at = data.find(b"\xda\x27")
    while at >= 0:
        if data[at + 10:at + 14] == b"CmnD":
            count = int.from_bytes(data[at - 2 + 144:at - 2 + 148], "little")
            return count
        at = data.find(b"\xda\x27", at + 1)
    return None
print("# The shipped binary: size and start-up\n")
print("%s, %d cores (shared, noisy). `docpkg --help`: hyperfine -N, 10 warm-ups, 300 runs; "
      "peak RSS the median of 11 `/usr/bin/time` runs.\n" % (
          time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), os.cpu_count()))
print("| binary | file size | .text | .rodata | .eh_frame(+hdr) | debug sections | ICU data items | `--help` median wall | mean CPU | peak RSS |")
print("|---|---|---|---|---|---|---|---|---|---|")
for name, path in zip(names, paths):
    s = sections(name)
    debug = sum(v for k, v in s.items() if k.startswith(".debug"))
    rss = statistics.median(int(x) for x in open(os.path.join(work, name + ".rss")).read().split())
    r = runs[name]
    print("| %s | %.1f MB | %.1f MB | %.1f MB | %.1f MB | %.1f MB | %s | %.2f ms | %.2f ms | %.1f MiB |" % (
        name, os.path.getsize(path) / 1e6, s.get(".text", 0) / 1e6, s.get(".rodata", 0) / 1e6,
        (s.get(".eh_frame", 0) + s.get(".eh_frame_hdr", 0)) / 1e6, debug / 1e6, icu(path),
        r["median"] * 1000, (r["user"] + r["system"]) * 1000, rss / 1024))
print("\nBinaries: " + "; ".join("%s `%s`" % (n, p) for n, p in zip(names, originals)) + ".")
print("Goal: the shipped binary <= 25 MB; start-up time and peak RSS no worse than before.")
PY
