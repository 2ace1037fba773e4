#!/usr/bin/env bash
# Text-file thumbnails (issue 24, acceptance 3): 1,000 generated text files (plain text in
# several scripts, Markdown, CSV, JSON, Swift; 2–40 KB each) thumbnailed at 256 px in one
# `docpkg thumbnail --output-dir --jobs N` batch, timed by hyperfine. Goal: ≤ 5 ms a file.
# No Linux thumbnailer draws text pages (gdk-pixbuf, tumbler and evince have none), so
# there is no peer to compare with. Uses the release build (Scripts/build-release.sh)
# unless DOCPKG is set. Writes Benchmarks/results/text-thumbnails.md.
#
#   Benchmarks/text-thumbnails.sh [RUNS] [JOBS]     # defaults 5 and 2
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
jobs=${2:-2}
docpkg=${DOCPKG:-}
if [ -z "$docpkg" ]; then
  Scripts/build-release.sh >/dev/null
  docpkg=.build/static/release/docpkg
fi
command -v hyperfine >/dev/null || { echo "text-thumbnails.sh: hyperfine is not installed" >&2; exit 69; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/out"
python3 - "$work/in" <<'PY'
import json, random, sys
out = sys.argv[1]
rng = random.Random(24)
latin = "the quick brown fox jumps over a lazy dog while seven zebras quietly graze".split()
cyrillic = "съешь же ещё этих мягких французских булок да выпей чаю".split()
greek = "ξεσκεπάζω την ψυχοφθόρα βδελυγμία".split()
def words(pool, n):
    return " ".join(rng.choice(pool) for _ in range(n))
for i in range(1000):
    kind = i % 5
    size = rng.randint(40, 800)
    if kind == 0:
        pool = [latin, cyrillic, greek][i % 3]
        body = "\n".join(words(pool, rng.randint(5, 14)) for _ in range(size // 8))
        name = f"note{i:04}.txt"
    elif kind == 1:
        body = "\n\n".join(f"# {words(latin, 3)}\n\n{words(latin, 40)}\n\n- {words(latin, 5)}"
                           for _ in range(size // 60 + 1))
        name = f"readme{i:04}.md"
    elif kind == 2:
        body = "\n".join(",".join(str(rng.randint(0, 9999)) for _ in range(8)) for _ in range(size // 4))
        name = f"table{i:04}.csv"
    elif kind == 3:
        body = json.dumps([{"id": n, "name": words(latin, 2), "tags": words(latin, 3).split()}
                           for n in range(size // 10 + 1)], indent=2)
        name = f"data{i:04}.json"
    else:
        body = "\n".join(f"func f{n}(_ x: Int) -> Int {{ x * {n} }}  // {words(latin, 4)}"
                         for n in range(size // 6 + 1))
        name = f"code{i:04}.swift"
    with open(f"{out}/{name}", "w", encoding="utf-8") as f:
        f.write(body + "\n")
PY
bytes=$(du -sb "$work/in" | cut -f1)
hyperfine --warmup 1 --runs "$runs" --export-json "$work/run.json" \
  -n "docpkg thumbnail --jobs $jobs (1,000 text files)" \
  "$docpkg thumbnail --output-dir $work/out --jobs $jobs --size 256 $work/in/*" | tee "$work/out.txt"
count=$(find "$work/out" -name '*.png' | wc -l)
mean=$(python3 -c "import json;print(json.load(open('$work/run.json'))['results'][0]['mean'])")
{
  echo "# Text-file thumbnails: 1,000 files in one batch"
  echo
  echo "Benchmarks/text-thumbnails.sh, $(date -u +%Y-%m-%d), $(nproc) cores, --jobs $jobs, $runs runs;"
  echo "1,000 generated files ($bytes bytes: plain text in Latin, Cyrillic and Greek, Markdown, CSV,"
  echo "JSON, Swift); docpkg wrote $count thumbnails."
  echo
  python3 - "$work/run.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("| Mean [s] | Min [s] | Max [s] | per file [ms] |")
print("|---:|---:|---:|---:|")
# 1,000 files: the batch's seconds are the milliseconds a file.
print(f"| {r['mean']:.3f} ± {r['stddev']:.3f} | {r['min']:.3f} | {r['max']:.3f} | {r['mean']:.2f} |")
PY
  echo
  echo "Goal: ≤ 5 ms a file (5 s for the batch)."
} > Benchmarks/results/text-thumbnails.md
cat Benchmarks/results/text-thumbnails.md
