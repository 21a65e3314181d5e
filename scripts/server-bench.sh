#!/bin/sh
# The server under load: wrk on loopback against release `taproom serve`, every request a search
# (first page of 50 + total) rotating through 20 typical queries (scripts/server-bench.lua), at 16
# and 64 connections. First on SQLite (the generated catalogue imported once with `taproom import`
# and kept in $BENCH_DIR), then on a private PostgreSQL (initdb in a temporary folder, a Unix
# socket only, loaded through the API's POST /v1/imports), with one, two and four server processes
# on the same database, each pinned to a core in turn (taskset) once its search index has loaded.
# Prints requests/s, p50 and p99 latency, and the server processes' and PostgreSQL's CPU time per
# request (one process also signed in), and each PostgreSQL server's start-up time (to its search index loaded) and memory. The server has no response cache: every
# request is answered by the catalogue. Every process it starts is stopped, and its temporary
# folders deleted, on exit.
# Usage: server-bench.sh BIN_DIR [BEERS]   (default 100000; SERVER_BENCH_SECONDS per run, default 15)
set -eu
bin="$1"
rows="${2:-100000}"
seconds="${SERVER_BENCH_SECONDS:-15}"
here="$(cd "$(dirname "$0")" && pwd)"
script="$here/server-bench.lua"
dir="${BENCH_DIR:-${TMPDIR:-/tmp}/taproom-import-bench}"
mkdir -p "$dir"
command -v wrk >/dev/null || { echo "server-bench: wrk is missing (make bench installs it)" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/taproom-server-bench-XXXXXX")"
postgres_dir=""
postgres_bin=""
servers=""
stop_everything() {
    for pid in $servers; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in $servers; do wait "$pid" 2>/dev/null || true; done
    if [ -n "$postgres_dir" ] && [ -f "$postgres_dir/data/postmaster.pid" ]; then
        as_postgres "$postgres_bin/pg_ctl" stop -m fast -D "$postgres_dir/data" >/dev/null 2>&1 || true
    fi
    [ -z "$postgres_dir" ] || rm -rf "$postgres_dir"
    rm -rf "$work"
}
trap stop_everything EXIT
trap 'exit 130' INT TERM

# initdb refuses to run as root: there PostgreSQL's programs run as the `postgres` system user.
as_postgres() {
    if [ "$(id -u)" -eq 0 ]; then /usr/sbin/runuser -u postgres -- "$@"; else "$@"; fi
}

# Starts `taproom serve ARGS…` on a free loopback port; sets $url and $pid from its one line
# on standard output. Its request log (standard error, info level as deployed) goes to a file.
start_server() {
    name="$1"
    shift
    "$bin/taproom" serve "$@" --listen 127.0.0.1:0 >"$work/$name.out" 2>"$work/$name.log" &
    pid=$!
    servers="$servers $pid"
    tries=0
    until grep -q 'serving on' "$work/$name.out" 2>/dev/null; do
        if ! kill -0 "$pid" 2>/dev/null || [ $tries -ge 1200 ]; then
            echo "server-bench: taproom serve ($name) did not start:" >&2
            tail -n 20 "$work/$name.log" >&2
            exit 1
        fi
        tries=$((tries + 1))
        sleep 0.1
    done
    url="$(sed -n 's/^taproom: serving on \(http:[^ ]*\).*/\1/p' "$work/$name.out")"
}

# User + system CPU ticks a process has used so far.
cpu_ticks() {
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}

# The same for the private PostgreSQL: its postmaster and every process under it (the pools'
# connections stay open, so their backends live through a run). 0 before it is started.
postmaster=""
postgres_ticks() {
    total=0
    [ -z "$postmaster" ] || for process in $postmaster $(pgrep -P "$postmaster"); do
        total=$((total + $(cpu_ticks "$process" 2>/dev/null || echo 0)))
    done
    echo "$total"
}

# An unmeasured few seconds of the same load: loads the search index, warms the caches.
warm_up() {
    wrk -t1 -c4 -d3s -s "$script" "$1" >/dev/null
}

ticks_per_second="$(getconf CLK_TCK)"
row() {
    # label, connections, requests/s, p50 ms, p99 ms, requests, HTTP errors, socket errors,
    # taproom's and PostgreSQL's CPU ms per request
    printf '%-38s %5s %9s %8s %8s %10s %10s %11s\n' "$1" "$2" "$3" "$4" "$5" "$9" "${10}" "$7/$8"
}

# wrk with LABEL CONNECTIONS against the servers PID URL [PID URL…] at once, the connections
# split between them (one wrk each); prints one row with the combined requests/s.
measure() {
    label="$1"
    connections="$2"
    shift 2
    before=0
    postgres_before="$(postgres_ticks)"
    processes=$(($# / 2))
    for arg in "$@"; do
        case "$arg" in http*) ;; *) before=$((before + $(cpu_ticks "$arg"))) ;; esac
    done
    if [ "$processes" -eq 1 ]; then
        wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$script" "$2" >"$work/wrk-1" 2>&1
    else
        n=0
        waiting=""
        for arg in "$@"; do
            case "$arg" in
                http*)
                    n=$((n + 1))
                    wrk -t1 -c$((connections / processes)) -d"${seconds}s" --latency -s "$script" "$arg" >"$work/wrk-$n" 2>&1 &
                    waiting="$waiting $!" ;;
            esac
        done
        for job in $waiting; do wait "$job"; done
    fi
    after=0
    postgres_after="$(postgres_ticks)"
    for arg in "$@"; do
        case "$arg" in http*) ;; *) after=$((after + $(cpu_ticks "$arg"))) ;; esac
    done
    # Combined: requests/s and counts add up; the latencies shown are the worst of them.
    set -- $(cat "$work"/wrk-* | awk -v ticks=$((after - before)) -v pg=$((postgres_after - postgres_before)) \
        -v postgres="$postmaster" -v hz="$ticks_per_second" '
        /^RESULT/ { rps += $2; if ($3 > p50) p50 = $3; if ($4 > p99) p99 = $4; n += $5; status += $6; socket += $7 }
        END { printf "%.0f %.2f %.2f %d %d %d %.2f %s\n", rps, p50, p99, n, status, socket, n ? ticks / hz * 1000 / n : 0,
                     postgres == "" ? "-" : sprintf("%.2f", n ? pg / hz * 1000 / n : 0) }')
    rm -f "$work"/wrk-*
    row "$label" "$connections" "$@"
}

