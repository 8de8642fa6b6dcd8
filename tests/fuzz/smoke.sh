#!/usr/bin/env bash
# The fuzz smoke: builds every harness of tests/fuzz/harnesses.list with clang
# (libFuzzer + ASan + UBSan) in build-fuzz/, seeds each corpus from the shipped
# files and fixtures, then runs each harness briefly on it. Fails on any crash,
# leak, timeout or broken invariant. tests/run.sh calls it after the two ctest
# passes; docs/testing.md says how to run the harnesses for longer.
#
# usage: tests/fuzz/smoke.sh [SECONDS_EACH] [HARNESS...]   (default 15 s, all)
# Environment: SKIRMISH_FUZZ_JOBS (default 1) runs that many fuzzing processes
# per harness; SKIRMISH_FUZZ_PARALLEL (default: the cores / SKIRMISH_FUZZ_JOBS)
# that many harnesses side by side; SKIRMISH_FUZZ_BUILD overrides build-fuzz/.
# The build goes through ccache when it is installed (SKIRMISH_CCACHE=0: never).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/tests/fuzz"
build="${SKIRMISH_FUZZ_BUILD:-$root/build-fuzz}"
seconds="${1:-15}"
shift || true

source "$root/packaging/deps.sh"
skirmish_install_deps clang libclang-rt-14-dev

echo "== Fuzz harnesses: building in $build"
launcher=()
if [ "${SKIRMISH_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$here" -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    ${launcher[@]+"${launcher[@]}"} >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null

# name -> seed globs, from the list.
declare -A seeds=()
order=()
while read -r name globs; do
    case "$name" in "" | \#*) continue ;; esac
    seeds[$name]="$globs"
    order+=("$name")
done <"$here/harnesses.list"
if [ $# -gt 0 ]; then order=("$@"); fi

# Each corpus directory holds the seeds (copied, so a run never edits the
# repository) plus whatever earlier runs found.
corpus_for() {
    local name="$1" dir="$build/corpus/$1"
    mkdir -p "$dir"
    local glob file
    for glob in ${seeds[$name]}; do
        for file in $root/$glob; do
            [ -f "$file" ] && cp -f "$file" "$dir/seed-$(basename "$file")"
        done
    done
    echo "$dir"
}

# The longest input each harness tries. JSON files may be as long as the loaders
# read (4 MiB); 1 MiB lets a quadratic walk show as a time-out (issue #20: at
# 64 KiB none did), and keeps the runs quick. The CLI's argument lists and the
# positions are short by nature.
max_len_of() {
    case "$1" in
        cli | position) echo 4096 ;;
        *) echo 1048576 ;;
    esac
}

# More than one process per harness writes each one's output to fuzz-N.log.
parallel=()
jobs="${SKIRMISH_FUZZ_JOBS:-1}"
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi

# One harness: its line of the summary goes to $build/logs/NAME.result, and its
# status to NAME.status (0 passed).
run_one() {
    local name="$1" corpus artifacts log n_seeds line status=0
    corpus="$(corpus_for "$name")"
    artifacts="$build/artifacts/$name"
    mkdir -p "$artifacts"
    log="$build/logs/$name.log"
    n_seeds=$(find "$corpus" -type f | wc -l)
    line="$(printf '%-10s %3d seeds, %ss ... ' "$name" "$n_seeds" "$seconds")"
    # close_fd_mask=1 silences the CLI's output; crash reports still appear.
    if (cd "$build" && ASAN_OPTIONS=detect_leaks=1 "./fuzz_$name" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len="$(max_len_of "$name")" -dict="$here/skirmish.dict" -close_fd_mask=1 \
        ${parallel[@]+"${parallel[@]}"} \
        -artifact_prefix="$artifacts/" -print_final_stats=1 "$corpus") >"$log" 2>&1; then
        execs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}')
        cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | awk '{print $2}')
        line+="ok (${execs:-?} executions, coverage ${cov:-?})"
    else
        line+="FAILED (log: $log, inputs: $artifacts/)"$'\n'
        line+="$(grep -m5 -E 'ERROR|invariant broken|runtime error|SUMMARY' "$log" | sed 's/^/    /' || true)"
        status=1
    fi
    printf '%s\n' "$line" >"$build/logs/$name.result"
    echo "$status" >"$build/logs/$name.status"
}

# The harnesses run side by side, SKIRMISH_FUZZ_PARALLEL at a time (default: one
# per core, divided by SKIRMISH_FUZZ_JOBS): each still fuzzes for its SECONDS on
# a core of its own, and the smoke takes 18 x 5 s / cores instead of 18 x 5 s.
# The summary lines are printed in the list's order.
for name in "${order[@]}"; do
    [ -n "${seeds[$name]+x}" ] || { echo "unknown harness: $name" >&2; exit 2; }
done
mkdir -p "$build/logs"
side_by_side="${SKIRMISH_FUZZ_PARALLEL:-$(( $(nproc) / jobs ))}"
[ "$side_by_side" -ge 1 ] || side_by_side=1
running=0
for name in "${order[@]}"; do
    rm -f "$build/logs/$name.result" "$build/logs/$name.status"
    run_one "$name" &
    running=$((running + 1))
    if [ "$running" -ge "$side_by_side" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true

failed=()
for name in "${order[@]}"; do
    if [ -f "$build/logs/$name.result" ]; then cat "$build/logs/$name.result"; else echo "$name: no result"; fi
    [ "$(cat "$build/logs/$name.status" 2>/dev/null)" = 0 ] || failed+=("$name")
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "Fuzz smoke: ${#failed[@]} harness(es) failed: ${failed[*]}"
    exit 1
fi
echo "Fuzz smoke: all ${#order[@]} harnesses passed"
