#!/usr/bin/env bash
# Start-up cost of `docpkg --version`: the release build with Swift's standard library and
# Foundation as shared libraries (the default) vs linked in (--static-swift-stdlib,
# Scripts/build-release.sh). hyperfine, no shell, 10 warm-ups, 200 runs each; wall time
# and CPU time (user + system) per run. Writes Benchmarks/results/startup.md.
#
#   Benchmarks/startup.sh            # DYNAMIC=path STATIC=path skip the builds
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
DYNAMIC=${DYNAMIC:-$(Scripts/build-release.sh --dynamic | tail -1)}
STATIC=${STATIC:-$(Scripts/build-release.sh | tail -1)}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
hyperfine -N --warmup 10 --runs 200 --export-json "$WORK/startup.json" \
  -n dynamic "$DYNAMIC --version" -n static "$STATIC --version" >/dev/null
libraries() { ldd "$1" | grep -c '=>'; }
/usr/bin/python3 - "$WORK/startup.json" "$DYNAMIC" "$STATIC" "$(libraries "$DYNAMIC")" "$(libraries "$STATIC")" <<'PY' | tee "$ROOT/Benchmarks/results/startup.md"
import json, os, statistics, sys, time
results = json.load(open(sys.argv[1]))['results']
paths = {'dynamic': sys.argv[2], 'static': sys.argv[3]}
libs = {'dynamic': sys.argv[4], 'static': sys.argv[5]}
print('# Start-up: `docpkg --version`, dynamic vs static Swift standard library\n')
print('%s, %d cores (shared, noisy), hyperfine -N, 10 warm-ups, 200 runs.\n' % (
    time.strftime('%Y-%m-%d', time.gmtime()), os.cpu_count()))
print('| build | median wall | mean wall ± σ | mean CPU (user + sys) | binary size | shared libraries loaded |')
print('|---|---|---|---|---|---|')
for r in results:
    name = r['command']
    print('| %s | %.2f ms | %.2f ± %.2f ms | %.2f ms | %.1f MB | %s |' % (
        name, r['median'] * 1000, r['mean'] * 1000, r['stddev'] * 1000,
        (r['user'] + r['system']) * 1000, os.path.getsize(paths[name]) / 1e6, libs[name]))
d, s = results[0], results[1]
print('\nStatic / dynamic: %.2f× median wall, %.2f× CPU.' % (
    s['median'] / d['median'], (s['user'] + s['system']) / (d['user'] + d['system'])))
PY
