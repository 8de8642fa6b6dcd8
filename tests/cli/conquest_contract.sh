#!/usr/bin/env bash
# The command-line contracts of skirmish-cli conquest-turn, conquest-sim and
# conquest-map: exact output (compared with stored files), exit status, and the
# messages on stderr.
# usage: conquest_contract.sh SKIRMISH_CLI FIXTURE_DIR SOURCE_DIR
# With SKIRMISH_REGENERATE_GOLDEN=1 the stored outputs are rewritten (review the
# diff like code).
set -u
# The messages checked here are the English ones, whatever language the caller
# speaks (the "C" locale means English; tests/cli/cli_i18n.sh covers the others).
export LC_ALL=C
unset LANGUAGE
cli="$1"
fx="$2"
src="$3"
maps="$src/maps/conquest"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
regen=0
case "${SKIRMISH_REGENERATE_GOLDEN:-0}" in "" | 0) ;; *) regen=1 ;; esac
passed=0
failed=0

fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    shift
    for line in "$@"; do echo "  $line"; done
}

# expect_file NAME STATUS EXPECTED_FILE -- ARGS...: stdout equals the file.
expect_file() {
    local name="$1" want_status="$2" want="$3"
    shift 4
    "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    local status=$?
    if [ "$regen" = 1 ] && [ "$status" = "$want_status" ]; then
        cp "$tmp/out" "$fx/$want"
    fi
    if [ "$status" = "$want_status" ] && cmp -s "$tmp/out" "$fx/$want"; then
        passed=$((passed + 1))
    else
        fail "$name: skirmish-cli $*" "status $status (want $want_status)" "$(diff "$fx/$want" "$tmp/out" | head -20)" \
            "$(sed 's/^/stderr /' "$tmp/err")"
    fi
}

# expect_status NAME STATUS PATTERN ARGS...: the exit status, and stderr matching
# PATTERN (a grep regular expression; "" for any).
expect_status() {
    local name="$1" want_status="$2" pattern="$3"
    shift 3
    "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    local status=$?
    if [ "$status" = "$want_status" ] && { [ -z "$pattern" ] || grep -q -- "$pattern" "$tmp/err"; }; then
        passed=$((passed + 1))
    else
        fail "$name: skirmish-cli $*" "status $status (want $want_status), stderr lacks '$pattern'?" \
            "$(sed 's/^/stderr /' "$tmp/err")"
    fi
}

# expect_stderr_lines NAME COUNT PATTERN ARGS...: COUNT lines of stderr match.
expect_stderr_lines() {
    local name="$1" want="$2" pattern="$3"
    shift 3
    "$cli" "$@" >/dev/null 2>"$tmp/err"
    local n
    n=$(grep -c -- "$pattern" "$tmp/err")
    if [ "$n" = "$want" ]; then
        passed=$((passed + 1))
    else
        fail "$name: $n lines match '$pattern' (want $want)" "$(sed 's/^/stderr /' "$tmp/err")"
    fi
}

# ---- conquest-turn
expect_file turn-rules 0 rules.expected.json -- conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json"
expect_stderr_lines turn-rules-dropped 7 "dropped" conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json"
expect_status turn-rules-too-many 0 "orders\[6\] dropped (too-many-units): p0 5 -> 4, 3 units" \
    conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json"
expect_status turn-rules-unknown-player 0 "orders\[11\] dropped (no-such-player)" \
    conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json"
expect_status turn-rules-no-edge 0 "orders\[10\] dropped (no-edge)" \
    conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json"
expect_file turn-server-state 0 server.expected.json -- conquest-turn "$src/tests/data/conquest/states/server-game.json" \
    "$fx/server.orders.json"
expect_status turn-server-eliminated 0 "orders\[4\] dropped (eliminated)" \
    conquest-turn "$src/tests/data/conquest/states/server-game.json" "$fx/server.orders.json"
expect_file turn-contest-rng 0 contest-rng.expected.json -- conquest-turn "$fx/contest.state.json" "$fx/contest.orders.json"
expect_file turn-contest-seed 0 contest-seed5.expected.json -- conquest-turn "$fx/contest.state.json" \
    "$fx/contest.orders.json" --seed 5
expect_file turn-contest-seed-equals 0 contest-seed5.expected.json -- conquest-turn --seed=5 "$fx/contest.state.json" \
    "$fx/contest.orders.json"
expect_file turn-last 0 last.expected.json -- conquest-turn "$fx/last.state.json" "$fx/rules.orders.json"
expect_file turn-over 0 over.expected.json -- conquest-turn "$fx/over.state.json" "$fx/rules.orders.json"
expect_status turn-over-message 0 "the game is over" conquest-turn "$fx/over.state.json" "$fx/rules.orders.json"
expect_stderr_lines turn-over-all-dropped 15 "dropped (game-over)" conquest-turn "$fx/over.state.json" \
    "$fx/rules.orders.json"
# The next state is a state: it plays on.
"$cli" conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json" >"$tmp/next.json" 2>/dev/null
echo '{"orders": []}' >"$tmp/none.json"
expect_status turn-chain 0 "" conquest-turn "$tmp/next.json" "$tmp/none.json"
# Errors: exit status 2 and a message naming file and key.
expect_status turn-no-args 2 "usage: skirmish-cli conquest-turn" conquest-turn
expect_status turn-one-arg 2 "expected a state file and an orders file" conquest-turn "$fx/rules.state.json"
expect_status turn-extra-arg 2 "unexpected argument" conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json" x
expect_status turn-unknown-option 2 "unknown option '--fast'" conquest-turn "$fx/rules.state.json" \
    "$fx/rules.orders.json" --fast