# Waits for server NAME (PID) to log that its search index has loaded; prints the time since
# START (seconds) and its resident memory then.
wait_for_index() {
    name="$1"
    pid="$2"
    start="$3"
    until grep -q 'search index loaded' "$work/$name.log" 2>/dev/null; do
        kill -0 "$pid" 2>/dev/null || { echo "server-bench: $name stopped:" >&2; tail -n 20 "$work/$name.log" >&2; exit 1; }
        sleep 0.1
    done
    echo "$name: search index of $(grep 'search index loaded' "$work/$name.log" | grep -o 'beers=[0-9]*' | head -n 1 | cut -d= -f2) beers loaded $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s after start, RSS $(awk '/VmRSS/ { printf "%.0f MB", $2 / 1024 }' "/proc/$pid/status")"
}

header() {
    printf '%-38s %5s %9s %8s %8s %10s %10s %11s\n' "$1" conns "req/s" "p50 ms" "p99 ms" "server CPU" "PG CPU" "errors h/s"
}

csv="$dir/beers-$rows.csv"
[ -s "$csv" ] || "$bin/CatalogueBenchmarks" --write-csv "$rows" "$csv"

echo "Server load: $rows generated beers, wrk on loopback, ${seconds} s per run, 20 queries in turn,"
echo "first page of 50 + total; $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "No response cache: the server answers every request from the catalogue."
echo "server CPU / PG CPU: user + system ms per request of the taproom serve processes / of PostgreSQL's."
echo "errors h/s: responses with a 4xx/5xx status / socket errors (connect, read, write, timeout)."
echo

# SQLite: the catalogue imported once and reused on later runs.
database="$dir/server-$rows.sqlite"
if [ ! -s "$database" ]; then
    rm -f "$database-wal" "$database-shm"
    "$bin/taproom" import --database "$database" "$csv" >/dev/null
fi
start_server sqlite --database "$database"
sqlite_pid="$pid"
warm_up "$url"
header "SQLite, one process"
measure "SQLite" 16 "$sqlite_pid" "$url"
measure "SQLite" 64 "$sqlite_pid" "$url"
kill -TERM "$sqlite_pid"
wait "$sqlite_pid" || true
servers=""
echo

# PostgreSQL: a private server on a Unix socket in a temporary folder, as the tests start one.
postgres_bin="${TAPROOM_POSTGRES_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}"
postgres_dir="$(mktemp -d "${TMPDIR:-/tmp}/taproom-server-bench-postgres-XXXXXX")"
[ "$(id -u)" -ne 0 ] || chown postgres:postgres "$postgres_dir"
as_postgres "$postgres_bin/initdb" --pgdata="$postgres_dir/data" --username=postgres --auth=trust \
    --encoding=UTF8 --locale=C --no-sync --no-instructions >"$work/initdb.log" 2>&1 ||
    { cat "$work/initdb.log" >&2; exit 1; }
