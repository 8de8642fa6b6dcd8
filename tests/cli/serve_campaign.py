#!/usr/bin/python3
"""The Campaign on skirmish-cli serve (docs/protocol.md, "Campaign"), over loopback.

  A. Alice and Bob play three turns of a campaign on "three-crowns": Downtime
     (each recruits), secret orders, and in the third turn their Main Armies
     meet at Heartwood Keep: a battle, its squads chosen and its duel fought
     on the server's board by both clients (deployment and actions), Phase 5,
     the fourth turn's Downtime. Every frame Alice is sent is checked against
     what she may see: no other player's gold, roster, recruits or orders
     before the reveal, other armies by their public unit count, only her own
     squad, on the board Bob's units only once deployed;
  B. the same game with Bob recruiting other units (as many) and dismissing
     nothing else, so his gold, roster and the squad he fights with differ:
     Alice's frames are the same, byte for byte, until the duel's board shows
     a unit of his (its deployment: his squad hidden until then);
  C. the server killed (SIGKILL) after Alice's secret orders (Bob's not yet
     given) and again mid-duel, started again each time: both resume with
     their tokens at the same point (the same view; her orders hers alone)
     and the campaign goes on;
     bad decisions (not their phase, an unknown unit or trait, the Hero
     dismissed, a stale seq, a board action not in the notation) are refused;
  D. a campaign against two computers to its end, watched: their Downtime,
     orders, squads, their side of a duel on the board and their duels with
     each other played on the board too, seen by Alice as a public board; the
     watcher gets the public view (no seat, no roster, no board side);
  E. the server up, Alice's connection is cut in the third turn's battle,
     mid-duel on her turn: Bob is told she is gone, she resumes with her token
     at the exact point (the same view: the board, hers to act), and the
     campaign goes on to the fourth turn;
  F. Bob gives his first orders before Alice, to march or to defend: Alice's
     frames of the first turn are the same, byte for byte (his orders are his
     until both have given theirs), and the second turn shows his armies where
     his orders took them.

usage: serve_campaign.py SKIRMISH_CLI SOURCE_DIR
"""
import asyncio
import json
import os
import random

from serve_common import Client, Server, check, run, tmpdir

TMP = tmpdir("serve-ca-")
SEED_D = os.environ.get("SK_SEED_D", "3")
HEARTWOOD = 12
# Each Main Army's road to Heartwood Keep (three-crowns, two players: starts 8 and 4).
ROADS = {8: [11, 14, HEARTWOOD], 4: [7, 13, HEARTWOOD]}


def check_frame(v, seat, what):
    """What a seat may see (docs/campaign.md, hidden information)."""
    if v["status"] == "open":
        return
    check(v["seat"] == seat, what + ": its own seat")
    me = v.get("me", {})
    # once over nothing is hidden: the whole record (a save with its "record") comes then only
    check("record" not in v or v["status"] == "over", what + ": the record only once over")
    text = json.dumps({k: x for k, x in v.items() if k not in ("me", "record")})
    check("gold" not in text and "library" not in text, what + ": no gold or library but its own")
    for a in v["armies"]:
        check(set(a) == {"id", "player", "location", "main", "defending", "number", "units"}, what + ": an army's keys")
    for u in me.get("units", []):
        check(u["army"] in [a["id"] for a in v["armies"] if a["player"] == seat] or u["army"] < 0,
              what + ": its roster is its own armies'")
    for b in v["battles"]:
        check(set(b) <= {"location", "defender", "sides", "holder", "queue", "duel", "winner", "squad"},
              what + ": a battle's keys")
        if "squad" in b:
            check(seat in b["sides"], what + ": a squad only for a side")
    d = v.get("duel")
    if d:
        side = d["side"]
        deploying = d["phase"] == "deploy"
        for u in d["units"]:
            if u["side"] != side and deploying:
                check(u["deployed"], what + ": another side's unit only once placed")
        if deploying and side >= 0:
            check(d["squad_size"][1 - side] is None, what + ": the other squad's size hidden in deployment")
        check(("legal" in d) == (side >= 0 and d["phase"] != "over" and d["active"] == side),
              what + ": legal only to the side to act")
    check(v["asked"] is None or v["ready"][seat] is False, what + ": asked and ready agree")
    if v["status"] == "playing":
        check(v["ready"].count(False) > 0 or v["phase"] == "battles", what + ": someone is asked something")


