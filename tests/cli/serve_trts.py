#!/usr/bin/python3
"""TRTS on skirmish-cli serve (docs/protocol.md, "TRTS"), over loopback.

  A. a duel against the computer played to its end; every frame Alice gets is
     checked against what the rules let her see (docs/trts.md §10): no other
     team's hidden piece, bank, gas split, production or research, no piece
     index, the other side's pieces by the number they were seen by (in the
     combat log too, with each hit's attack, armour and absorbed damage),
     legal actions only when she is to act, no last action of the other team;
     a watcher's frames hold no team's secrets, no legal and no last action;
  B. the same opening, Bob's secret orders different (a unit made or not,
     the gas split, a building started in his base): Alice's frames are the
     same, byte for byte, and she is sent none for Bob's secret orders;
  C. the server killed (SIGKILL) mid-game and started again: Alice resumes at
     the same seq with the same view and the game goes on; a piece label she
     may not see, and a seq that is not hers, are refused;
  D. Alice and Bob: Alice's connection is cut in her Macro with a unit being
     made, the server still up; Bob is told she is gone, she resumes with her
     token at the exact point (the same seq and view: her unit still being
     made, hers to act), the second connection with her token takes the seat
     over, and both play on into the next round;
  E. Alice and Bob play a 12-round duel to its end, each frame of each
     checked as in A;
  F. a team game on four-winds (Alice and a computer against two computers)
     to its end: her ally's bank and pieces are hers to see, the other
     team's private figures and hidden pieces never.

usage: serve_trts.py SKIRMISH_CLI SOURCE_DIR
"""
import asyncio
import json
import os
import random

from serve_common import T, Client, Server, check, run, tmpdir

TMP = tmpdir("serve-trts-")
SEEN = {"hits": 0, "armour": 0}
BUILT = {"n": 0}  # Bob's frames showing a building of his being built (part B's variant 3)  # the combat log's hits Alice was sent, those against armour



def check_frame(v, seat, what):
    if v["status"] == "open":
        return
    over = v["status"] == "over"
    team = v["players"][seat]["team"] if seat is not None else None  # a watcher: no team's secrets
    for p in v["pieces"]:
        mine = v["players"][p["owner"]]["team"] == team
        if not mine and not over:
            check(p["public"], what + ": another team's hidden piece %s" % p["id"])
            check(not set(p) & {"mp", "making", "busy", "built", "repaired"}, what + ": another team's private piece keys")
            check(".s" in p["id"], what + ": another team's piece by its seen number (%s)" % p["id"])
        check(set(p) <= {"id", "owner", "building", "type", "area", "hp", "shields", "finished", "public", "activated",
                         "attacked", "mp", "busy", "due", "making", "built", "repaired"},
              what + ": no other key on a piece (index, born)")
    for i, pl in enumerate(v["players"]):
        if pl["team"] != team and not over:
            check(not ({"minerals", "gas", "gas_workers", "researching", "supply", "made", "lost"} & set(pl)),
                  what + ": player %d's private figures" % i)
    check(("legal" in v) == (v["status"] == "playing" and v["current"] == seat), what + ": legal only to act")
    log = v["combat"]
    check(len(log["kept"]) == len(log["ranges"]), what + ": a kept-alive entry for each step")
    for h in log["hits"]:
        # The client's log line: attack − armour = damage (at least 1, 0 on a
        # worker), then what shields took of it.
        check(set(h) == {"step", "by", "on", "attack", "armour", "damage", "absorbed", "outcome", "left"},
              what + ": a hit's keys (%s)" % sorted(h))
        if "attack" in h:
            raw = h["attack"] - h["armour"]
            check(h["damage"] == raw or (raw < 1 and h["damage"] in (0, 1)),
                  what + ": damage is attack − armour (%s)" % h)
            check(0 <= h["absorbed"] <= h["damage"], what + ": shields take at most the damage (%s)" % h)
        for k in ("by", "on"):
            lab = h[k]
            if lab is not None and not over and v["players"][int(lab.split(".")[0])]["team"] != team:
                check(".s" in lab, what + ": another team's piece in the log by its seen number (%s)" % lab)
        SEEN["hits"] += 1
        SEEN["armour"] += h.get("armour", 0) > 0
    if "last" in v:
        check(v["players"][v["last"]["seat"]]["team"] == team, what + ": only its team's last action")


