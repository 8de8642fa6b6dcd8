#!/usr/bin/env python3
"""The command-line contract of skirmish-cli campaign-resolve (docs/campaign.md,
"skirmish-cli"): every key in its order, every refusal and exit status, head-on
clashes, standoffs with every mix of choices, withdrawals that turn an uncontested
move into a challenge.

usage: campaign_contract.py SKIRMISH_CLI
"""
import json
import os
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
TMP = tempfile.mkdtemp()
passed = 0
failed = 0


def write(name, obj):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        if isinstance(obj, str):
            f.write(obj)
        else:
            json.dump(obj, f)
    return path


def run(position, orders):
    p = write("position.json", position)
    o = write("orders.json", orders)
    r = subprocess.run([CLI, "campaign-resolve", p, o], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def fail(name, *lines):
    global failed
    failed += 1
    print("FAIL " + name)
    for line in lines:
        print("  " + str(line))


def ordered(text):
    """JSON with key order kept, to compare the order of keys too."""
    return json.loads(text, object_pairs_hook=lambda pairs: [("{}", k, v) for k, v in pairs])


def expect(name, position, orders, want):
    global passed
    status, out, err = run(position, orders)
    if status != 0:
        fail(name, "status %d" % status, err)
        return
    if not out.endswith("\n"):
        fail(name, "the output does not end with a newline")
        return
    want_text = json.dumps(want)
    if ordered(out) != ordered(want_text):
        fail(name, "got  " + json.dumps(json.loads(out)), "want " + want_text)
        return
    passed += 1


def expect_status(name, position, orders, want_status, *patterns):
    global passed
    status, out, err = run(position, orders)
    if status != want_status or any(p not in err for p in patterns) or out != "":
        fail(name, "status %d (want %d), stderr %r should hold %r, stdout %r" % (status, want_status, err, patterns, out))
        return
    passed += 1


def loc(i, supply=500, controller=None):
    return {"id": i, "supply": supply, "controller": controller}


def army(i, player, location, main=False):
    return {"id": i, "player": player, "location": location, "main": main}


def out_army(i, player, location, defending):
    return {"id": i, "player": player, "location": location, "defending": defending}


def side(player, armies, engaged=False):
    return {"player": player, "armies": armies, "engaged": engaged}


def battle(location, defender, bonus, sides):
    return {"location": location, "defender": defender, "defend_bonus": bonus, "sides": sides}


def result(armies, battles=(), taken=(), standoffs=()):
    return {"armies": list(armies), "battles": list(battles), "taken": list(taken), "standoffs": list(standoffs)}


# A line 0 - 1 - 2 - 3, location 1 worth more.
LINE = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 250, 1)],
        "routes": [[0, 1], [1, 2], [2, 3]],
        "armies": [army(0, 0, 0, True), army(1, 1, 2, True)]}

# ---- every key, uncontested moves, defaults ----
expect("uncontested move, taken", LINE, {"orders": [{"army": 0, "order": "move", "to": 1}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 2, True)], taken=[{"location": 1, "player": 0}]))
expect("no order defends; empty orders file", LINE, {},
       result([out_army(0, 0, 0, True), out_army(1, 1, 2, True)]))
expect("explicit defend", LINE, {"orders": [{"army": 1, "order": "defend"}]},
       result([out_army(0, 0, 0, True), out_army(1, 1, 2, True)]))
own = {"locations": [loc(0, 500, 0), loc(1, 500, 0)], "routes": [[0, 1]], "armies": [army(0, 0, 0, True)]}
expect("moving into an own location takes nothing", own, {"orders": [{"army": 0, "order": "move", "to": 1}]},
       result([out_army(0, 0, 1, False)]))
expect("moving into an empty own location of the other's: a challenge needs an occupant",
       {"locations": [loc(0, 500, 0), loc(1, 500, 1)], "routes": [[0, 1]], "armies": [army(0, 0, 0, True)]},
       {"orders": [{"army": 0, "order": "move", "to": 1}]},
       result([out_army(0, 0, 1, False)], taken=[{"location": 1, "player": 0}]))
