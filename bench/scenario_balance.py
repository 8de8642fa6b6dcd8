#!/usr/bin/env python3
"""How even the shipped Escarmouche scenarios are, computer against computer.

    bench/scenario_balance.py CLI [--seed S] [--games N] [--ai LEVEL] [SCENARIO...]
    bench/scenario_balance.py CLI --round-robin [--seed S] [--games N] [SCENARIO...]

For each scenario (default: every file of maps/scenarios/), plays N games
(default 40) from seed S (default 2001) with `skirmish-cli simulate --scenario`
at LEVEL (default normal) for both sides, and prints one line per scenario:
side 0's share of the games (draws count half), how the games ended and their
mean length. A side with a fixed squad and no budget plays its squad. A side
with a budget plays, in turn, each shipped squad of assets/squads/ that the
scenario accepts once cut to fit (the fixed units first, then the squad's units
in order, each kept while the whole stays within the budget), as the client's
Scenarios screen gives one to the computer; every pair of such squads is
played and the figures are summed; pair k plays its games from seed S + k * n
(n games a pair), so the pairs together sample as many seeds as games (with
--same-seeds, every pair plays seeds S to S + n - 1, as before: 32 games of
16 pairs then sample two seeds).

With --round-robin, the question is whether one squad dominates: on every
scenario where a side chooses its squad (a budget), each squad of the pool (the
shipped squads and the doctrines of bench/doctrines/: all range, all melee,
many small units, all abilities), cut to fit, plays every other on both sides,
N games a pairing (default 4); it prints each squad's share of its games over
all those scenarios and both sides (a side without a budget plays its fixed
squad).

With --by-scenario, the round-robin also prints each squad's share on each
scenario (what tuning one scenario needs).

Balance is tuned on seeds 1-40 (--seed 1) and reported on seeds 2001-2040
(the default), which no choice was made by (docs/balance.md). A round-robin
pairing plays its N games from the seed given, so --seed 1 and --seed 41 are
two separate tuning samples.
"""
import argparse
import glob
import itertools
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def unit_points(cli, unit, cache):
    key = json.dumps(unit, sort_keys=True)
    if key not in cache:
        args = [cli, "rank", "--health", str(unit["health"]), "--range", str(unit["range"]),
                "--power", str(unit["power"]), "--move", str(unit["move"])]
        for ability in unit.get("abilities", []):
            args += ["--ability", ability]
        cache[key] = json.loads(subprocess.check_output(args))["rank_points"]
    return cache[key]


def squads_for(cli, side, pool, cache, folder):
    """The squad files this side plays: "fixed", or cut shipped squads."""
    if "budget" not in side:
        return ["fixed"]
    fixed = side.get("squad", {}).get("units", [])
    budget = side["budget"]
    max_units = min(6, len(side["deploy"]))
    files = []
    for path in pool:
        with open(path, encoding="utf-8") as f:
            squad = json.load(f)
        units = list(fixed)
        points = sum(unit_points(cli, u, cache) for u in units)
        for unit in squad["units"]:
            cost = unit_points(cli, unit, cache)
            if len(units) < max_units and points + cost <= budget:
                units.append(unit)
                points += cost
        if len(units) == len(fixed):
            continue
        out = tempfile.mkstemp(suffix=".json", dir=folder)[1]
        with open(out, "w", encoding="utf-8") as f:
            json.dump({"format": "skirmish-squad", "version": 1, "name": squad["name"], "units": units}, f)
        files.append(out)
    return files


