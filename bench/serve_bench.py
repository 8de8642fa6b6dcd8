#!/usr/bin/python3
"""The game server (skirmish-cli serve) under load, over loopback.

  hold     G games held in play by 2G connections (each game created by one and
           joined by another): the server's memory (VmRSS) before and after,
           per game and connection;
  latency  actions played one after another in one game, on an idle server
           and again while the games are held: the time from an act to its
           view, against a ping's round trip on the same connection (what an
           action adds: checking, applying, storing with fsync, the views);
  soak     S games played at once to their end by pairs of clients, while
           stallers (clients that send but never read), flooders (messages as
           fast as they can) and garbage senders (broken JSON, binary, 70 KB
           messages) run: every game must end, none lost, and the server's
           memory stay bounded (its peak VmHWM is printed).

usage: serve_bench.py SKIRMISH_CLI SOURCE_DIR [--games G] [--actions A] [--soak S] [--store DIR] [--smoke]
--store: where the games' files go (a folder made there; default the system's temporary folder);
--smoke: tiny numbers, for the suite (checks it runs, times nothing);
--soak-check: fail (exit 1) when a soaked game does not end or the peak RSS passes 400 MiB
(the size not checked under SK_SANITIZED=1: a sanitizer's allocator keeps freed memory).
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
        await c.expect("welcome")
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


async def new_game(url, i, limit=30):
    a = await C.open(url, "A%d" % i)
    await a.ws.send(json.dumps({"type": "create", "kind": "escarmouche", "map": "crossroads", "seed": str(i),
                                "round_limit": limit,
                                "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]}))
    g = (await a.expect("joined"))["game"]
    await a.expect("view")
    b = await C.open(url, "B%d" % i)
    await b.ws.send(json.dumps({"type": "join", "game": g, "seat": 1, "squad": "longbow-line"}))
    await b.expect("joined")
    await b.expect("view")
    await a.until(0)
    return a, b


async def play(a, b, rng, upto=None, lat=None):
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


async def staller(url):
    """Sends and never reads: the server must cut it, not hold its output."""
    ws = await websockets.connect(url, max_size=None, ping_interval=None, max_queue=1, read_limit=1024)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Stall"}))
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


async def main():
    store = tempfile.mkdtemp(prefix="serve-bench-", dir=args[args.index("--store") + 1] if "--store" in args else None)
    proc = subprocess.Popen([CLI, "serve", "--port", "0", "--data", store], stdout=subprocess.PIPE, text=True)
    url = proc.stdout.readline().strip()
    ok = True
    try:
        await latency(url, "on an idle server", 1)
        base = rss_kib(proc.pid)
        # hold
        t0 = time.perf_counter()
        pairs = []
        for i in range(0, GAMES, 50):
            pairs += await asyncio.gather(*(new_game(url, j) for j in range(i, min(GAMES, i + 50))))
        held = rss_kib(proc.pid)
        print("hold: %d games, %d connections in %.1f s; RSS %.1f MiB -> %.1f MiB (%.1f KiB a game with its 2 connections)"
              % (GAMES, 2 * GAMES, time.perf_counter() - t0, base / 1024, held / 1024, (held - base) / max(GAMES, 1)))
        await latency(url, "with the games held", 2)
        for x, y in pairs:
            await x.ws.close()
            await y.ws.close()
        # soak
        t0 = time.perf_counter()
        rng = random.Random(2)
        games = []
        for i in range(0, SOAK, 50):
            games += await asyncio.gather(*(new_game(url, 2 * 10 ** 6 + j, limit=2) for j in range(i, min(SOAK, i + 50))))
        noise = [asyncio.ensure_future(n) for n in [staller(url) for _ in range(5)] + [flooder(url) for _ in range(5)] +
                 [garbage(url, random.Random(k)) for k in range(5)]]
        results = await asyncio.gather(*(play(x, y, random.Random(k)) for k, (x, y) in enumerate(games)),
                                       return_exceptions=True)
        for n in noise:
            n.cancel()
        ended = sum(1 for r in results[:len(games)] if isinstance(r, dict) and r["status"] == "over")
        peak = rss_kib(proc.pid, "VmHWM")
        print("soak: %d of %d games played to their end in %.1f s with 15 stalling, flooding and garbage clients; "
              "peak RSS %.1f MiB; %d games stored" % (ended, len(games), time.perf_counter() - t0, peak / 1024,
                                                      len([f for f in os.listdir(store) if f.endswith(".json")])))
        print("stopping", time.perf_counter() - t0, file=sys.stderr) if os.environ.get("SK_DEBUG") else None
        if "--soak-check" in args:
            # A sanitizer build (SK_SANITIZED=1) keeps freed memory in quarantine
            # and never gives it back: its sizes are not checked, only that
            # every game ended and the server still runs.
            sanitized = os.environ.get("SK_SANITIZED") == "1"
            ok = ended == len(games) and (sanitized or peak < 400 * 1024) and proc.poll() is None
    finally:
        t1 = time.perf_counter()
        proc.terminate()
        proc.wait(20)
        print("stopped in", time.perf_counter() - t1, file=sys.stderr) if os.environ.get("SK_DEBUG") else None
    return ok


sys.exit(0 if asyncio.run(main()) else 1)
