#!/usr/bin/env bash
# skirmish-cli simulate and tournament: the JSON object's shape, its arithmetic,
# results that depend on the seed alone (not on --threads), the invariant checks,
# and the exit status for bad arguments (2), unreadable files (2, naming the file)
# and illegal squads (1, with the reason).
# usage: simulate_contract.sh SKIRMISH_CLI SOURCE_DIR
set -u
# The messages checked here are the English ones, whatever language the caller
# speaks (the "C" locale means English; tests/cli/cli_i18n.sh covers the others).
export LC_ALL=C
unset LANGUAGE
cli="$1"
src="$2"
sq="$src/assets/squads"
fx="$src/tests/data/cli"
err="$(mktemp)"
trap 'rm -f "$err"' EXIT
passed=0
failed=0

fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    sed 's/^/  stderr /' "$err"
}

# status NAME WANT ARGS...: the exit status is WANT.
status() {
    local name="$1" want="$2"
    shift 2
    "$cli" "$@" >/dev/null 2>"$err"
    local got=$?
    if [ "$got" = "$want" ]; then passed=$((passed + 1)); else fail "$name: status $got, want $want: $*"; fi
}

# says NAME PATTERN ARGS...: stderr mentions PATTERN.
says() {
    local name="$1" pattern="$2"
    shift 2
    "$cli" "$@" >/dev/null 2>"$err"
    if grep -q -- "$pattern" "$err"; then passed=$((passed + 1)); else fail "$name: stderr lacks '$pattern': $*"; fi
}

shape='^\{"games": ([0-9]+), "wins": \[([0-9]+), ([0-9]+)\], "draws": ([0-9]+), "mean_rounds": [0-9]+\.[0-9]{2}, "decision_ms": \[\{"median": [0-9.]+, "p99": [0-9.]+\}, \{"median": [0-9.]+, "p99": [0-9.]+\}\]\}$'

# json NAME GAMES ARGS...: one line of the documented shape; wins and draws add up.
json() {
    local name="$1" games="$2"
    shift 2
    local out
    out="$("$cli" simulate "$@" 2>"$err")"
    local st=$?
    if [ $st != 0 ]; then fail "$name: status $st: simulate $*"; return; fi
    if [[ "$out" =~ $shape ]]; then
        local g="${BASH_REMATCH[1]}" w0="${BASH_REMATCH[2]}" w1="${BASH_REMATCH[3]}" d="${BASH_REMATCH[4]}"
        if [ "$g" = "$games" ] && [ $((w0 + w1 + d)) = "$games" ]; then
            passed=$((passed + 1))
        else
            fail "$name: games $g wins $w0+$w1 draws $d, want $games in all: $out"
        fi
    else
        fail "$name: not the documented shape: '$out'"
    fi
}

# The result without the timings, which are the only part that may vary.
result() {
    "$cli" simulate "$@" 2>"$err" | sed 's/, "decision_ms".*$//'
}

A="$sq/iron-vanguard.json"
B="$sq/longbow-line.json"
quick=(--round-limit 8 --no-clock-stop)

json shape-easy-random 6 --squad "$A" --squad "$B" --ai easy --ai random --games 6 --seed 3 "${quick[@]}"
json shape-one-ai 4 --squad "$A" --squad "$A" --ai normal --games 4 "${quick[@]}"
json shape-hard 2 --squad "$A" --squad "$B" --ai hard --ai normal --games 2 --time-ms 2 "${quick[@]}"
json shape-map 4 --squad="$B" --squad="$A" --ai=easy --ai=easy --games=4 --map="$src/maps/hill.json" "${quick[@]}"
json shape-invariants 6 --squad "$A" --squad "$B" --ai random --ai easy --games 6 --check-invariants "${quick[@]}"

