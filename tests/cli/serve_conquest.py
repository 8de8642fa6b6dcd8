#!/usr/bin/python3
"""Conquest on skirmish-cli serve (docs/protocol.md, "Conquest"), over loopback.

  A. Alice and Bob play a Conquest game on "duel" to its end, turn by turn;
     Bob's frame after Alice gave her orders is the same, byte for byte,
     whatever her orders were (they stay on the server until the turn is
     resolved), and no frame of his holds orders but his own; a watcher is
     sent no orders at all, only each turn resolved;
  B. Alice gives her orders, the server is killed (SIGKILL) and started again:
     her orders are still given (her view shows them, Bob's only that she
     gave), Bob gives his and the turn is resolved with hers;
  C. bad orders: a vertex not hers, a malformed order, a stale turn, refused;
  D. Alice's connection is cut mid-turn, after her orders, the server still up:
     Bob is told she is gone and gives his, the turn is resolved with hers;
     she resumes with her token at the exact point (the resolved turn, her
     orders in it, hers to give the next), and they play on to the end.

usage: serve_conquest.py SKIRMISH_CLI SOURCE_DIR
"""
import json
import os

from serve_common import Client, Server, check, run, tmpdir

TMP = tmpdir("serve-cq-")



def orders_for(v, seat, bold=True):
    """Everything from each vertex it holds to its first neighbour (bold), or nothing."""
    if not bold:
        return []
    g = v["state"]["graph"]
    mine = {x["id"]: x["units"] for x in g["vertices"] if x["controller"] == "p%d" % seat and x["units"] > 0}
    out = []
    for vid, units in sorted(mine.items()):
        to = next((e["to"] if e["from"] == vid else e["from"] for e in g["edges"] if vid in (e["from"], e["to"])), None)
        if to is not None:
            out.append([vid, to, units])
    return out


async def start(url, max_turns):
    alice = await Client.connect(url, "Alice")
    await alice.send({"type": "create", "kind": "conquest", "map": "duel", "max_turns": max_turns, "seed": "9",
                      "seats": [{"player": "me"}, {"player": "open"}]})
    ja = await alice.expect("joined")
    bob = await Client.connect(url, "Bob")
    await bob.send({"type": "join", "game": ja["game"], "seat": 1})
    jb = await bob.expect("joined")
    await bob.expect("view")
    await alice.expect("view")
    while alice.view["status"] != "playing":
        await alice.expect("view")
    return alice, bob, ja, jb


async def game(url, alice_bold_first):
    alice, bob, ja, _ = await start(url, 4)
    g = ja["game"]
    walt = await Client.connect(url, "Walt")
    await walt.send({"type": "watch", "game": g})
    await walt.expect("watching")
    bob_after_alice = None
    while alice.view["status"] == "playing":
        turn = alice.view["seq"]
        bold = alice_bold_first or turn > 1
        await alice.send({"type": "act", "game": g, "seq": turn, "action": {"orders": orders_for(alice.view, 0, bold)}})
        await alice.expect("view")
        await bob.expect("view")
        if bob_after_alice is None:
            bob_after_alice = bob.frames[-1].replace(g, "GAME")
        check(bob.view["given"] == [True, False] and "orders" not in bob.view,
              "A: Bob is told only that Alice gave her orders (turn %d)" % turn)
        await bob.send({"type": "act", "game": g, "seq": turn, "action": {"orders": orders_for(bob.view, 1)}})
        await bob.expect("view")
        await alice.expect("view")
        check(alice.view["seq"] == turn + 1 or alice.view["status"] == "over", "A: the turn is resolved")
    for f in bob.frames:
        m = json.loads(f)
        check("orders" not in m or m["given"][1], "A: a frame of Bob's holds only his own orders")
    check(alice.view["status"] == "over" and "winner" in alice.view, "A: the game ends with a winner field")
    while walt.view is None or walt.view["status"] != "over":
        await walt.expect("view")
    for f in walt.frames:
        m = json.loads(f)
        check(m["seat"] is None and "orders" not in m, "A: a watcher is told no orders before they are resolved")
    check(len(walt.frames) >= 8 and walt.view["last_turn"] == alice.view["last_turn"],
          "A: the watcher saw every turn resolved (%d frames)" % len(walt.frames))
    await walt.ws.close()
    await alice.ws.close()
    await bob.ws.close()
    return bob_after_alice


async def part_a():
    srv = Server(os.path.join(TMP, "a"))
    one = await game(srv.url, True)
    two = await game(srv.url, False)
    check(one is not None and one == two, "A: Bob's frame after Alice's orders does not depend on them")
    if one != two and os.environ.get("SK_DEBUG"):
        print(one, two, sep="\n")
    srv.stop()


