#!/usr/bin/python3
"""skirmish-cli serve (docs/protocol.md) over loopback, with Debian's python3-websockets.

  A. two clients play an Escarmouche match to the end, a watcher looking on:
     every view each seat gets is checked against what the rules let it see
     (before deployment ends no unit of the other squad off the board), and
     changing Bob's unplaced unit changes none of Alice's frames before it is
     placed;
  B. Bob's connection is cut mid-turn: his seat waits, he resumes with his
     token at the same seq and the game goes on; a second connection with the
     token takes the seat over;
  C. the server is killed (SIGKILL) mid-game and started again on the same
     store: every answered action is there, both resume and finish;
  D. a game against the computer plays to its end;
  E. hostile frames (garbage, binary, no hello, wrong version, unknown type,
     bad keys, out of turn, stale, illegal, a watcher acting, bad tokens, bad
     squads, a path for a map name, a 70 KB message, a flood): each gets its
     error and the game is unchanged;
  F. an idle game expires with its file, of each kind (Escarmouche, and
     Conquest, TRTS and the Campaign as the server offers them);
  G. wss with --cert and --key (plain ws refused); a bad address refused.

Every wait is bounded. usage: serve_contract.py SKIRMISH_CLI SOURCE_DIR
"""
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

try:
    import websockets
except ImportError:
    print("python3-websockets is missing (apt install python3-websockets; packaging/deps.sh)")
    sys.exit(1)

CLI = sys.argv[1]
TMP = tempfile.mkdtemp(prefix="serve-")
failures = []
T = 10.0  # seconds any single answer may take


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


SERVERS = []  # every server started, killed at the end whatever happened