def policy(v, rng, bob_variant=0):
    """A deterministic player on its own view: Macro done (Bob's variant 1 makes a unit first, variant 2 also
    sets a gas split), Micro: a move now and then, else pass; other phases: the first legal action."""
    legal = v["legal"]
    kinds = [a[0] for a in legal]
    if v["phase"] == "macro":
        made = any(p.get("making") for p in v["pieces"])
        if bob_variant and not made:
            makes = [a for a in legal if a[0] == "make"]
            if makes:
                return makes[0]
        if bob_variant == 3 and not any(not p["finished"] for p in v["pieces"] if p["building"]):
            builds = [a for a in legal if a[0] == "build"]
            if builds:
                return builds[0]
        if bob_variant == 2:
            gas = [a for a in legal if a[0] == "gas" and a[2] > 0]
            if gas and not any(v["players"][v["seat"]]["gas_workers"]):
                return gas[0]
        return ["done", 0, 0, 0]
    if v["phase"] == "micro":
        acts = [a for a in legal if a[0] == "activate"]
        if acts and rng.random() < 0.3:
            return rng.choice(acts)
        return ["pass", 0, 0, 0] if "pass" in kinds else legal[0]
    if v["phase"] == "group":
        moves = [a for a in legal if a[0] in ("move", "attack")]
        if moves and rng.random() < 0.7:
            return rng.choice(moves)
        return ["end", 0, 0, 0] if "end" in kinds else legal[0]
    if v["phase"] == "combat_targets" and "done" in kinds:
        return ["done", 0, 0, 0]  # the standard policy names the targets
    return legal[0]


async def create(url, seats, seed="7", rounds=None, map_="twin-ridge", match=None):
    alice = await Client.connect(url, "Alice", pace=0.021)
    msg = {"type": "create", "kind": "trts", "map": map_, "seed": seed, "seats": seats}
    if match:
        msg["match"] = match
    if rounds:
        msg["rounds"] = rounds
    await alice.send(msg)
    j = await alice.expect("joined")
    return alice, j


async def part_a():
    srv = Server(os.path.join(TMP, "a"))
    # A game length the server refuses, then a 24-round game.
    bad = await Client.connect(srv.url, "Bad", pace=0.021)
    for rounds in (13, "12", 0):
        await bad.send({"type": "create", "kind": "trts", "map": "twin-ridge", "rounds": rounds,
                        "seats": [{"player": "me", "faction": "directorate"}, {"player": "open", "faction": "luminar"}]})
        e = await bad.expect("error")
        check("rounds" in e.get("message", ""), "A: a game length of %r is refused (%s)" % (rounds, e))
    await bad.ws.close()
    alice, j = await create(srv.url, [{"player": "me", "faction": "directorate"},
                                      {"player": "computer", "level": "easy", "faction": "luminar"}], rounds=24)
    # A watcher, read all along: every frame the public view (no team's hidden piece or figures).
    walt = await Client.connect(srv.url, "Walt")
    await walt.send({"type": "watch", "game": j["game"]})
    await walt.expect("watching")

    async def watch():
        while walt.view is None or walt.view["status"] != "over":
            m = await walt.recv(timeout=60)
            if m["type"] == "view":
                check(m["seat"] is None, "A: a watcher has no seat")
                check_frame(m, None, "A: the watcher's seq %d" % m["seq"])

    watching = asyncio.ensure_future(watch())
    rng = random.Random(1)
    while True:
        v = await alice.recv()
        if v["type"] != "view":
            check(False, "A: unexpected %s" % v)
            break
        check_frame(v, 0, "A: seq %d" % v["seq"])
        if v["status"] == "over":
            break
        if "legal" in v:
            await alice.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": policy(v, rng)})
    check(alice.view["status"] == "over" and "ranking" in alice.view, "A: the duel ends with a ranking")
    check(alice.view["map"]["rounds"] == 24 and alice.view["round"] <= 24,
          "A: a 24-round game ends by round 24 (round %d)" % alice.view["round"])
    check(len(alice.frames) > 20, "A: Alice saw the game (%d frames)" % len(alice.frames))
    check(SEEN["hits"] > 0, "A: Alice's log showed hits with their attack, armour and shields (%d)" % SEEN["hits"])
    await asyncio.wait_for(watching, T)
    check(len(walt.frames) > 20 and walt.view["status"] == "over", "A: the watcher saw the duel to its end (%d frames)"
          % len(walt.frames))
    await walt.ws.close()
    await alice.ws.close()
    srv.stop()


