#!/usr/bin/python3
"""skirmish-cli conquest-serve against scripted bots speaking the public Chromatic
Warfare server's protocol (Debian's python3-websockets), on 127.0.0.1 only.

  A. a scripted bot plays a whole game against our easy level: the game it saw
     is the server's final state, and replaying the server's record of orders
     with conquest-turn gives that state again;
  B. with our levels in every seat the server plays conquest-sim's game 0;
  C. a bot that never answers, one that leaves, one that answers late (its
     orders count in the turn they arrive in), one that sends malformed
     messages and floods, and a stranger sending garbage (a 2 MiB message, binary,
     broken JSON, 5,000 messages): the game goes on, the scripted bot's orders
     are the ones played every turn, the replay still matches.
The rulings of issue #26 (names, lobby, turn numbers, Start, memory, sizes) are
in conquest_serve_rulings.py.

Every wait is bounded (asyncio timeouts; each server run under a deadline).
usage: conquest_serve_contract.py SKIRMISH_CLI SOURCE_DIR
"""
import asyncio
import json
import os
import subprocess
import sys
import tempfile

try:
    import websockets
except ImportError:
    print("python3-websockets is missing (apt install python3-websockets; packaging/deps.sh)")
    sys.exit(1)

CLI, SRC = sys.argv[1], sys.argv[2]
MAPS = os.path.join(SRC, "maps", "conquest")
TMP = tempfile.mkdtemp(prefix="cq-serve-")
GAME_DEADLINE = 120.0
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