async def part_bc():
    store = os.path.join(TMP, "b")
    srv = Server(store)
    alice, bob, ja, jb = await start(srv.url, 10)
    g = ja["game"]
    mine = orders_for(alice.view, 0)
    # C: bad orders first.
    theirs = [x["id"] for x in alice.view["state"]["graph"]["vertices"] if x["controller"] == "p1"][0]
    for action, code, what in (({"orders": [[theirs, mine[0][1], 1]]}, "illegal", "a vertex not hers"),
                               ({"orders": [[1, 2]]}, "bad_action", "a malformed order"),
                               ({"orders": "all"}, "bad_action", "orders not a list"),
                               ("attack", "bad_action", "a string")):
        await alice.send({"type": "act", "game": g, "seq": 1, "action": action})
        e = await alice.expect("error")
        check(e["code"] == code, "C: %s is refused with %s (%s)" % (what, code, e["code"]))
    await alice.send({"type": "act", "game": g, "seq": 7, "action": {"orders": []}})
    e = await alice.expect("error")
    check(e["code"] == "stale" and e["seq"] == 1, "C: a turn not the game's is stale")
    # B: orders given, then SIGKILL.
    await alice.send({"type": "act", "game": g, "seq": 1, "action": {"orders": mine}})
    await alice.expect("view")
    srv.kill()
    srv = Server(store)
    alice = await Client.connect(srv.url, "Alice")
    await alice.send({"type": "resume", "game": g, "token": ja["token"]})
    await alice.expect("joined")
    va = await alice.expect("view")
    check(va.get("orders") == mine and va["given"] == [True, False], "B: Alice's orders survive the restart")
    bob = await Client.connect(srv.url, "Bob")
    await bob.send({"type": "resume", "game": g, "token": jb["token"]})
    await bob.expect("joined")
    vb = await bob.expect("view")
    check("orders" not in vb and vb["given"] == [True, False], "B: Bob sees only that she gave them")
    await bob.send({"type": "act", "game": g, "seq": 1, "action": {"orders": []}})
    vb = await bob.expect("view")
    check(vb["seq"] == 2 and [[0] + o for o in mine] == vb["last_turn"],
          "B: the turn is resolved with her orders (%s)" % vb.get("last_turn"))
    await alice.ws.close()
    await bob.ws.close()
    srv.stop()


async def part_d():
    srv = Server(os.path.join(TMP, "d"))
    alice, bob, ja, _ = await start(srv.url, 4)
    g = ja["game"]
    mine = orders_for(alice.view, 0)
    await alice.send({"type": "act", "game": g, "seq": 1, "action": {"orders": mine}})
    await alice.expect("view")
    await bob.expect("view")
    await alice.ws.close()
    vb = await bob.expect("view")
    check(vb["seats"][0]["connected"] is False and vb["seq"] == 1 and vb["given"] == [True, False],
          "D: Bob sees Alice gone, her orders given, the turn where it was")
    await bob.send({"type": "act", "game": g, "seq": 1, "action": {"orders": orders_for(vb, 1)}})
    vb = await bob.expect("view")
    check(vb["seq"] == 2 and [[0] + o for o in mine] == [x for x in vb["last_turn"] if x[0] == 0],
          "D: the turn is resolved with her orders while she is away (%s)" % vb.get("last_turn"))
    alice = await Client.connect(srv.url, "Alice")
    await alice.send({"type": "resume", "game": g, "token": ja["token"]})
    j = await alice.expect("joined")
    va = await alice.expect("view")
    check(j["seat"] == 0 and va["seq"] == 2 and va["last_turn"] == vb["last_turn"] and va["given"] == [False, False]
          and va["state"] == vb["state"], "D: Alice resumes at the exact point: the resolved turn, hers to give")
    while alice.view["status"] == "playing":
        turn = alice.view["seq"]
        await alice.send({"type": "act", "game": g, "seq": turn, "action": {"orders": orders_for(alice.view, 0)}})
        await alice.expect("view")
        while bob.view["seq"] != turn or bob.view["given"] != [True, False]:
            await bob.expect("view")
        await bob.send({"type": "act", "game": g, "seq": turn, "action": {"orders": orders_for(bob.view, 1)}})
        await bob.expect("view")
        while alice.view["seq"] == turn and alice.view["status"] == "playing":
            await alice.expect("view")
    check(alice.view["status"] == "over", "D: they play on to the end")
    await alice.ws.close()
    await bob.ws.close()
    srv.stop()


run((part_a, part_bc, part_d), 90, "serve Conquest")
