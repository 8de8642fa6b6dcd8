#!/usr/bin/env python3
"""The contract of skirmish-cli trts-sim (docs/trts.md "trts-sim"): the keys in
order, per-player arrays, determinism, maps by file or by name, every match type,
refusals with exit status 2. One game's output is stored
(tests/data/trts/cli/sim-duel.json); SKIRMISH_REGENERATE_GOLDEN=1 rewrites it.

usage: trts_sim_contract.py SKIRMISH_CLI SOURCE_DIR
"""
import json
import os
import subprocess
import sys

CLI, SRC = sys.argv[1], sys.argv[2]
passed = failed = 0


def check(name, ok, *details):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + name)
        for d in details:
            print("  " + str(d))


def run(*args):
    return subprocess.run([CLI, "trts-sim"] + list(args), capture_output=True, text=True)


KEYS = ["winner", "winners", "rounds", "end", "areas", "supply", "made", "lost", "levels"]


def game(name, n, *args):
    res = run(*args)
    try:
        d = json.loads(res.stdout)
    except ValueError:
        check(name, False, "status %d" % res.returncode, res.stdout, res.stderr)
        return None
    ok = (res.returncode == 0 and list(d.keys()) == KEYS and all(len(d[k]) == n for k in KEYS[4:]) and
          d["winner"] in d["winners"] and all(v in ("easy", "normal", "hard") for v in d["levels"]) and
          d["winner"] in d["winners"] and d["end"] in ("elimination", "rounds") and 1 <= d["rounds"] <= 32 and
          res.stdout.count("\n") == 1)
    check(name, ok, res.stdout, res.stderr)
    return d


maps = os.path.join(SRC, "maps", "trts")
duel = ["--map", os.path.join(maps, "twin-ridge.json"), "--faction", "directorate", "--faction", "myriad", "--type",
        "duel", "--seed", "1"]
a = game("duel", 2, *duel)
b = game("duel again", 2, *duel)
check("deterministic", a == b, a, b)
c = game("map by name", 2, "--map", "twin-ridge", "--faction", "directorate", "--faction", "myriad", "--seed", "1")
check("name = file, type defaults to duel", a == c, a, c)
golden = os.path.join(SRC, "tests", "data", "trts", "cli", "sim-duel.json")
res = run(*duel)
if os.environ.get("SKIRMISH_REGENERATE_GOLDEN", "0") not in ("", "0"):
    os.makedirs(os.path.dirname(golden), exist_ok=True)
    with open(golden, "w") as fh:
        fh.write(res.stdout)
with open(golden) as fh:
    check("stored output", fh.read() == res.stdout, res.stdout)
d = game("team", 4, "--map", "four-winds", "--faction", "luminar", "--faction", "myriad", "--faction", "directorate",
         "--faction", "luminar", "--type", "team", "--seed", "3")
if d:
    check("team winners are a team", sorted(d["winners"]) in ([0, 2], [1, 3]), d)
game("ffa", 3, "--map", "three-crowns", "--faction", "luminar", "--faction", "myriad", "--faction", "directorate",
     "--type", "ffa", "--seed", "2")
game("ffa default for 3", 3, "--map", "three-crowns", "--faction", "luminar", "--faction", "myriad", "--faction",
     "directorate", "--seed", "2")
d = game("lms", 4, "--map", "four-winds", "--faction", "luminar", "--faction", "myriad", "--faction", "directorate",
         "--faction", "myriad", "--type", "lms", "--seed", "4")
if d:
    check("lms: one winner", len(d["winners"]) == 1, d)
# --level: default easy (the outputs before levels existed, plus "levels"), once for
# every seat or once per --faction in seat order; each level deterministic
check("default level easy", a and a["levels"] == ["easy", "easy"], a)
e = game("explicit easy", 2, *(duel + ["--level", "easy"]))
check("explicit easy = default", e == a, e, a)
for lv in ("normal", "hard"):
    x = game(lv + " for both", 2, *(duel + ["--level", lv]))
    y = game(lv + " again", 2, *(duel + ["--level", lv]))
    check(lv + ": deterministic, levels", x is not None and x == y and x["levels"] == [lv, lv], x, y)
m = game("per seat", 2, *(duel + ["--level", "hard", "--level", "easy"]))
check("per seat levels in order", m is not None and m["levels"] == ["hard", "easy"], m)
d = game("per seat, 3 players", 3, "--map", "three-crowns", "--faction", "luminar", "--faction", "myriad",
         "--faction", "directorate", "--level", "normal", "--level", "easy", "--level", "hard", "--seed", "2")
check("three levels", d is not None and d["levels"] == ["normal", "easy", "hard"], d)
game("duel on a 4-player map", 2, "--map", "four-winds", "--faction", "luminar", "--faction", "luminar", "--seed", "9")
# --rounds: the game's length (the depletion round scales with it)
for n in (16, 24, 32):
    g = game("rounds %d" % n, 2, *(duel + ["--rounds", str(n)]))
    check("rounds %d: no longer" % n, g is not None and g["rounds"] <= n, g)
    g2 = game("rounds %d again" % n, 2, *(duel + ["--rounds", str(n)]))
    check("rounds %d: deterministic" % n, g == g2, g, g2)
g32 = game("rounds 32 = default", 2, *duel)
check("rounds 32 is the default", g32 == game("rounds 32", 2, *(duel + ["--rounds", "32"])), g32)


def refuse(name, *args):
    res = run(*args)
    check(name, res.returncode == 2 and res.stdout == "" and res.stderr != "", res.returncode, res.stdout, res.stderr)


refuse("no map", "--faction", "luminar", "--faction", "myriad")
refuse("one faction", "--map", "twin-ridge", "--faction", "luminar")
refuse("unknown faction", "--map", "twin-ridge", "--faction", "luminar", "--faction", "zerg")
refuse("unknown type", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--type", "coop")
refuse("team needs 4", "--map", "four-winds", "--faction", "luminar", "--faction", "myriad", "--faction", "luminar",
       "--type", "team")
refuse("duel needs 2", "--map", "three-crowns", "--faction", "luminar", "--faction", "myriad", "--faction", "luminar",
       "--type", "duel")
refuse("too many for the map", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--faction",
       "luminar")
refuse("missing map file", "--map", "/nonexistent/map.json", "--faction", "luminar", "--faction", "myriad")
refuse("broken map", "--map", os.path.join(SRC, "tests", "data", "trts", "broken", "disconnected.json"), "--faction",
       "luminar", "--faction", "myriad")
refuse("bad seed", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--seed", "x")
refuse("unknown level", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--level", "expert")
refuse("level without a value", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--level")
refuse("levels not one per seat", "--map", "three-crowns", "--faction", "luminar", "--faction", "myriad",
       "--faction", "luminar", "--level", "hard", "--level", "easy")
refuse("rounds not offered", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--rounds", "20")
refuse("rounds without a value", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--rounds")
refuse("unknown option", "--map", "twin-ridge", "--faction", "luminar", "--faction", "myriad", "--speed", "2")

print("trts-sim contract: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
