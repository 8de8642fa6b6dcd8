#!/usr/bin/env python3
"""The contract of skirmish-cli trts-combat (docs/trts.md "trts-combat"): every
default, each targeting rule, splash, suicide, keep-alive, shields, unfinished
buildings, teams, refusals and exit codes. The expected figures are worked out by
hand from the rules, not produced by the program. Myriad pieces in cases worked
out before the balance rulings (docs/trts.md "Balance rulings") are given their
former HP explicitly, so those figures still hold.

usage: trts_combat_contract.py SKIRMISH_CLI
"""
import json
import os
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
failed = 0
passed = 0


def P(index, alive, hp, shields, attacked):
    return {"index": index, "alive": alive, "hp": hp, "shields": shields, "attacked": attacked}


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        fh.write(doc if isinstance(doc, str) else json.dumps(doc))
        path = fh.name
    try:
        res = subprocess.run([CLI, "trts-combat", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    return res, path


def check(name, ok, *details):
    global failed, passed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL " + name)
        for d in details:
            print("  " + str(d))


def expect(name, doc, pieces, steps):
    res, _ = run(doc)
    want = {"pieces": pieces, "steps": steps}
    try:
        got = json.loads(res.stdout)
    except ValueError:
        got = None
    check(name, res.returncode == 0 and got == want, "status %d" % res.returncode, "want %s" % json.dumps(want),
          "got  %s" % res.stdout.strip(), res.stderr.strip())
    if got is not None:
        check(name + " (key order)", list(got.keys()) == ["pieces", "steps"] and
              all(list(p.keys()) == ["index", "alive", "hp", "shields", "attacked"] for p in got["pieces"]), got)


def refuse(name, doc, status, needle):
    res, path = run(doc)
    needle = needle if needle is not None else path
    check(name, res.returncode == status and res.stdout == "" and needle in res.stderr,
          "status %d (want %d)" % (res.returncode, status), "stderr " + res.stderr.strip(), "want in stderr: " + needle)


def game(factions, pieces, active=0, **extra):
    doc = {"factions": factions, "active": active}
    doc.update(extra)
    doc["pieces"] = pieces
    return doc


D, L, M = "directorate", "luminar", "myriad"


def pc(player, type_, **kw):
    p = {"player": player, "type": type_}
    p.update(kw)
    return p


# ---- defaults: full hp and shields, not attacked, finished; own teams; order from active ----
expect("issue example", game([D, M], [pc(0, "trooper", hp=2, shields=0, attacked=False, finished=True),
                                      pc(1, "skitter", hp=1)], teams=[0, 1], order=[1, 0], upgrades=[["weapons"], []]),
       # Trooper (Range 4, Weapons: ground 2) kills the skitter before it acts; no defender left: no step 1.
       [P(0, True, 2, 0, True), P(1, False, 0, 0, False)], [4])
expect("defaults: full hp and shields", game([D, L], [pc(0, "trooper"), pc(1, "blade")]),
       # step 4: 1 damage on the blade's 2 shields; step 1: the blade (2) kills the trooper (2 HP).
       [P(0, False, 0, 0, True), P(1, True, 2, 1, True)], [4, 1])
expect("attacked pieces do not act", game([D, L], [pc(0, "trooper", attacked=True), pc(1, "blade", attacked=True)]),
       [P(0, True, 2, 0, True), P(1, True, 2, 2, True)], [])

# ---- targeting ----
expect("ground attacker screened by lower Range", game([D, M], [pc(0, "breacher"), pc(1, "spitter", hp=2),
                                                                pc(1, "juggernaut")]),
       # step 4 spitter: 2-1 on the breacher (3); step 2 breacher may hit Range <= 2 only: juggernaut 2-1 (8);
       # step 1 juggernaut 3-1 on the breacher (1).
       [P(0, True, 1, 0, True), P(1, True, 2, 0, True), P(2, True, 8, 0, True)], [4, 2, 1])
expect("ground attacker with nothing within Range takes the lowest", game([D, M], [pc(0, "breacher"), pc(1, "spitter", hp=2),
                                                                                 pc(1, "drake", hp=3)]),
       # step 4: spitter and drake 1 each on the breacher (2); step 2: the breacher can hit only the spitter.
       [P(0, True, 2, 0, True), P(1, False, 0, 0, True), P(2, True, 3, 0, True)], [4, 2])
expect("air attacks freely; ground screened", game([M, D], [pc(0, "drake", hp=3), pc(0, "spitter", hp=2),
                                                           pc(1, "lancer", hp=2, attacked=True),
                                                           pc(1, "mauler", attacked=True)]),
       # drake: least HP left is the lancer (Range 7) -> 1; spitter: nothing within 4, lowest is the mauler (5).
       [P(0, True, 3, 0, True), P(1, True, 2, 0, True), P(2, True, 1, 0, True), P(3, True, 4, 0, True)], [4])
expect("no air attack cannot hit air", game([D, D], [pc(0, "breacher"), pc(1, "hawk")]),
       # hawk: 1-1 -> at least 1; the breacher has no legal target and keeps its attack.
       [P(0, True, 3, 0, False), P(1, True, 4, 0, True)], [5, 2])
expect("policy: a kill, dearest first; splash on the next best", game([D, M], [pc(0, "lancer"), pc(1, "tender"),
                                                                          pc(1, "skitter", hp=1), pc(1, "spitter", hp=2)]),
       # lancer 3: kills spitter (2) and, splashing, the tender (1, lower index than the skitter);
       # step 1: the skitter's 1-1 is at least 1.
       [P(0, True, 5, 0, True), P(1, False, 0, 0, False), P(2, True, 1, 0, True), P(3, False, 0, 0, False)],
       [7, 4, 1])
expect("policy: judged on the step's start, overkill lost", game([D, M], [pc(0, "trooper"), pc(0, "trooper"),
                                                                         pc(1, "skitter", hp=1), pc(1, "spitter", hp=2)]),
       [P(0, False, 0, 0, True), P(1, True, 2, 0, True), P(2, False, 0, 0, False), P(3, True, 2, 0, True)], [4, 1])
expect("policy: no kill -> least HP + shields, ties by index", game([M, D], [pc(0, "skitter", hp=1), pc(1, "breacher", attacked=True),
                                                                             pc(1, "breacher", attacked=True)]),
       [P(0, True, 1, 0, True), P(1, True, 3, 0, True), P(2, True, 4, 0, True)], [1])
expect("worker damage at least 0", game([D, M], [pc(0, "technician"), pc(1, "juggernaut", attacked=True)]),
       [P(0, True, 1, 0, True), P(1, True, 9, 0, True)], [1])

# ---- shields and upgrades ----
expect("weapons", game([D, L], [pc(0, "trooper"), pc(1, "blade")], upgrades=[["weapons"], []]),
       [P(0, False, 0, 0, True), P(1, True, 2, 0, True)], [4, 1])
expect("plating", game([D, L], [pc(0, "trooper"), pc(1, "blade")], upgrades=[["weapons"], ["plating"]]),
       [P(0, False, 0, 0, True), P(1, True, 2, 1, True)], [4, 1])
expect("upgrades not for workers", game([D, M], [pc(0, "technician"), pc(1, "skitter", hp=1)],
                                        upgrades=[["weapons"], []], order=[0, 1]),
       # both die at once (a Weapons technician would not have changed that): keep-alive keeps the skitter.
       [P(0, False, 0, 0, True), P(1, True, 1, 0, True)], [1])

# ---- suicide and keep-alive ----
expect("suicide", game([M, D], [pc(0, "burster", hp=1), pc(1, "breacher", attacked=True), pc(1, "technician")]),
       # burster (Range 1) is screened from the breacher (Range 2): kills the technician, which kills it too.
       [P(0, False, 0, 0, True), P(1, True, 4, 0, True), P(2, False, 0, 0, True)], [1])
expect("suicide survivor removed", game([M, D], [pc(0, "burster", hp=1), pc(1, "breacher", attacked=True),
                                                pc(1, "technician", attacked=True)]),
       [P(0, False, 0, 0, True), P(1, True, 4, 0, True), P(2, False, 0, 0, True)], [1])
expect("suicide then keep-alive", game([M, D], [pc(0, "burster", hp=1), pc(1, "breacher", attacked=True)]),
       [P(0, False, 0, 0, True), P(1, True, 1, 0, True)], [1])
expect("keep-alive: first defender in the given order", game([D, L, D], [pc(0, "lancer", hp=1), pc(1, "monolith", hp=1, shields=0),
                                                                        pc(2, "lancer", hp=1)], order=[0, 2, 1]),
       [P(0, False, 0, 0, True), P(1, False, 0, 0, True), P(2, True, 1, 0, True)], [7])
expect("keep-alive: default order", game([D, L, D], [pc(0, "lancer", hp=1), pc(1, "monolith", hp=1, shields=0),
                                                    pc(2, "lancer", hp=1)]),
       [P(0, False, 0, 0, True), P(1, True, 1, 0, True), P(2, False, 0, 0, True)], [7])
expect("keep-alive: default order from the active player", game([L, D, D], [pc(0, "monolith", hp=1, shields=0),
                                                                           pc(1, "lancer", hp=1),
                                                                           pc(2, "lancer", hp=1)], active=1),
       [P(0, False, 0, 0, True), P(1, False, 0, 0, True), P(2, True, 1, 0, True)], [7])

# ---- buildings ----
expect("unfinished building: half, no attack, Range 0", game([D, D], [pc(0, "trooper"),
                                                                      pc(1, "sentry-tower", finished=False),
                                                                      pc(1, "technician")]),
       [P(0, True, 2, 0, True), P(1, True, 4, 0, False), P(2, False, 0, 0, False)], [4, 1])
expect("unfinished shields: half", game([D, L], [pc(0, "trooper"), pc(1, "ward-stone", finished=False)]),
       [P(0, True, 2, 0, True), P(1, True, 2, 1, False)], [4])
expect("finished tower attacks; screening skips it", game([D, D], [pc(0, "breacher"),
                                                                   pc(1, "sentry-tower", finished=False),
                                                                   pc(1, "sentry-tower", hp=1)]),
       [P(0, True, 3, 0, True), P(1, True, 3, 0, False), P(2, True, 1, 0, True)], [6, 2])

# ---- teams ----
expect("allies engage together", game([D, M, L], [pc(0, "trooper"), pc(1, "skitter", hp=1), pc(2, "blade")], teams=[0, 0, 1]),
       # step 4: the trooper's 1 on the blade's 2 shields; step 1: the blade (Range 1, screened from the
       # trooper) kills the skitter, whose 2 (a ruling: the skitter's attack was 1) takes the last shield and 1 HP.
       [P(0, True, 2, 0, True), P(1, False, 0, 0, True), P(2, True, 1, 0, True)], [4, 1])
expect("defenders never hit one another", game([D, M, L], [pc(0, "trooper"), pc(1, "skitter", hp=1), pc(2, "attendant")]),
       [P(0, True, 1, 0, True), P(1, False, 0, 0, False), P(2, True, 1, 0, True)], [4, 1])

# ---- refusals ----
ok_pieces = [pc(0, "trooper"), pc(1, "skitter")]
refuse("unknown type", game([D, M], [pc(0, "trooper"), pc(1, "trooper")]), 1, "pieces[1]")
refuse("player out of range", game([D, M], [pc(0, "trooper"), pc(2, "skitter")]), 1, "pieces[1]")
refuse("unfinished unit", game([D, M], [pc(0, "trooper", finished=False), pc(1, "skitter")]), 1, "pieces[0]")
refuse("hp 0", game([D, M], [pc(0, "trooper"), pc(1, "skitter", hp=0)]), 1, "pieces[1]")
refuse("hp above full", game([D, M], [pc(0, "trooper", hp=3), pc(1, "skitter")]), 1, "pieces[0]")
refuse("shields without shields", game([D, M], [pc(0, "trooper"), pc(1, "skitter", shields=1)]), 1, "pieces[1]")
refuse("piece not an object", game([D, M], [pc(0, "trooper"), 3]), 1, "pieces[1]")
refuse("no defending piece", game([D, M], [pc(0, "trooper")]), 1, "defending")
refuse("no engaging piece", game([D, M], [pc(1, "skitter")]), 1, "engaging")
refuse("allies only", game([D, M], ok_pieces, teams=[0, 0]), 1, "defending")
refuse("no pieces", game([D, M], []), 1, "engaging")
refuse("not JSON", "{\"factions\": [", 2, None)
refuse("unknown faction", game([D, "zerg"], ok_pieces), 2, None)
refuse("no active", {"factions": [D, M], "pieces": ok_pieces}, 2, None)
refuse("active out of range", game([D, M], ok_pieces, active=2), 2, None)
refuse("bad order", game([D, M], ok_pieces, order=[0, 0]), 2, None)
refuse("bad upgrade", game([D, M], ok_pieces, upgrades=[["speed"], []]), 2, None)
res = subprocess.run([CLI, "trts-combat", "/nonexistent/combat.json"], capture_output=True, text=True)
check("missing file", res.returncode == 2 and "/nonexistent/combat.json" in res.stderr, res.returncode, res.stderr)
res = subprocess.run([CLI, "trts-combat"], capture_output=True, text=True)
check("no argument", res.returncode == 2, res.returncode)

print("trts-combat contract: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
