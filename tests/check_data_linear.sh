#!/bin/sh
# Fails when a loader of src/data indexes or sizes a cJSON array with
# cJSON_GetArrayItem or cJSON_GetArraySize: cJSON arrays are linked lists, so
# either inside a loop makes loading quadratic (issue #20: a 200 KB TRTS save took
# over a minute). Walk with cJSON_ArrayForEach or child/next; count once with
# data_json_length; refuse long lists with data_json_at_most.
root=${1:-.}
if grep -rnE 'cJSON_(GetArrayItem|GetArraySize) *\(' --include='*.c' "$root/src/data"; then
    echo "data linear: 0 passed, 1 failed (the calls above walk a list from its start each time)"
    exit 1
fi
echo "data linear: 1 passed, 0 failed"
