#!/usr/bin/env bash
# Streamed --json output (issue 30, acceptance 4), one run of each, side by side:
#  (a) `docpkg type --json` over 10,000 generated small files of 14 kinds
#      (Benchmarks/make_typed_files.py) against `file --mime-type` on the same files: wall
#      time (date +%s.%N around the run), CPU time and peak RSS (/usr/bin/time -v). Goals: peak RSS <= 1.0x file's, wall
#      time <= 0.08x. Also over the first 2,500 of them (flat memory), and `docpkg --help`
#      (the binary's own start-up RSS, part of every figure).
#  (b) `docpkg inspect --json` over 500 and 2,000 generated .note packages: peak RSS should be
#      flat in the number of packages.
# Each output is checked to parse as JSON with the expected number of entries.
# Binary: `swift build -c release --product docpkg` (dynamically linked to the Swift
# runtime and Foundation), not Scripts/build-release.sh's static one; DOCPKG=path runs
# another binary; BASELINE=path also runs an earlier build (e.g. one from before streaming)
# on the same inputs, side by side, and checks that both print the same bytes. Inputs go to
# a temporary folder removed afterwards. The machine is shared
# with other builds: the load average is printed before and after.
# Usage: Benchmarks/streaming-json.sh [FILES] [PACKAGES...]   (default 10000, 500 2000)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
shift || true
package_counts=("${@:-500 2000}")
# shellcheck disable=SC2206
package_counts=(${package_counts[*]})

if [ -z "${DOCPKG:-}" ]; then
  echo "== building (swift build -c release --product docpkg)"
  swift build -c release --product docpkg >/dev/null
fi
docpkg="${DOCPKG:-$PWD/.build/release/docpkg}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== docpkg binary: $docpkg ($(stat -c %s "$docpkg") bytes)"
echo "== file: $(file --version | head -1)"
echo "== machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# measure NAME OUTPUT COMMAND...: one run under /usr/bin/time -v, stdout to OUTPUT; prints a
# row "NAME wall_s cpu_s peak_kib exit".
measure() {
  local name="$1" out="$2"
  shift 2
  local status=0 start end
  start=$(date +%s.%N)
  /usr/bin/time -v -o "$work/time.txt" "$@" >"$out" 2>"$work/stderr.txt" || status=$?
  end=$(date +%s.%N)
  python3 - "$name" "$status" "$work/time.txt" "$start" "$end" <<'PY'
import sys
name, status, path, start, end = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
fields = {}
for line in open(path):
    key, _, value = line.strip().rpartition(": ")
    fields[key] = value
# Wall time from date(1) around the run (time -v rounds to 10 ms; this includes its own
# fork and exec, a millisecond or two).
seconds = float(end) - float(start)
cpu = float(fields["User time (seconds)"]) + float(fields["System time (seconds)"])
print(f"{name}\t{seconds:.3f}\t{cpu:.3f}\t{fields['Maximum resident set size (kbytes)']}\t{status}")
PY
}

echo "== (a) generating $count files"
mkdir -p "$work/files"
python3 Benchmarks/make_typed_files.py "$work/files" "$count"
cd "$work/files"
mapfile -t names < <(ls)
quarter=("${names[@]:0:$((count / 4))}")
# One untimed pass of each first, so both read the files from the page cache.
file --mime-type -- "${names[@]}" >/dev/null
"$docpkg" type --json -- "${names[@]}" >/dev/null || true

{
  measure "docpkg --help" /dev/null "$docpkg" --help
  measure "file --mime-type ($count)" "$work/file.txt" file --mime-type -- "${names[@]}"
  measure "docpkg type --json ($count)" "$work/type.json" "$docpkg" type --json -- "${names[@]}"
  measure "docpkg type ($count, text)" /dev/null "$docpkg" type -- "${names[@]}"
  measure "docpkg type --json (${#quarter[@]})" "$work/type-quarter.json" \
    "$docpkg" type --json -- "${quarter[@]}"
  measure "file --mime-type (${#quarter[@]})" /dev/null file --mime-type -- "${quarter[@]}"
  if [ -n "${BASELINE:-}" ]; then
    measure "baseline --help" /dev/null "$BASELINE" --help
    measure "baseline type --json ($count)" "$work/type-baseline.json" \
      "$BASELINE" type --json -- "${names[@]}"
    measure "baseline type --json (${#quarter[@]})" /dev/null \
      "$BASELINE" type --json -- "${quarter[@]}"
  fi
} >"$work/type-rows.tsv"
if [ -n "${BASELINE:-}" ]; then
  cmp "$work/type.json" "$work/type-baseline.json" &&
    echo "type --json ($count): same bytes as the baseline's"
fi
cd - >/dev/null

