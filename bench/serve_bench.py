#!/usr/bin/python3
"""The game server (skirmish-cli serve) under load, over loopback, with games of
the four kinds (Escarmouche, Conquest, TRTS, the Campaign).

  latency  Escarmouche actions played one after another in one game, on an idle
           server and again while the games are held: the time from an act to
           its view, against a ping's round trip on the same connection (what
           an action adds: checking, applying, storing with fsync, the views);
           and one short game of each other kind played to its end by both
           seats: each act's time to its answer;
  hold     G games held in play by 2G connections (each game created by one and
           joined by another), a quarter of each kind: the server's memory
           (VmRSS) each kind adds, per game and its two connections;
  soak     S games played at once to their end by pairs of clients, the four
           kinds in turn, each short (Escarmouche 2 rounds, Conquest 3 turns,
           TRTS 12 rounds, the Campaign 4 turns with a battle in the third, its
           duel on the server's board), while stallers (clients that send but
           never read, each watching a TRTS game), flooders (messages as fast as they can) and garbage
           senders (broken JSON, binary, 70 KB messages) run; a third of the
           way in, the server is killed (SIGKILL) and started again on its
           store and port, and every client resumes its seat with its token:
           every game must end, the server's memory stay bounded (its peak
           VmHWM is printed), and a new server on the store load every game
           (none lost, none set aside).

usage: serve_bench.py SKIRMISH_CLI SOURCE_DIR [--games G] [--actions A] [--soak S] [--store DIR] [--smoke]
                     [--kill-after N | --no-kill] [--soak-check]
--kill-after: kill the soak's server once its games have played N acts (default 20 S); --no-kill: never;
--store: where the games' files go (a folder made there; default the system's temporary folder);
--smoke: tiny numbers, for the suite (checks it runs, times nothing);
--soak-check: fail (exit 1) when a soaked game does not end, a Campaign fought no duel, the kill
found no game to resume, a game's file is set aside, or the peak RSS passes 400 MiB (the size not
checked under SK_SANITIZED=1: a sanitizer's allocator keeps freed memory).
Numbers for docs/PERFORMANCE.md: the defaults (G 1000, A 200, S 200) on the reference machine.
"""
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

import websockets

CLI = sys.argv[1]
args = sys.argv[3:]


def opt(name, default):
    return int(args[args.index(name) + 1]) if name in args else default


SMOKE = "--smoke" in args
GAMES = opt("--games", 10 if SMOKE else 1000)
ACTIONS = opt("--actions", 20 if SMOKE else 200)
SOAK = opt("--soak", 6 if SMOKE else 200)
# The soak's server is killed once its games have played this many acts (about a third of what
# they play in all); --no-kill: never.
KILL_AFTER = 0 if "--no-kill" in args else opt("--kill-after", 20 * SOAK)
T = 30.0


def rss_kib(pid, key="VmRSS"):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


class C:
    def __init__(self, ws):
        self.ws, self.view = ws, None

    @classmethod
    async def open(cls, url, name):
        c = cls(await websockets.connect(url, max_size=None, ping_interval=None))
        await c.ws.send(json.dumps({"type": "hello", "protocol": 1, "name": name}))
        c.welcome = await c.expect("welcome")
        return c

    async def expect(self, t):
        while True:
            m = json.loads(await asyncio.wait_for(self.ws.recv(), T))
            if m["type"] == "view":
                self.view = m
            if m["type"] == t:
                return m
            if m["type"] == "error":
                raise RuntimeError(m)

    async def until(self, seq):
        while self.view is None or self.view["status"] == "open" or self.view["seq"] < seq:
            await self.expect("view")

    async def resume(self):
        """After the server was killed: connects again (to the server now at URL["now"], trying
        for up to a minute) and resumes the seat with its token; its view is where the game is."""
        for _ in range(300):
            try:
                self.ws = await websockets.connect(URL["now"], max_size=None, ping_interval=None)
                break
            except OSError:
                await asyncio.sleep(0.2)
        await self.ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "again"}))
        await self.expect("welcome")
        await self.ws.send(json.dumps({"type": "resume", "game": self.game, "token": self.token}))
        await self.expect("joined")
        await self.expect("view")
        DONE["resumed"] += 1


URL = {"now": None}  # the server's address, the new one's once it was killed and started again


KINDS = ("escarmouche", "conquest", "trts", "campaign")
# Each Main Army's road to Heartwood Keep on three-crowns (two players start at 8 and 4), so
# that a soaked campaign has its battle in the third turn, its duel played on the board.
ROADS = {8: [11, 14, 12], 4: [7, 13, 12]}