expect_status turn-bad-seed 2 "--seed must be" conquest-turn "$fx/rules.state.json" "$fx/rules.orders.json" --seed x
expect_status turn-missing-state 2 "nothing.json: cannot open" conquest-turn "$tmp/nothing.json" "$fx/rules.orders.json"
expect_status turn-broken-state 2 "state-weight-zero.json: graph.vertices\[0\].weight:" \
    conquest-turn "$src/tests/data/conquest/broken/state-weight-zero.json" "$fx/rules.orders.json"
expect_status turn-broken-orders 2 "orders-missing-units.json: orders\[1\].units: missing" \
    conquest-turn "$fx/rules.state.json" "$src/tests/data/conquest/broken/orders-missing-units.json"
expect_status turn-help 0 "" conquest-turn --help

# The public server's own states (issue #16): its lobby (turn 0, "waiting"), a
# vertex held by a bot that left, 40 players with names up to 255 bytes; --wrap
# prints its message shape.
states="$src/tests/data/conquest/states"
echo '{"orders": [{"player": "EasyBot_1_default", "from": 3, "to": 4, "units": 1}]}' >"$tmp/lobby.orders.json"
expect_file turn-server-lobby-wrap 0 server-lobby-wrap.expected.json -- conquest-turn "$states/server-lobby.json" \
    "$tmp/lobby.orders.json" --wrap
expect_status turn-server-lobby-warns 0 "warning: .*server-lobby.json: vertex 17 is controlled by \"MediumBot_2_default\"" \
    conquest-turn "$states/server-lobby.json" "$tmp/lobby.orders.json"
expect_status turn-orphan-warns 0 "vertex 0 is controlled by \"p7\", who is not in \"players\"" \
    conquest-turn "$states/orphan-controller.json" "$fx/rules.orders.json"
echo '{"orders": []}' >"$tmp/none.orders.json"
expect_file turn-server-crowded 0 server-crowded.expected.json -- conquest-turn "$states/server-crowded.json" \
    "$tmp/none.orders.json"
expect_status turn-too-many-players 2 "65 players: Skirmish holds at most 64" \
    conquest-turn "$src/tests/data/conquest/broken/state-too-many-players.json" "$tmp/none.orders.json"
expect_status turn-name-too-long 2 "at most 255 bytes (Skirmish's limit" \
    conquest-turn "$src/tests/data/conquest/broken/state-player-id-long.json" "$tmp/none.orders.json"
expect_file sim-server-state-map 0 sim-server-lobby.expected.json -- conquest-sim --map "$states/server-lobby.json" \
    --bot hard --bot easy --bot normal --games 2 --seed 3

# ---- conquest-sim
expect_file sim-duel 0 sim-duel.expected.json -- conquest-sim --map "$maps/duel.json" --bot hard --bot easy --games 4 \
    --seed 1
expect_file sim-crown 0 sim-crown.expected.json -- conquest-sim --map "$maps/crown.json" --bot normal --bot easy \
    --bot random --games 3 --seed 9 --max-turns 30
SKIRMISH_DATA_DIR="$src" expect_file sim-by-name 0 sim-duel.expected.json -- conquest-sim --map duel --bot hard \
    --bot easy --games 4 --seed 1
expect_status sim-one-bot 2 "at least two --bot" conquest-sim --map "$maps/duel.json" --bot hard
expect_status sim-bad-level 2 "unknown bot level 'medium'" conquest-sim --map "$maps/duel.json" --bot hard --bot medium
expect_status sim-too-many-for-map 2 "is for 2 to 2 players, not 3" conquest-sim --map "$maps/duel.json" --bot hard \
    --bot easy --bot easy
expect_status sim-no-map 2 "missing --map" conquest-sim --bot hard --bot easy
expect_status sim-missing-map 2 "cannot open" conquest-sim --map "$tmp/none-such.json" --bot hard --bot easy
expect_status sim-bad-games 2 "--games must be" conquest-sim --map "$maps/duel.json" --bot hard --bot easy --games 0

# ---- conquest-map
expect_file map-grid 0 map-grid.expected.json -- conquest-map --grid 3 3 --seed 4 --players 2-4
expect_file map-hex 0 map-hex.expected.json -- conquest-map --hex 4 3 --seed 2 --remove 0.5 --weights 2-3 \
    --players 2-3 --max-turns 50 --name Tiny
"$cli" conquest-map --hex 9 9 --seed 3 --remove 0.3 >"$tmp/gen.json" 2>/dev/null
expect_status map-generated-plays 0 "" conquest-sim --map "$tmp/gen.json" --bot hard --bot normal --bot easy --games 1
expect_status map-no-layout 2 "give --grid W H or --hex W H" conquest-map --seed 3
expect_status map-two-layouts 2 "give one of --grid and --hex" conquest-map --grid 3 3 --hex 3 3
expect_status map-too-small-side 2 "from 2 to 64" conquest-map --grid 1 5
expect_status map-bad-remove 2 "--remove must be" conquest-map --grid 5 5 --remove 0.9
expect_status map-bad-weights 2 "--weights must be" conquest-map --grid 5 5 --weights 5-1
expect_status map-too-few-vertices 2 "fewer vertices than the largest number of players" conquest-map --grid 2 2

total=$((passed + failed))
echo "conquest cli contract: $passed passed, $failed failed ($total)"
[ "$failed" -eq 0 ]
