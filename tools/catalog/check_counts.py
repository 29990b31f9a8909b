#!/usr/bin/env python3
# One-time developer tool (not needed to build, run or test Muster): checks resources/catalog/dice/*.json
#  1. counts per kind (240 species units, 60 Dragonkin, 190 Eldarim + 18 champions, 75 equipment,
#     25 artifacts, 3 medallions, 2 relics, 44 dragons, 24 + 24 + 28 terrains);
#  2. every species unit name against the unit names printed on the V4.01d species reference sheets
#     (a local copy of the rulebook text, given as the second argument), both ways;
#  3. every icon used on a face against the rulebook text (the icon name must occur in it).
#
# Usage: python3 tools/catalog/check_counts.py <repo root> <V4.01d rulebook .txt>
# Python 3 standard library only. Exit status 1 when a check fails.

import json
import os
import re
import sys
from collections import Counter

SPECIES_FILES = ["amazons", "coral-elves", "dwarves", "feral", "firewalkers", "frostwings", "goblins",
                 "lava-elves", "scalders", "swamp-stalkers", "treefolk", "undead"]
OTHER_FILES = ["eldarim", "dragonkin", "items", "dragons", "terrains"]
SHEET_HEADINGS = {"AMAZONS": "Amazons", "CORAL ELVES": "Coral Elves", "DWARVES": "Dwarves", "FERAL": "Feral",
                  "FIREWALKERS": "Firewalkers", "FROSTWINGS": "Frostwings", "GOBLINS": "Goblins",
                  "LAVA ELVES": "Lava Elves", "SCALDERS": "Scalders", "SWAMP STALKERS": "Swamp Stalkers",
                  "TREEFOLK": "Treefolk", "UNDEAD": "Undead"}
LABEL_WORDS = {"SMALL", "MEDIUM", "LARGE", "MONSTER", "HEALTH", "HEAVY", "LIGHT", "MELEE", "CAVALRY", "MISSILE",
               "MAGIC", "SHIELD", "BEARER", "1-HEALTH", "2-HEALTH", "3-HEALTH", "4-HEALTH"}


def load(root, stem):
    with open(os.path.join(root, "resources", "catalog", "dice", stem + ".json"), encoding="utf-8") as f:
        part = json.load(f)
    assert part["format"] == "muster-catalog-part" and part["version"] == 1, stem
    return part["dice"]


def sheet_names(rulebook_lines):
    """Unit names per species from the V4.01d reference sheets: the first section headed by the species
    name after the 'SPECIES REFERENCE SHEETS' heading, read either as a markdown table or as a flat list."""
    start = next(i for i, l in enumerate(rulebook_lines) if l.strip() == "# SPECIES REFERENCE SHEETS")
    out = {}
    i = start
    while i < len(rulebook_lines):
        m = re.match(r"^# (.+?)\s*$", rulebook_lines[i])
        if m and m.group(1) in SHEET_HEADINGS and SHEET_HEADINGS[m.group(1)] not in out:
            species = SHEET_HEADINGS[m.group(1)]
            j = i + 1
            body = []
            while j < len(rulebook_lines) and not rulebook_lines[j].startswith("# "):
                body.append(rulebook_lines[j])
                j += 1
            out[species] = read_sheet(body)
            i = j
        else:
            i += 1
    return out