class Server:
    """conquest-serve on port 0: the first line it prints is its address."""

    def __init__(self, *args):
        self.record = os.path.join(TMP, "record-%d.json" % id(self))
        self.proc = subprocess.Popen([CLI, "conquest-serve", "--port", "0", "--record", self.record, "--turn-min-ms", "0",
                                      *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.url = self.proc.stdout.readline().strip()
        if not self.url.startswith("ws://127.0.0.1:"):
            self.proc.kill()
            raise SystemExit("no address from conquest-serve: %r %s" % (self.url, self.proc.stderr.read()))

    def finish(self):
        try:
            out, err = self.proc.communicate(timeout=GAME_DEADLINE)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
            check(False, "conquest-serve did not finish in time")
        check(self.proc.returncode == 0, "conquest-serve exit status %s: %s" % (self.proc.returncode, err[-500:]))
        final = json.loads(out) if out.strip() else None
        with open(self.record) as f:
            record = json.load(f)
        return final, record


def scripted_orders(state, me):
    """A deterministic bot: every vertex with 2 units or more sends all but one to
    its first neighbour (by id) it does not hold, else to its first neighbour."""
    verts = {v["id"]: v for v in state["graph"]["vertices"]}
    out = {}
    for e in state["graph"]["edges"]:
        out.setdefault(e["from"], []).append(e["to"])
    orders = []
    for vid in sorted(verts):
        v = verts[vid]
        if v["controller"] != me or v["units"] < 2 or vid not in out:
            continue
        targets = sorted(out[vid])
        foreign = [t for t in targets if verts[t]["controller"] != me]
        orders.append({"from": vid, "to": (foreign or targets)[0], "units": v["units"] - 1})
    return orders


async def play(url, name, script=scripted_orders, leave_after=None, silent=False, noisy=False, delay=0.0):
    """Joins as NAME and answers each active game_state; returns what it saw."""
    seen = {"states": [], "sent": {}, "over": None, "errors": 0, "confirmed": None}
    try:
        await _play(url, name, seen, script, leave_after, silent, noisy, delay)
    except websockets.exceptions.ConnectionClosed:
        seen["closed"] = True  # the server is gone (a slow bot may still be behind when it ends)
    return seen


async def _play(url, name, seen, script, leave_after, silent, noisy, delay):
    async with websockets.connect(url, max_size=1 << 23) as ws:
        await ws.send(json.dumps({"type": "join_as_bot", "player_id": name, "game_id": "default"}))
        while True:
            msg = json.loads(await asyncio.wait_for(ws.recv(), GAME_DEADLINE))
            t = msg.get("type")
            if t == "connection_confirmed":
                seen["confirmed"] = msg
            elif t == "error":
                seen["errors"] += 1
            elif t == "game_over":
                seen["over"] = msg
                return seen
            elif t == "game_state":
                seen["states"].append(msg)
                me = next((p for p in msg["players"] if p["id"] == name), None)
                if msg["game_status"] != "active" or me is None or me["status"] != "active" or silent:
                    continue
                if leave_after is not None and msg["turn"] > leave_after:
                    return seen  # closes the connection
                if noisy:
                    # Malformed messages and a flood of them, before its real orders.
                    for junk in ["{", "[]", '{"type": 5}', '{"type": "move_command", "commands": [{"from": 1}]}',
                                 '{"type": "move_command", "commands": "all"}', '{"type": "dance"}']:
                        await ws.send(junk)
                    await ws.send(b"\x00\x01binary")
                    for _ in range(300):
                        await ws.send('{"type": "list_games"}')
                if delay:
                    await asyncio.sleep(delay)  # past the end of the turn
                orders = script(msg, name)
                seen["sent"][msg["turn"]] = orders
                await ws.send(json.dumps({"type": "move_command", "commands": orders}))


async def stranger(url):
    """Not a player: garbage, an oversized message, a flood; then it leaves."""
    try:
        async with websockets.connect(url, max_size=1 << 23) as ws:
            await ws.send("not json at all")
            await ws.send(json.dumps({"type": "move_command", "commands": []}))  # not joined
            for i in range(5000):
                await ws.send('{"type": "nothing-%d"}' % i)
            await ws.send("x" * (2 << 20))  # above the 1 MiB limit: the server closes this connection
            for _ in range(20000):  # the error replies, then the close
                await asyncio.wait_for(ws.recv(), 5)
            return "still open"
    except websockets.exceptions.ConnectionClosed:
        return "closed"
    except asyncio.TimeoutError:
        return "no close"


def replay(record):
    """The record's orders through conquest-turn, turn after turn."""
    state_path = os.path.join(TMP, "replay-state.json")
    with open(state_path, "w") as f:
        json.dump(record["initial"], f)
    for i, turn in enumerate(record["turns"]):
        orders_path = os.path.join(TMP, "replay-orders.json")
        with open(orders_path, "w") as f:
            json.dump(turn, f)
        r = subprocess.run([CLI, "conquest-turn", state_path, orders_path], capture_output=True, text=True,
                           timeout=30)
        if r.returncode != 0:
            check(False, "replay turn %d: %s" % (i + 1, r.stderr))
            return None
        with open(state_path, "w") as f:
            f.write(r.stdout)
    with open(state_path) as f:
        return json.load(f)


def holdings(state):
    return [(v["id"], v["controller"], v["units"]) for v in state["graph"]["vertices"]]


def same_game(a, b, what):
    check(a is not None and b is not None, what + ": a state is missing")
    if a is None or b is None:
        return
    check(holdings(a) == holdings(b), what + ": vertices differ")
    check(a["turn"] == b["turn"], what + ": turn %s vs %s" % (a["turn"], b["turn"]))
    check(a["final_rankings"] == b["final_rankings"], what + ": rankings differ")


def orders_of(record, name):
    return [[{k: o[k] for k in ("from", "to", "units")} for o in t["orders"] if o["player"] == name]
            for t in record["turns"]]


async def scenario_a():
    srv = Server("--map", os.path.join(MAPS, "duel.json"), "--bot", "easy", "--turn-ms", "3000", "--seed", "7",
                 "--max-turns", "40")
    seen = await asyncio.wait_for(play(srv.url, "scripted bot a1"), GAME_DEADLINE)
    final, record = srv.finish()
    check(seen["confirmed"] is not None and seen["confirmed"]["player_id"] == "scripted bot a1", "A: confirmed")
    check(seen["over"] is not None, "A: game_over received")
    same_game(seen["states"][-1], final, "A: the last game_state and the server's final state")
    same_game(replay(record), final, "A: replay of the record")
    sent = [seen["sent"].get(t, []) for t in range(1, len(record["turns"]) + 1)]
    check(orders_of(record, "scripted bot a1") == sent, "A: the orders played are the ones sent")
    check(final["game_status"] == "ended", "A: ended")
    check(seen["states"][0]["turn"] == 0 and seen["states"][0]["game_status"] == "waiting", "A: the lobby state")
    print("A: %d turns, rankings %s" % (len(record["turns"]), final["final_rankings"]))


async def scenario_b():
    srv = Server("--map", os.path.join(MAPS, "crown.json"), "--bot", "hard", "--bot", "easy", "--bot", "normal",
                 "--seats", "3", "--turn-ms", "1", "--seed", "5", "--max-turns", "30")
    final, record = srv.finish()
    sim = json.loads(subprocess.run([CLI, "conquest-sim", "--map", os.path.join(MAPS, "crown.json"), "--bot", "hard",
                                     "--bot", "easy", "--bot", "normal", "--games", "1", "--seed", "5",
                                     "--max-turns", "30"], capture_output=True, text=True, timeout=60).stdout)
    rank = {}
    place = 1
    for group in final["final_rankings"]:
        for name in group:
            rank[name] = place
        place += len(group)
    names = [p["id"] for p in final["players"]]
    for seat, p in enumerate(sim["players"]):
        check(p["ranks"][rank[names[seat]] - 1] == 1, "B: seat %d ranks as in conquest-sim" % seat)
    check(sim["turns"]["total"] == len(record["turns"]), "B: as many turns as conquest-sim")
    same_game(replay(record), final, "B: replay of the record")
    print("B: %d turns, as conquest-sim" % len(record["turns"]))


async def scenario_c():
    srv = Server("--map", os.path.join(MAPS, "crown.json"), "--seats", "6", "--bot", "normal", "--turn-ms", "1500",
                 "--seed", "11", "--max-turns", "20")
    good = asyncio.create_task(play(srv.url, "good"))
    await asyncio.sleep(0.2)  # seats are taken in the order of joining
    silent = asyncio.create_task(play(srv.url, "silent", silent=True))
    await asyncio.sleep(0.2)
    leaver = asyncio.create_task(play(srv.url, "leaver", leave_after=3))
    await asyncio.sleep(0.2)
    noisy = asyncio.create_task(play(srv.url, "noisy", noisy=True))
    await asyncio.sleep(0.2)
    late = asyncio.create_task(play(srv.url, "late", delay=2.0))
    junk = asyncio.create_task(stranger(srv.url))
    seen_good, _, seen_leaver, seen_noisy, seen_late, junk_end = await asyncio.wait_for(
        asyncio.gather(good, silent, leaver, noisy, late, junk), GAME_DEADLINE)
    final, record = srv.finish()
    turns = len(record["turns"])
    check(seen_good["over"] is not None, "C: the good bot saw the end")
    # A disconnection sends the state again mid-turn (as the server does).
    active = sorted({s["turn"] for s in seen_good["states"] if s["game_status"] == "active"})
    check(active == list(range(1, turns + 1)), "C: the good bot saw every turn: %s" % active)
    sent = [seen_good["sent"].get(t, []) for t in range(1, turns + 1)]
    played = orders_of(record, "good")
    for t in range(turns):
        check(played[t] == sent[t], "C: turn %d: the good bot's orders %s, played %s" % (t + 1, sent[t], played[t]))
    check(all(o == [] for o in orders_of(record, "silent")), "C: the silent bot gave no orders")
    # As the server: orders count for the turn in play when they arrive, so the
    # late bot's answers land in later turns (those still valid there are played).
    late_played = orders_of(record, "late")
    late_sent = [o for t in sorted(seen_late["sent"]) for o in seen_late["sent"][t]]
    check(all(o in late_sent for t in late_played for o in t), "C: the late bot's played orders are ones it sent")
    check(any(late_played), "C: the late bot's orders are played (in the turn they arrive in)")
    check(all(o == [] for o in late_played[:1]), "C: nothing of the late bot's in turn 1")
    check(all(o == [] for o in orders_of(record, "leaver")[3:]), "C: the leaver gave no orders after leaving")
    status = {p["id"]: p["status"] for p in final["players"]}
    check(status.get("leaver") in ("disconnected", "eliminated"), "C: the leaver keeps its seat: %s" % status)
    check(seen_noisy["errors"] > 0, "C: malformed messages are answered with errors")
    check(junk_end == "closed", "C: an oversized message closes its connection: %s" % junk_end)
    noisy_sent = [seen_noisy["sent"].get(t, []) for t in range(1, turns + 1)]
    check(orders_of(record, "noisy") == noisy_sent, "C: the noisy bot's own orders still count")
    same_game(replay(record), final, "C: replay of the record")
    print("C: %d turns, statuses %s" % (turns, status))


async def main():
    await scenario_a()
    await scenario_b()
    await scenario_c()


asyncio.run(main())
print("conquest-serve contract: %s" % ("%d failures" % len(failures) if failures else "passed"))
sys.exit(1 if failures else 0)
