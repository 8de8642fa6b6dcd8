#!/usr/bin/env python3
"""Conquest levels on the shipped maps: the table of docs/ai.md.

    cq_bots_levels.py SKIRMISH_CLI SEED GAMES [A:B,...]

For each pairing A:B (default hard:normal, normal:easy, hard:easy):
  two players on duel, gauntlet, three-rivers, plains, once per seat order;
  four players on crown, archipelago, three-rivers, plains, A in one seat and B
  in the other three, A in each seat in turn (a fair share is 25 %);
each through `skirmish-cli conquest-sim --seed SEED --games GAMES`. A win is
ranking first alone. The hard level was tuned with SEED 1 GAMES 50; its figures
are reported with SEED 1001 GAMES 100 (conquest-sim draws every game's seed from
SEED's generator, so the two sets of games are disjoint). Two threads.
"""
import json, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
if len(sys.argv) < 4:
    sys.exit(__doc__)
cli, seed, games = sys.argv[1], sys.argv[2], sys.argv[3]
only = sys.argv[4] if len(sys.argv) > 4 else None
import os
M = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "maps", "conquest", "%s.json")
def sim(m, bots):
    a = [cli, "conquest-sim", "--map", M % m, "--games", games, "--seed", seed]
    for b in bots: a += ["--bot", b]
    return json.loads(subprocess.run(a, capture_output=True, text=True, check=True).stdout)
jobs = []
two = ["duel", "gauntlet", "three-rivers", "plains"]
four = ["crown", "archipelago", "three-rivers", "plains"]
for A, B in [("hard", "normal"), ("normal", "easy"), ("hard", "easy")]:
    for m in two:
        jobs.append(("2p", A, B, m, [A, B], 0)); jobs.append(("2p", A, B, m, [B, A], 1))
    for m in four:
        for seat in range(4):
            bots = [B] * 4; bots[seat] = A
            jobs.append(("4p", A, B, m, bots, seat))
if only: jobs = [j for j in jobs if (j[1] + ":" + j[2]) in only.split(",")]
with ThreadPoolExecutor(2) as ex:
    res = list(ex.map(lambda j: sim(j[3], j[4]), jobs))
agg = {}
for j, r in zip(jobs, res):
    k = (j[0], j[1], j[2], j[3])
    w, n = agg.get(k, (0, 0))
    agg[k] = (w + r["players"][j[5]]["wins"], n + r["games"])
tot = {}
for k, (w, n) in sorted(agg.items()):
    print("%s %-6s v %-6s %-13s %4d/%4d %5.1f%%" % (k[0], k[1], k[2], k[3], w, n, 100.0 * w / n))
    t = tot.get(k[:3], (0, 0)); tot[k[:3]] = (t[0] + w, t[1] + n)
for k, (w, n) in sorted(tot.items()):
    print("ALL %s %-6s v %-6s %5d/%5d %5.1f%%" % (k[0], k[1], k[2], w, n, 100.0 * w / n))
