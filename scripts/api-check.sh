#!/bin/sh
# docs/openapi.json against a live `taproom serve`, checked by schemathesis (--checks all), on
# SQLite and on a private PostgreSQL (initdb in a temporary folder, a Unix socket only): each a
# new catalogue with the bundled beers and an admin account whose token schemathesis sends, so
# the signed-in operations are exercised too. Exits non-zero on any failure. Every process it
# starts is stopped, and its temporary folders deleted, on exit.
# Usage: api-check.sh BIN_DIR SCHEMATHESIS   (API_CHECK_BACKENDS="sqlite postgres" by default;
# API_CHECK_SEED, default 1, makes a run repeatable; API_CHECK_EXAMPLES, default schemathesis's 100,
# caps the test cases per operation, as CI does to stay within its time)
set -eu
bin="$(cd "$1" && pwd)"
schemathesis="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
here="$(cd "$(dirname "$0")" && pwd)"
document="$here/../docs/openapi.json"
backends="${API_CHECK_BACKENDS:-sqlite postgres}"

work="$(mktemp -d "${TMPDIR:-/tmp}/taproom-api-check-XXXXXX")"
postgres_dir=""
postgres_bin=""
server=""
stop_everything() {
    [ -z "$server" ] || { kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
    if [ -n "$postgres_dir" ] && [ -f "$postgres_dir/data/postmaster.pid" ]; then
        as_postgres "$postgres_bin/pg_ctl" stop -m fast -D "$postgres_dir/data" >/dev/null 2>&1 || true
    fi
    [ -z "$postgres_dir" ] || rm -rf "$postgres_dir"
    rm -rf "$work"
}
trap stop_everything EXIT
trap 'exit 130' INT TERM
# schemathesis keeps its cache in the folder it runs in: the temporary one, not the repository.
cd "$work"

# initdb refuses to run as root: there PostgreSQL's programs run as the `postgres` system user.
as_postgres() {
    if [ "$(id -u)" -eq 0 ]; then /usr/sbin/runuser -u postgres -- "$@"; else "$@"; fi
}

# Serves the catalogue `taproom ARGS…` names on a free loopback port, makes the admin account
# and signs it in; sets $url and $token.
serve() {
    name="$1"
    shift
    echo "checker password" | "$bin/taproom" account create checker --admin --password-stdin "$@" >/dev/null
    "$bin/taproom" serve "$@" --listen 127.0.0.1:0 >"$work/$name.out" 2>"$work/$name.log" &
    server=$!
    tries=0
    until grep -q 'serving on' "$work/$name.out" 2>/dev/null; do
        if ! kill -0 "$server" 2>/dev/null || [ $tries -ge 600 ]; then
            echo "api-check: taproom serve ($name) did not start:" >&2
            tail -n 20 "$work/$name.log" >&2
            exit 1
        fi
        tries=$((tries + 1))
        sleep 0.1
    done
    url="$(sed -n 's/^taproom: serving on \(http:[^ ]*\).*/\1/p' "$work/$name.out")"
    token="$(curl -sf -H 'Content-Type: application/json' -d '{"name":"checker","password":"checker password"}' \
        "$url/v1/sessions" | sed -n 's/.*"token" *: *"\([^"]*\)".*/\1/p')"
    [ -n "$token" ] || { echo "api-check: could not sign in to $url" >&2; exit 1; }
}

# schemathesis over every operation (scripts/schemathesis.toml says how); signing out comes
# last, on its own, as it ends the token every other request sends.
check() {
    name="$1"
    started=$(date +%s)
    status=0
    for operations in "--exclude-path /v1/sessions/current" "--include-path /v1/sessions/current"; do
        # shellcheck disable=SC2086 # $operations is an option and its value.
        SCHEMATHESIS_HOOKS="$here/schemathesis-hooks.py" "$schemathesis" --config-file "$here/schemathesis.toml" \
            run "$document" --url "$url" --checks all --workers 1 --header "Authorization: Bearer $token" \
            $operations --seed "${API_CHECK_SEED:-1}" ${API_CHECK_EXAMPLES:+--max-examples "$API_CHECK_EXAMPLES"} || status=$?
    done
    echo "api-check: $name took $(($(date +%s) - started)) s"
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
    [ "$status" -eq 0 ] || { echo "api-check: schemathesis found failures on $name" >&2; exit "$status"; }
}

for backend in $backends; do
    case "$backend" in
    sqlite)
        "$bin/taproom" init --database "$work/catalogue.sqlite" >/dev/null
        serve sqlite --database "$work/catalogue.sqlite"
        check SQLite
        ;;
    postgres)
        postgres_bin="${TAPROOM_POSTGRES_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}"
        postgres_dir="$(mktemp -d "${TMPDIR:-/tmp}/taproom-api-check-postgres-XXXXXX")"
        [ "$(id -u)" -ne 0 ] || chown postgres:postgres "$postgres_dir"
        as_postgres "$postgres_bin/initdb" --pgdata="$postgres_dir/data" --username=postgres --auth=trust \
            --encoding=UTF8 --locale=C --no-sync --no-instructions >"$work/initdb.log" 2>&1 ||
            { cat "$work/initdb.log" >&2; exit 1; }
        as_postgres "$postgres_bin/pg_ctl" start -w -t 60 -D "$postgres_dir/data" -l "$postgres_dir/server.log" \
            -o "-k $postgres_dir -c listen_addresses='' -p 5432 -c fsync=off" >/dev/null ||
            { cat "$postgres_dir/server.log" >&2; exit 1; }
        "$postgres_bin/createdb" -h "$postgres_dir" -p 5432 -U postgres taproom_api_check
        postgres_url="postgres://postgres@localhost:5432/taproom_api_check?host=$postgres_dir"
        "$bin/taproom" init --postgres "$postgres_url" >/dev/null
        serve postgres --postgres "$postgres_url"
        check PostgreSQL
        ;;
    *) echo "api-check: unknown backend $backend (sqlite or postgres)" >&2; exit 64 ;;
    esac
done