class Player:
    def __init__(self, client, seat, recruits, rng):
        self.c, self.seat, self.recruits, self.rng = client, seat, recruits, rng
        self.game = None

    def decision(self, v):
        """The action for what the view asks, or None."""
        asked = v.get("asked")
        if asked is None:
            return None
        me = v["me"]
        mains = [a for a in v["armies"] if a["player"] == self.seat and a["main"]]
        if asked == "downtime":
            if self.recruits and v["turn"] == 1:
                name = self.recruits.pop(0)
                return {"recruit": name, "army": mains[0]["id"]}
            return {"done": True}
        if asked == "orders" and not mains:  # its Main Army lost in a battle: whatever is left defends
            return {"orders": [["defend", a["id"]] for a in v["armies"] if a["player"] == self.seat]}
        if asked == "orders":
            main = mains[0]
            road = ROADS.get(v["players"][self.seat]["start"], [])
            step = road[v["turn"] - 1] if v["turn"] <= len(road) else None
            near = v["map"]["locations"][main["location"]]["adjacent"]
            if step is not None and step in near:
                return {"orders": [["move", main["id"], step]]}
            return {"orders": [["defend", main["id"]]]}
        if asked == "standoffs":
            return {"stand": [s["location"] for s in v["reveal"]["standoffs"] if self.seat in s["entrants"]]}
        if asked == "squad":
            b = [b for b in v["battles"] if "winner" not in b][0]
            here = [u for u in me["units"] if u["army"] in
                    [a["id"] for a in v["armies"] if a["player"] == self.seat and a["location"] == b["location"]]]
            # The Hero and the cheapest others within a small budget.
            here.sort(key=lambda u: (not u["hero"], u["rank_points"]))
            squad, rp = [], 0
            for u in here:
                if len(squad) < 6 and rp + u["rank_points"] <= 18:
                    squad.append(u["slot"])
                    rp += u["rank_points"]
            return {"squad": squad}
        if asked == "bonus":
            return {"bonus": "assault"}
        if asked == "board":
            legal = v["duel"]["legal"]
            ends = [a for a in legal if a.startswith("end")]
            if ends and self.rng.random() < 0.3:
                return {"board": ends[0]}
            return {"board": self.rng.choice(legal)}
        if asked == "retreat":
            return {"retreat": v["retreat_options"][0]}
        return None


async def drain(p, quiet=0.15):
    """Every frame the player is sent until none comes for `quiet` seconds."""
    got = []
    while True:
        try:
            m = await p.c.recv(timeout=quiet)
        except asyncio.TimeoutError:
            return got
        if m["type"] == "error" and m["code"] != "stale":
            raise AssertionError("%s: %s" % (p.c.name, m))
        if m["type"] == "view":
            check_frame(m, p.seat, "%s seq %d" % (p.c.name, m["seq"]))
            got.append(m)


async def act(p, v, action):
    """Sends a decision and waits for its answer (a view, or a stale error when
    a newer frame was on its way: the decision is then taken again on it)."""
    await p.c.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": action})
    while True:
        m = await p.c.recv()
        if m["type"] == "view":
            check_frame(m, p.seat, "%s seq %d" % (p.c.name, m["seq"]))
            return m
        if m["type"] == "error" and m["code"] != "stale":
            raise AssertionError("%s: %s" % (p.c.name, m))
        if m["type"] == "error":
            return None


