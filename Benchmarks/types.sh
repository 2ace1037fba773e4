#!/usr/bin/env bash
# UniformTypes benchmarks (acceptance 5), release build:
#  1. look-ups per second (UniformTypesBenchmark executable target), 5 runs, medians;
#  2. typing 10,000 generated files in one `docpkg type` run vs `file --mime-type` on the
#     same files (hyperfine, medians of several runs);
#  3. peak RSS of each over the same files (`/usr/bin/time -f %M`, median of 3 runs);
#  4. agreement: docpkg's MIME type of each file (`--json`: the preferred MIME type of the
#     sniffed type, else of the effective type) vs `file --mime-type`'s, differences counted
#     by pair with the reason.
# DOCPKG=path runs another docpkg binary (e.g. Scripts/build-release.sh's static one, the
# shipped build) instead of `swift build -c release`'s.
# Inputs are generated into a temporary folder and removed afterwards. The machine is shared
# with other builds, so numbers are noisy: read the medians, and the load average printed.
# Usage: Benchmarks/types.sh [FILES]   (default 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
runs=5

echo "== building (release)"
[ -n "${DOCPKG:-}" ] || swift build -c release --product docpkg >/dev/null
swift build -c release --product UniformTypesBenchmark >/dev/null
docpkg="${DOCPKG:-$PWD/.build/release/docpkg}"
table="$PWD/Sources/UniformTypes/BuiltIn/system-types.tsv"
echo "== docpkg binary: $docpkg"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== machine: $(nproc) cores, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== look-ups ($runs runs, median look-ups per second)"
for run in $(seq "$runs"); do
  .build/release/UniformTypesBenchmark 5000000 >>"$work/lookups.tsv"
done
python3 - "$work/lookups.tsv" <<'PY'
import statistics, sys, collections
rates = collections.defaultdict(list)
cpu_rates = collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, count, seconds, rate, cpu, cpu_rate, _ = line.rstrip("\n").split("\t")
    rates[name].append(int(rate))
    cpu_rates[name].append(int(cpu_rate))
print("| case | median look-ups per CPU second | median look-ups per wall second | wall min | wall max |")
print("|---|---|---|---|---|")
for name, values in rates.items():
    print(f"| {name} | {int(statistics.median(cpu_rates[name])):,} | {int(statistics.median(values)):,} | {min(values):,} | {max(values):,} |")
PY

echo "== generating $count files"
mkdir -p "$work/files"
python3 Benchmarks/make_typed_files.py "$work/files" "$count"

echo "== typing $count files in one run (hyperfine, $runs runs)"
cd "$work/files"
hyperfine --warmup 1 --runs "$runs" --export-json "$work/hyperfine.json" \
  "$docpkg type -- * > /dev/null" \
  "$docpkg type --json -- * > /dev/null" \
  "file --mime-type -- * > /dev/null" >/dev/null
python3 - "$work/hyperfine.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
file_median = results[-1]["median"]
file_cpu = results[-1]["user"] + results[-1]["system"]
print("| command | median wall s | min | max | mean CPU s (user+sys) | wall speed-up vs file | CPU speed-up vs file |")
print("|---|---|---|---|---|---|---|")
for result in results:
    name = result["command"].split(" -- ")[0].split("/")[-1]
    cpu = result["user"] + result["system"]
    print(f"| `{name}` | {result['median']:.3f} | {result['min']:.3f} | {result['max']:.3f} | {cpu:.3f} | {file_median / result['median']:.1f}x | {file_cpu / cpu:.1f}x |")
PY

echo "== peak RSS over the same $count files (/usr/bin/time -f %M, median of 3 runs)"
peak() {
  for _ in 1 2 3; do /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>&1 || true; cat "$work/rss"; done |
    sort -n | sed -n 2p
}
help_kb=$(peak "$docpkg" --help)
docpkg_kb=$(peak "$docpkg" type -- *)
json_kb=$(peak "$docpkg" type --json -- *)
file_kb=$(peak file --mime-type -- *)
python3 - "$help_kb" "$docpkg_kb" "$json_kb" "$file_kb" <<'PY'
import sys
help_kb, docpkg_kb, json_kb, file_kb = map(int, sys.argv[1:])
print("| command | peak RSS | vs file |")
print("|---|---|---|")
for name, kb in (("docpkg --help (process baseline)", help_kb), ("docpkg type", docpkg_kb),
                 ("docpkg type --json", json_kb), ("file --mime-type", file_kb)):
    print(f"| `{name}` | {kb / 1024:.1f} MiB | {kb / file_kb:.2f}x |")
PY

echo "== agreement with file --mime-type over the same $count files"
"$docpkg" type --json -- * >"$work/types.json" || true
file --mime-type -- * >"$work/file.txt"
python3 - "$work/types.json" "$work/file.txt" "$table" <<'PY'
import collections, json, sys
files = json.load(open(sys.argv[1]))["files"]
# The preferred MIME type of each built-in type: the first of its column in the table.
table_mime = {}
for line in open(sys.argv[3]):
    if not line.startswith("#"):
        columns = line.rstrip("\n").split("\t")
        if len(columns) == 5 and columns[3] != "-":
            table_mime[columns[0]] = columns[3].split(" ")[0]
# docpkg's answer by content: the preferred MIME type of the sniffed type (from the table,
# else from the files whose effective type it is); unrecognised content is
# application/octet-stream, as file says. Pairs known to name one format twice are counted
# apart, with the reason.
mime_of = {f["identifier"]: f["preferredMIMEType"] for f in files}
mime_of.update(table_mime)
theirs = {}
for line in open(sys.argv[2]):
    path, _, mime = line.rstrip("\n").rpartition(": ")
    theirs[path] = mime.strip()
aliases = {
    ("application/x-gzip", "application/gzip"):
        "one format: Apple's gzip type prefers x-gzip; RFC 6713 registered application/gzip",
    ("application/xml", "text/xml"): "one format: RFC 7303 registers both; Apple prefers application/xml",
    ("text/plain;charset=utf-8", "text/plain"):
        "one format: Apple's UTF-8 text type names the charset; file --mime-type leaves it out",
    ("(no MIME type)", "text/x-shellscript"):
        "one format: Apple's public.shell-script declares no MIME type; file names it text/x-shellscript",
}
same = 0
alias = collections.Counter()
differ = collections.Counter()
for entry in files:
    sniffed = entry["sniffedType"]
    ours = (mime_of.get(sniffed) or "(no MIME type)") if sniffed else "application/octet-stream"
    other = theirs.get(entry["path"], "?")
    if ours == other:
        same += 1
    elif (ours, other) in aliases:
        alias[(ours, other)] += 1
    else:
        differ[(ours, other, sniffed)] += 1
print(f"{len(files)} files: same MIME type {same}; same format under another name {sum(alias.values())}; "
      f"different {sum(differ.values())}")
print()
print("| docpkg (content) | file --mime-type | files | why |")
print("|---|---|---|---|")
for (ours, other), n in alias.most_common():
    print(f"| {ours} | {other} | {n} | {aliases[(ours, other)]} |")
for (ours, other, sniffed), n in differ.most_common():
    print(f"| {ours} | {other} | {n} | DIFFERENT (docpkg sniffed {sniffed}) |")
PY
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
