#!/usr/bin/env bash
# Benchmarks of the computer players (docs/PERFORMANCE.md, "Computer players"),
# all through skirmish-cli simulate so that they measure exactly what a user runs.
#
#   bench_ai.sh winrates CLI [GAMES]   hard/normal, normal/easy, easy/random on each
#                                      default squad mirrored; GAMES per pairing
#                                      (default 200), spread evenly over the squads
#   bench_ai.sh times CLI [GAMES]      hard's decision times against normal, at the
#                                      default cap and at --time-ms 100
#   bench_ai.sh soak ASAN_CLI [GAMES]  GAMES (default 10,000) games with the rules'
#                                      invariants checked after every action, every
#                                      level, squad pairing and map; give it a
#                                      -DSKIRMISH_SANITIZE=ON build
#   bench_ai.sh smoke CLI              a few games of each, to see that it runs
#
# Every run is one thread (the reference machine has two cores), seeds fixed, so
# the win counts are reproducible exactly; times are not. Targets are checked and
# each line ends in PASS or FAIL; the exit status is 1 if any target is missed.
set -u
mode="${1:-}"
cli="${2:-}"
if [ -z "$mode" ] || [ -z "$cli" ] || [ ! -x "$cli" ]; then
    sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
squads=(arcane-circle free-company iron-vanguard longbow-line)
maps=(crossroads forest hill open-field ruins)
missed=0

# run ARGS...: prints simulate's JSON line; stops the benchmark on an error.
run() {
    local out
    if ! out="$("$cli" simulate "$@")"; then
        echo "simulate failed: $*" >&2
        exit 1
    fi
    printf '%s\n' "$out"
}

field() { # field JSON EXPR: a value by a tiny jq-free extraction
    python3 -c 'import json,sys; d=json.loads(sys.argv[1]); print(eval(sys.argv[2], {}, {"d": d}))' "$1" "$2"
}

verdict() { # verdict OK TEXT
    if [ "$1" = 1 ]; then echo "$2 PASS"; else echo "$2 FAIL"; missed=1; fi
}

# pairing A B TARGET GAMES [ARGS...]: A's wins over B, mirrored squads.
pairing() {
    local a="$1" b="$2" target="$3" games="$4"
    shift 4
    local per=$(((games + ${#squads[@]} - 1) / ${#squads[@]})) wins=0 total=0 draws=0
    for s in "${squads[@]}"; do
        local f="$root/assets/squads/$s.json"
        local j
        j="$(run --squad "$f" --squad "$f" --ai "$a" --ai "$b" --games "$per" --seed 2026 --no-clock-stop "$@")"
        echo "  $a vs $b, $s mirrored: $j"
        wins=$((wins + $(field "$j" 'd["wins"][0]')))
        draws=$((draws + $(field "$j" 'd["draws"]')))
        total=$((total + per))
    done
    local pct
    pct="$(python3 -c "print(f'{100*$wins/$total:.1f}')")"
    verdict "$(python3 -c "print(int($wins >= $target * $total / 100))")" \
        "$a beats $b: $wins of $total games ($pct %, $draws draws), target >= $target %:"
}

case "$mode" in
winrates)
    games="${3:-200}"
    pairing hard normal 65 "$games"
    pairing normal easy 70 "$games"
    pairing easy random 90 "$games"
    ;;
times)
    games="${3:-40}"
    for cap in default 100; do
        extra=()
        [ "$cap" = default ] || extra=(--time-ms "$cap")
        worst_med=0
        worst_p99=0
        for s in "${squads[@]}"; do
            f="$root/assets/squads/$s.json"
            j="$(run --squad "$f" --squad "$f" --ai hard --ai normal --games "$games" --seed 7 "${extra[@]}")"
            med="$(field "$j" 'd["decision_ms"][0]["median"]')"
            p99="$(field "$j" 'd["decision_ms"][0]["p99"]')"
            echo "  hard, cap $cap, $s mirrored: median $med ms, p99 $p99 ms"
            worst_med="$(python3 -c "print(max($worst_med, $med))")"
            worst_p99="$(python3 -c "print(max($worst_p99, $p99))")"
        done
        if [ "$cap" = default ]; then
            verdict "$(python3 -c "print(int($worst_med <= 250 and $worst_p99 <= 1000))")" \
                "hard at the default cap: worst median $worst_med ms (<= 250), worst p99 $worst_p99 ms (<= 1000):"
        else
            verdict "$(python3 -c "print(int($worst_p99 <= 150))")" \
                "hard at --time-ms 100: worst p99 $worst_p99 ms (<= 150):"
        fi
    done
    ;;
soak)
    games="${3:-10000}"
    # Every level meets every level; hard thinks briefly (the soak is about the
    # rules' invariants, and a sanitizer build is several times slower).
    pairs=("random random" "random easy" "easy normal" "normal hard" "hard random" "easy hard" "normal normal" "hard hard")
    runs=$((${#pairs[@]} * ${#maps[@]}))
    per=$(((games + runs - 1) / runs))
    total=0
    k=0
    for p in "${pairs[@]}"; do
        read -r a b <<<"$p"
        for m in "${maps[@]}"; do
            s0="${squads[$((k % 4))]}"
            s1="${squads[$(((k / 4 + k) % 4))]}"
            k=$((k + 1))
            j="$(run --squad "$root/assets/squads/$s0.json" --squad "$root/assets/squads/$s1.json" \
                --ai "$a" --ai "$b" --games "$per" --seed "$k" --time-ms 2 --map "$root/maps/$m.json" \
                --check-invariants --no-clock-stop)"
            echo "  $a vs $b, $s0 vs $s1 on $m: $j"
            total=$((total + per))
        done
    done
    verdict 1 "soak: $total games, invariants held after every action:"
    ;;
smoke)
    f="$root/assets/squads/iron-vanguard.json"
    run --squad "$f" --squad "$f" --ai hard --ai normal --games 2 --time-ms 5 --round-limit 6 >/dev/null
    run --squad "$f" --squad "$f" --ai easy --ai random --games 2 --check-invariants --round-limit 6 >/dev/null
    echo "bench_ai smoke: ran"
    ;;
*)
    echo "bench_ai.sh: unknown mode '$mode' (winrates, times, soak, smoke)" >&2
    exit 2
    ;;
esac
exit "$missed"