async def play(players, until, on_frame=None, stop_at=None, limit=2000):
    """Lockstep, so that the frames are a function of the decisions alone: the
    first player asked something acts (Alice before Bob), then both read all
    they are sent. Stops when until(Alice's view) holds, or stop_at(a view)
    before acting on it; returns that view."""
    for _ in range(limit):
        for p, got in zip(players, await asyncio.gather(*(drain(p) for p in players))):
            for m in got:
                if on_frame:
                    on_frame(p, m)
        va = players[0].c.view
        if va is not None and until(va):
            return va
        for p in players:
            v = p.c.view
            if v is None or v["status"] != "playing":
                continue
            if stop_at and stop_at(v):
                return v
            action = p.decision(v)
            if action is not None:
                m = await act(p, v, action)
                if m is not None and on_frame:
                    on_frame(p, m)
                break
        else:
            # A frame slower than drain's quiet time (a loaded machine): wait longer before failing.
            late = await asyncio.gather(*(drain(p, quiet=3.0) for p in players))
            for p, got in zip(players, late):
                for m in got:
                    if on_frame:
                        on_frame(p, m)
            if not any(late):
                if os.environ.get("SK_DEBUG"):
                    for p in players:
                        v = p.c.view
                        keys = ("seq", "turn", "phase", "asked", "ready", "status", "battles")
                        print("STUCK", p.seat, {k: v.get(k) for k in keys}, json.dumps(v.get("duel"))[:600])
                raise AssertionError("nobody is asked anything (Alice: %s, Bob: %s)"
                                     % (va and va.get("asked"), players[1].c.view and players[1].c.view.get("asked")))
    raise AssertionError("the game did not get there in %d decisions" % limit)


async def start(url, bob_recruits, seed="5"):
    alice = await Client.connect(url, "Alice")
    await alice.send({"type": "create", "kind": "campaign", "map": "three-crowns", "seed": seed, "turn_limit": 6,
                      "seats": [{"player": "me"}, {"player": "open"}]})
    ja = await alice.expect("joined")
    bob = await Client.connect(url, "Bob")
    await bob.send({"type": "join", "game": ja["game"], "seat": 1})
    jb = await bob.expect("joined")
    pa = Player(alice, 0, ["Recruit", "Footman"], random.Random(1))
    pb = Player(bob, 1, list(bob_recruits), random.Random(2))
    return pa, pb, ja, jb


def theirs_shown(v):
    """The board shows a unit of the other side's (so its squad is no longer all hidden)."""
    d = v.get("duel")
    return d is not None and any(u["side"] != d["side"] for u in d["units"])


def squad_names(frames):
    """The unit names of the last squad a seat's frames show it chose."""
    for f in reversed(frames):
        v = json.loads(f)
        for b in v.get("battles", []):
            if b.get("squad"):
                names = {u["slot"]: u["name"] for u in v["me"]["units"]}
                return sorted(names.get(k, "?") for k in b["squad"])
    return None


def library_names(view):
    return [u["name"] for u in view["me"]["library"]]


async def part_ab():
    srv = Server(os.path.join(TMP, "a"))
    runs, bobs = [], []
    for recruits in (["Recruit", "Footman"], ["Skirmisher", "Footman"]):
        pa, pb, ja, _ = await start(srv.url, recruits)
        seen = {"battle": False, "board": 0, "deploy_hidden": False}

        def on_frame(p, m):
            if p.seat == 0 and m.get("duel"):
                seen["board"] += 1
                d = m["duel"]
                if d["phase"] == "deploy" and d["squad_size"][1 - d["side"]] is None:
                    seen["deploy_hidden"] = True
            if m.get("battles"):
                seen["battle"] = True

        last = await play([pa, pb], lambda v: v.get("turn") == 4 and v.get("phase") == "downtime", on_frame)
        check(seen["battle"], "A: a battle was fought in the third turn")
        check(seen["board"] > 5, "A: Alice saw the duel on the board (%d frames)" % seen["board"])
        check(seen["deploy_hidden"], "A: Bob's squad was hidden from Alice while deploying")
        check(last["turn"] == 4 and last["status"] == "playing", "A: the campaign goes on to turn 4")
        frames = [f.replace(ja["game"], "GAME") for f in pa.c.frames]
        runs.append(frames)
        bobs.append([f.replace(ja["game"], "GAME") for f in pb.c.frames])
        await pa.c.ws.close()
        await pb.c.ws.close()
    # B: up to the duel's board, Bob's recruits change nothing Alice is sent.
    cut = [next((i for i, f in enumerate(r) if theirs_shown(json.loads(f))), len(r)) for r in runs]
    one, two = runs[0][:cut[0]], runs[1][:cut[1]]
    first = next((i for i, (x, y) in enumerate(zip(one, two)) if x != y), None)
    if first is not None and os.environ.get("SK_DEBUG"):
        print(one[first][:3000], two[first][:3000], sep="\n\n")
    check(len(one) > 10 and one == two,
          "B: Alice's frames before the board do not depend on Bob's recruits (%d and %d, first difference %s)"
          % (len(one), len(two), first))
    check(bobs[0][:cut[0]] != bobs[1][:cut[1]], "B: Bob's own frames show his recruits (the two games differ)")
    check(squad_names(bobs[0]) != squad_names(bobs[1]),
          "B: Bob's squads differ (%s, %s), and Alice's frames do not until his units are on the board"
          % (squad_names(bobs[0]), squad_names(bobs[1])))
    srv.stop()