def read_sheet(body):
    names = []
    table_rows = [l for l in body if l.startswith("|") and "<br>" in l]
    if table_rows:
        for row in table_rows:
            cells = [c.strip() for c in row.strip().strip("|").split("|")]
            if not cells or not re.sub(r"<br>", " ", cells[0]).strip().isupper():
                continue
            for cell in cells[1:]:
                names += [n.strip() for n in cell.split("<br>") if n.strip()]
        return names
    # flat list: join "word  \n word" line breaks, skip labels, stop at the icon legend
    joined = []
    for line in body:
        if joined and joined[-1].endswith("  "):
            joined[-1] = joined[-1].rstrip() + " " + line.strip()
        else:
            joined.append(line)
    for line in joined:
        t = line.strip()
        if not t or t.startswith("#"):
            continue
        if t in ("NORMAL ACTION ICONS", "Magic", "Maneuver", "Melee"):
            break
        if all(w in LABEL_WORDS for w in t.replace("-", " - ").split() if w != "-") or t.isupper():
            continue
        names.append(t)
    return names


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: check_counts.py <repo root> <V4.01d rulebook .txt>\n")
        sys.exit(2)
    root, rulebook = sys.argv[1], sys.argv[2]
    with open(rulebook, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    ok = True

    species_dice = {stem: load(root, stem) for stem in SPECIES_FILES}
    other = {stem: load(root, stem) for stem in OTHER_FILES}
    everything = [d for v in list(species_dice.values()) + list(other.values()) for d in v]

    def count(pred):
        return sum(1 for d in everything if pred(d))

    checks = [
        ("species units", count(lambda d: d["kind"] == "unit" and d["species"] not in ("Eldarim", "Dragonkin")), 240),
        ("disputed", count(lambda d: d.get("disputed")), 37),
        ("Eldarim units", count(lambda d: d.get("species") == "Eldarim" and d["size"] != "champion"), 190),
        ("Eldarim champions", count(lambda d: d.get("species") == "Eldarim" and d["size"] == "champion"), 18),
        ("Dragonkin", count(lambda d: d.get("species") == "Dragonkin"), 60),
        ("equipment", count(lambda d: d["kind"] == "equipment"), 75),
        ("artifacts", count(lambda d: d["kind"] == "artifact"), 25),
        ("medallions", count(lambda d: d["kind"] == "medallion"), 3),
        ("relics", count(lambda d: d["kind"] == "relic"), 2),
        ("dragons", count(lambda d: d["kind"] == "dragon"), 44),
        ("standard terrains", count(lambda d: d["kind"] == "terrain" and not d["advanced"]), 24),
        ("advanced terrains", count(lambda d: d["kind"] == "terrain" and d["advanced"]), 24),
        ("minor terrains", count(lambda d: d["kind"] == "minor_terrain"), 28),
    ]
    for label, got, want in checks:
        print("%-20s %4d  %s" % (label, got, "ok" if got == want else "MISMATCH (want %d)" % want))
        ok = ok and got == want
    for stem, dice in list(species_dice.items()) + list(other.items()):
        print("  %-16s %4d dice" % (stem + ".json", len(dice)))
    names = Counter(d["name"] for d in everything)
    dupes = [n for n, c in names.items() if c > 1]
    if dupes:
        ok = False
        print("duplicate names:", dupes)

    # 2. species unit names against the sheets
    sheets = sheet_names(lines)
    print("\nunit names against the V4.01d species sheets:")
    for stem, dice in species_dice.items():
        species = dice[0]["species"]
        ours = {d["name"][len(species) + 1:] for d in dice}
        theirs = set(sheets.get(species, []))
        missing = sorted(theirs - ours)
        extra = sorted(ours - theirs)
        status = "ok" if not missing and not extra else ""
        print("  %-15s sheet %2d names, catalog %2d  %s" % (species, len(theirs), len(ours), status))
        if missing:
            ok = False
            print("    on the sheet, not in the catalog:", missing)
        if extra:
            print("    in the catalog, not on the sheet:", extra)
            # Goblin monsters are not printed on the V4.01d sheet; anything else is a spelling problem.
            if species != "Goblins" or any(d["size"] != "monster" for d in dice if d["name"][len(species) + 1:] in extra):
                ok = False

    # 3. icons against the rulebook text
    icons = Counter(f.split(" ", 1)[1] for d in everything for f in d["faces"])
    absent = sorted(i for i in icons if i not in text)
    print("\nicons: %d distinct; not found verbatim in the rulebook: %s" % (len(icons), absent or "none"))
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