# Same seed, same games, whatever the number of threads; another seed, other games.
one="$(result --squad "$A" --squad "$B" --ai easy --ai normal --games 8 --seed 11 --threads 1 "${quick[@]}")"
three="$(result --squad "$A" --squad "$B" --ai easy --ai normal --games 8 --seed 11 --threads 3 "${quick[@]}")"
again="$(result --squad "$A" --squad "$B" --ai easy --ai normal --games 8 --seed 11 --threads 2 "${quick[@]}")"
if [ -n "$one" ] && [ "$one" = "$three" ] && [ "$one" = "$again" ]; then
    passed=$((passed + 1))
else
    fail "threads: '$one' / '$three' / '$again'"
fi

# An easy player beats a random one with the same squad nearly always.
out="$("$cli" simulate --squad "$A" --squad "$A" --ai easy --ai random --games 10 --seed 5 "${quick[@]}" 2>"$err")"
if [[ "$out" =~ $shape ]] && [ "${BASH_REMATCH[2]}" -ge 8 ]; then
    passed=$((passed + 1))
else
    fail "easy-beats-random: $out"
fi

# ---- exit status
status no-args 2 simulate
status one-squad 2 simulate --squad "$A" --ai easy
status three-squads 2 simulate --squad "$A" --squad "$A" --squad "$A" --ai easy
status no-ai 2 simulate --squad "$A" --squad "$B"
status bad-level 2 simulate --squad "$A" --squad "$B" --ai expert
status three-ais 2 simulate --squad "$A" --squad "$B" --ai easy --ai easy --ai easy
status zero-games 2 simulate --squad "$A" --squad "$B" --ai easy --games 0
status bad-games 2 simulate --squad "$A" --squad "$B" --ai easy --games ten
status bad-seed 2 simulate --squad "$A" --squad "$B" --ai easy --seed -1
status zero-time 2 simulate --squad "$A" --squad "$B" --ai easy --time-ms 0
status zero-threads 2 simulate --squad "$A" --squad "$B" --ai easy --threads 0
status no-value 2 simulate --squad "$A" --squad "$B" --ai easy --games
status unknown-option 2 simulate --squad "$A" --squad "$B" --ai easy --fast
says usage-line 'usage: skirmish-cli simulate' simulate --squad "$A"
status missing-squad-file 2 simulate --squad "$src/no-such-squad.json" --squad "$B" --ai easy
says missing-squad-named 'no-such-squad.json' simulate --squad "$src/no-such-squad.json" --squad "$B" --ai easy
status broken-squad-file 2 simulate --squad "$fx/truncated.json" --squad "$B" --ai easy
says broken-squad-named 'truncated.json' simulate --squad "$fx/truncated.json" --squad "$B" --ai easy
status missing-map 2 simulate --squad "$A" --squad "$B" --ai easy --map "$src/no-such-map.json"
says missing-map-named 'no-such-map.json' simulate --squad "$A" --squad "$B" --ai easy --map "$src/no-such-map.json"
status illegal-squad 1 simulate --squad "$A" --squad "$fx/over.json" --ai easy
says illegal-squad-reason 'over budget' simulate --squad "$A" --squad "$fx/over.json" --ai easy
status help 0 simulate --help

# ---- tournament
out="$("$cli" tournament --ai easy --games 2 --json 2>"$err")"
if [[ "$out" =~ ^\{\"level\":\ \"easy\",\ \"games_per_pairing\":\ 2,\ \"squads\":\ \[.*\],\ \"win_rate\":\ \[.*\],\ \"draws\":\ \[.*\]\}$ ]]; then
    passed=$((passed + 1))
else
    fail "tournament-json: '$out'"
fi
out="$("$cli" tournament --ai random --games 2 2>"$err")"
if [ "$(printf '%s\n' "$out" | grep -c '%')" -ge 4 ] && printf '%s\n' "$out" | grep -q 'iron-vanguard'; then
    passed=$((passed + 1))
else
    fail "tournament-table: '$out'"
fi
status tournament-squad 2 tournament --squad "$A"
status tournament-two-ais 2 tournament --ai easy --ai hard
status tournament-help 0 tournament --help

echo "simulate contract: $passed passed, $failed failed"
[ "$failed" = 0 ]
