#!/usr/bin/env bash
# The command-line contracts of skirmish-cli (exact output and exit status), as the
# issue states them: rank, los, moves, squad check, --help and usage errors.
# usage: cli_contract.sh SKIRMISH_CLI FIXTURE_DIR
set -u
# The messages checked here are the English ones, whatever language the caller
# speaks (the "C" locale means English; tests/cli/cli_i18n.sh covers the others).
export LC_ALL=C
unset LANGUAGE
cli="$1"
fx="$2"
passed=0
failed=0

# expect NAME EXPECTED_STATUS EXPECTED_STDOUT -- ARGS...
expect() {
    local name="$1" want_status="$2" want_out="$3"
    shift 4
    local out status
    out="$("$cli" "$@" 2>/tmp/skirmish-cli-test.err)"
    status=$?
    if [ "$status" = "$want_status" ] && { [ "$want_out" = "*" ] || [ "$out" = "$want_out" ]; }; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name: skirmish-cli $*"
        echo "  status $status (want $want_status)"
        echo "  stdout '$out'"
        [ "$want_out" = "*" ] || echo "  want   '$want_out'"
        sed 's/^/  stderr /' /tmp/skirmish-cli-test.err
    fi
}

# expect_stderr NAME PATTERN ARGS...: the message on stderr mentions PATTERN.
expect_stderr() {
    local name="$1" pattern="$2"
    shift 2
    "$cli" "$@" >/dev/null 2>/tmp/skirmish-cli-test.err
    if grep -q -- "$pattern" /tmp/skirmish-cli-test.err; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name: stderr of skirmish-cli $* lacks '$pattern':"
        sed 's/^/  /' /tmp/skirmish-cli-test.err
    fi
}

# ---- rank: the worked examples of the spec, abilities, errors
expect rank-veteran 0 '{"cost": 9, "rank": "veteran", "rank_points": 3}' -- rank --health 2 --range 1 --power 1 --move 1
expect rank-elite 0 '{"cost": 16, "rank": "elite", "rank_points": 6}' -- rank --health 1 --range 2 --power 2 --move 1
expect rank-champion 0 '{"cost": 21, "rank": "champion", "rank_points": 10}' -- rank --health 3 --range 1 --power 3 --move 1
expect rank-paragon 0 '{"cost": 29, "rank": "paragon", "rank_points": 15}' -- rank --health 1 --range 3 --power 3 --move 2
expect rank-soldier 0 '{"cost": 8, "rank": "soldier", "rank_points": 1}' -- rank --health 1 --range 1 --power 1 --move 1
expect rank-charge 0 '{"cost": 12, "rank": "elite", "rank_points": 6}' -- rank --health 2 --range 1 --power 1 --move 1 --ability charge
expect rank-order 0 '{"cost": 12, "rank": "elite", "rank_points": 6}' -- rank --ability charge --move 1 --power 1 --range 1 --health 2
expect rank-equals 0 '{"cost": 12, "rank": "elite", "rank_points": 6}' -- rank --health=2 --range=1 --power=1 --move=1 --ability=charge
expect rank-two-abilities-tie-goes-up 0 '{"cost": 16, "rank": "champion", "rank_points": 10}' -- rank --health 1 --range 1 --power 1 --move 1 --ability sweep --ability feint
expect rank-big 0 '{"cost": 78, "rank": "paragon", "rank_points": 15}' -- rank --health 9 --range 5 --power 5 --move 5
expect rank-zero 2 '' -- rank --health 0 --range 1 --power 1 --move 1
expect rank-missing 2 '' -- rank --health 2 --range 1 --power 1
expect rank-text 2 '' -- rank --health two --range 1 --power 1 --move 1
expect rank-unknown-ability 2 '' -- rank --health 2 --range 1 --power 1 --move 1 --ability fireball
expect rank-duplicate-ability 2 '' -- rank --health 2 --range 1 --power 1 --move 1 --ability sweep --ability sweep
expect rank-extra 2 '' -- rank --health 2 --range 1 --power 1 --move 1 extra
expect rank-no-value 2 '' -- rank --health
expect_stderr rank-usage 'usage: skirmish-cli rank' rank --health 0
expect rank-help 0 '*' -- rank --help

