#!/usr/bin/env python3
"""TRTS computer-player duels with skirmish-cli trts-sim, run in parallel under
`nice` (docs/balance.md "TRTS"). Not part of the suite: it plays hundreds of games.

  strength: level A against level B, every shipped map, every faction pairing (A's
            faction x B's faction) and both seat orders; prints A's wins per map and
            per pairing.
  fairness: level A against itself, each pair of different factions on every map,
            both seat orders; prints the first-named faction's wins and how many
            games ended by elimination.

usage: trts_duels.py CLI strength A B [--seeds 1-20] [--jobs 2] [--rounds 12|16|24|32]
       trts_duels.py CLI fairness A [--seeds 1-30] [--jobs 2] [--rounds 12|16|24|32]
"""
import itertools
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

MAPS = ["twin-ridge", "three-crowns", "four-winds"]
FACTIONS = ["directorate", "luminar", "myriad"]


ROUNDS = []  # ["--rounds", "12"] for a shorter game; empty: the map's length


def play(cli, m, f0, f1, l0, l1, seed):
    out = subprocess.run(["nice", "-n", "15", cli, "trts-sim", "--map", m, "--faction", f0, "--faction", f1,
                          "--level", l0, "--level", l1, "--seed", str(seed)] + ROUNDS, capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out)


def seeds_of(text):
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def run_all(cli, games, jobs):
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(lambda g: play(cli, *g), games))


def main(argv):
    cli, mode = argv[0], argv[1]
    opts = {"--seeds": "1-20" if mode == "strength" else "1-30", "--jobs": "2", "--rounds": ""}
    rest, levels, i = argv[2:], [], 0
    while i < len(rest):
        if rest[i] in opts:
            opts[rest[i]] = rest[i + 1]
            i += 2
        else:
            levels.append(rest[i])
            i += 1
    seeds, jobs = seeds_of(opts["--seeds"]), int(opts["--jobs"])
    if opts["--rounds"]:
        ROUNDS.extend(["--rounds", opts["--rounds"]])
    if mode == "strength":
        la, lb = levels[0], levels[1]
        games, meta = [], []
        for m, fa, fb in itertools.product(MAPS, FACTIONS, FACTIONS):
            for seat, s in itertools.product((0, 1), seeds):
                if seat == 0:
                    games.append((m, fa, fb, la, lb, s))
                else:
                    games.append((m, fb, fa, lb, la, s))
                meta.append((m, fa, fb, seat))
        res = run_all(cli, games, jobs)
        print("%s against %s, seeds %s, both seat orders" % (la, lb, opts["--seeds"]))
        total = wins_all = elim_all = 0
        for m in MAPS:
            cells, w_map, n_map = [], 0, 0
            for fa, fb in itertools.product(FACTIONS, FACTIONS):
                w = n = 0
                for (mm, a, b, seat), r in zip(meta, res):
                    if (mm, a, b) == (m, fa, fb):
                        n += 1
                        w += r["winner"] == seat
                        elim_all += r["end"] == "elimination"
                cells.append("%s-%s %d/%d" % (fa[:3], fb[:3], w, n))
                w_map += w
                n_map += n
            total += n_map
            wins_all += w_map
            print("%-13s %5.1f %%  (%d/%d)  %s" % (m, 100.0 * w_map / n_map, w_map, n_map, ", ".join(cells)))
        print("all           %5.1f %%  (%d/%d), %d by elimination" % (100.0 * wins_all / total, wins_all, total,
                                                                        elim_all))
    else:
        la = levels[0]
        games, meta = [], []
        for m, (fa, fb) in itertools.product(MAPS, itertools.combinations(FACTIONS, 2)):
            for seat, s in itertools.product((0, 1), seeds):
                games.append((m, fa, fb, la, la, s) if seat == 0 else (m, fb, fa, la, la, s))
                meta.append((m, fa, fb, seat))
        res = run_all(cli, games, jobs)
        print("%s against %s, seeds %s, both seat orders: wins of the first-named faction" % (la, la, opts["--seeds"]))
        elim = sum(r["end"] == "elimination" for r in res)
        for m in MAPS:
            cells = []
            for fa, fb in itertools.combinations(FACTIONS, 2):
                w = n = e = 0
                for (mm, a, b, seat), r in zip(meta, res):
                    if (mm, a, b) == (m, fa, fb):
                        n += 1
                        w += r["winner"] == seat
                        e += r["end"] == "elimination"
                cells.append("%s-%s %d-%d (%d elim)" % (fa[:3], fb[:3], w, n - w, e))
            print("%-13s %s" % (m, ", ".join(cells)))
        print("by elimination: %d of %d (%.1f %%)" % (elim, len(res), 100.0 * elim / len(res)))


if __name__ == "__main__":
    main(sys.argv[1:])