async def part_c():
    store = os.path.join(TMP, "c")
    srv = Server(store)
    pa, pb, ja, jb = await start(srv.url, ["Recruit"])
    game = ja["game"]
    v = pa.c.view or await pa.c.expect("view")
    while v.get("asked") != "downtime":
        v = await pa.c.expect("view")
    # Bad decisions, refused, nothing changed.
    for action, code, what in (({"orders": []}, None, "orders in Downtime"),
                               ({"recruit": "No Such Unit"}, "bad_action", "an unknown unit"),
                               ({"dismiss": 0}, "illegal", "dismissing the Hero"),
                               ({"trait": "nonsense"}, "bad_action", "an unknown trait"),
                               ("recruit", "bad_action", "not an object")):
        await pa.c.send({"type": "act", "game": game, "seq": v["seq"], "action": action})
        e = await pa.c.expect("error")
        check(code is None or e["code"] == code, "C: %s is refused (%s)" % (what, e["code"]))
    await pa.c.send({"type": "act", "game": game, "seq": v["seq"] + 3, "action": {"done": True}})
    e = await pa.c.expect("error")
    check(e["code"] == "stale", "C: a seq not the seat's is stale")
    # Alice gives her first orders, Bob not yet: SIGKILL; her orders stay hers.
    given = await play([pa, pb], lambda v: v.get("phase") == "orders" and v["asked"] is None)
    srv, pa, pb, va, vb = await restart(srv, store, game, ja, jb, given)
    check(va["me"].get("orders") == given["me"]["orders"] and va["ready"] == [True, False],
          "C: Alice's secret orders survive the restart (%s)" % va["me"].get("orders"))
    check("orders" not in vb["me"] and '["move"' not in json.dumps(vb) and "reveal" not in vb,
          "C: Bob is not told them")
    # Play until a few board actions into the duel, then kill.
    state = {"n": 0}

    def stop_at(m):
        d = m.get("duel")
        if d and m["seat"] == 0 and m["asked"] == "board":
            state["n"] += 1
        return d is not None and m["seat"] == 0 and state["n"] >= 4 and m["asked"] == "board"

    before = await play([pa, pb], lambda v: False, stop_at=stop_at)
    check(before["duel"]["phase"] in ("deploy", "battle"), "C: stopped mid-duel")
    # An illegal board action and an order out of phase first.
    await pa.c.send({"type": "act", "game": game, "seq": before["seq"], "action": {"board": "fly away"}})
    e = await pa.c.expect("error")
    check(e["code"] == "bad_action", "C: a board action not in the notation is refused")
    await pa.c.send({"type": "act", "game": game, "seq": before["seq"], "action": {"orders": []}})
    e = await pa.c.expect("error")
    check(e["code"] in ("bad_action", "not_your_turn"), "C: orders in a battle are refused (%s)" % e["code"])
    srv, pa, pb, after, _ = await restart(srv, store, game, ja, jb, before)
    await act(pa, after, pa.decision(after))
    last = await play([pa, pb], lambda v: v.get("turn") == 4 and v.get("phase") == "downtime")
    check(last["turn"] == 4, "C: the campaign goes on after the restart")
    await pa.c.ws.close()
    await pb.c.ws.close()
    srv.stop()