async def duel(url, bob_variant, rounds, seed="11", length=None):
    alice, j = await create(url, [{"player": "me", "faction": "directorate"}, {"player": "open", "faction": "myriad"}],
                            seed=seed, rounds=length)
    game = j["game"]
    bob = await Client.connect(url, "Bob", pace=0.021)
    await bob.send({"type": "join", "game": game, "seat": 1})
    await bob.expect("joined")
    ra, rb = random.Random(2), random.Random(3)
    # Each acts on its own frames; the game is driven by whoever holds "legal".
    pending = {alice: asyncio.ensure_future(alice.recv()), bob: asyncio.ensure_future(bob.recv())}
    while True:
        done, _ = await asyncio.wait(list(pending.values()), timeout=T, return_when=asyncio.FIRST_COMPLETED)
        if not done:
            check(False, "B: nobody got a frame")
            break
        for c, fut in list(pending.items()):
            if fut not in done:
                continue
            m = fut.result()
            pending[c] = asyncio.ensure_future(c.recv())
            if m["type"] != "view":
                continue
            seat = 0 if c is alice else 1
            check_frame(m, seat, "B%d: %s seq %d" % (bob_variant, c.name, m["seq"]))
            if seat == 1 and bob_variant == 3 and m["status"] == "playing":
                BUILT["n"] += any(p["building"] and not p["finished"] and p["owner"] == 1 for p in m["pieces"])
            if m["status"] == "playing" and m["round"] > rounds:
                for f in pending.values():
                    f.cancel()
                await alice.ws.close()
                await bob.ws.close()
                return [f.replace(game, "GAME") for f in alice.frames]
            if "legal" in m and m["seq"] == c.view["seq"]:
                act = policy(m, ra if seat == 0 else rb, bob_variant if seat == 1 else 0)
                await c.send({"type": "act", "game": game, "seq": m["seq"], "action": act})
            if m["status"] == "over" and c is alice:  # her last frame the game's end, whoever saw it first
                for f in pending.values():
                    f.cancel()
                await alice.ws.close()
                await bob.ws.close()
                return [f.replace(game, "GAME") for f in alice.frames]


async def part_b():
    srv = Server(os.path.join(TMP, "b"))
    plain = await duel(srv.url, 0, 3)
    made = await duel(srv.url, 1, 3)
    gas = await duel(srv.url, 2, 3)
    built = await duel(srv.url, 3, 3)
    first = next((i for i, (x, y) in enumerate(zip(plain, made)) if x != y), None)
    if first is not None and os.environ.get("SK_DEBUG"):
        print(plain[first][:3000], made[first][:3000], sep="\n\n")
    check(len(plain) > 5 and plain == made,
          "B: Bob making a unit changes none of Alice's frames (%d and %d frames, first difference at %s)"
          % (len(plain), len(made), first))
    check(plain == gas, "B: nor does his gas split (%d and %d frames)" % (len(plain), len(gas)))
    check(plain == built, "B: nor does a building he starts (%d and %d frames)" % (len(plain), len(built)))
    check(BUILT["n"] > 0, "B: Bob's building was started")
    srv.stop()