# Durability off, as in the tests: the cluster is thrown away, and the measured runs only read.
as_postgres "$postgres_bin/pg_ctl" start -w -t 60 -D "$postgres_dir/data" -l "$postgres_dir/server.log" \
    -o "-k $postgres_dir -c listen_addresses='' -p 5432 -c fsync=off -c full_page_writes=off" >/dev/null ||
    { cat "$postgres_dir/server.log" >&2; exit 1; }
postmaster="$(head -n 1 "$postgres_dir/data/postmaster.pid")"
"$postgres_bin/createdb" -h "$postgres_dir" -p 5432 -U postgres taproom_bench
postgres_url="postgres://postgres@localhost:5432/taproom_bench?host=$postgres_dir"
start_server postgres-1 --postgres "$postgres_url"
first_pid="$pid"
first_url="$url"

# Loaded through the API as an admin would: an account, made admin in the database, signs in and
# posts the CSV in parts of 50,000 rows with the header repeated (bodies are limited to 32 MiB;
# the generated CSV has no line breaks inside a field).
password="server-bench-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
credentials="{\"name\":\"bench\",\"password\":\"$password\"}"
curl -sf -o /dev/null -X POST "$first_url/v1/users" -H 'Content-Type: application/json' -d "$credentials"
"$postgres_bin/psql" -q -h "$postgres_dir" -p 5432 -U postgres -d taproom_bench \
    -c "UPDATE users SET is_admin = true WHERE name_key = 'bench'"
token="$(curl -sf -X POST "$first_url/v1/sessions" -H 'Content-Type: application/json' -d "$credentials" |
    sed -n 's/.*"token" *: *"\([^"]*\)".*/\1/p')"
[ -n "$token" ] || { echo "server-bench: signing in failed" >&2; exit 1; }
head -n 1 "$csv" >"$work/header.csv"
tail -n +2 "$csv" | split -l 50000 - "$work/part-"
import_started="$(date +%s)"
for part in "$work"/part-*; do
    cat "$work/header.csv" "$part" >"$part.csv"
    status="$(curl -s -o "$work/import.json" -w '%{http_code}' --max-time 1800 -X POST "$first_url/v1/imports" \
        -H "Authorization: Bearer $token" -H 'Content-Type: text/csv' --data-binary @"$part.csv")"
    [ "$status" = 200 ] || { echo "server-bench: import answered $status: $(cat "$work/import.json")" >&2; exit 1; }
    rm -f "$part" "$part.csv"
done
echo "PostgreSQL $("$postgres_bin/postgres" --version | awk '{ print $3 }'): $rows beers imported through POST /v1/imports in $(($(date +%s) - import_started)) s"

# The first server's index catches up with the import; pinned to core 0 from now on.
warm_up "$first_url"
command -v taskset >/dev/null && taskset -pc 0 "$first_pid" >/dev/null
header "PostgreSQL, one process"
measure "PostgreSQL" 16 "$first_pid" "$first_url"
measure "PostgreSQL" 64 "$first_pid" "$first_url"
# The same searches by a signed-in person (an admin with nothing marked): a query for the marks
# on each page, the one search work PostgreSQL still does.
export SERVER_BENCH_TOKEN="$token"
measure "PostgreSQL, signed in" 16 "$first_pid" "$first_url"
measure "PostgreSQL, signed in" 64 "$first_pid" "$first_url"
unset SERVER_BENCH_TOKEN

# More servers on the same database, started now that it holds the catalogue: each loads its
# search index from PostgreSQL before it is measured, and is pinned to the next core in turn.
cores="$(nproc)"
pairs="$first_pid $first_url"
for n in 2 3 4; do
    started="$(date +%s.%N)"
    start_server "postgres-$n" --postgres "$postgres_url"
    wait_for_index "postgres-$n" "$pid" "$started"
    command -v taskset >/dev/null && taskset -pc $(((n - 1) % cores)) "$pid" >/dev/null
    warm_up "$url"
    pairs="$pairs $pid $url"
    case "$n" in
        2|4)
            echo
            header "PostgreSQL, $n processes (combined)"
            # shellcheck disable=SC2086
            measure "PostgreSQL, $n processes" 16 $pairs
            # shellcheck disable=SC2086
            measure "PostgreSQL, $n processes" 64 $pairs ;;
    esac
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
