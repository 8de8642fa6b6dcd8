#!/usr/bin/env bash
# skirmish-cli replay and the simulations' records (issue 38): the JSON object's
# keys for each game, --at's state, --play-from's save read back by replay, the
# exit status 2 (naming the file) for broken, hostile and record-less files and
# for a step out of range; and for each simulation (simulate --record-dir,
# conquest-sim --record-dir, trts-sim --record, campaign-sim --record), every
# record replayed to its last step gives the result the simulation reported.
# usage: cli_replay.sh SKIRMISH_CLI SOURCE_DIR
set -u
export LC_ALL=C
unset LANGUAGE
cli="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    [ -f "$tmp/err" ] && sed 's/^/  stderr /' "$tmp/err"
}

# refused NAME FILE ARGS...: exit 2, and stderr names FILE.
refused() {
    local name="$1" file="$2"
    shift 2
    "$cli" replay "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    if [ $got -ne 2 ]; then
        fail "$name: exit $got, wanted 2"
    elif ! grep -qF "$(basename "$file")" "$tmp/err"; then
        fail "$name: the message does not name the file"
    elif [ -s "$tmp/out" ]; then
        fail "$name: printed on stdout"
    else
        ok
    fi
}

# check NAME PYTHON_EXPR FILE...: a Python assertion over the JSON files a, b...
check() {
    local name="$1" expr="$2"
    shift 2
    if python3 - "$expr" "$@" 2>"$tmp/err" <<'EOF'
import json, sys
expr = sys.argv[1]
docs = [json.load(open(f)) for f in sys.argv[2:]]
a = docs[0]
b = docs[1] if len(docs) > 1 else None
c = docs[2] if len(docs) > 2 else None
assert eval(expr), expr
EOF
    then ok; else fail "$name"; fi
}

esc_save="$src/tests/data/saves/hill-24-actions.json"
cq_save="$src/tests/data/replay/conquest-duel-seed3.json"
trts_save="$src/tests/data/trts/golden/duel-twin-ridge.json"
ca_save="$tmp/campaign-record.json"
"$cli" campaign-sim --map four-rivers --players 3 --seed 5 --battle-ai easy --record "$ca_save" >/dev/null \
    2>"$tmp/err" || fail "campaign-sim --record"

# ---- the object, per game ----
for game in escarmouche conquest trts campaign; do
    case $game in
    escarmouche) f=$esc_save ;;
    conquest) f=$cq_save ;;
    trts) f=$trts_save ;;
    campaign) f=$ca_save ;;
    esac
    if "$cli" replay "$f" >"$tmp/$game.json" 2>"$tmp/err"; then ok; else fail "$game: replay"; fi
    check "$game: keys" "list(a) == ['game', 'steps', 'result'] and a['game'] == '$game' and len(a['steps']) > 0" \
        "$tmp/$game.json"
    "$cli" replay "$f" --at 2 >"$tmp/$game-at.json" 2>"$tmp/err" || fail "$game: --at 2"
    check "$game: --at keys" "list(a)[:5] == ['game', 'steps', 'result', 'at', 'state'] and a['at'] == 2" \
        "$tmp/$game-at.json"
    n=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['steps']))" "$tmp/$game.json")
    "$cli" replay "$f" --at "$n" >"$tmp/$game-end.json" 2>"$tmp/err" || fail "$game: --at the last step"
    "$cli" replay "$f" --at 0 >/dev/null 2>"$tmp/err" || fail "$game: --at 0"
    refused "$game: --at past the end" "$f" "$f" --at $((n + 1))
    refused "$game: --play-from past the end" "$f" "$f" --play-from $((n + 1)) --out "$tmp/never.json"
    [ -e "$tmp/never.json" ] && fail "$game: a save was written for a step out of range"
    # Play from the middle: the save is a replay of that many steps, same state.
    mid=$((n / 2))
    "$cli" replay "$f" --play-from $mid --out "$tmp/$game-from.json" --at $mid >"$tmp/$game-mid.json" 2>"$tmp/err" ||
        fail "$game: --play-from $mid"
    "$cli" replay "$tmp/$game-from.json" --at $mid >"$tmp/$game-again.json" 2>"$tmp/err" ||
        fail "$game: the save at $mid does not replay"
    check "$game: --play-from round trip" \
        "len(b['steps']) == $mid and a['steps'][:$mid] == b['steps'] and a['state'] == b['state']" \
        "$tmp/$game-mid.json" "$tmp/$game-again.json"