# ---- los: the consequences listed in the spec and more
E=8/8/8/8/8/8/8/8
expect los-open 0 visible -- los 8/8/8/8/8/8/8/A6a h8 a1
expect los-rank-blocked 0 blocked -- los 8/8/8/8/8/8/8/ABa5 a1 c1
expect los-rank-ignore 0 visible -- los 8/8/8/8/8/8/8/ABa5 a1 c1 --ignore-units
expect los-file-blocked 0 blocked -- los 8/8/8/8/8/a7/B7/A7 a1 a3
expect los-diagonal-blocked 0 blocked -- los 8/8/8/8/8/2a5/1B6/A7 a1 c3
expect los-obstacle 0 blocked -- los 8/8/8/3#4/8/8/8/8 d1 d8
expect los-obstacle-diagonal 0 blocked -- los 8/8/8/3#4/8/8/8/8 c4 e6
expect los-obstacle-ignore-units 0 blocked -- los 8/8/8/3#4/8/8/8/8 c4 e6 --ignore-units
expect los-adjacent-surrounded 0 visible -- los 8/8/8/8/8/BCD5/AaE5/bcd5 a2 b2
expect los-adjacent-diagonal 0 visible -- los 8/8/8/8/8/aB6/Ab6/8 a2 b3
expect los-diagonal-obstacle 0 blocked -- los 8/8/8/8/8/8/1#6/8 a1 c3
# From a1's corner (1,0) the ray to c2's centre passes exactly through b2's corner (2,1):
# closed squares block it; the other corners' rays cross b2's inside.
expect los-corner-graze 0 blocked -- los 8/8/8/8/8/8/1#a5/A7 a1 c2
expect los-corner-graze-ignore 0 blocked -- los 8/8/8/8/8/8/1#a5/A7 a1 c2 --ignore-units
expect los-corner-graze-unit 0 blocked -- los 8/8/8/8/8/8/1Ba5/A7 a1 c2
expect los-corner-graze-unit-ignored 0 visible -- los 8/8/8/8/8/8/1Ba5/A7 a1 c2 --ignore-units
expect los-knight-open 0 visible -- los 8/8/8/8/8/8/8/8 a1 b3
expect los-knight-past-corner 0 visible -- los 8/8/8/8/8/8/#7/A7 a1 b3
expect los-knight-blocked 0 blocked -- los 8/8/8/8/8/8/1#6/A7 a1 b3
expect los-long-diagonal 0 visible -- los 8/8/8/8/8/8/8/8 a1 h8
expect los-edge 0 visible -- los 8/8/8/8/8/8/8/8 a1 h1
expect los-self 0 visible -- los 8/8/8/8/8/8/8/8 e4 e4
expect los-obstacle-target 0 visible -- los 8/8/8/8/8/8/8/A#6 a1 b1
expect los-bad-position 2 '' -- los 8/8/8/8/8/8/8 a1 b1
expect los-bad-char 2 '' -- los 8/8/8/8/8/8/8/7X a1 b1
expect los-duplicate-unit 2 '' -- los 8/8/8/8/8/8/8/AA6 a1 b1
expect los-bad-square 2 '' -- los $E a1 i9
expect los-missing 2 '' -- los $E a1
expect los-unknown-option 2 '' -- los $E a1 b2 --ignore
expect los-help 0 '*' -- los --help

# ---- moves
expect moves-corner 0 'a2 b1 b2' -- moves 8/8/8/8/8/8/8/A7 a1 --move 1
expect moves-zero 0 '' -- moves 8/8/8/8/8/8/8/A7 a1 --move 0
expect moves-two 0 'a2 a3 b1 b2 b3 c1 c2 c3' -- moves 8/8/8/8/8/8/8/A7 a1 --move 2
expect moves-walled 0 '' -- moves 8/8/8/8/8/8/##6/Ab6 a1 --move 5
expect moves-diagonal-squeeze 0 'b2' -- moves 8/8/8/8/8/8/a7/AB6 a1 --move 1
expect moves-around 0 'a2 a3 b3' -- moves 8/8/8/8/8/8/1#6/A#6 a1 --move 2
expect moves-order-sort 0 'd4 d5 d6 e4 e6 f4 f5 f6' -- moves 8/8/8/4a3/8/8/8/8 e5 --move 1
expect moves-option-first 0 'a2 b1 b2' -- moves --move 1 8/8/8/8/8/8/8/A7 a1
expect moves-no-unit 2 '' -- moves 8/8/8/8/8/8/8/A7 b1 --move 1
expect moves-no-move 2 '' -- moves 8/8/8/8/8/8/8/A7 a1
expect moves-negative 2 '' -- moves 8/8/8/8/8/8/8/A7 a1 --move -1
expect moves-help 0 '*' -- moves --help

# ---- squad check
expect squad-legal 0 '{"units": 2, "rank_points": 7, "valid": true}' -- squad check "$fx/legal.json"
expect squad-budget-30 0 '{"units": 2, "rank_points": 30, "valid": true}' -- squad check "$fx/budget30.json"
expect squad-over 1 '*' -- squad check "$fx/over.json"
expect_stderr squad-over-reason 'over budget' squad check "$fx/over.json"
expect squad-seven 1 '*' -- squad check "$fx/seven.json"
expect_stderr squad-seven-reason 'too many units' squad check "$fx/seven.json"
expect squad-empty 1 '*' -- squad check "$fx/empty.json"
expect squad-duplicate 1 '*' -- squad check "$fx/duplicate.json"
expect_stderr squad-duplicate-reason 'duplicate ability' squad check "$fx/duplicate.json"
expect squad-zero-stat 1 '*' -- squad check "$fx/zero-stat.json"
expect squad-unknown-ability 2 '' -- squad check "$fx/unknown-ability.json"
expect_stderr squad-unknown-names-file 'unknown-ability.json' squad check "$fx/unknown-ability.json"
expect squad-truncated 2 '' -- squad check "$fx/truncated.json"
expect_stderr squad-truncated-names-file 'truncated.json' squad check "$fx/truncated.json"
expect squad-wrong-format 2 '' -- squad check "$fx/wrong-format.json"
expect squad-wrong-type 2 '' -- squad check "$fx/wrong-type.json"
expect_stderr squad-wrong-type-key 'health' squad check "$fx/wrong-type.json"
expect squad-missing-file 2 '' -- squad check "$fx/no-such-file.json"
expect squad-directory 2 '' -- squad check "$fx"
expect squad-no-file 2 '' -- squad check
expect squad-help 0 '*' -- squad check --help

# ---- the tool itself
expect help 0 '*' -- --help
expect no-command 2 '' --
expect unknown-command 2 '' -- frobnicate
expect version 0 '*' -- --version
expect demo-quiet 0 '*' -- demo --seed 2 --quiet

echo "cli contract: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
