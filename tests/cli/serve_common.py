"""What the game server's tests over loopback share (serve_trts.py,
serve_conquest.py, serve_campaign.py): the checks and their failures, a
server started on a store and killed at the end whatever happened, a client
that says hello and keeps the views it is sent, and the run of the parts.

The scripts are run as SCRIPT SKIRMISH_CLI SOURCE_DIR; this module reads
SKIRMISH_CLI from sys.argv[1].
"""
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile

try:
    import websockets
except ImportError:
    print("python3-websockets is missing (apt install python3-websockets; packaging/deps.sh)")
    sys.exit(1)

CLI = sys.argv[1]
failures = []
T = 20.0  # seconds any single answer may take
SERVERS = []  # every server started, killed at the end whatever happened


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


def tmpdir(prefix):
    return tempfile.mkdtemp(prefix=prefix)


class Server:
    def __init__(self, store):
        self.proc = subprocess.Popen([CLI, "serve", "--port", "0", "--data", store],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        SERVERS.append(self.proc)
        self.url = self.proc.stdout.readline().strip()
        if not self.url.startswith("ws://"):
            raise SystemExit("no address from serve: %r" % self.url)

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        self.proc.terminate()
        code = self.proc.wait(30)
        check(code == 0, "serve stops with 0 on SIGTERM, nothing leaked (got %s)" % code)


class Client:
    """One connection: frames holds the text of every view it was sent, view the last."""

    def __init__(self, ws, name, pace):
        self.ws, self.name, self.pace, self.frames, self.view = ws, name, pace, [], None

    @classmethod
    async def connect(cls, url, name, pace=0.0):
        """pace: seconds to wait before each message (0.021 stays within 50 a second)."""
        c = cls(await websockets.connect(url, max_size=None), name, pace)
        await c.send({"type": "hello", "protocol": 1, "name": name})
        await c.expect("welcome")
        return c

    async def send(self, msg):
        if self.pace:
            await asyncio.sleep(self.pace)
        await self.ws.send(json.dumps(msg))

    async def recv(self, timeout=T):
        text = await asyncio.wait_for(self.ws.recv(), timeout)
        m = json.loads(text)
        if m["type"] == "view":
            self.frames.append(text)
            self.view = m
        return m

    async def expect(self, type_):
        """The next message of that type; an error on the way fails."""
        while True:
            m = await self.recv()
            if m["type"] == type_:
                return m
            if m["type"] == "error":
                raise AssertionError("%s: expected %s, got %s" % (self.name, type_, m))


def run(parts, timeout, label):
    """Runs each part (SK_PART=name: that one only), then kills what is left and exits."""
    async def main():
        only = os.environ.get("SK_PART")
        for part in parts:
            if only and part.__name__ != only:
                continue
            try:
                await asyncio.wait_for(part(), timeout)
            except Exception as ex:
                if os.environ.get("SK_DEBUG"):
                    import traceback
                    traceback.print_exc()
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
    print("%s: all passed" % label)