async def part_e():
    """Two people play a 12-round duel to its end, each acting on its own frames, each frame checked."""
    srv = Server(os.path.join(TMP, "e"))
    frames = await duel(srv.url, 0, 99, seed="13", length=12)
    last = json.loads(frames[-1])
    check(last["status"] == "over" and "ranking" in last and last["round"] <= 12,
          "E: Alice and Bob play the duel to its end (%s, round %d)" % (last["status"], last["round"]))
    srv.stop()


async def part_f():
    """A team game on four-winds, Alice and a computer against two computers, 12 rounds to the end:
    each frame shows her ally's private figures and pieces, never the other team's."""
    srv = Server(os.path.join(TMP, "f"))
    seats = [{"player": "me", "faction": "directorate"}, {"player": "computer", "level": "easy", "faction": "luminar"},
             {"player": "computer", "level": "easy", "faction": "myriad"},
             {"player": "computer", "level": "easy", "faction": "directorate"}]
    alice, j = await create(srv.url, seats, seed="17", rounds=12, map_="four-winds", match="team")
    rng = random.Random(8)
    allies = set()
    while True:
        v = await alice.recv(timeout=60)
        if v["type"] != "view":
            check(False, "F: unexpected %s" % v)
            break
        check_frame(v, 0, "F: seq %d" % v["seq"])
        if v["status"] == "playing":
            team = v["players"][0]["team"]
            for i, pl in enumerate(v["players"]):
                if i and pl["team"] == team:
                    allies.add(i)
                    check("minerals" in pl, "F: her ally's bank is hers to see")
        if v["status"] == "over":
            break
        if "legal" in v:
            await alice.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": policy(v, rng)})
    check(len(allies) == 1 and alice.view["status"] == "over", "F: the team game ends (one ally: %s)" % sorted(allies))
    await alice.ws.close()
    srv.stop()


async def part_c():
    store = os.path.join(TMP, "c")
    srv = Server(store)
    alice, j = await create(srv.url, [{"player": "me", "faction": "luminar"},
                                      {"player": "computer", "level": "normal", "faction": "directorate"}], seed="3",
                            rounds=16)
    rng = random.Random(4)
    acted = 0
    while acted < 25:
        v = await alice.recv()
        if v["type"] == "view" and "legal" in v:
            await alice.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": policy(v, rng)})
            acted += 1
    # Wait for the answer to the last act, then kill.
    while True:
        v = await alice.recv()
        if v["type"] == "view" and "legal" in v:
            break
    before = alice.view
    # A label Alice may not see, and a seq not hers.
    hidden = ["cancel", "1.u0.1", 0, 0]
    await alice.send({"type": "act", "game": before["game"], "seq": before["seq"], "action": hidden})
    e = await alice.expect("error")
    check(e["code"] in ("bad_action", "illegal"), "C: an order naming a hidden piece is refused (%s)" % e["code"])
    await alice.send({"type": "act", "game": before["game"], "seq": before["seq"] + 5, "action": ["pass", 0, 0, 0]})
    e = await alice.expect("error")
    check(e["code"] == "stale" and e["seq"] == before["seq"], "C: a seq not the seat's is stale")
    srv.kill()
    srv = Server(store)
    alice = await Client.connect(srv.url, "Alice", pace=0.021)
    await alice.send({"type": "resume", "game": j["game"], "token": j["token"]})
    await alice.expect("joined")
    after = await alice.expect("view")
    strip = lambda v: {k: x for k, x in v.items() if k != "seats"}
    check(after["map"]["rounds"] == 16, "C: the game's length (16 rounds) survives the restart")
    check(after["seq"] == before["seq"] and strip(after) == strip(before),
          "C: after SIGKILL Alice is back at seq %d with the same view (seq %d)" % (before["seq"], after["seq"]))
    await alice.send({"type": "act", "game": after["game"], "seq": after["seq"], "action": policy(after, rng)})
    v = await alice.expect("view")
    check(v["seq"] > after["seq"], "C: the game goes on after the restart")
    await alice.ws.close()
    srv.stop()