expect("a challenge: battle whether or not the occupant defends",
       LINE, {"orders": [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 1}],
              "standoffs": [{"player": 0, "location": 1, "choice": "stand"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False)],
              battles=[battle(1, None, False, [side(0, [0]), side(1, [1])])],
              standoffs=[{"location": 1, "result": "battle"}]))
two = {"locations": [loc(0, 500, 0), loc(1, 500, 1)], "routes": [[0, 1]],
       "armies": [army(0, 0, 0, True), army(1, 1, 1, True), army(2, 1, 1)]}
expect("challenge of a defending occupant", two, {"orders": [{"army": 0, "order": "move", "to": 1},
                                                             {"army": 2, "order": "defend"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, True), out_army(2, 1, 1, True)],
              battles=[battle(1, 1, True, [side(0, [0]), side(1, [1, 2])])]))
expect("challenge of an occupant that does not defend", two,
       {"orders": [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "merge", "with": 2}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False)],
              battles=[battle(1, 1, False, [side(0, [0]), side(1, [1])])]))

# ---- head-on clashes ----
clash = {"locations": [loc(0, 500, 0), loc(1, 1000, 1)], "routes": [[0, 1]],
         "armies": [army(0, 0, 0, True), army(1, 1, 1, True)]}
swap = {"orders": [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 0}]}
expect("head-on clash at the higher supply", clash, swap,
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False)],
              battles=[battle(1, 1, False, [side(0, [0], True), side(1, [1])])]))
clash_own = {"locations": [loc(0, 1000, 0), loc(1, 500, 1)], "routes": [[0, 1]],
             "armies": [army(0, 0, 0, True), army(1, 1, 1, True)]}
expect("head-on clash at the mover's own origin", clash_own, swap,
       result([out_army(0, 0, 0, False), out_army(1, 1, 0, False)],
              battles=[battle(0, 0, False, [side(0, [0]), side(1, [1], True)])]))
clash_eq = {"locations": [loc(7, 800, 0), loc(4, 800, 1)], "routes": [[7, 4]],
            "armies": [army(0, 0, 7, True), army(1, 1, 4, True)]}
expect("head-on clash, equal supply: the lower id", clash_eq,
       {"orders": [{"army": 0, "order": "move", "to": 4}, {"army": 1, "order": "move", "to": 7}]},
       result([out_army(0, 0, 4, False), out_army(1, 1, 4, False)],
              battles=[battle(4, 1, False, [side(0, [0], True), side(1, [1])])]))
clash_def = {"locations": [loc(0, 500, 0), loc(1, 1000, 1)], "routes": [[0, 1]],
             "armies": [army(0, 0, 0, True), army(1, 1, 1, True), army(2, 1, 1)]}
expect("head-on clash where the holder's other army defends", clash_def, swap,
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False), out_army(2, 1, 1, True)],
              battles=[battle(1, 1, True, [side(0, [0], True), side(1, [1, 2])])]))
own_cross = {"locations": [loc(0, 500, 0), loc(1, 1000, 0)], "routes": [[0, 1]],
             "armies": [army(0, 0, 0, True), army(1, 0, 1)]}
expect("own armies crossing just pass", own_cross, swap,
       result([out_army(0, 0, 1, False), out_army(1, 0, 0, False)]))
# The engaged army must stand at the contested battleground.
tri = {"locations": [loc(0, 1000, 0), loc(1, 500, 1), loc(2, 500, 2)], "routes": [[0, 1], [0, 2]],
       "armies": [army(0, 0, 0, True), army(1, 1, 1, True), army(2, 2, 2, True)]}
tri_orders = {"orders": [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 0},
                         {"army": 2, "order": "move", "to": 0}],
              "standoffs": [{"player": 1, "location": 0, "choice": "withdraw"},
                            {"player": 2, "location": 0, "choice": "withdraw"}]}