done
check "escarmouche: position" "a['position'] == a['state']['position'] and '/' in a['position']" \
    "$tmp/escarmouche-at.json"
check "conquest: the state's shape" "a['state']['turn'] == 3 and 'graph' in a['state']" "$tmp/conquest-at.json"
check "trts: the state's format" "a['state']['format'] == 'skirmish-trts-state' and a['result']['over']" \
    "$tmp/trts-at.json"
check "campaign: the state's format" \
    "a['state']['format'] == 'skirmish-campaign' and a['state']['phase'] == 'downtime' and a['result']['over']" \
    "$tmp/campaign-at.json"
check "campaign: steps" "a['steps'][0][0] in ('recruit', 'replenish', 'hero', 'trait', 'end-downtime') and \
    any(s[0] == 'duel' and len(s[3]) > 0 for s in a['steps']) and a['steps'][-1] == ['end-turn']" "$tmp/campaign.json"
# The TRTS result is the golden game's stored result.
check "trts: result" "a['result']['winner'] == 0 and a['result']['rounds'] == 32 and a['result']['end'] == 'rounds'" \
    "$tmp/trts.json"

# ---- refusals ----
printf '{"format": "skirmish-save", "version": 1, "seed": "1"' >"$tmp/truncated.json"
refused "truncated" "$tmp/truncated.json" "$tmp/truncated.json"
printf '\x00\x01binary' >"$tmp/binary.json"
refused "binary" "$tmp/binary.json" "$tmp/binary.json"
refused "missing file" "$tmp/none.json" "$tmp/none.json"
refused "a squad" "iron-vanguard.json" "$src/assets/squads/iron-vanguard.json"
refused "a bare Conquest state" "valid-state.json" "$src/tests/data/conquest/valid-state.json"
refused "a Campaign save" "veldt-marches-2p-seed7.json" "$src/tests/data/campaign/golden/veldt-marches-2p-seed7.json"
python3 - "$cq_save" "$tmp/hostile.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d["record"]["turns"].pop()
json.dump(d, open(sys.argv[2], "w"))
EOF
refused "a record that does not replay" "$tmp/hostile.json" "$tmp/hostile.json"
grep -q 'do not replay' "$tmp/err" && ok || fail "a record that does not replay: the message says so"
python3 - "$esc_save" "$tmp/illegal.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d["actions"][5] = "move a1 h8"
json.dump(d, open(sys.argv[2], "w"))
EOF
refused "an illegal action" "$tmp/illegal.json" "$tmp/illegal.json"
grep -q 'actions\[5\]' "$tmp/err" && ok || fail "an illegal action: the message names actions[5]"
python3 - "$ca_save" "$tmp/ca-hostile.json" "$tmp/ca-step.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d["record"]["steps"].pop()
json.dump(d, open(sys.argv[2], "w"))
d = json.load(open(sys.argv[1]))
d["record"]["steps"].insert(2, ["end-turn"])
json.dump(d, open(sys.argv[3], "w"))
EOF
refused "a Campaign record short of its state" "$tmp/ca-hostile.json" "$tmp/ca-hostile.json"
grep -q 'do not replay to the saved state' "$tmp/err" && ok || fail "a Campaign record short of its state: the message"
refused "a Campaign step that does not replay" "$tmp/ca-step.json" "$tmp/ca-step.json"
grep -q 'record.steps\[2\]: this step does not replay' "$tmp/err" && ok || fail "a Campaign step: the message names it"
"$cli" replay >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "no file: exit 2"
"$cli" replay "$esc_save" --play-from 3 >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "--play-from without --out: exit 2"
"$cli" replay "$esc_save" --at -1 >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "--at -1: exit 2"

# ---- the simulations' records replay to the results they reported ----
"$cli" simulate --squad "$src/assets/squads/iron-vanguard.json" --squad "$src/assets/squads/longbow-line.json" \
    --ai easy --games 4 --threads 2 --record-dir "$tmp/esc" >"$tmp/sim.json" 2>"$tmp/err" || fail "simulate --record-dir"
for f in "$tmp"/esc/escarmouche-000{1,2,3,4}.json; do
    "$cli" replay "$f" >"$f.replay" 2>"$tmp/err" || fail "simulate's record $(basename "$f") does not replay"