def simulate(args, path, a, b, games):
    out = subprocess.run([args.cli, "simulate", "--scenario", path, "--squad", a, "--squad", b, "--ai", args.ai,
                          "--games", str(games), "--seed", str(args.seed), "--no-clock-stop"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError("%s: %s" % (os.path.basename(path), out.stderr.strip()))
    return json.loads(out.stdout)


def round_robin(args, scenarios, pool, cache):
    games = args.games if args.games != 40 else 4
    score = {}   # squad name -> [points, games]
    by = {}      # scenario -> squad name -> [points, games]
    with tempfile.TemporaryDirectory() as folder:
        for path in scenarios:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            if not any("budget" in side for side in doc["sides"]):
                continue
            cut = []
            for side in doc["sides"]:
                files = {}
                if "budget" not in side:
                    cut.append({"(fixed)": "fixed"})
                    continue
                for squad in pool:
                    made = squads_for(args.cli, side, [squad], cache, folder)
                    if made:
                        with open(squad, encoding="utf-8") as f:
                            files[json.load(f)["name"]] = made[0]
                cut.append(files)
            for n0, f0 in cut[0].items():
                for n1, f1 in cut[1].items():
                    if f0 == "fixed" and f1 == "fixed":
                        continue
                    d = simulate(args, path, f0, f1, games)
                    for side, name in ((0, n0), (1, n1)):
                        if (side == 0 and f0 == "fixed") or (side == 1 and f1 == "fixed"):
                            continue
                        for s in (score.setdefault(name, [0.0, 0]),
                                  by.setdefault(os.path.basename(path)[:-5], {}).setdefault(name, [0.0, 0])):
                            s[0] += d["wins"][side] + d["draws"] / 2
                            s[1] += d["games"]
            print("%s: %d x %d squads" % (os.path.basename(path)[:-5], len(cut[0]), len(cut[1])), file=sys.stderr)
    print("%-28s %7s %6s" % ("squad", "share", "games"))
    for name, (points, played) in sorted(score.items(), key=lambda kv: -kv[1][0] / kv[1][1]):
        print("%-28s %6.1f%% %6d" % (name, 100 * points / played, played))
    if args.by_scenario:
        for scenario, table in by.items():
            print("\n%s" % scenario)
            for name, (points, played) in sorted(table.items(), key=lambda kv: -kv[1][0] / kv[1][1]):
                print("  %-26s %6.1f%% %6d" % (name, 100 * points / played, played))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cli")
    parser.add_argument("--seed", type=int, default=2001)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--ai", default="normal")
    parser.add_argument("--round-robin", action="store_true")
    parser.add_argument("--by-scenario", action="store_true")
    parser.add_argument("--same-seeds", dest="spread", action="store_false",
                        help="every squad pair plays the same seeds (before hScn11)")
    parser.add_argument("scenarios", nargs="*")
    args = parser.parse_intermixed_args()
    scenarios = args.scenarios or sorted(glob.glob(os.path.join(ROOT, "maps", "scenarios", "*.json")))
    pool = sorted(glob.glob(os.path.join(ROOT, "assets", "squads", "*.json")))
    cache = {}
    if args.round_robin:
        pool += sorted(glob.glob(os.path.join(ROOT, "bench", "doctrines", "*.json")))
        return round_robin(args, scenarios, pool, cache)
    print("%-18s %7s %6s %5s  %-28s %s" % ("scenario", "side 0", "games", "pairs", "ends (elim/objective/limit)",
                                          "mean rounds"))
    with tempfile.TemporaryDirectory() as folder:
        for path in scenarios:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            lists = [squads_for(args.cli, side, pool, cache, folder) for side in doc["sides"]]
            total = {"games": 0, "w0": 0, "draws": 0, "elim": 0, "obj": 0, "limit": 0, "rounds": 0.0}
            pairs = list(itertools.product(*lists))
            per_pair = max(2, args.games // len(pairs))
            for i, (a, b) in enumerate(pairs):
                # Each pair its own seeds (seed, seed + per_pair, ...), so 16 pairs of 2 games
                # sample 32 seeds, not the same two 16 times.
                seed = args.seed + (i * per_pair if args.spread else 0)
                out = subprocess.run([args.cli, "simulate", "--scenario", path, "--squad", a, "--squad", b,
                                      "--ai", args.ai, "--games", str(per_pair), "--seed", str(seed),
                                      "--no-clock-stop"], capture_output=True, text=True)
                if out.returncode != 0:
                    sys.stderr.write("%s: %s\n" % (os.path.basename(path), out.stderr.strip()))
                    return 1
                d = json.loads(out.stdout)
                total["games"] += d["games"]
                total["w0"] += d["wins"][0]
                total["draws"] += d["draws"]
                total["elim"] += d["ends"]["elimination"]
                total["obj"] += d["ends"]["objective"]
                total["limit"] += d["ends"]["round_limit"]
                total["rounds"] += d["mean_rounds"] * d["games"]
            g = total["games"]
            share = (total["w0"] + total["draws"] / 2) / g
            print("%-18s %6.1f%% %6d %5d  %-28s %.1f" % (
                os.path.basename(path)[:-5], 100 * share, g, len(pairs),
                "%d / %d / %d" % (total["elim"], total["obj"], total["limit"]), total["rounds"] / g))
    return 0


if __name__ == "__main__":
    sys.exit(main())