async def restart(srv, store, game, ja, jb, before):
    """SIGKILL, a new server on the store, both resume with their tokens: Alice's view is `before`'s."""
    srv.kill()
    srv = Server(store)
    views = []
    for name, j, seat in (("Alice", ja, 0), ("Bob", jb, 1)):
        c = await Client.connect(srv.url, name)
        await c.send({"type": "resume", "game": game, "token": j["token"]})
        await c.expect("joined")
        views.append(await c.expect("view"))
        if seat == 0:
            pa = Player(c, 0, [], random.Random(7))
        else:
            pb = Player(c, 1, [], random.Random(8))
    await drain(pa)
    after = views[0]
    strip = lambda v: {k: x for k, x in v.items() if k != "seats"}
    if os.environ.get("SK_DEBUG"):
        for k in strip(before):
            if strip(before)[k] != strip(after).get(k):
                print("differs:", k, json.dumps(before[k])[:1500], json.dumps(after.get(k))[:1500], sep="\n")
    check(strip(after) == strip(before), "C: after SIGKILL Alice is back at the same view (seq %d, was %d, phase %s)"
          % (after["seq"], before["seq"], before.get("phase")))
    return srv, pa, pb, after, views[1]


async def part_d():
    """Against the computer: its Downtime, orders, squads and board turns, to the end of the campaign."""
    srv = Server(os.path.join(TMP, "d"))
    alice = await Client.connect(srv.url, "Alice")
    await alice.send({"type": "create", "kind": "campaign", "map": "three-crowns", "seed": SEED_D, "turn_limit": 6,
                      "seats": [{"player": "me"}, {"player": "computer", "level": "easy"},
                                {"player": "computer", "level": "random"}]})
    j = await alice.expect("joined")
    watcher = await Client.connect(srv.url, "Walt")
    await watcher.send({"type": "watch", "game": j["game"]})
    await watcher.expect("watching")
    pa = Player(alice, 0, ["Recruit"], random.Random(5))

    last = await play_one(pa, lambda v: v["status"] == "over")
    check(last["status"] == "over" and last["phase"] == "over" and "winners" in last,
          "D: the campaign against the computer ends with its winners (%s)" % last.get("winners"))
    duels = [m["duel"] for m in map(json.loads, alice.frames) if "duel" in m]
    theirs = [d for d in duels if "last" in d and d["last"]["side"] != d["side"]]
    pairs = set(tuple(d["players"]) for d in duels)
    check(any(0 not in pr for pr in pairs), "D: two computers fought a duel on the board, watched (%s)" % sorted(pairs))
    watched = []
    while True:
        try:
            m = await watcher.recv(timeout=0.5)
        except asyncio.TimeoutError:
            break
        if m["type"] == "view":
            watched.append(m)
    check(len(watched) > 5 and watched[-1]["status"] == "over", "D: the watcher saw the campaign to its end")
    check("record" in watched[-1].get("record", {}), "D: once over, the whole campaign told (a save with its record)")
    for m in watched:
        public = {k: x for k, x in m.items() if k != "record"}  # the record: once over only (check_frame)
        check(m["seat"] is None and "me" not in m and "gold" not in json.dumps(public) and "asked" in m
              and (m["asked"] is None), "D: a watcher gets the public view (seq %d)" % m["seq"])
        if m.get("duel"):
            check(m["duel"]["side"] == -1 and "legal" not in m["duel"], "D: a watcher's board has no side")
    await watcher.ws.close()
    check(len(theirs) > 0, "D: the computer played its side of a duel on the board (%d of %d board frames)"
          % (len(theirs), len(duels)))
    await alice.ws.close()
    srv.stop()


