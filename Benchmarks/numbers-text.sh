#!/usr/bin/env bash
# Benchmark: the text of N single-file Numbers documents with `docpkg text --jobs 2
# --output-dir DIR` (one batch, the measure of the goal) and, for reference, one docpkg
# process per file two at a time (xargs -P2), against LibreOffice's `soffice --headless
# --convert-to csv` on the same files (two soffice processes, each with its own profile,
# each given half the files, 100 a call). The batch's files are compared with the
# per-file outputs byte for byte. Goal: docpkg ≤ 0.1× LibreOffice's time.
#
#   Benchmarks/numbers-text.sh                     # N=1000, release build (Scripts/build-release.sh)
#   N=200 DOCPKG=.build/debug/docpkg Benchmarks/numbers-text.sh
#
# Inputs: copies (in a temporary folder, removed afterwards) of the real single-file
# Numbers documents of ../shared/corpus/iwork-modern and iwork/masaccio__numbers-parser
# (Numbers 3.5, 3.6, 5.1, 15.1), cycled to N files. LibreOffice reads the first sheet only;
# the files it cannot read are counted. Needs soffice (libreoffice-calc-nogui).
set -euo pipefail
N="${N:-1000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
corpus="${CORPUS_DIR:-$root/../shared/corpus}"
docpkg="${DOCPKG:-$root/.build/static/release/docpkg}"
[ -x "$docpkg" ] || Scripts/build-release.sh >/dev/null
command -v soffice >/dev/null || { echo "soffice not installed; skipped" >&2; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/docs" "$work/csv" "$work/batch"

mapfile -t sources < <(find "$corpus/iwork-modern" "$corpus/iwork/masaccio__numbers-parser" \
  -name '*.numbers' -type f | sort)
[ "${#sources[@]}" -gt 0 ] || { echo "no Numbers documents under $corpus" >&2; exit 1; }
for ((i = 0; i < N; i++)); do
  cp "${sources[i % ${#sources[@]}]}" "$(printf '%s/docs/n%04d.numbers' "$work" "$i")"
done
bytes=$(du -sb "$work/docs" | cut -f1)

seconds() { date +%s.%N; }
start=$(seconds)
"$docpkg" text "$work"/docs/*.numbers --jobs 2 --output-dir "$work/batch" --progress none \
  2>"$work/batch.log" || echo "docpkg batch exited $? ($(wc -l <"$work/batch.log") stderr lines)" >&2
batch_time=$(echo "$(seconds) - $start" | bc)
batch_empty=$(find "$work/batch" -name '*.txt' -empty | wc -l)
batch_files=$(find "$work/batch" -name '*.txt' | wc -l)
batch_bytes=$(cat "$work"/batch/*.txt | wc -c)

start=$(seconds)
find "$work/docs" -name '*.numbers' -print0 | sort -z |
  xargs -0 -P2 -n1 sh -c '"$0" text "$1" > "$1.txt" 2>/dev/null' "$docpkg"
docpkg_time=$(echo "$(seconds) - $start" | bc)
docpkg_empty=$(find "$work/docs" -name '*.txt' -empty | wc -l)
docpkg_bytes=$(cat "$work"/docs/*.txt | wc -c)
differing=0
for txt in "$work"/docs/*.txt; do
  name="$(basename "$txt" .numbers.txt)"
  cmp -s "$txt" "$work/batch/$name.txt" || differing=$((differing + 1))
done

ls "$work"/docs/*.numbers > "$work/list"
split -n l/2 "$work/list" "$work/half."
start=$(seconds)
for half in "$work"/half.*; do
  xargs -a "$half" -n 100 soffice --headless "-env:UserInstallation=file://$half.profile" \
    --convert-to csv --outdir "$work/csv" >"$half.log" 2>&1 &
done
wait
soffice_time=$(echo "$(seconds) - $start" | bc)
soffice_read=$(find "$work/csv" -name '*.csv' | wc -l)
soffice_bytes=$(cat "$work"/csv/*.csv 2>/dev/null | wc -c)
soffice_errors=$(cat "$work"/half.*.log | grep -c -i 'error' || true)
soffice_calls=$(cat "$work"/half.*.log | grep -c '^convert ' || true)
ratio=$(echo "scale=3; $batch_time / $soffice_time" | bc)
per_file_ratio=$(echo "scale=3; $docpkg_time / $soffice_time" | bc)

out=Benchmarks/results/numbers-text.md
{
  echo "# docpkg text vs LibreOffice csv export on $N Numbers documents"
  echo
  echo "| tool | wall time (s) | files read | output bytes |"
  echo "|---|---|---|---|"
  echo "| docpkg text --jobs 2 --output-dir (one batch) | $batch_time | $((batch_files - batch_empty)) | $batch_bytes |"
  echo "| docpkg text, one process per file (xargs -P2) | $docpkg_time | $((N - docpkg_empty)) | $docpkg_bytes |"
  echo "| soffice --convert-to csv (2 processes) | $soffice_time | $soffice_read | $soffice_bytes |"
  echo
  echo "docpkg (one batch) / LibreOffice = ${ratio}× (goal ≤ 0.1×); one process per file: ${per_file_ratio}×."
  echo "The batch's $batch_files files and the per-file outputs differ in $differing files."
  echo "Inputs: $N copies ($bytes bytes) of"
  echo "${#sources[@]} real Numbers documents; $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC');"
  echo "docpkg $docpkg; $(soffice --version 2>/dev/null | head -1)."
  echo "LibreOffice's csv holds the first sheet only; docpkg's text holds every sheet, table title and text box."
  echo "soffice reported $soffice_calls conversions and $soffice_errors error lines."
} | tee "$out"