def create_msg(kind, i, short):
    """The create message of game i of that kind: short, to be played to its end in the soak."""
    seed = str(i)
    if kind == "escarmouche":
        return {"type": "create", "kind": kind, "map": "crossroads", "seed": seed, "round_limit": 2 if short else 30,
                "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]}
    if kind == "conquest":
        return {"type": "create", "kind": kind, "map": "duel", "seed": seed, "max_turns": 3 if short else 30,
                "seats": [{"player": "me"}, {"player": "open"}]}
    if kind == "trts":
        return {"type": "create", "kind": kind, "map": "twin-ridge", "seed": seed, "rounds": 12 if short else 32,
                "seats": [{"player": "me", "faction": "directorate"}, {"player": "open", "faction": "myriad"}]}
    return {"type": "create", "kind": kind, "map": "three-crowns", "seed": seed, "turn_limit": 4 if short else 6,
            "seats": [{"player": "me"}, {"player": "open"}]}


async def new_game(url, i, kind="escarmouche", short=False):
    a = await C.open(url, "A%d" % i)
    await a.ws.send(json.dumps(create_msg(kind, i, short)))
    ja = await a.expect("joined")
    g, a.token = ja["game"], ja["token"]
    await a.expect("view")
    b = await C.open(url, "B%d" % i)
    join = {"type": "join", "game": g, "seat": 1}
    if kind == "escarmouche":
        join["squad"] = "longbow-line"
    await b.ws.send(json.dumps(join))
    b.token = (await b.expect("joined"))["token"]
    await b.expect("view")
    await a.until(0)
    a.kind = b.kind = kind
    a.game = b.game = g
    return a, b


# ---- a simple player of each kind, on its own view: the action, or None when nothing is asked of it ----

def decide_escarmouche(v, seat, rng):
    legal = v.get("legal")
    if not legal:
        return None
    attacks = [x for x in legal if x.startswith("attack")]
    return rng.choice(attacks or legal)


def decide_conquest(v, seat, rng):
    if v["given"][seat]:
        return None
    g = v["state"]["graph"]
    orders = []
    for x in g["vertices"]:
        if x["controller"] == "p%d" % seat and x["units"] > 0:
            near = [e["to"] for e in g["edges"] if e["from"] == x["id"]]  # edges are one-way
            if near:
                orders.append([x["id"], rng.choice(near), x["units"]])
    return {"orders": orders}


def decide_trts(v, seat, rng):
    legal = v.get("legal")
    if not legal:
        return None
    kinds = [a[0] for a in legal]
    if v["phase"] == "macro":
        makes = [a for a in legal if a[0] == "make"]
        if makes and rng.random() < 0.5 and not any(p.get("making") for p in v["pieces"]):
            return rng.choice(makes)
        return ["done", 0, 0, 0]
    if v["phase"] == "micro":
        acts = [a for a in legal if a[0] == "activate"]
        if acts and rng.random() < 0.4:
            return rng.choice(acts)
        return ["pass", 0, 0, 0] if "pass" in kinds else legal[0]
    if v["phase"] == "group":
        moves = [a for a in legal if a[0] in ("move", "attack")]
        if moves and rng.random() < 0.7:
            return rng.choice(moves)
        return ["end", 0, 0, 0] if "end" in kinds else legal[0]
    if v["phase"] == "combat_targets" and "done" in kinds:
        return ["done", 0, 0, 0]
    return legal[0]


def decide_campaign(v, seat, rng):
    asked = v.get("asked")
    if asked is None:
        return None
    mine = [a for a in v["armies"] if a["player"] == seat]
    if asked == "downtime":
        return {"done": True}
    if asked == "orders":
        main = [a for a in mine if a["main"]][0]
        road = ROADS.get(v["players"][seat]["start"], [])
        step = road[v["turn"] - 1] if v["turn"] <= len(road) else None
        if step is not None and step in v["map"]["locations"][main["location"]]["adjacent"]:
            return {"orders": [["move", main["id"], step]]}
        return {"orders": [["defend", main["id"]]]}
    if asked == "standoffs":
        return {"stand": [x["location"] for x in v["reveal"]["standoffs"] if seat in x["entrants"]]}
    if asked == "squad":
        b = [b for b in v["battles"] if "winner" not in b][0]
        here = [a["id"] for a in mine if a["location"] == b["location"]]
        units = sorted((u for u in v["me"]["units"] if u["army"] in here), key=lambda u: (not u["hero"], u["rank_points"]))
        squad, rp = [], 0
        for u in units:
            if len(squad) < 6 and rp + u["rank_points"] <= 18:
                squad.append(u["slot"])
                rp += u["rank_points"]
        return {"squad": squad}
    if asked == "bonus":
        return {"bonus": "assault"}
    if asked == "board":
        legal = v["duel"]["legal"]
        ends = [a for a in legal if a.startswith("end")]
        return {"board": ends[0] if ends and rng.random() < 0.3 else rng.choice(legal)}
    if asked == "retreat":
        return {"retreat": v["retreat_options"][0]}
    return None


# What the soaked games did, to tell that they were played: acts by kind, a Campaign's on a
# duel's board (the soak's alone: reset when it starts).
DONE = {"acts": {}, "board": 0, "resumed": 0}

DECIDE = {"escarmouche": decide_escarmouche, "conquest": decide_conquest, "trts": decide_trts,
          "campaign": decide_campaign}


async def seat_player(c, seat, rng, lat=None):
    """Plays a seat to the game's end on its own views: an act when it is asked one (paced
    within the 50 messages a second a connection may send), waiting for its answer (the act's
    id: a view, or `stale` when a newer view was on its way: then it decides again on that);
    else the next view. Its connection lost (the server killed), it resumes with its token and
    goes on from the view it is sent. lat: each act's time to its answer, appended."""
    n = 0
    while True:
        v = c.view
        if v["status"] == "over":
            return v
        action = DECIDE[c.kind](v, seat, rng) if v["status"] == "playing" else None
        try:
            if action is None:
                await c.expect("view")
                continue
            n += 1
            DONE["acts"][c.kind] = DONE["acts"].get(c.kind, 0) + 1
            DONE["board"] += c.kind == "campaign" and "board" in action
            await asyncio.sleep(0.025)
            t0 = time.perf_counter()
            await c.ws.send(json.dumps({"type": "act", "game": v["game"], "seq": v["seq"], "action": action, "id": n}))
            while True:
                m = json.loads(await asyncio.wait_for(c.ws.recv(), T))
                if m["type"] == "view":
                    c.view = m
                if m.get("id") == n:
                    break
        except websockets.ConnectionClosed:
            await c.resume()
            continue
        if m["type"] == "error" and m["code"] != "stale":
            raise RuntimeError("%s seat %d: %s on %s" % (c.kind, seat, m, action))
        if lat is not None and m["type"] == "view":
            lat.append(time.perf_counter() - t0)


async def play_both(a, b, rng_seed, lat=None):
    """Both seats of a game played to its end at once; the end's view."""
    va, _ = await asyncio.gather(seat_player(a, 0, random.Random(rng_seed), lat),
                                 seat_player(b, 1, random.Random(rng_seed + 1)))
    return va


async def play(a, b, rng, upto=None, lat=None):
    """Escarmouche in lockstep (the latency part): the seat to act acts, both wait for its view."""
    while True:
        seq = a.view["seq"]
        await b.until(seq)
        v = a.view
        if v["status"] == "over" or (upto is not None and seq >= upto):
            return v
        actor = (a, b)[v["active"]]
        legal = actor.view["legal"]
        attacks = [x for x in legal if x.startswith("attack")]
        await asyncio.sleep(0.025)  # within the 50 messages a second a connection may send
        t0 = time.perf_counter()
        await actor.ws.send(json.dumps({"type": "act", "game": v["game"], "seq": seq,
                                        "action": rng.choice(attacks or legal)}))
        await actor.until(seq + 1)
        if lat is not None:
            lat.append(time.perf_counter() - t0)
        await (b if actor is a else a).until(seq + 1)


async def staller(url, game=None):
    """Sends and never reads (watching a game, when given one: its views pile up too): the server
    must cut it, not hold its output."""
    ws = await websockets.connect(url, max_size=None, ping_interval=None, max_queue=1, read_limit=1024)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Stall"}))
    if game:
        await ws.send(json.dumps({"type": "watch", "game": game}))
    try:
        for _ in range(3000):
            await ws.send(json.dumps({"type": "list"}))
            await asyncio.sleep(0.01)
    except Exception:
        pass


async def flooder(url):
    try:
        c = await C.open(url, "Flood")
        for _ in range(2000):
            await c.ws.send(json.dumps({"type": "ping"}))
        await c.ws.close()
    except Exception:
        pass


async def garbage(url, rng):
    try:
        ws = await websockets.connect(url, max_size=None, ping_interval=None)
        for _ in range(200):
            k = rng.randrange(4)
            msg = ["{", b"\x00\xff", json.dumps({"type": "act", "game": "x", "seq": "y"}), "x" * 70000][k]
            await ws.send(msg)
        await ws.close()
    except Exception:
        pass


async def latency(url, label, n):
    a, b = await new_game(url, 3 * 10 ** 6 + n)
    pings = []
    for _ in range(min(30, ACTIONS)):
        await asyncio.sleep(0.025)
        t = time.perf_counter()
        await a.ws.send('{"type":"ping"}')
        await a.expect("pong")
        pings.append(time.perf_counter() - t)
    lat = []
    rng = random.Random(1)
    while len(lat) < ACTIONS:
        v = await play(a, b, rng, upto=a.view["seq"] + ACTIONS - len(lat), lat=lat)
        if v["status"] == "over":
            await a.ws.close()
            await b.ws.close()
            a, b = await new_game(url, 4 * 10 ** 6 + len(lat))
    await a.ws.close()
    await b.ws.close()
    lat.sort()
    pm = statistics.median(pings) * 1000
    print("latency %s: ping %.2f ms; act -> view median %.2f ms, p99 %.2f ms: added by an action %.2f ms (median)"
          % (label, pm, statistics.median(lat) * 1000, lat[int(len(lat) * 0.99) - 1] * 1000,
             statistics.median(lat) * 1000 - pm))


async def latency_kind(url, kind):
    """One game of the kind played to its end by both seats: each act's time to its answer (TRTS's
    short game: 12 rounds; Conquest's and the Campaign's long, 30 turns, 6 turns with a battle,
    unless A is under 100: the suite's run)."""
    a, b = await new_game(url, 5 * 10 ** 6 + KINDS.index(kind), kind, short=kind == "trts" or ACTIONS < 100)
    lat = []
    await play_both(a, b, 9, lat)
    await a.ws.close()
    await b.ws.close()
    lat.sort()
    print("latency %s (idle server, one game to its end): %d acts of seat 0, act -> answer median %.2f ms, p99 %.2f ms"
          % (kind, len(lat), statistics.median(lat) * 1000, lat[max(0, int(len(lat) * 0.99) - 1)] * 1000))


def cpu_s(pid):
    """The process's CPU time so far (user and system), in seconds."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def stored(store):
    """The games' files in the store: (how many, how many set aside as not loading)."""
    names = os.listdir(store)
    return len([f for f in names if f.endswith(".json")]), len([f for f in names if ".corrupt" in f])


def start_server(store, port=0):
    """A server on the store (on `port`, or any free one should that be taken meanwhile: the
    clients reconnect to URL["now"] whichever it is)."""
    for p in (port, 0) if port else (0,):
        proc = subprocess.Popen([CLI, "serve", "--port", str(p), "--data", store], stdout=subprocess.PIPE, text=True)
        URL["now"] = proc.stdout.readline().strip()
        if URL["now"].startswith("ws://"):
            return proc
        proc.wait(10)
    raise SystemExit("no address from serve: %r" % URL["now"])


async def main():
    store = tempfile.mkdtemp(prefix="serve-bench-", dir=args[args.index("--store") + 1] if "--store" in args else None)
    proc = start_server(store)
    url = URL["now"]
    ok = True
    try:
        # The kinds this server offers (a build without TRTS or the Campaign offers fewer).
        probe = await C.open(url, "Probe")
        kinds = [k for k in KINDS if k in probe.welcome["kinds"]]
        await probe.ws.close()
        await latency(url, "on an idle server", 1)
        for kind in kinds[1:]:
            await latency_kind(url, kind)
        # hold: as many games of each kind, the memory each kind's adds
        t0 = time.perf_counter()
        pairs = []
        first = base = rss_kib(proc.pid)
        for k, kind in enumerate(kinds):
            n = GAMES // len(kinds) + (k < GAMES % len(kinds))
            for i in range(0, n, 50):
                pairs += await asyncio.gather(*(new_game(url, 10 ** 5 * k + j, kind) for j in range(i, min(n, i + 50))))
            now = rss_kib(proc.pid)
            print("hold %s: %d games, %d connections; RSS +%.1f MiB (%.1f KiB a game with its 2 connections)"
                  % (kind, n, 2 * n, (now - base) / 1024, (now - base) / max(n, 1)))
            base = now
        held = rss_kib(proc.pid)
        print("hold: %d games of the kinds, %d connections in %.1f s; RSS %.1f MiB -> %.1f MiB (%.1f KiB a game)"
              % (GAMES, 2 * GAMES, time.perf_counter() - t0, first / 1024, held / 1024, (held - first) / max(GAMES, 1)))
        await latency(url, "with the games held", 2)
        for x, y in pairs:
            await x.ws.close()
            await y.ws.close()
        # soak: the four kinds in turn, each game short and played to its end
        t0, cpu0 = time.perf_counter(), cpu_s(proc.pid)
        DONE["acts"], DONE["board"], DONE["resumed"] = dict.fromkeys(kinds, 0), 0, 0
        games = []
        for i in range(0, SOAK, 50):
            games += await asyncio.gather(*(new_game(url, 2 * 10 ** 6 + j, kinds[j % len(kinds)], short=True)
                                            for j in range(i, min(SOAK, i + 50))))
        watched = [x.game for x, _ in games if x.kind == "trts"][:5] + [None] * 5
        noise = [asyncio.ensure_future(n) for n in [staller(url, watched[k]) for k in range(5)] + [flooder(url) for _ in range(5)] +
                 [garbage(url, random.Random(k)) for k in range(5)]]
        killed = {"at": None, "peak": 0, "cpu": 0.0}

        async def killer():
            """SIGKILL mid-soak, once the games have played KILL_AFTER acts, and a new server on the same
            store and port: every client resumes its seat with its token where the store has the game."""
            nonlocal proc
            while sum(DONE["acts"].values()) < KILL_AFTER:
                await asyncio.sleep(0.05)
            killed.update(at=sum(DONE["acts"].values()), peak=rss_kib(proc.pid, "VmHWM"), cpu=cpu_s(proc.pid) - cpu0)
            proc.kill()
            proc.wait(10)
            proc = start_server(store, int(url.rsplit(":", 1)[1]))

        kill = asyncio.ensure_future(killer()) if KILL_AFTER else None
        results = await asyncio.gather(*(play_both(x, y, 2 * k) for k, (x, y) in enumerate(games)),
                                       return_exceptions=True)
        for n in noise + ([kill] if kill else []):
            n.cancel()
        ended = {kind: 0 for kind in kinds}
        for (x, _), r in zip(games, results):
            if isinstance(r, dict) and r["status"] == "over":
                ended[x.kind] += 1
            elif os.environ.get("SK_DEBUG"):
                print("not ended:", x.kind, repr(r)[:300], file=sys.stderr)
        for x, y in games:
            await x.ws.close()
            await y.ws.close()
        peak = max(rss_kib(proc.pid, "VmHWM"), killed["peak"])
        files, aside = stored(store)
        cpu = cpu_s(proc.pid) - (cpu0 if killed["at"] is None else 0) + killed["cpu"]
        print("soak: acts %s; %d of the Campaign's on a duel's board; the server's CPU %.1f s"
              % (", ".join("%s %d" % kv for kv in DONE["acts"].items()), DONE["board"], cpu))
        if KILL_AFTER:
            print("soak: the server killed (SIGKILL) after %s acts and started again on its store: %d seats resumed"
                  % (killed["at"], DONE["resumed"]))
        print("soak: %d of %d games played to their end (%s) in %.1f s with 15 stalling, flooding and garbage clients; "
              "peak RSS %.1f MiB; %d games stored, %d set aside"
              % (sum(ended.values()), len(games), ", ".join("%s %d" % kv for kv in ended.items()),
                 time.perf_counter() - t0, peak / 1024, files, aside))
        if "--soak-check" in args:
            # A sanitizer build (SK_SANITIZED=1) keeps freed memory in quarantine
            # and never gives it back: its sizes are not checked, only that
            # every game ended and the server still runs.
            sanitized = os.environ.get("SK_SANITIZED") == "1"
            ok = (sum(ended.values()) == len(games) and (sanitized or peak < 400 * 1024) and proc.poll() is None
                  and aside == 0 and ("campaign" not in kinds or len(games) < 4 or DONE["board"] > 0)
                  and (not KILL_AFTER or (killed["at"] is not None and DONE["resumed"] > 0)))
    finally:
        t1 = time.perf_counter()
        proc.terminate()
        proc.wait(20)
        print("stopped in", time.perf_counter() - t1, file=sys.stderr) if os.environ.get("SK_DEBUG") else None
    # No game lost: a new server on the store loads every game the soak stored, setting none aside.
    again = subprocess.Popen([CLI, "serve", "--port", "0", "--data", store], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    up = again.stdout.readline().strip().startswith("ws://")
    again.terminate()
    _, err = again.communicate(timeout=60)
    lost = err.count("set aside")
    print("restart on the store: %s, %d games set aside" % ("up" if up else "did not start", lost))
    return ok and up and lost == 0 and stored(store)[1] == 0


sys.exit(0 if asyncio.run(main()) else 1)
