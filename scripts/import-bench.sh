#!/bin/sh
# Import at scale: `taproom import` against the Python yardstick (scripts/import-yardstick.py)
# on the same generated CSV, one after the other in one run, so the ratio is measured under the
# same load. Prints wall time, CPU time (user + system: steadier than wall time on a busy
# machine), peak RSS and database size for each, and the CPU time ratio. `taproom import` makes
# a new catalogue there, as the yardstick makes a new file; the same import into a catalogue that
# already exists follows.
# The same beers as JSON Lines (converted once from the CSV) show the JSON reader's cost and
# that its memory, like the CSV reader's, does not grow with the file.
# Usage: import-bench.sh BIN_DIR [ROWS...]   (default 100000 1000000; files are cached in $BENCH_DIR)
set -eu
bin="$1"
shift
[ $# -gt 0 ] || set -- 100000 1000000
here="$(cd "$(dirname "$0")" && pwd)"
dir="${BENCH_DIR:-${TMPDIR:-/tmp}/taproom-import-bench}"
mkdir -p "$dir"

# "wall-seconds kilobytes cpu-seconds" from a `/usr/bin/time -v` report.
measured() {
    awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
                /User time \(seconds\)|System time \(seconds\)/ { cpu += $2 }
                /Maximum resident set size/ { kb = $2 }
                END { printf "%.2f %d %.2f\n", s, kb, cpu }' "$1"
}

# Bytes in a database and its WAL.
size() {
    total=0
    for file in "$1" "$1-wal"; do
        [ -f "$file" ] && total=$((total + $(stat -c %s "$file")))
    done
    echo "$total"
}

echo "Import: taproom vs the Python yardstick, $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1 /proc/loadavg)"
printf '%-10s %-16s %9s %9s %12s %12s\n' rows program "wall s" "CPU s" "peak RSS MB" "database MB"
for rows in "$@"; do
    csv="$dir/beers-$rows.csv"
    [ -s "$csv" ] || "$bin/CatalogueBenchmarks" --write-csv "$rows" "$csv"
    rm -f "$dir/taproom-$rows.sqlite" "$dir/taproom-$rows.sqlite-wal" "$dir/taproom-$rows.sqlite-shm" "$dir/python-$rows.sqlite"
    /usr/bin/time -v -o "$dir/time-taproom" "$bin/taproom" import --database "$dir/taproom-$rows.sqlite" "$csv" >/dev/null
    /usr/bin/time -v -o "$dir/time-python" python3 "$here/import-yardstick.py" "$csv" "$dir/python-$rows.sqlite"
    set -- $(measured "$dir/time-taproom") $(measured "$dir/time-python")
    taproom_size=$(size "$dir/taproom-$rows.sqlite")
    python_size=$(size "$dir/python-$rows.sqlite")
    awk -v r="$rows" -v t="$1" -v m="$2" -v c="$3" -v s="$taproom_size" -v pt="$4" -v pm="$5" -v pc="$6" -v ps="$python_size" 'BEGIN {
        printf "%-10s %-16s %9.2f %9.2f %12.1f %12.1f\n", r, "taproom import", t, c, m / 1024, s / 1048576
        printf "%-10s %-16s %9.2f %9.2f %12.1f %12.1f\n", r, "python yardstick", pt, pc, pm / 1024, ps / 1048576
        printf "%-10s %-16s %9.2f %9.2f\n", r, "ratio", t / pt, c / pc }'
    rm -f "$dir/taproom-$rows.sqlite" "$dir/taproom-$rows.sqlite-wal" "$dir/taproom-$rows.sqlite-shm" "$dir/python-$rows.sqlite"

    # Into a catalogue that is already there (made by `taproom init`): written through the
    # write-ahead log, as an import beside a running app is, instead of built aside.
    "$bin/taproom" init --database "$dir/taproom-$rows.sqlite" >/dev/null
    /usr/bin/time -v -o "$dir/time-taproom" "$bin/taproom" import --database "$dir/taproom-$rows.sqlite" "$csv" >/dev/null
    set -- $(measured "$dir/time-taproom")
    awk -v r="$rows" -v t="$1" -v m="$2" -v c="$3" -v s="$(size "$dir/taproom-$rows.sqlite")" 'BEGIN {
        printf "%-10s %-16s %9.2f %9.2f %12.1f %12.1f\n", r, "taproom (exists)", t, c, m / 1024, s / 1048576 }'
    rm -f "$dir/taproom-$rows.sqlite" "$dir/taproom-$rows.sqlite-wal" "$dir/taproom-$rows.sqlite-shm"

    json="$dir/beers-$rows.json"
    [ -s "$json" ] || python3 -c 'import csv, json, sys
with open(sys.argv[1], newline="", encoding="utf-8") as source, open(sys.argv[2], "w", encoding="utf-8") as target:
    for row in csv.DictReader(source):
        target.write(json.dumps(row, ensure_ascii=False) + "\n")' "$csv" "$json"
    /usr/bin/time -v -o "$dir/time-taproom" "$bin/taproom" import --database "$dir/taproom-$rows.sqlite" "$json" >/dev/null
    set -- $(measured "$dir/time-taproom")
    awk -v r="$rows" -v t="$1" -v m="$2" -v c="$3" -v s="$(size "$dir/taproom-$rows.sqlite")" 'BEGIN {
        printf "%-10s %-16s %9.2f %9.2f %12.1f %12.1f\n", r, "taproom (JSON)", t, c, m / 1024, s / 1048576 }'
    rm -f "$dir/taproom-$rows.sqlite" "$dir/taproom-$rows.sqlite-wal" "$dir/taproom-$rows.sqlite-shm"
done