expect("an engaged entrant must stand", tri, tri_orders,
       result([out_army(0, 0, 0, False), out_army(1, 1, 0, False), out_army(2, 2, 0, False)],
              battles=[battle(0, 0, False, [side(0, [0]), side(1, [1], True), side(2, [2])])],
              standoffs=[{"location": 0, "result": "battle"}]))

# ---- standoffs, every mix of choices ----
cross = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1)], "routes": [[0, 1], [1, 2]],
         "armies": [army(0, 0, 0, True), army(1, 1, 2, True)]}
both = [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 1}]
fight = result([out_army(0, 0, 1, False), out_army(1, 1, 1, False)],
               battles=[battle(1, None, False, [side(0, [0]), side(1, [1])])],
               standoffs=[{"location": 1, "result": "battle"}])
back = result([out_army(0, 0, 0, False), out_army(1, 1, 2, False)], standoffs=[{"location": 1, "result": "withdrawn"}])
expect("standoff: no choices given, all withdraw", cross, {"orders": both}, back)
expect("standoff: both withdraw", cross, {"orders": both, "standoffs": [
    {"player": 0, "location": 1, "choice": "withdraw"}, {"player": 1, "location": 1, "choice": "withdraw"}]}, back)
expect("standoff: first stands", cross, {"orders": both, "standoffs": [
    {"player": 0, "location": 1, "choice": "stand"}, {"player": 1, "location": 1, "choice": "withdraw"}]}, fight)
expect("standoff: second stands", cross, {"orders": both, "standoffs": [
    {"player": 1, "location": 1, "choice": "stand"}]}, fight)
expect("standoff: both stand", cross, {"orders": both, "standoffs": [
    {"player": 0, "location": 1, "choice": "stand"}, {"player": 1, "location": 1, "choice": "stand"}]}, fight)
expect("choices elsewhere are ignored", cross, {"orders": both, "standoffs": [
    {"player": 0, "location": 0, "choice": "stand"}, {"player": 3, "location": 1, "choice": "stand"},
    {"player": 0, "location": 99, "choice": "stand"}]}, back)
occupied = {"locations": [loc(0, 500, 0), loc(1, 800, 2), loc(2, 500, 1)], "routes": [[0, 1], [1, 2]],
            "armies": [army(0, 0, 0, True), army(1, 1, 2, True), army(2, 2, 1, True)]}
expect("standoff at a defended location, all withdraw", occupied, {"orders": both},
       result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 2, 1, True)],
              standoffs=[{"location": 1, "result": "withdrawn"}]))
expect("standoff at a defended location, one stands: the withdrawn fight too", occupied,
       {"orders": both, "standoffs": [{"player": 1, "location": 1, "choice": "stand"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False), out_army(2, 2, 1, True)],
              battles=[battle(1, 2, True, [side(0, [0]), side(1, [1]), side(2, [2])])],
              standoffs=[{"location": 1, "result": "battle"}]))
three = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 500, 2)],
         "routes": [[0, 1], [1, 2], [1, 3]],
         "armies": [army(0, 0, 0, True), army(1, 1, 2, True), army(2, 2, 3, True), army(3, 2, 3)]}
three_orders = [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 1},
                {"army": 2, "order": "move", "to": 1}, {"army": 3, "order": "move", "to": 1}]
expect("three entrants, one player's two armies count once", three,
       {"orders": three_orders, "standoffs": [{"player": 2, "location": 1, "choice": "stand"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False), out_army(2, 2, 1, False),
               out_army(3, 2, 1, False)],
              battles=[battle(1, None, False, [side(0, [0]), side(1, [1]), side(2, [2, 3])])],
              standoffs=[{"location": 1, "result": "battle"}]))

# ---- withdrawals ----
w = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 500, 2)],
     "routes": [[0, 1], [1, 2], [0, 3]],
     "armies": [army(0, 0, 0, True), army(1, 1, 2, True), army(2, 2, 3, True)]}