python3 - "$work/type.json" "$count" <<'PY'
import json, os, sys
document = json.load(open(sys.argv[1]))
assert len(document["files"]) == int(sys.argv[2]), len(document["files"])
print(f"type --json: {len(document['files'])} files, {len(document['errors'])} errors, "
      f"{os.path.getsize(sys.argv[1]):,} bytes of JSON")
PY

echo "== (b) generating packages"
python3 - "$work" "${package_counts[@]}" <<'PY'
import os, sys
work, counts = sys.argv[1], [int(n) for n in sys.argv[2:]]
png = bytes.fromhex("89504e470d0a1a0a") + bytes(range(64))
for count in counts:
    folder = os.path.join(work, f"notes-{count}")
    for index in range(count):
        note = os.path.join(folder, f"Note {index}.note")
        os.makedirs(os.path.join(note, "Attachments"))
        with open(os.path.join(note, "Text.rtf"), "w") as out:
            out.write("{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0 Note %d: " % index
                      + "a line of text for the summary " * 8 + "\\par}")
        with open(os.path.join(note, "Attachments", f"photo-{index}.png"), "wb") as out:
            out.write(png)
    print(f"{count} notes in {folder}")
PY
for n in "${package_counts[@]}"; do
  cd "$work/notes-$n"
  mapfile -t notes < <(ls)
  "$docpkg" inspect --json -- "${notes[@]}" >/dev/null || true  # page cache
  measure "docpkg inspect --json ($n packages)" "$work/inspect-$n.json" \
    "$docpkg" inspect --json -- "${notes[@]}" >>"$work/inspect-rows.tsv"
  if [ -n "${BASELINE:-}" ]; then
    measure "baseline inspect --json ($n packages)" "$work/inspect-baseline-$n.json" \
      "$BASELINE" inspect --json -- "${notes[@]}" >>"$work/inspect-rows.tsv"
    cmp "$work/inspect-$n.json" "$work/inspect-baseline-$n.json" &&
      echo "inspect --json ($n packages): same bytes as the baseline's"
  fi
  cd - >/dev/null
  python3 - "$work/inspect-$n.json" "$n" <<'PY'
import json, os, sys
inputs = json.load(open(sys.argv[1]))["inputs"]
assert len(inputs) == int(sys.argv[2]) and all("root" in entry for entry in inputs)
print(f"inspect --json: {len(inputs)} packages, {os.path.getsize(sys.argv[1]):,} bytes of JSON")
PY
done

echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$work/type-rows.tsv" "$work/inspect-rows.tsv" "$count" <<'PY'
import sys
rows = {}
order = []
for path in sys.argv[1:3]:
    for line in open(path):
        name, wall, cpu, kib, status = line.rstrip("\n").split("\t")
        rows[name] = (float(wall), float(cpu), int(kib), status)
        order.append(name)
count = sys.argv[3]
file_wall, file_cpu, file_kib, _ = rows[f"file --mime-type ({count})"]
print()
print("| command | wall s | CPU s (user+sys) | peak RSS | exit | wall vs file | CPU vs file | RSS vs file |")
print("|---|---|---|---|---|---|---|---|")
for name in order:
    wall, cpu, kib, status = rows[name]
    print(f"| `{name}` | {wall:.3f} | {cpu:.3f} | {kib / 1024:.1f} MiB | {status} | "
          f"{wall / file_wall:.3f}x | {cpu / file_cpu:.3f}x | {kib / file_kib:.2f}x |")
type_wall, type_cpu, type_kib, _ = rows[f"docpkg type --json ({count})"]
print()
print(f"goal type --json peak RSS <= 1.0x file's: {type_kib / file_kib:.2f}x "
      f"({'met' if type_kib <= file_kib else 'MISSED'})")
print(f"goal type --json wall time <= 0.08x file's: {type_wall / file_wall:.3f}x "
      f"({'met' if type_wall <= 0.08 * file_wall else 'MISSED'}); CPU {type_cpu / file_cpu:.3f}x")
for binary in ("docpkg", "baseline"):
    inspect = [(name, kib) for name, (_, _, kib, _) in rows.items()
               if name.startswith(binary + " inspect")]
    if len(inspect) >= 2:
        (small, small_kib), (large, large_kib) = inspect[0], inspect[-1]
        print(f"{binary} inspect --json peak RSS: {small_kib / 1024:.1f} MiB -> "
              f"{large_kib / 1024:.1f} MiB ({large_kib / small_kib:.2f}x for "
              f"{large.split('(')[1].split()[0]} vs {small.split('(')[1].split()[0]} packages)")
if f"baseline type --json ({count})" in rows:
    _, _, base_kib, _ = rows[f"baseline type --json ({count})"]
    print(f"baseline type --json peak RSS: {base_kib / file_kib:.2f}x file's")
PY
