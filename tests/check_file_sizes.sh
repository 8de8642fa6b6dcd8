#!/bin/sh
# Fails when a source file under src/ is over 900 lines: past that a file does more
# than one thing, and should be split by what it does (docs/architecture.md).
root=${1:-.}
limit=900
over=$(find "$root/src" -type f \( -name '*.c' -o -name '*.h' \) -exec wc -l {} + | awk -v l=$limit '$2 != "total" && $1 > l { print $2 ": " $1 " lines" }')
if [ -n "$over" ]; then
    echo "$over"
    echo "files over $limit lines: 0 passed, 1 failed"
    exit 1
fi
echo "file sizes: 1 passed, 0 failed"