done
python3 - "$tmp" "$src" <<'EOF' 2>"$tmp/err" && ok || fail "simulate: the records' results are the simulation's"
import json, sys
tmp, src = sys.argv[1], sys.argv[2]
sim = json.load(open(tmp + "/sim.json"))
first = json.load(open(src + "/assets/squads/iron-vanguard.json"))["name"]
wins, rounds = [0, 0], 0
for i in range(1, 5):
    rec = json.load(open("%s/esc/escarmouche-%04d.json" % (tmp, i)))
    res = json.load(open("%s/esc/escarmouche-%04d.json.replay" % (tmp, i)))["result"]
    assert res["over"]
    rounds += res["rounds"]
    if res["winner"] is not None:
        arg = 0 if rec["squads"][res["winner"]]["name"] == first else 1
        wins[arg] += 1
assert wins == sim["wins"], (wins, sim["wins"])
assert abs(rounds / 4 - sim["mean_rounds"]) < 0.006, (rounds, sim["mean_rounds"])
EOF

"$cli" conquest-sim --map duel --bot easy --bot hard --games 3 --seed 9 --record-dir "$tmp/cq" >"$tmp/cqsim.json" \
    2>"$tmp/err" || fail "conquest-sim --record-dir"
for f in "$tmp"/cq/conquest-000{1,2,3}.json; do
    "$cli" replay "$f" >"$f.replay" 2>"$tmp/err" || fail "conquest-sim's record $(basename "$f") does not replay"
done
python3 - "$tmp" <<'EOF' 2>"$tmp/err" && ok || fail "conquest-sim: the records' results are the simulation's"
import json, sys
tmp = sys.argv[1]
sim = json.load(open(tmp + "/cqsim.json"))
wins, ranks, total = [0, 0], [[0, 0], [0, 0]], 0
for i in range(1, 4):
    res = json.load(open("%s/cq/conquest-%04d.json.replay" % (tmp, i)))
    r = res["result"]
    assert r["over"]
    total += len(res["steps"])
    for p in range(2):
        ranks[p][r["ranks"][p] - 1] += 1
    if r["ranks"].count(1) == 1:
        wins[r["ranks"].index(1)] += 1
assert [p["wins"] for p in sim["players"]] == wins, wins
assert [p["ranks"] for p in sim["players"]] == ranks, ranks
assert sim["turns"]["total"] == total, total
EOF

"$cli" trts-sim --map twin-ridge --faction luminar --faction myriad --level normal --seed 4 --record "$tmp/trts.json" \
    >"$tmp/trtssim.json" 2>"$tmp/err" || fail "trts-sim --record"
"$cli" replay "$tmp/trts.json" >"$tmp/trts.replay" 2>"$tmp/err" || fail "trts-sim's record does not replay"
check "trts-sim: the record's result is the simulation's" \
    "b['result']['over'] and all(b['result'][k] == a[k] for k in ['winner', 'winners', 'rounds', 'end', 'areas', 'supply', 'made', 'lost'])" \
    "$tmp/trtssim.json" "$tmp/trts.replay"

# campaign-sim: several maps, seat counts and seeds; the result at the last step
# is the summary the simulation printed, key for key.
for game in "veldt-marches 2 1" "three-crowns 3 4" "four-rivers 4 9" "four-rivers 2 12"; do
    set -- $game
    "$cli" campaign-sim --map "$1" --players "$2" --seed "$3" --battle-ai easy --record "$tmp/ca-$3.json" >"$tmp/ca-$3.sim" \
        2>"$tmp/err" || fail "campaign-sim --record ($game)"
    "$cli" replay "$tmp/ca-$3.json" >"$tmp/ca-$3.replay" 2>"$tmp/err" || fail "campaign-sim's record ($game) does not replay"
    check "campaign-sim ($game): the record's result is the simulation's" \
        "b['result']['over'] and {k: v for k, v in b['result'].items() if k != 'over'} == a" \
        "$tmp/ca-$3.sim" "$tmp/ca-$3.replay"
done
"$cli" campaign-sim --map veldt-marches --players 2 --seed 1 --battle-ai easy >"$tmp/ca-plain.sim" 2>"$tmp/err"
cmp -s "$tmp/ca-plain.sim" "$tmp/ca-1.sim" && ok || fail "campaign-sim: --record changes the summary"

echo "cli_replay: $passed passed, $failed failed"
[ $failed -eq 0 ]