class Server:
    def __init__(self, store, *args):
        self.proc = subprocess.Popen([CLI, "serve", "--port", "0", "--data", store, *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        SERVERS.append(self.proc)
        self.url = self.proc.stdout.readline().strip()
        if not self.url.startswith(("ws://127.0.0.1:", "wss://127.0.0.1:")):
            self.proc.kill()
            raise SystemExit("no address from serve: %r %s" % (self.url, self.proc.stderr.read()))

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = -1
        check(code == 0, "serve stops with 0 on SIGTERM (got %s)" % code)


class Client:
    def __init__(self, ws, name):
        self.ws, self.name, self.frames, self.view = ws, name, [], None

    @classmethod
    async def connect(cls, url, name, hello=True):
        c = cls(await websockets.connect(url, max_size=None), name)
        if hello:
            await c.send({"type": "hello", "protocol": 1, "name": name})
            w = await c.expect("welcome")
            check(w.get("protocol") == 1, "welcome says protocol 1")
        return c

    async def send(self, msg):
        await self.ws.send(json.dumps(msg) if not isinstance(msg, (str, bytes)) else msg)

    async def recv(self):
        text = await asyncio.wait_for(self.ws.recv(), T)
        self.frames.append(text)
        m = json.loads(text)
        if m.get("type") == "view":
            self.view = m
        return m

    async def expect(self, type_):
        while True:
            m = await self.recv()
            if m.get("type") == type_:
                return m
            if m.get("type") == "error" and type_ != "error":
                raise AssertionError("%s: expected %s, got %s" % (self.name, type_, m))

    async def until_seq(self, seq):
        while self.view is None or self.view.get("seq", -1) < seq or self.view.get("status") == "open":
            await self.recv()
        return self.view

    async def close(self):
        await self.ws.close()


def check_view(v, seat, what):
    """What a seat may see: before deployment ends, none of the other side's units off the board."""
    if v.get("status") == "open":
        check("units" not in v, what + ": no units before the game starts")
        return
    deploying = v["phase"] == "deploy"
    for u in v["units"]:
        if u["side"] != seat and deploying:
            check(u["deployed"], what + ": an unplaced unit of the other side is shown: %s" % u)
    if deploying:
        for side in range(2):
            if side != seat:
                check(v["squad_size"][side] is None, what + ": the other squad's size is hidden")
    check(("legal" in v) == (seat is not None and v["status"] == "playing" and v["active"] == seat),
          what + ": legal actions only for the seat to act")


async def play(clients, rng, upto=None):
    """Plays chosen legal actions until the game is over (or seq reaches upto); returns the last view."""
    while True:
        views = [await c.until_seq(clients[0].view["seq"] if clients[0].view else 0) for c in clients]
        v = views[0]
        if v["status"] == "over" or (upto is not None and v["seq"] >= upto):
            return v
        actor = clients[v["active"]]
        legal = actor.view["legal"]
        # Attacks first, so that games end: the rules' own list, our pick.
        attacks = [a for a in legal if a.startswith("attack")]
        action = rng.choice(attacks or legal)
        await actor.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": action, "id": v["seq"]})
        for c in clients:
            await c.until_seq(v["seq"] + 1)
        check(actor.view.get("id") == v["seq"] and actor.view["last"]["action"] == action,
              "the actor's view echoes its id and names its action")


def open_squad(name):
    with open(os.path.join(sys.argv[2], "assets", "squads", name + ".json")) as f:
        return json.load(f)


async def start_match(url, bob_squad="longbow-line", seed="11", limit=3, watcher=True):
    alice = await Client.connect(url, "Alice")
    await alice.send({"type": "create", "kind": "escarmouche", "map": "crossroads", "seed": seed, "round_limit": limit,
                      "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]})
    joined = await alice.expect("joined")
    await alice.expect("view")
    game = joined["game"]
    w = None
    if watcher:
        w = await Client.connect(url, "Watcher")
        await w.send({"type": "watch", "game": game})
        await w.expect("watching")
        await w.expect("view")
    bob = await Client.connect(url, "Bob")
    await bob.send({"type": "join", "game": game, "seat": 1, "squad": bob_squad})
    jb = await bob.expect("joined")
    await bob.expect("view")
    await alice.until_seq(0)
    return alice, bob, w, game, joined["token"], jb["token"]


async def part_a():
    store = os.path.join(TMP, "a")
    srv = Server(store)
    alice, bob, w, game, _, _ = await start_match(srv.url)
    end = await play([alice, bob], random.Random(1))
    await w.until_seq(end["seq"])
    check(end["status"] == "over" and end["end_reason"] is not None, "A: the match ends (%s)" % end.get("end_reason"))
    for c, seat in ((alice, 0), (bob, 1), (w, None)):
        for f in c.frames:
            m = json.loads(f)
            if m["type"] == "view":
                check_view(m, seat, "A: %s's view seq %s" % (c.name, m["seq"]))
    check(alice.view["units"] == bob.view["units"] == w.view["units"], "A: once over, every view shows the same units")
    await alice.send({"type": "act", "game": game, "seq": end["seq"], "action": "end"})
    e = await alice.expect("error")
    check(e["code"] == "game_over", "A: acting after the end is game_over")
    alice_frames = [f for f in alice.frames if '"type":"view"' in f]
    for c in (alice, bob, w):
        await c.close()

    # The same game with Bob's last unit changed: Alice's frames are the same
    # until Bob places that unit.
    squad = open_squad("longbow-line")
    last = len(squad["units"]) - 1
    squad["units"][last] = {"name": "Hidden Pike", "health": 3, "range": 1, "power": 1, "move": 1, "abilities": []}
    alice2, bob2, _, game2, _, _ = await start_match(srv.url, bob_squad=squad, watcher=False)
    await play([alice2, bob2], random.Random(1), upto=len(alice_frames))
    frames2 = [f.replace(game2, game) for f in alice2.frames if '"type":"view"' in f]
    shown = next((i for i, f in enumerate(frames2) if "Hidden Pike" in f), len(frames2))
    check(shown > 0 and frames2[:shown] == alice_frames[:shown],
          "A: Alice's frames before Bob's changed unit is placed are the same (differ at %d)" %
          next((i for i, (x, y) in enumerate(zip(frames2, alice_frames)) if x != y), -1))
    check(shown < len(frames2), "A: the changed unit shows once placed")
    await alice2.close()
    await bob2.close()
    srv.stop()


async def part_bc():
    store = os.path.join(TMP, "bc")
    srv = Server(store)
    alice, bob, _, game, ta, tb = await start_match(srv.url, seed="5", limit=4, watcher=False)
    rng = random.Random(2)
    await play([alice, bob], rng, upto=14)
    seq = alice.view["seq"]
    # B: Bob is cut mid-turn.
    await bob.ws.close()
    v = await alice.expect("view")
    check(v["seats"][1]["connected"] is False and v["seq"] == seq, "B: Alice sees Bob gone, the game where it was")
    bob = await Client.connect(srv.url, "Bob")
    await bob.send({"type": "resume", "game": game, "token": tb})
    j = await bob.expect("joined")
    vb = await bob.expect("view")
    check(j["seat"] == 1 and j["token"] == tb and vb["seq"] == seq, "B: Bob resumes his seat at seq %d" % seq)
    v = await alice.expect("view")
    check(v["seats"][1]["connected"] is True, "B: Alice sees Bob back")
    # A second connection with Bob's token takes the seat over.
    bob2 = await Client.connect(srv.url, "Bob again")
    await bob2.send({"type": "resume", "game": game, "token": tb})
    await bob2.expect("joined")
    await bob2.expect("view")
    e = await bob.expect("error")
    check(e["code"] == "replaced", "B: the older connection is told it was replaced")
    await bob.close()
    bob = bob2
    await play([alice, bob], rng, upto=seq + 6)
    seq = alice.view["seq"]
    # C: killed with its games in play.
    srv.kill()
    with open(os.path.join(store, "0123456789ab.json"), "w") as f:
        f.write('{"format": "skirmish-server-game", "trunc')  # a damaged file beside the good one
    srv = Server(store)
    alice = await Client.connect(srv.url, "Alice")
    bob = await Client.connect(srv.url, "Bob")
    await alice.send({"type": "resume", "game": game, "token": ta})
    await alice.expect("joined")
    va = await alice.expect("view")
    await bob.send({"type": "resume", "game": game, "token": tb})
    await bob.expect("joined")
    vb = await bob.expect("view")
    check(any(n.startswith("0123456789ab.json.corrupt") for n in os.listdir(store)),
          "C: a damaged game file is set aside, the server starts")
    check(va["seq"] == seq and vb["seq"] == seq, "C: after SIGKILL the game is at seq %d (%d, %d)" % (seq, va["seq"], vb["seq"]))
    await alice.until_seq(seq)
    end = await play([alice, bob], rng)
    check(end["status"] == "over", "C: the restarted game plays to its end")
    await alice.close()
    await bob.close()
    srv.stop()


async def part_d():
    srv = Server(os.path.join(TMP, "d"))
    me = await Client.connect(srv.url, "Solo")
    await me.send({"type": "create", "kind": "escarmouche", "map": "open-field", "seed": "3", "round_limit": 2,
                   "seats": [{"player": "computer", "level": "easy", "squad": "longbow-line"},
                             {"player": "me", "squad": "iron-vanguard"}]})
    j = await me.expect("joined")
    check(j["seat"] == 1, "D: the creator takes the seat it named")
    rng = random.Random(3)
    while True:
        v = await me.expect("view")
        check_view(v, 1, "D: view seq %d" % v["seq"])
        if v["status"] == "over":
            break
        if v["status"] == "playing" and v["active"] == 1:
            await me.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": rng.choice(v["legal"])})
    check(any(json.loads(f).get("last", {}).get("seat") == 0 for f in me.frames), "D: the computer played")
    await me.close()
    srv.stop()


async def part_e():
    store = os.path.join(TMP, "e")
    srv = Server(store)
    alice, bob, w, game, ta, tb = await start_match(srv.url, seed="9")
    await play([alice, bob], random.Random(4), upto=4)
    before = alice.view
    seq = before["seq"]
    actor, other = (alice, bob) if before["active"] == 0 else (bob, alice)

    async def refused(c, msg, code, what):
        print("E:", what, file=sys.stderr) if os.environ.get("SK_DEBUG") else None
        await c.send(msg)
        e = await c.expect("error")
        check(e["code"] == code, "E: %s is refused with %s (got %s: %s)" % (what, code, e["code"], e.get("message")))
        return e

    x = await Client.connect(srv.url, "X", hello=False)
    await refused(x, {"type": "list"}, "no_hello", "a message before hello")
    await refused(x, "{not json", "bad_json", "broken JSON")
    await refused(x, "[1,2]", "bad_json", "a JSON array")
    await refused(x, b"\x00\x01binary", "bad_frame", "a binary frame")
    await refused(x, {"type": "hello", "protocol": 1, "name": ""}, "bad_name", "an empty name")
    await refused(x, {"type": "hello", "protocol": 1, "name": "a\u0001b"}, "bad_name", "a control character")
    await refused(x, {"type": "hello", "protocol": 1, "name": "x" * 33}, "bad_name", "a 33-byte name")
    await refused(x, {"type": "hello", "protocol": 1}, "bad_request", "hello without a name")
    await x.send({"type": "hello", "protocol": 1, "name": "X"})
    await x.expect("welcome")
    await refused(x, {"type": "dance"}, "unknown_type", "an unknown type")
    await refused(x, {"type": 5}, "bad_request", "a type that is not a string")
    await refused(x, {"type": "watch", "game": "0" * 12}, "no_game", "an unknown game")
    await refused(x, {"type": "resume", "game": game, "token": "0" * 32}, "bad_token", "a wrong token")
    await refused(x, {"type": "resume", "game": game, "token": ta[:-1]}, "bad_token", "a short token")
    await refused(x, {"type": "join", "game": game, "seat": 1, "squad": "longbow-line"}, "seat_taken", "a taken seat")
    await refused(x, {"type": "act", "game": game, "seq": seq, "action": "end"}, "not_seated", "a stranger acting")
    await refused(w, {"type": "act", "game": game, "seq": seq, "action": "end"}, "not_seated", "a watcher acting")
    await refused(other, {"type": "act", "game": game, "seq": seq, "action": "end"}, "not_your_turn", "out of turn")
    e = await refused(actor, {"type": "act", "game": game, "seq": seq - 1, "action": "end"}, "stale", "a stale seq")
    check(e.get("seq") == seq, "E: stale says the current seq")
    await refused(actor, {"type": "act", "game": game, "seq": seq, "action": "fly a1 h8"}, "bad_action", "nonsense")
    await refused(actor, {"type": "act", "game": game, "seq": seq, "action": "x" * 5000}, "bad_action", "a long action")
    await refused(actor, {"type": "act", "game": game, "seq": "3", "action": "end"}, "bad_request", "a string seq")
    illegal = next((f"move {a.split()[1]} h5" for a in actor.view["legal"] if a.startswith("move")), None)
    if before["phase"] == "deploy":
        illegal = "deploy d4"
    e = await refused(actor, {"type": "act", "game": game, "seq": seq, "action": illegal}, "illegal", "an illegal " + illegal)
    check(isinstance(e.get("reason"), str) and isinstance(e.get("problem"), int), "E: illegal names the rules' reason")
    for bad, code in (({"player": "me", "squad": "../../etc/passwd"}, "bad_squad"),
                      ({"player": "me", "squad": {"format": "skirmish-squad", "version": 1, "name": "Big", "units": [
                          {"name": "Giant", "health": 9, "range": 9, "power": 9, "move": 9, "abilities": []}] * 6}}, "bad_squad"),
                      ({"player": "computer", "level": "godlike", "squad": "longbow-line"}, "bad_request")):
        await refused(x, {"type": "create", "kind": "escarmouche", "map": "crossroads",
                          "seats": [bad, {"player": "open"} if bad["player"] == "me" else
                                    {"player": "me", "squad": "iron-vanguard"}]}, code, "create with %s" % str(bad)[:50])
    await refused(x, {"type": "create", "kind": "escarmouche", "map": "../maps/crossroads",
                      "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]}, "bad_map", "a path as a map")
    await refused(x, {"type": "create", "kind": "chess", "map": "x", "seats": []}, "unknown_kind", "an unknown kind")
    await refused(x, {"type": "create", "kind": "escarmouche", "map": "crossroads", "round_limit": 9999,
                      "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]}, "bad_request", "round_limit 9999")
    # A flood: 300 messages at once; most are not read, the game is unchanged.
    for _ in range(300):
        await x.send({"type": "act", "game": game, "seq": seq, "action": "end"})
    await asyncio.sleep(0.2)  # the bucket fills again (50 a second): the ping is read
    await x.send({"type": "ping"})
    codes = set()
    while True:
        m = await x.recv()
        if m["type"] == "error":
            codes.add(m["code"])
        if m["type"] == "pong":
            break
    check("rate" in codes, "E: a flood is told 'rate' (%s)" % codes)
    # Too large: closed.
    big = await Client.connect(srv.url, "Big")
    await big.send(json.dumps({"type": "ping", "pad": "x" * 70000}))
    try:
        await asyncio.wait_for(big.ws.recv(), T)
        check(False, "E: a 70 KB message closes the connection")
    except websockets.ConnectionClosed as ex:
        check(ex.rcvd is None or ex.rcvd.code == 1009, "E: closed as too large (%s)" % ex)
    # Nothing changed: the game is where it was, the actor can still play.
    await actor.send({"type": "act", "game": game, "seq": seq, "action": actor.view["legal"][0]})
    v = await actor.until_seq(seq + 1)
    check(v["seq"] == seq + 1, "E: after all that the game goes on from seq %d" % seq)
    # The wrong protocol version: an error saying which, then closed.
    y = await Client.connect(srv.url, "Y", hello=False)
    await y.send({"type": "hello", "protocol": 2, "name": "Y"})
    e = await y.expect("error")
    check(e["code"] == "version" and e.get("protocol") == 1, "E: another version is told which one this is")
    for c in (alice, bob, w, x, y):
        await c.close()
    srv.stop()


async def part_f():
    store = os.path.join(TMP, "f")
    srv = Server(store, "--expire", "1")
    c = await Client.connect(srv.url, "Idle")
    await c.send({"type": "create", "kind": "escarmouche", "map": "crossroads",
                  "seats": [{"player": "me", "squad": "iron-vanguard"}, {"player": "open"}]})
    j = await c.expect("joined")
    check(os.path.exists(os.path.join(store, j["game"] + ".json")), "F: the game is stored")
    check(os.stat(store).st_mode & 0o077 == 0, "F: the store (it holds the tokens) is its owner's alone")
    # An idle game of each other kind this server offers, each on its own connection.
    others = []
    for msg in ({"kind": "conquest", "map": "duel", "seats": [{"player": "me"}, {"player": "open"}]},
                {"kind": "trts", "map": "twin-ridge", "seats": [{"player": "me", "faction": "directorate"},
                                                               {"player": "open", "faction": "luminar"}]},
                {"kind": "campaign", "map": "three-crowns", "seats": [{"player": "me"}, {"player": "open"}]}):
        o = await Client.connect(srv.url, "Idle " + msg["kind"])
        await o.send(dict(msg, type="create"))
        m = await o.recv()
        if m["type"] == "joined":
            others.append((msg["kind"], o, m["game"]))
        else:
            await o.close()  # a kind not built in
    e = await c.expect("error")
    check(e["code"] == "expired", "F: an idle game expires")
    check(not os.path.exists(os.path.join(store, j["game"] + ".json")), "F: its file is gone")
    await c.close()
    for kind, o, game in others:
        e = await o.expect("error")
        check(e["code"] == "expired" and not os.path.exists(os.path.join(store, game + ".json")),
              "F: an idle %s game expires with its file" % kind)
        await o.close()
    check(len(others) >= 1, "F: games of other kinds were made (%d)" % len(others))
    srv.stop()


async def part_g():
    """wss with --cert and --key; a bad address or a lone --cert refused."""
    import ssl
    cert, key = os.path.join(TMP, "cert.pem"), os.path.join(TMP, "key.pem")
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                           "-days", "1", "-subj", "/CN=localhost"], capture_output=True)
    if made.returncode != 0:
        print("openssl could not make a certificate: TLS not tested")
        return
    srv = Server(os.path.join(TMP, "g"), "--cert", cert, "--key", key)
    port = srv.url.rsplit(":", 1)[1]
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    ws = await websockets.connect("wss://127.0.0.1:" + port, ssl=ctx)
    await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Tls"}))
    m = json.loads(await asyncio.wait_for(ws.recv(), T))
    check(m["type"] == "welcome", "G: wss answers hello")
    await ws.close()
    try:
        plain = await asyncio.wait_for(websockets.connect("ws://127.0.0.1:" + port), T)
        await plain.close()
        check(False, "G: plain ws is refused by a wss server")
    except Exception:
        pass
    srv.stop()
    for args, what in ((["--listen", "203.0.113.7"], "an address not of this machine"),
                       (["--cert", cert], "--cert without --key")):
        r = subprocess.run([CLI, "serve", "--port", "0", "--data", os.path.join(TMP, "g2"), *args],
                           capture_output=True, text=True, timeout=20)
        check(r.returncode == 2 and r.stderr, "G: %s exits 2 with a reason (%d %r)" % (what, r.returncode, r.stderr))


async def main():
    for part in (part_a, part_bc, part_d, part_e, part_f, part_g):
        t0 = time.perf_counter()
        try:
            await asyncio.wait_for(part(), 60)
            print("%s: %.1f s" % (part.__name__, time.perf_counter() - t0))
        except Exception as ex:  # a part that breaks is a failure, the others still run
            failures.append("%s: %r" % (part.__name__, ex))
            print("FAIL", part.__name__, repr(ex))


asyncio.run(main())
for proc in SERVERS:
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
if failures:
    print("%d failures" % len(failures))
    sys.exit(1)
print("serve contract: all passed")