expect("a withdrawal turns an uncontested move into a challenge", w,
       {"orders": both + [{"army": 2, "order": "move", "to": 0}]},
       result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 2, 0, False)],
              battles=[battle(0, 0, False, [side(0, [0]), side(2, [2])])],
              standoffs=[{"location": 1, "result": "withdrawn"}]))
expect("no withdrawal: the move into the emptied origin is uncontested", w,
       {"orders": both + [{"army": 2, "order": "move", "to": 0}],
        "standoffs": [{"player": 0, "location": 1, "choice": "stand"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False), out_army(2, 2, 0, False)],
              battles=[battle(1, None, False, [side(0, [0]), side(1, [1])])],
              taken=[{"location": 0, "player": 2}],
              standoffs=[{"location": 1, "result": "battle"}]))
w2 = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 500, 2)],
      "routes": [[0, 1], [1, 2], [0, 3]],
      "armies": [army(0, 0, 0, True), army(4, 0, 0), army(1, 1, 2, True), army(2, 2, 3, True)]}
expect("a withdrawn army joins a battle at its origin", w2,
       {"orders": both + [{"army": 2, "order": "move", "to": 0}]},
       result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 2, 0, False),
               out_army(4, 0, 0, True)],
              battles=[battle(0, 0, True, [side(0, [0, 4]), side(2, [2])])],
              standoffs=[{"location": 1, "result": "withdrawn"}]))

three_back = result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 2, 3, False),
                     out_army(3, 2, 3, False)], standoffs=[{"location": 1, "result": "withdrawn"}])
expect("three entrants, all withdraw", three, {"orders": three_orders}, three_back)
expect("three entrants, two stand", three,
       {"orders": three_orders, "standoffs": [{"player": 0, "location": 1, "choice": "stand"},
                                              {"player": 1, "location": 1, "choice": "stand"},
                                              {"player": 2, "location": 1, "choice": "withdraw"}]},
       result([out_army(0, 0, 1, False), out_army(1, 1, 1, False), out_army(2, 2, 1, False),
               out_army(3, 2, 1, False)],
              battles=[battle(1, None, False, [side(0, [0]), side(1, [1]), side(2, [2, 3])])],
              standoffs=[{"location": 1, "result": "battle"}]))
expect("the last choice given counts", cross, {"orders": both, "standoffs": [
    {"player": 0, "location": 1, "choice": "stand"}, {"player": 0, "location": 1, "choice": "withdraw"}]}, back)
# Two standoffs at once, one fought, one not.
two_so = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 800, None), loc(4, 500, 2)],
          "routes": [[0, 1], [1, 2], [2, 3], [3, 4]],
          "armies": [army(0, 0, 0, True), army(1, 1, 2, True), army(2, 1, 2), army(3, 2, 4, True)]}
expect("two standoffs resolved at once", two_so,
       {"orders": [{"army": 0, "order": "move", "to": 1}, {"army": 1, "order": "move", "to": 1},
                   {"army": 2, "order": "move", "to": 3}, {"army": 3, "order": "move", "to": 3}],
        "standoffs": [{"player": 2, "location": 3, "choice": "stand"}]},
       result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 1, 3, False), out_army(3, 2, 3, False)],
              battles=[battle(3, None, False, [side(1, [2]), side(2, [3])])],
              standoffs=[{"location": 1, "result": "withdrawn"}, {"location": 3, "result": "battle"}]))

# An own army arriving where a withdrawn army returns simply joins it.
join = {"locations": [loc(0, 500, 0), loc(1, 800, None), loc(2, 500, 1), loc(3, 500, 0)],
        "routes": [[0, 1], [1, 2], [0, 3]],
        "armies": [army(0, 0, 0, True), army(1, 1, 2, True), army(2, 0, 3)]}
