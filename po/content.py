#!/usr/bin/env python3
"""Extracts the player-visible text of the shipped content into a template.

    po/content.py OUT.pot

The game's JSON files keep their English names, which are also the catalogue's
keys: the client shows i18n_content(name) (skirmish/i18n.h), a plain gettext
look-up, so the entries here have no context. Read:

  assets/units/*.json     unit "name"
  assets/squads/*.json    squad "name", its units' "name"
  assets/trts/*.json      faction "name", its units', buildings' and upgrades' "name"
  maps/*.json             Escarmouche map "name", "description"
  maps/campaign/*.json    campaign map "name", "description", locations' "name"
  maps/conquest/*.json    Conquest map "name", "description"
  maps/trts/*.json        TRTS map "name", "description", areas' "id" and "name"
  maps/scenarios/*.json   scenario "name", "briefing", its sides' "name", their
                          fixed squad's "name" and units' "name", objectives' "label"
  maps/tutorial/*.json    the same for each lesson (a scenario), and its
                          "tutorial" steps' "say" and "hint"

Ids, portraits, file names, types and roles are machine identifiers and stay
out, with one exception: a TRTS area has no name, and the client labels it with
i18n_content(id) ("p1-main", "center"), so those ids are here too. Each entry names its files ("#: maps/forest.json") and says what it is
("#. unit name"). Only the standard library; the output is sorted by file and
then by position in the file, so it is stable from run to run (the date in the
header follows SOURCE_DATE_EPOCH when set).
"""
import glob
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (glob under ROOT, what the file is: the words of the "#." comments)
SOURCES = [
    ("assets/units/*.json", "unit"),
    ("assets/squads/*.json", "squad"),
    ("assets/trts/*.json", "TRTS faction"),
    ("maps/*.json", "battle map"),
    ("maps/campaign/*.json", "Campaign map"),
    ("maps/conquest/*.json", "Conquest map"),
    ("maps/trts/*.json", "TRTS map"),
    ("maps/scenarios/*.json", "scenario"),
    ("maps/tutorial/*.json", "lesson"),
]

# Lists of named things inside a file, and what each element is.
NAMED_LISTS = {
    "units": "unit",
    "locations": "location",
    "buildings": "building",
    "upgrades": "upgrade",
}


def texts_of(doc, kind):
    """(text, what) pairs of one document, in file order."""
    found = []
    if not isinstance(doc, dict):
        return found
    if isinstance(doc.get("name"), str):
        found.append((doc["name"], kind + " name"))
    if isinstance(doc.get("description"), str):
        found.append((doc["description"], kind + " description"))
    for key, what in NAMED_LISTS.items():
        items = doc.get(key)
        if not isinstance(items, list):
            continue
        for item in items:
            if not isinstance(item, dict):
                continue
            if isinstance(item.get("name"), str):
                found.append((item["name"], "%s name (%s)" % (what, kind)))
            if isinstance(item.get("description"), str):
                found.append((item["description"], "%s description (%s)" % (what, kind)))
    if kind == "TRTS map" and isinstance(doc.get("areas"), list):
        for area in doc["areas"]:
            if isinstance(area, dict) and isinstance(area.get("id"), str):
                found.append((area["id"], "area label on a TRTS map (short: player number, then the place)"))
            if isinstance(area, dict) and isinstance(area.get("name"), str):
                found.append((area["name"], "area name on a TRTS map (what players call it: North Main)"))
    if kind == "scenario":
        found.extend(scenario_texts(doc))
    if kind == "lesson":
        found.extend(scenario_texts(doc))
        found.extend(lesson_texts(doc))
    return found


def scenario_texts(doc):
    """A scenario's briefing, sides, fixed squads and objectives' labels."""
    found = []
    if isinstance(doc.get("briefing"), str):
        found.append((doc["briefing"], "scenario briefing"))
    for side in doc.get("sides") if isinstance(doc.get("sides"), list) else []:
        if not isinstance(side, dict):
            continue
        if isinstance(side.get("name"), str):
            found.append((side["name"], "side name (scenario)"))
        squad = side.get("squad")
        if isinstance(squad, dict):
            found.extend(texts_of(squad, "squad"))
    for objective in doc.get("objectives") if isinstance(doc.get("objectives"), list) else []:
        if isinstance(objective, dict) and isinstance(objective.get("label"), str):
            found.append((objective["label"], "objective's place, after a verb: Hold the well (scenario)"))
    return found


def lesson_texts(doc):
    """A Learn to play lesson's steps: what the banner says, and its hint."""
    found = []
    tutorial = doc.get("tutorial") if isinstance(doc.get("tutorial"), dict) else {}
    for step in tutorial.get("steps") if isinstance(tutorial.get("steps"), list) else []:
        if not isinstance(step, dict):
            continue
        if isinstance(step.get("say"), str):
            found.append((step["say"], "Learn to play: a step's prompt over the battle (the player's next action)"))
        if isinstance(step.get("hint"), str):
            found.append((step["hint"], "Learn to play: said after an action that is not the step's"))
    return found


def po_quote(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + escaped + '"'


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: po/content.py OUT.pot\n")
        return 2
    entries = {}   # text -> {"refs": [...], "what": [...]}, in first-seen order
    for pattern, kind in SOURCES:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            rel = os.path.relpath(path, ROOT)
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            for text, what in texts_of(doc, kind):
                if not text.strip():
                    continue   # gettext("") is the catalogue's header
                e = entries.setdefault(text, {"refs": [], "what": []})
                if rel not in e["refs"]:
                    e["refs"].append(rel)
                if what not in e["what"]:
                    e["what"].append(what)

    stamp = time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", time.time())))
    out = [
        "# Names and descriptions of the content shipped with Skirmish",
        "# (the template comes from po/content.py).",
        "#",
        "#, fuzzy",
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: skirmish\\n"',
        '"Report-Msgid-Bugs-To: https://github.com/skirmish/skirmish/issues\\n"',
        '"POT-Creation-Date: %s\\n"' % time.strftime("%Y-%m-%d %H:%M+0000", stamp),
        '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
        '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
        '"Language-Team: LANGUAGE <LL@li.org>\\n"',
        '"Language: \\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        "",
    ]
    for text, e in entries.items():
        out.append("#. TRANSLATORS: " + ", ".join(e["what"]))
        out.append("#: " + " ".join(e["refs"]))
        if "%" in text:
            out.append("#, no-c-format")
        out.append("msgid " + po_quote(text))
        out.append('msgstr ""')
        out.append("")
    with open(argv[1], "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
