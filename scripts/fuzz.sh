#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets in Fuzz/ (-sanitize=fuzzer,address) and runs each for
# FUZZ_SECONDS (default 60) from a corpus seeded with the test fixtures. Prints the executions
# per target; a crash or sanitizer report leaves its input under .build-fuzz/findings/TARGET and
# makes the run fail (add that input to the target's regression test before fixing it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${FUZZ_SECONDS:-60}"
scratch="$root/.build-fuzz"
targets=(FuzzCSVReader FuzzJSONReader FuzzQueryParser FuzzInputDecoder)

# -use-ld=lld: gold fails on the sanitizer's debug info ("internal error in format_file_lineno").
(cd "$root/Fuzz" && swift build --scratch-path "$scratch" -c release \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld 2>&1 \
    | grep -v "Cannot export local symbol" | grep -E "error|warning:|Compiling Fuzz|Build" || true)
bin="$scratch/release"
for target in "${targets[@]}"; do
    [ -x "$bin/$target" ] || { echo "fuzz: $target was not built" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seed() { mkdir -p "$work/$1"; }
seed FuzzCSVReader; find "$root/Tests/CatalogueTests/Fixtures" -name '*.csv' -exec cp {} "$work/FuzzCSVReader/" \;
seed FuzzJSONReader; i=0
for file in $(find "$root/Tests/CatalogueTests/Fixtures" -name '*.json'); do i=$((i + 1)); cp "$file" "$work/FuzzJSONReader/$i.json"; done
seed FuzzQueryParser
for query in 'ipa' 'abv>7' 'abv:5-7 ibu>=60' 'style:stout brewery:"Sierra Nevada"' 'country:be fav' '"double ipa" -sour'; do
    printf '%s' "$query" > "$work/FuzzQueryParser/$(printf '%s' "$query" | md5sum | cut -c1-12)"
done
seed FuzzInputDecoder
printf 'abc\033[A\033[1;5H\033[<0;3;4M\033[200~pasted\033[201~\033OP\377\033' > "$work/FuzzInputDecoder/keys"

status=0
printf '%-18s %12s %8s  %s\n' target executions seconds result
for target in "${targets[@]}"; do
    findings="$scratch/findings/$target"
    mkdir -p "$findings"
    log="$work/$target.log"
    if "$bin/$target" "$work/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$findings/" >"$log" 2>&1; then
        result="no crash"
    else
        result="FAILED: $(grep -m1 -E 'ERROR|SUMMARY' "$log" || tail -1 "$log"); input in $findings"
        status=1
    fi
    runs="$(grep -oE 'Done [0-9]+ runs' "$log" | grep -oE '[0-9]+' || echo '?')"
    printf '%-18s %12s %8s  %s\n' "$target" "$runs" "$seconds" "$result"
done
exit $status
