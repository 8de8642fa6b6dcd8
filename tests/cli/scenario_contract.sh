#!/usr/bin/env bash
# skirmish-cli scenario check: every shipped scenario is valid (exit 0, one JSON
# object with at least name, the objectives' types and the sides); each kind of
# invalid file is refused with exit 2 and a message naming the file and the
# offending key: bad JSON, an unknown objective type, a deployment or zone
# square off the board or on an obstacle, the sides' deployment squares
# overlapping, a fixed squad over its budget, a zone no unit can reach.
# skirmish-cli simulate --scenario: the "ends" counts, refusals of squads that do
# not fit the scenario.
# usage: scenario_contract.sh SKIRMISH_CLI SOURCE_DIR
set -u
# The messages checked here are the English ones (cli_i18n.sh covers the others).
export LC_ALL=C
unset LANGUAGE
cli="$1"
src="$2"
dir="$(mktemp -d)"
err="$dir/stderr"
trap 'rm -rf "$dir"' EXIT
passed=0
failed=0

fail() {
    failed=$((failed + 1))
    echo "FAIL $1"
    sed 's/^/  stderr /' "$err"
}

# valid FILE TYPES: exit 0, one line of JSON naming the file's objective types.
valid() {
    local file="$1" types="$2" out
    out="$("$cli" scenario check "$file" 2>"$err")"
    local st=$?
    if [ $st != 0 ]; then fail "valid $(basename "$file"): status $st"; return; fi
    if [ "$(printf '%s\n' "$out" | wc -l)" != 1 ]; then fail "valid $(basename "$file"): not one line: $out"; return; fi
    if [[ "$out" =~ ^\{\"name\":\ \"[^\"]+\",\ \"objectives\":\ \[$types\],\ \"sides\":\ \[\{\"name\":\ .*\}\]\,\ \"round_limit\":\ [0-9]+,\ \"at_round_limit\":\ .*,\ \"deploys_first\":\ .*,\ \"moves_first\":\ .*\}$ ]]; then
        passed=$((passed + 1))
    else
        fail "valid $(basename "$file"): not the documented shape: $out"
    fi
}

# invalid NAME KEY: the file $dir/NAME.json is refused with exit 2, stderr
# naming the file and the key, nothing on stdout.
invalid() {
    local name="$1" key="$2" out
    out="$("$cli" scenario check "$dir/$name.json" 2>"$err")"
    local st=$?
    if [ $st != 2 ]; then fail "$name: status $st, want 2"; return; fi
    if [ -n "$out" ]; then fail "$name: stdout not empty: $out"; return; fi
    if grep -qF -- "$dir/$name.json: $key: " "$err"; then passed=$((passed + 1)); else fail "$name: stderr lacks the key '$key'"; fi
}

# A valid base document; each invalid file changes one thing in it with sed.
base="$dir/base.json"
cat >"$base" <<'EOF'
{
  "format": "skirmish-scenario",
  "version": 1,
  "name": "Contract",
  "briefing": "One of each objective.",
  "board": {"obstacles": ["c3", "f6"]},
  "sides": [
    {"name": "A", "deploy": ["a1", "b1", "c1"], "budget": 20,
     "squad": {"name": "Party", "units": [{"name": "Envoy", "health": 2, "range": 1, "power": 1, "move": 2, "abilities": []}]}},
    {"name": "B", "deploy": ["a8", "b8", "c8"], "budget": 20}
  ],
  "deploys_first": 0,
  "moves_first": "dice",
  "round_limit": 10,
  "at_round_limit": "draw",
  "objectives": [
    {"type": "control", "zones": [["d4", "e4"], ["d5"]], "markers": 4},
    {"type": "hold", "side": 1, "zone": ["h4"], "rounds": 2},
    {"type": "escort", "side": 0, "unit": "Envoy", "exits": ["h8"]},
    {"type": "survive", "side": 1, "rounds": 10},
    {"type": "elimination"}
  ]
}
EOF
variant() { sed "$2" "$base" >"$dir/$1.json"; }

valid "$base" '"control", "hold", "escort", "survive", "elimination"'
out="$("$cli" scenario check "$base" 2>/dev/null)"
case "$out" in
*'"sides": [{"name": "A", "deploy": 3, "budget": 20, "fixed_units": 1, "max_units": 3}, {"name": "B", "deploy": 3, "budget": 20, "fixed_units": 0, "max_units": 3}]'*)
    passed=$((passed + 1)) ;;
*) failed=$((failed + 1)); echo "FAIL base-sides: $out" ;;
esac
for f in "$src"/maps/scenarios/*.json; do
    valid "$f" '"[a-z]+"(, "[a-z]+")*'
done

printf '{"format": "skirmish-scenario", "version": 1, "name": ' >"$dir/bad-json.json"
"$cli" scenario check "$dir/bad-json.json" >/dev/null 2>"$err"
st=$?
if [ $st = 2 ] && grep -qF "$dir/bad-json.json: " "$err" && grep -q 'JSON' "$err"; then passed=$((passed + 1)); else fail "bad-json: status $st"; fi
variant not-scenario 's/"skirmish-scenario"/"skirmish-map"/'
invalid not-scenario 'format'
variant unknown-type 's/"type": "survive"/"type": "capture"/'
invalid unknown-type 'objectives[3].type'
variant deploy-off-board 's/"b1"/"i1"/'
invalid deploy-off-board 'sides[0].deploy[1]'
variant deploy-on-obstacle 's/"b1"/"c3"/'
invalid deploy-on-obstacle 'sides[0].deploy[1]'
variant zone-off-board 's/\["d5"\]/["d9"]/'
invalid zone-off-board 'objectives[0].zones[1][0]'
variant zone-on-obstacle 's/\["d5"\]/["f6"]/'
invalid zone-on-obstacle 'objectives[0].zones[1][0]'
variant exit-on-obstacle 's/"exits": \["h8"\]/"exits": ["h8", "c3"]/'
invalid exit-on-obstacle 'objectives[2].exits[1]'
variant deploy-overlap 's/"b8"/"b1"/'
invalid deploy-overlap 'sides[1].deploy[1]'
variant over-budget 's/"budget": 20,$/"budget": 1,/'
invalid over-budget 'sides[0].squad'
variant unreachable 's/"obstacles": \["c3", "f6"\]/"obstacles": ["g3", "g4", "g5", "h3", "h5"]/'
invalid unreachable 'objectives[1].zone'
variant unreachable-exit 's/"obstacles": \["c3", "f6"\]/"obstacles": ["g7", "g8", "h7"]/'
invalid unreachable-exit 'objectives[2].exits'
variant escort-unknown 's/"unit": "Envoy"/"unit": "Ghost"/'
invalid escort-unknown 'objectives[2].unit'
variant no-round-limit '/"round_limit"/d'
invalid no-round-limit 'round_limit'

# The message quotes the unknown type.
grep -q 'objectives\[3\].type: unknown objective type "capture"' <("$cli" scenario check "$dir/unknown-type.json" 2>&1) \
    && passed=$((passed + 1)) || { failed=$((failed + 1)); echo "FAIL unknown-type message"; }

# Arguments and unreadable files.
"$cli" scenario check >/dev/null 2>"$err"; st=$?
if [ $st = 2 ] && grep -q 'usage: skirmish-cli scenario check' "$err"; then passed=$((passed + 1)); else fail "no-file: status $st"; fi
"$cli" scenario check "$base" "$base" >/dev/null 2>"$err"; st=$?
if [ $st = 2 ]; then passed=$((passed + 1)); else fail "two-files: status $st"; fi
"$cli" scenario check "$dir/no-such.json" >/dev/null 2>"$err"; st=$?
if [ $st = 2 ] && grep -qF "no-such.json" "$err"; then passed=$((passed + 1)); else fail "missing-file: status $st"; fi
"$cli" scenario check --help >"$dir/help" 2>"$err"; st=$?
if [ $st = 0 ] && grep -q 'skirmish-scenario' "$dir/help"; then passed=$((passed + 1)); else fail "help: status $st"; fi

# ---- simulate --scenario: the JSON adds "ends", which add up to the games.
cat >"$dir/party.json" <<'EOF'
{"format": "skirmish-squad", "version": 1, "name": "Party", "units": [
  {"name": "Envoy", "health": 5, "range": 1, "power": 1, "move": 1, "abilities": []},
  {"name": "Guard", "health": 3, "range": 1, "power": 2, "move": 1, "abilities": []},
  {"name": "Archer", "health": 2, "range": 3, "power": 1, "move": 1, "abilities": []}]}
EOF
cat >"$dir/hunters.json" <<'EOF'
{"format": "skirmish-squad", "version": 1, "name": "Hunters", "units": [
  {"name": "Hound", "health": 2, "range": 1, "power": 1, "move": 2, "abilities": []},
  {"name": "Bow", "health": 2, "range": 3, "power": 1, "move": 1, "abilities": []},
  {"name": "Brute", "health": 4, "range": 1, "power": 2, "move": 1, "abilities": []}]}
EOF
ends='^\{"games": ([0-9]+), "wins": \[([0-9]+), ([0-9]+)\], "draws": ([0-9]+), "mean_rounds": [0-9]+\.[0-9]{2}, "ends": \{"elimination": ([0-9]+), "objective": ([0-9]+), "round_limit": ([0-9]+)\}, "decision_ms": \[.*\]\}$'
for f in "$src"/maps/scenarios/*.json; do
    # a side with only a fixed squad plays it ("fixed"), a side with a budget the test's squad,
    # after the side's fixed units when it has some (The Well's Village Slingers; the party starts with its Envoy)
    read -r one two < <(python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
def squad(side, k, path):
    if "budget" not in side:
        return "fixed"
    fixed = side.get("squad", {}).get("units", [])
    t = json.load(open(path))
    if not fixed or t["units"][:len(fixed)] == fixed:
        return path
    t["units"] = fixed + [u for u in t["units"] if u not in fixed]
    out = "%s.side%d.json" % (path[:-5], k)
    json.dump(t, open(out, "w"))
    return out
print(*(squad(s, k, t) for k, (s, t) in enumerate(zip(d["sides"], sys.argv[2:]))))' "$f" "$dir/party.json" "$dir/hunters.json")
    out="$("$cli" simulate --scenario "$f" --squad "$one" --squad "$two" --ai easy --games 4 \
        --check-invariants --no-clock-stop 2>"$err")"
    st=$?
    if [ $st != 0 ]; then fail "simulate $(basename "$f"): status $st"; continue; fi
    if [[ "$out" =~ $ends ]]; then
        g="${BASH_REMATCH[1]}"
        w=$((BASH_REMATCH[2] + BASH_REMATCH[3] + BASH_REMATCH[4]))
        e=$((BASH_REMATCH[5] + BASH_REMATCH[6] + BASH_REMATCH[7]))
        if [ "$g" = 4 ] && [ "$w" = 4 ] && [ "$e" = 4 ]; then passed=$((passed + 1)); else fail "simulate $(basename "$f"): sums: $out"; fi
    else
        fail "simulate $(basename "$f"): not the documented shape: $out"
    fi
done
# The same seed, the same games, whatever the threads.
same() {
    "$cli" simulate --scenario "$base" --squad fixed --squad "$dir/hunters.json" --ai easy --games 4 --seed 9 "$@" \
        2>/dev/null | sed 's/, "decision_ms".*$//'
}
one="$(same)"
two="$(same --threads 2)"
if [ -n "$one" ] && [ "$one" = "$two" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL simulate-threads: '$one' / '$two'"; fi
# A plain simulate has no "ends".
out="$("$cli" simulate --squad "$dir/party.json" --squad "$dir/hunters.json" --ai random --games 2 --round-limit 3 2>"$err")"
case "$out" in
*'"ends"'*) fail "simulate without --scenario has ends: $out" ;;
'') fail "plain simulate failed" ;;
*) passed=$((passed + 1)) ;;
esac
# Refusals: no fixed squad to fall back on (2), a squad that does not fit (1),
# --map (2), one --squad (2), a round limit the scenario cannot have (2).
sim() {
    local name="$1" want="$2" pattern="$3"
    shift 3
    "$cli" simulate --ai easy --games 1 "$@" >/dev/null 2>"$err"
    local st=$?
    if [ $st = "$want" ] && grep -q -- "$pattern" "$err"; then passed=$((passed + 1)); else fail "$name: status $st, want $want and '$pattern'"; fi
}
sim sim-no-fixed 2 'side 1 has no fixed squad' --scenario "$base"
sim sim-over-budget 1 'cannot play side 1' --scenario "$base" --squad fixed --squad "$src/assets/squads/iron-vanguard.json"
sim sim-not-fixed-first 1 'cannot play side 0' --scenario "$base" --squad "$dir/party.json" --squad "$dir/hunters.json"
sim sim-map 2 'do not go together' --scenario "$base" --map "$src/maps/hill.json"
sim sim-one-squad 2 'give --squad twice' --scenario "$base" --squad fixed
sim sim-round-limit 2 'does not suit the scenario' --scenario "$base" --squad fixed --squad "$dir/hunters.json" --round-limit 5
sim sim-bad-scenario 2 'objectives\[3\].type' --scenario "$dir/unknown-type.json"

echo "scenario contract: $passed passed, $failed failed"
[ "$failed" = 0 ]