async def part_d():
    srv = Server(os.path.join(TMP, "d"))
    alice, j = await create(srv.url, [{"player": "me", "faction": "directorate"}, {"player": "open", "faction": "myriad"}],
                            seed="21", rounds=12)
    game = j["game"]
    bob = await Client.connect(srv.url, "Bob", pace=0.021)
    await bob.send({"type": "join", "game": game, "seat": 1})
    await bob.expect("joined")
    v = alice.view or await alice.expect("view")
    while not (v["status"] == "playing" and "legal" in v):
        v = await alice.expect("view")
    check(v["phase"] == "macro" and v["current"] == 0, "D: Alice's Macro first (%s, %d)" % (v["phase"], v["current"]))
    make = next(a for a in v["legal"] if a[0] == "make")
    await alice.send({"type": "act", "game": game, "seq": v["seq"], "action": make})
    before = await alice.expect("view")
    check(any(p.get("making") for p in before["pieces"]) and "legal" in before, "D: a unit is being made, still her Macro")
    # Cut: Bob is told (his seq unchanged: only who is connected changed).
    bob_seq = bob.view["seq"] if bob.view else None
    await alice.ws.close()
    vb = await bob.expect("view")
    while vb["seats"][0]["connected"]:
        vb = await bob.expect("view")
    check(vb["seq"] == bob_seq or bob_seq is None, "D: Bob sees Alice gone, his view where it was")
    alice = await Client.connect(srv.url, "Alice", pace=0.021)
    await alice.send({"type": "resume", "game": game, "token": j["token"]})
    jr = await alice.expect("joined")
    after = await alice.expect("view")
    strip = lambda x: {k: y for k, y in x.items() if k != "seats"}
    check(jr["seat"] == 0 and strip(after) == strip(before),
          "D: Alice resumes at the exact point (seq %d, was %d)" % (after["seq"], before["seq"]))
    vb = await bob.expect("view")
    check(vb["seats"][0]["connected"], "D: Bob sees Alice back")
    # A second connection with her token takes the seat; the first is told.
    alice2 = await Client.connect(srv.url, "Alice again", pace=0.021)
    await alice2.send({"type": "resume", "game": game, "token": j["token"]})
    await alice2.expect("joined")
    v = await alice2.expect("view")
    e = await alice.expect("error")
    check(e["code"] == "replaced", "D: the older connection is told it was replaced")
    await alice.ws.close()
    alice = alice2
    # Both play on into round 2 (each acting on its own latest frame).
    rng = {0: random.Random(5), 1: random.Random(6)}
    clients = {0: alice, 1: bob}
    while True:
        for seat, c in clients.items():
            try:
                while True:
                    await c.recv(timeout=0.3)
            except asyncio.TimeoutError:
                pass
        va = alice.view
        if va["round"] >= 2 or va["status"] != "playing":
            break
        seat = va["current"]
        c = clients[seat]
        if "legal" in c.view:
            await c.send({"type": "act", "game": game, "seq": c.view["seq"], "action": policy(c.view, rng[seat])})
    check(alice.view["round"] == 2 and alice.view["status"] == "playing", "D: the game goes on into round 2")
    units = lambda x: [p["id"] for p in x["pieces"] if p["owner"] == 0 and not p["building"]]
    check(len(units(alice.view)) == len(units(before)) + 1 and alice.view["players"][0]["made"] == 1,
          "D: the unit being made at the cut came out (%s, then %s)" % (units(before), units(alice.view)))
    await alice.ws.close()
    await bob.ws.close()
    srv.stop()


run((part_a, part_b, part_c, part_d, part_e, part_f), 120, "serve TRTS")
