#!/usr/bin/python3
"""The game server's history and objective view (docs/protocol.md, "history",
"view (Escarmouche)"), over loopback:

  A. on Hill (an objective zone) two clients play a match to its end: every
     view carries the zone, each side's markers and markers_to_win; after
     every action each seat's and the watcher's `history` lists every action
     so far with its seat, exactly the `last`s seen one by one; until
     deployment ends it holds the seat's own squad only (the watcher's none),
     no seed, and never a word of Bob's unplaced unit; once deployment is
     over both squads as sent and the seed given at create;
  B. Bob is cut mid-battle and resumes: his history is the same as before
     the cut; after SIGKILL and a restart it is still the same;
  C. history from a connection not in the game is refused (not_seated),
     of a Conquest game bad_request.

usage: serve_history.py SKIRMISH_CLI SOURCE_DIR
"""
import json
import os
import random
import sys

from serve_common import Client, Server, check, run, tmpdir

SRC = sys.argv[2]


def squad(name):
    with open(os.path.join(SRC, "assets", "squads", name + ".json")) as f:
        return json.load(f)


async def until_seq(c, seq):
    while c.view is None or c.view.get("status") == "open" or c.view["seq"] < seq:
        await c.recv()
    return c.view


async def history(c, game):
    await c.send({"type": "history", "game": game, "id": "h"})
    h = await c.expect("history")
    check(h.get("id") == "h", "history echoes its id")
    return h


def check_objective(v, what):
    check(v["map"].get("zone"), what + ": the map's zone is in the view")
    if v["status"] != "open":
        check(isinstance(v.get("markers"), list) and len(v["markers"]) == 2, what + ": each side's markers")
        check(isinstance(v.get("markers_to_win"), int) and v["markers_to_win"] >= 1, what + ": markers_to_win")


async def start(url, bob_squad, seed):
    alice = await Client.connect(url, "Alice")
    await alice.send({"type": "create", "kind": "escarmouche", "map": "hill", "seed": seed, "round_limit": 4,
                      "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]})
    ja = await alice.expect("joined")
    await alice.expect("view")
    game = ja["game"]
    w = await Client.connect(url, "Watcher")
    await w.send({"type": "watch", "game": game})
    await w.expect("watching")
    await w.expect("view")
    bob = await Client.connect(url, "Bob")
    await bob.send({"type": "join", "game": game, "seat": 1, "squad": bob_squad})
    jb = await bob.expect("joined")
    await bob.expect("view")
    await until_seq(alice, 0)
    await until_seq(w, 0)
    return alice, bob, w, game, ja["token"], jb["token"]


def check_history(h, lasts, seat, deploying, bob_squad, seed, what):
    check(h["seq"] == len(lasts), what + ": seq %s, %d actions seen" % (h["seq"], len(lasts)))
    check(h["actions"] == lasts, what + ": every action so far with its seat, as the views' last told them")
    text = json.dumps(h)
    if deploying:
        check(h["seed"] is None, what + ": no seed while deploying")
        for sd in range(2):
            if sd != seat:
                check(h["squads"][sd] is None, what + ": the other squad stays hidden while deploying")
        if seat == 0 or seat is None:
            check("Hidden Pike" not in text, what + ": Bob's unplaced unit is not named")
    else:
        check(h["seed"] == seed, what + ": the seed once deployment is over")
        check(h["squads"][1]["units"][-1]["name"] == bob_squad["units"][-1]["name"] and
              h["squads"][0]["name"] == squad("iron-vanguard")["name"], what + ": both squads once deployment is over")
    if seat is not None and h["squads"][seat] is not None:
        check(len(h["squads"][seat]["units"]) >= 1, what + ": the seat's own squad")


async def part_a():
    srv = Server(tmpdir("serve-history-a-"))
    bob_squad = squad("longbow-line")
    bob_squad["units"][-1] = {"name": "Hidden Pike", "health": 3, "range": 1, "power": 1, "move": 1, "abilities": []}
    alice, bob, w, game, _, _ = await start(srv.url, bob_squad, "21")
    rng = random.Random(5)
    lasts = []
    seen_battle = False
    while True:
        v = alice.view
        for c, seat in ((alice, 0), (bob, 1), (w, None)):
            cv = await until_seq(c, v["seq"])
            check_objective(cv, "A: %s seq %d" % (c.name, cv["seq"]))
            deploying = cv["phase"] == "deploy"
            # every few actions, and each during deployment: the history
            if deploying or cv["seq"] % 5 == 0 or cv["status"] == "over":
                h = await history(c, game)
                check_history(h, lasts, seat, deploying, bob_squad, "21", "A: %s's history at %d" % (c.name, cv["seq"]))
                seen_battle |= not deploying
        if v["status"] == "over":
            break
        actor = alice if v["active"] == 0 else bob
        legal = actor.view["legal"]
        action = rng.choice([a for a in legal if a.startswith("attack")] or legal)
        await actor.send({"type": "act", "game": game, "seq": v["seq"], "action": action})
        await until_seq(alice, v["seq"] + 1)
        lasts.append(alice.view["last"])
    check(seen_battle, "A: a history after deployment was asked")
    check(alice.view["end_reason"] is not None, "A: the match ends")
    for c in (alice, bob, w):
        await c.ws.close()
    srv.stop()


async def part_bc():
    store = tmpdir("serve-history-b-")
    srv = Server(store)
    bob_squad = squad("longbow-line")
    alice, bob, w, game, ta, tb = await start(srv.url, bob_squad, "8")
    await w.ws.close()
    rng = random.Random(9)
    while alice.view["seq"] < 16 and alice.view["status"] == "playing":
        v = alice.view
        await until_seq(bob, v["seq"])
        actor = alice if v["active"] == 0 else bob
        await actor.send({"type": "act", "game": game, "seq": v["seq"], "action": rng.choice(actor.view["legal"])})
        await until_seq(alice, v["seq"] + 1)
    await until_seq(bob, alice.view["seq"])
    before = await history(bob, game)
    await bob.ws.close()
    bob = await Client.connect(srv.url, "Bob")
    await bob.send({"type": "resume", "game": game, "token": tb})
    await bob.expect("joined")
    await bob.expect("view")
    again = await history(bob, game)
    check(again == before, "B: Bob's history after resuming is the one before the cut")
    srv.kill()
    srv = Server(store)
    bob = await Client.connect(srv.url, "Bob")
    await bob.send({"type": "resume", "game": game, "token": tb})
    await bob.expect("joined")
    await bob.expect("view")
    after = await history(bob, game)
    check(after == before, "B: Bob's history after SIGKILL and a restart is the same")
    # C: refused from outside the game, or for a game of another kind.
    other = await Client.connect(srv.url, "Eve")
    await other.send({"type": "history", "game": game})
    e = await other.expect("error")
    check(e["code"] == "not_seated", "C: history from a connection not in the game is not_seated (%s)" % e["code"])
    await other.send({"type": "create", "kind": "conquest", "map": "duel", "seed": "1",
                      "seats": [{"player": "me"}, {"player": "open"}]})
    m = await other.expect("joined")
    await other.send({"type": "history", "game": m["game"]})
    while True:
        m = await other.recv()
        if m["type"] == "error":
            break
    check(m["code"] == "bad_request", "C: history of a Conquest game is bad_request (%s)" % m["code"])
    await bob.ws.close()
    await other.ws.close()
    srv.stop()


run([part_a, part_bc], 90, "serve history")
