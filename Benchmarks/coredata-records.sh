#!/bin/sh
# Streams a Core Data store of N objects (default 100,000) as JSON lines with
# `docpkg records STORE --entity Word --json` (the shipped command, through the model) and
# compares it with `sqlite3 -json` running the equivalent hand-written query (the same
# columns, object IDs as x-coredata URIs, dates in ISO 8601, Booleans as true/false). Peak memory via
# /usr/bin/time -v, at N/10 and N objects, to show it stays flat.
#
#   Benchmarks/coredata-records.sh [N] [RUNS]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-100000}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

model="$work/Bench.xcdatamodeld/Bench.xcdatamodel"
mkdir -p "$model"
cat > "$model/contents" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
    <entity name="Vocabulary" representedClassName="Vocabulary" syncable="YES">
        <attribute name="name" attributeType="String"/>
        <relationship name="words" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Word" inverseName="vocabulary" inverseEntity="Word"/>
    </entity>
    <entity name="Word" representedClassName="Word" syncable="YES">
        <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <attribute name="count" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
        <attribute name="learned" attributeType="Boolean" usesScalarValueType="YES"/>
        <attribute name="score" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
        <attribute name="text" attributeType="String"/>
        <attribute name="translation" optional="YES" attributeType="String"/>
        <relationship name="vocabulary" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Vocabulary" inverseName="words" inverseEntity="Vocabulary"/>
    </entity>
</model>
XML

make_store() { # COUNT PATH
  plist=$(python3 -c 'import plistlib,sys; sys.stdout.write(plistlib.dumps({"NSStoreType":"SQLite","NSStoreModelVersionIdentifiers":[]}, fmt=plistlib.FMT_BINARY).hex())')
  sqlite3 "$2" <<SQL
CREATE TABLE ZVOCABULARY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR );
CREATE TABLE ZWORD ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCOUNT INTEGER, ZLEARNED INTEGER, ZVOCABULARY INTEGER, ZADDED TIMESTAMP, ZSCORE FLOAT, ZTEXT VARCHAR, ZTRANSLATION VARCHAR );
CREATE INDEX ZWORD_ZVOCABULARY_INDEX ON ZWORD (ZVOCABULARY);
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Vocabulary', 0, 10), (2, 'Word', 0, $1);
INSERT INTO Z_METADATA VALUES (1, 'B3C4D5E6-0000-4000-8000-000000000001', X'$plist');
WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < 10)
INSERT INTO ZVOCABULARY SELECT i, 1, 1, 'Vocabulary ' || i FROM seq;
WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < $1)
INSERT INTO ZWORD SELECT i, 2, 1, i % 100, i % 2, i % 10 + 1, 600000000 + i * 37.5, i * 0.25,
  'word ' || i, 'translation of "word" ' || i FROM seq;
SQL
}

uri="x-coredata://B3C4D5E6-0000-4000-8000-000000000001"
query="SELECT 'Word' AS entity, '$uri/Word/p' || Z_PK AS objectID,
  strftime('%Y-%m-%dT%H:%M:%fZ', ZADDED + 978307200, 'unixepoch') AS added, ZCOUNT AS count,
  json(CASE WHEN ZLEARNED THEN 'true' ELSE 'false' END) AS learned, ZSCORE AS score,
  ZTEXT AS text, ZTRANSLATION AS translation,
  CASE WHEN ZVOCABULARY IS NULL THEN NULL ELSE '$uri/Vocabulary/p' || ZVOCABULARY END AS vocabulary
  FROM ZWORD WHERE Z_ENT = 2 ORDER BY Z_PK"

# DOCPKG=path runs an already built binary (e.g. Scripts/build-release.sh's) instead.
if [ -z "${DOCPKG:-}" ]; then
  (cd "$root" && swift build -c release --product docpkg >&2)
  DOCPKG="$root/.build/release/docpkg"
fi

measure() { # LABEL COMMAND... → "seconds peakKB"
  best=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" > "$work/out" 2>/dev/null
    t=$(cut -d' ' -f1 "$work/time")
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; mem=$(cut -d' ' -f2 "$work/time"); fi
  done
  echo "$best $mem"
}

small=$((n / 10))
make_store "$small" "$work/small.sqlite"
make_store "$n" "$work/large.sqlite"
echo "objects: $small and $n (best of $runs runs; load average $(cut -d' ' -f1 /proc/loadavg))"
for size in small large; do
  store="$work/$size.sqlite"
  docpkg=$(measure "$DOCPKG" records "$store" --entity Word --model "$work/Bench.xcdatamodeld" --json)
  lines=$(wc -l < "$work/out")
  sqlite=$(measure sqlite3 -json "$store" "$query")
  set -- $docpkg $sqlite
  ratio=$(echo "scale=2; $1 / $3" | bc)
  echo "$size: docpkg records $1 s, $2 KB peak ($lines lines) | sqlite3 -json $3 s, $4 KB peak | ratio $ratio"
done