expect("an own arrival joins the withdrawn army at its origin", join,
       {"orders": both + [{"army": 2, "order": "move", "to": 0}]},
       result([out_army(0, 0, 0, False), out_army(1, 1, 2, False), out_army(2, 0, 0, False)],
              standoffs=[{"location": 1, "result": "withdrawn"}]))
# A clash crossing beside a standoff: the engaged army is forced to stand, the other
# entrant's choice does not matter.
expect("a clash feeding a contested target", tri,
       {"orders": tri_orders["orders"], "standoffs": [{"player": 2, "location": 0, "choice": "stand"}]},
       result([out_army(0, 0, 0, False), out_army(1, 1, 0, False), out_army(2, 2, 0, False)],
              battles=[battle(0, 0, False, [side(0, [0]), side(1, [1], True), side(2, [2])])],
              standoffs=[{"location": 0, "result": "battle"}]))

# ---- merges ----
m = {"locations": [loc(0, 500, 0)], "routes": [],
     "armies": [army(5, 0, 0), army(2, 0, 0, True), army(1, 0, 0)]}
expect("merge keeps the Main Army", m, {"orders": [{"army": 5, "order": "merge", "with": 2}]},
       result([out_army(1, 0, 0, True), out_army(2, 0, 0, False)]))
expect("merge of Regiments keeps the lower id", m, {"orders": [{"army": 5, "order": "merge", "with": 1}]},
       result([out_army(1, 0, 0, False), out_army(2, 0, 0, True)]))

# Bare positions need only the control invariant: several Main Armies or many
# Regiments for a player are resolved (a merge of two Main Armies keeps the lower id).
many = {"locations": [loc(0, 500, 0), loc(1, 500, None)], "routes": [[0, 1]],
        "armies": [army(i, 0, 0, i in (3, 4)) for i in range(6)]}
expect("a bare position with many armies", many, {"orders": [{"army": 4, "order": "merge", "with": 3},
                                                             {"army": 5, "order": "move", "to": 1}]},
       result([out_army(0, 0, 0, True), out_army(1, 0, 0, True), out_army(2, 0, 0, True), out_army(3, 0, 0, False),
               out_army(5, 0, 1, False)], taken=[{"location": 1, "player": 0}]))

# ---- refusals: exit 1 naming the army ----
R = {"locations": [loc(0, 500, 0), loc(1, 500, 1), loc(2, 500, None)], "routes": [[0, 1]],
     "armies": [army(0, 0, 0, True), army(1, 0, 0), army(2, 1, 1, True), army(3, 0, 0)]}
expect_status("no such army", R, {"orders": [{"army": 9, "order": "defend"}]}, 1, "army 9", "no such army")
expect_status("two orders for one army", R, {"orders": [{"army": 0, "order": "defend"},
                                                         {"army": 0, "order": "move", "to": 1}]}, 1, "army 0")
expect_status("a move to a non-adjacent location", R, {"orders": [{"army": 0, "order": "move", "to": 2}]}, 1,
              "army 0", "adjacent")
expect_status("a move to no location", R, {"orders": [{"army": 0, "order": "move", "to": 42}]}, 1, "army 0")
expect_status("a move to its own location", R, {"orders": [{"army": 0, "order": "move", "to": 0}]}, 1, "army 0")
expect_status("merge with another player's army", R, {"orders": [{"army": 0, "order": "merge", "with": 2}]}, 1,
              "army 0", "another player")
expect_status("merge with an army elsewhere",
              {"locations": [loc(0, 500, 0), loc(1, 500, 0)], "routes": [[0, 1]],
               "armies": [army(0, 0, 0, True), army(1, 0, 1)]},
              {"orders": [{"army": 0, "order": "merge", "with": 1}]}, 1, "army 0", "another location")
expect_status("an army in two merges", R, {"orders": [{"army": 0, "order": "merge", "with": 1},
                                                       {"army": 3, "order": "merge", "with": 1}]}, 1, "army 1",
              "two merges")
