#!/bin/sh
# The app over a large catalogue (AppBenchmarks --scale): imports the generated CSV of ROWS beers
# with `taproom import` once, keeps the database in $BENCH_DIR, and reuses it on later runs.
# Usage: app-scale-bench.sh BIN_DIR [ROWS]   (default 1000000)
set -eu
bin="$1"
rows="${2:-1000000}"
dir="${BENCH_DIR:-${TMPDIR:-/tmp}/taproom-import-bench}"
mkdir -p "$dir"
csv="$dir/beers-$rows.csv"
database="$dir/app-$rows.sqlite"
[ -s "$csv" ] || "$bin/CatalogueBenchmarks" --write-csv "$rows" "$csv"
if [ ! -s "$database" ]; then
    rm -f "$database-wal" "$database-shm"
    "$bin/taproom" import --database "$database" "$csv" >/dev/null
fi
"$bin/AppBenchmarks" --scale "$database"
