#!/bin/sh
# Prints "Tests: N passed, N failed" from an XCTest xunit report (swift test --xunit-output).
# With --parallel, swift test prints no totals of its own.
report="$1"
if [ ! -f "$report" ]; then
    echo "Tests: no report at $report" >&2
    exit 1
fi
awk '
    /<testsuite / {
        if (match($0, /tests="[0-9]+"/)) { total += substr($0, RSTART + 7, RLENGTH - 8) }
        if (match($0, /failures="[0-9]+"/)) { failed += substr($0, RSTART + 10, RLENGTH - 11) }
        if (match($0, /errors="[0-9]+"/)) { failed += substr($0, RSTART + 8, RLENGTH - 9) }
    }
    END { printf "Tests: %d passed, %d failed\n", total - failed, failed }
' "$report"