expect_status("a merged army given its own order", R, {"orders": [{"army": 0, "order": "merge", "with": 1},
                                                                   {"army": 1, "order": "defend"}]}, 1, "army 1")
expect_status("merge with itself", R, {"orders": [{"army": 0, "order": "merge", "with": 0}]}, 1, "army 0")
expect_status("merge with no such army", R, {"orders": [{"army": 0, "order": "merge", "with": 77}]}, 1, "army 0")
expect_status("unknown order", R, {"orders": [{"army": 0, "order": "attack"}]}, 1, "army 0")
expect_status("unknown standoff choice", R, {"standoffs": [{"player": 0, "location": 1, "choice": "flee"}]}, 1,
              "choice")
expect_status("position: an army on a location its player does not control",
              {"locations": [loc(0, 500, 1)], "routes": [], "armies": [army(0, 0, 0, True)]}, {}, 1, "army 0")
expect_status("position: two players' armies on one location",
              {"locations": [loc(0, 500, 0)], "routes": [], "armies": [army(0, 0, 0, True), army(1, 1, 0)]}, {},
              1, "army 1")
expect_status("position: an army on no location",
              {"locations": [loc(0, 500, 0)], "routes": [], "armies": [army(0, 0, 3, True)]}, {}, 1, "army 0")
expect_status("position: duplicate army ids",
              {"locations": [loc(0, 500, 0)], "routes": [], "armies": [army(0, 0, 0, True), army(0, 0, 0)]}, {}, 1,
              "army 0")

# Negative numbers are values breaking the position, not a malformed file (issue #20).
expect_status("position: a negative seat",
              {"locations": [loc(0, 500, 0)], "routes": [], "armies": [army(0, -1, 0, True)]}, {}, 1,
              "armies[0].player", "army 0", "0 to 3")
expect_status("position: a seat above 3",
              {"locations": [loc(0, 500, 0)], "routes": [], "armies": [army(0, 4, 0, True)]}, {}, 1,
              "armies[0].player", "0 to 3")
expect_status("position: a negative controller",
              {"locations": [loc(0, 500, -2)], "routes": [], "armies": [army(0, 0, 0, True)]}, {}, 1,
              "locations[0].controller", "0 to 3")
expect_status("position: a route to a negative id",
              {"locations": [loc(0, 500, 0), loc(1, 500, None)], "routes": [[0, -1]],
               "armies": [army(0, 0, 0, True)]}, {}, 1, "routes[0]")
expect_status("orders: a standoff choice by a negative seat", R,
              {"standoffs": [{"player": -1, "location": 1, "choice": "stand"}]}, 1, "standoffs[0].player", "0 to 3")
expect_status("orders: a move to a negative id", R, {"orders": [{"army": 0, "order": "move", "to": -3}]}, 1,
              "army 0")

# ---- unreadable files: exit 2 naming the file ----
status, out, err = run(LINE, "{\"orders\": [")
if status == 2 and "orders.json" in err:
    passed += 1
else:
    fail("orders not JSON", status, err)
status, out, err = run("not json", {})
if status == 2 and "position.json" in err:
    passed += 1
else:
    fail("position not JSON", status, err)
status, out, err = run({"locations": []}, {})
if status == 2 and "position.json" in err and "routes" in err:
    passed += 1
else:
    fail("position without routes", status, err)
status, out, err = run(LINE, {"orders": [{"army": "zero", "order": "defend"}]})
if status == 2 and "orders.json" in err:
    passed += 1
else:
    fail("army id of the wrong type", status, err)
r = subprocess.run([CLI, "campaign-resolve", os.path.join(TMP, "missing.json"), os.path.join(TMP, "orders.json")],
                   capture_output=True, text=True)
if r.returncode == 2 and "missing.json" in r.stderr:
    passed += 1
else:
    fail("missing file", r.returncode, r.stderr)

print("campaign-resolve contract: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