async def play_one(p, until, limit=3000):
    for _ in range(limit):
        await drain(p)
        v = p.c.view
        if v is not None and until(v):
            return v
        action = p.decision(v) if v is not None and v["status"] == "playing" else None
        if action is not None:
            await act(p, v, action)
        else:
            m = await p.c.recv()  # the computer thinks: wait for its move
            if m["type"] == "view":
                check_frame(m, p.seat, "%s seq %d" % (p.c.name, m["seq"]))
    raise AssertionError("the game did not get there in %d decisions" % limit)


async def part_e():
    srv = Server(os.path.join(TMP, "e"))
    pa, pb, ja, _ = await start(srv.url, ["Recruit", "Footman"])
    game = ja["game"]
    v = pa.c.view or await pa.c.expect("view")
    while v.get("asked") != "downtime":
        v = await pa.c.expect("view")
    state = {"n": 0}

    def stop_at(m):
        d = m.get("duel")
        if d and m["seat"] == 0 and m["asked"] == "board":
            state["n"] += 1
        return d is not None and m["seat"] == 0 and state["n"] >= 6 and m["asked"] == "board"

    before = await play([pa, pb], lambda v: False, stop_at=stop_at)
    check(before["duel"]["phase"] in ("deploy", "battle") and before["turn"] == 3, "E: stopped mid-duel in turn 3")
    await pa.c.ws.close()
    vb = await pb.c.expect("view")
    while vb["seats"][0]["connected"]:
        vb = await pb.c.expect("view")
    check(vb["asked"] is None, "E: Bob sees Alice gone, nothing asked of him while it is her turn")
    c = await Client.connect(srv.url, "Alice")
    await c.send({"type": "resume", "game": game, "token": ja["token"]})
    j = await c.expect("joined")
    after = await c.expect("view")
    strip = lambda v: {k: x for k, x in v.items() if k != "seats"}
    check(j["seat"] == 0 and strip(after) == strip(before),
          "E: Alice resumes at the exact point (seq %d, was %d)" % (after["seq"], before["seq"]))
    pa = Player(c, 0, [], random.Random(9))
    await act(pa, after, pa.decision(after))
    last = await play([pa, pb], lambda v: v.get("turn") == 4 and v.get("phase") == "downtime")
    check(last["turn"] == 4, "E: the campaign goes on to turn 4")
    await pa.c.ws.close()
    await pb.c.ws.close()
    srv.stop()


class Second(Player):
    """Gives the turn's orders only once the other has given theirs."""

    def decision(self, v):
        if v.get("asked") == "orders" and not v["ready"][1 - self.seat]:
            return None
        return super().decision(v)


class Stays(Player):
    """Defends with every army in the first turn instead of marching."""

    def decision(self, v):
        if v.get("asked") == "orders" and v["turn"] == 1:
            return {"orders": [["defend", a["id"]] for a in v["armies"] if a["player"] == self.seat]}
        return super().decision(v)


async def part_f():
    srv = Server(os.path.join(TMP, "f"))
    runs, armies = [], []
    for cls in (Player, Stays):
        pa, pb, ja, _ = await start(srv.url, ["Recruit"])
        pa = Second(pa.c, 0, ["Recruit"], random.Random(1))
        pb = cls(pb.c, 1, ["Recruit"], random.Random(2))
        v = pa.c.view or await pa.c.expect("view")
        while v.get("asked") != "downtime":
            v = await pa.c.expect("view")
        last = await play([pa, pb], lambda v: v.get("turn") == 2)
        frames = [f.replace(ja["game"], "GAME") for f in pa.c.frames]
        runs.append([f for f in frames if json.loads(f).get("turn") in (None, 1)])
        armies.append([(a["id"], a["location"]) for a in last["armies"] if a["player"] == 1])
        await pa.c.ws.close()
        await pb.c.ws.close()
    check(armies[0] != armies[1], "F: once resolved, Bob's armies stand where his orders took them (%s, %s)"
          % (armies[0], armies[1]))
    one, two = runs[0], runs[1]
    check(len(one) > 3 and one == two and '"ready":[false,true]' in one[-1],
          "F: Alice's frames of the first turn, his orders given before hers, do not depend on them (%d, %d)"
          % (len(one), len(two)))
    srv.stop()


run((part_ab, part_c, part_d, part_e, part_f), 150, "serve Campaign")
