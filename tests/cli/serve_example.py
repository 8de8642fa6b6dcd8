#!/usr/bin/python3
"""The whole game of docs/protocol.md ("A whole game"), played against the real
server: Alice creates an Escarmouche game on Open Field with a one-unit squad,
Bob joins with his, and both play it out (an attack when there is one, else
the move that comes nearest the enemy, else end). Game ids and tokens, drawn
at random, are written GAME, TOKEN-ALICE and TOKEN-BOB, the version VERSION.

  serve_example.py SKIRMISH_CLI SOURCE_DIR          checks the page's transcript
  serve_example.py SKIRMISH_CLI SOURCE_DIR --write  writes it there
"""
import asyncio
import json
import os
import subprocess
import sys
import tempfile

import websockets

CLI, SRC = sys.argv[1], sys.argv[2]
DOC = os.path.join(SRC, "docs", "protocol.md")
MARK = "<!-- transcript -->\n"
lines = []
subst = {}


def show(prefix, text):
    for k, v in subst.items():
        text = text.replace(k, v)
    lines.append("%s %s" % (prefix, text))


class Peer:
    def __init__(self, name, ws):
        self.name, self.ws, self.view = name, ws, None

    async def send(self, msg):
        text = json.dumps(msg, separators=(",", ":"))
        show("%s >" % self.name, text)
        await self.ws.send(text)

    async def recv(self):
        text = await asyncio.wait_for(self.ws.recv(), 10)
        m = json.loads(text)
        if m["type"] == "welcome":
            subst[m["server"]] = "skirmish-cli VERSION"
        if m["type"] == "joined":
            subst[m["game"]] = "GAME"
            subst[m["token"]] = "TOKEN-" + self.name.upper()
        show("%s <" % self.name, text)
        if m["type"] == "view":
            self.view = m
        return m


def dist(a, b):
    return max(abs(ord(a[0]) - ord(b[0])), abs(int(a[1]) - int(b[1])))


def choose(v):
    legal = v["legal"]
    attacks = [a for a in legal if a.startswith("attack")]
    if attacks:
        return attacks[0]
    enemy = [u["square"] for u in v["units"] if u["side"] != v["seat"] and u["square"]]
    moves = [a for a in legal if a.startswith("move")]
    if moves and enemy:
        return min(moves, key=lambda a: (dist(a.split()[2], enemy[0]), a))
    return legal[0] if legal[0].startswith("deploy") else ("end" if "end" in legal else legal[0])


async def main():
    store = tempfile.mkdtemp(prefix="serve-example-")
    proc = subprocess.Popen([CLI, "serve", "--port", "0", "--data", store], stdout=subprocess.PIPE, text=True)
    url = proc.stdout.readline().strip()
    try:
        alice = Peer("Alice", await websockets.connect(url))
        bob = Peer("Bob", await websockets.connect(url))
        await alice.send({"type": "hello", "protocol": 1, "name": "Alice"})
        await alice.recv()
        squad = {"format": "skirmish-squad", "version": 1, "name": "Lone Captain",
                 "units": [{"name": "Captain", "health": 3, "range": 1, "power": 2, "move": 2, "abilities": []}]}
        await alice.send({"type": "create", "kind": "escarmouche", "map": "open-field", "seed": "42",
                          "seats": [{"player": "me", "squad": squad}, {"player": "open"}]})
        await alice.recv()
        await alice.recv()
        await bob.send({"type": "hello", "protocol": 1, "name": "Bob"})
        await bob.recv()
        await bob.send({"type": "list"})
        await bob.recv()
        archer = {"format": "skirmish-squad", "version": 1, "name": "Lone Archer",
                  "units": [{"name": "Archer", "health": 2, "range": 3, "power": 1, "move": 1, "abilities": []}]}
        await bob.send({"type": "join", "game": subst and [k for k, v in subst.items() if v == "GAME"][0],
                        "seat": 1, "squad": archer})
        await bob.recv()
        await bob.recv()
        await alice.recv()
        while alice.view["status"] != "over":
            actor = alice if alice.view["active"] == 0 else bob
            v = actor.view
            await actor.send({"type": "act", "game": v["game"], "seq": v["seq"], "action": choose(v)})
            await alice.recv()
            await bob.recv()
    finally:
        proc.terminate()
        proc.wait(10)


asyncio.run(main())
text = "```\n" + "\n".join(lines) + "\n```\n"
with open(DOC) as f:
    doc = f.read()
head = doc[:doc.index(MARK) + len(MARK)]
if "--write" in sys.argv:
    with open(DOC, "w") as f:
        f.write(head + text)
    print("written: %d messages" % len(lines))
elif doc[len(head):] != text:
    print("docs/protocol.md's transcript is not what the server says now; run with --write and read the diff")
    sys.exit(1)
else:
    print("docs/protocol.md's transcript: as the server plays it")
