#!/usr/bin/env python3
"""Writes a legal match log (docs/match-log.md) by playing a simple seeded game against the catalog.

The players follow a plain policy (always counter-maneuver, attack where the terrain allows, allocate
damage with the largest coverable health, no spells) and the dice only show faces the rules engine part 1
models (no SAI faces), so the log verifies. Used to make the example games and the benchmark corpus.

  tools/matchlog/generate.py --seed 7 --turns 30 > game.log
"""
import argparse
import glob
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.join(HERE, "..", "..", "resources", "catalog")
NORMAL = {"ID", "Melee", "Missile", "Magic", "Save", "Maneuver"}


def load_dice():
    dice = {}
    for path in glob.glob(os.path.join(CATALOG, "dice", "*.json")):
        with open(path) as f:
            for d in json.load(f)["dice"]:
                faces = []
                for text in d["faces"]:
                    amount, _, icon = text.partition(" ")
                    faces.append((int(amount) if amount.isdigit() else 0, icon or amount))
                d["parsed"] = faces
                dice[d["name"]] = d
    return dice


FORCES = {
    "dwarves": {
        "home": ["Dwarves Sergeant", "Dwarves Footman", "Dwarves Footman", "Dwarves Crossbowman", "Dwarves Theurgist",
                 "Dwarves Sergeant"],
        "horde": ["Dwarves Sergeant", "Dwarves Footman", "Dwarves Marksman", "Dwarves Footman", "Dwarves Sergeant"],
        "campaign": ["Dwarves Sergeant", "Dwarves Footman", "Dwarves Crossbowman", "Dwarves Thaumaturgist",
                     "Dwarves Footman", "Dwarves Footman"],
        "terrains": ("Highland City", "Coastland Tower"),
        "pool": ["Fire Drake"],
    },
    "amazons": {
        "home": ["Amazons Warrior", "Amazons Soldier", "Amazons Soldier", "Amazons Javelineer", "Amazons Seer",
                 "Amazons Warrior"],
        "horde": ["Amazons Warrior", "Amazons Runner", "Amazons Envoy", "Amazons Soldier", "Amazons Warrior"],
        "campaign": ["Amazons Warrior", "Amazons Soldier", "Amazons Javelineer", "Amazons Seer", "Amazons Darter"],
        "terrains": ("Flatland Standing Stones", "Swampland City"),
        "pool": ["Earth Wyrm"],
    },
}


class Game:
    def __init__(self, dice, seed, turns, forces, size, calm=False):
        self.calm = calm
        self.dice = dice
        self.rng = random.Random(seed)
        self.max_turns = turns
        self.out = []
        self.size = size
        self.players = ["A", "B"]
        self.forces = forces
        self.units = {}  # (player, label) -> dict(die, loc)
        self.terrain = {}  # key -> dict(die, face, controller)

    def w(self, line):
        self.out.append(line)

    def face_of(self, die, roll_type):
        """A random face that part 1 models (no SAI faces)."""
        faces = [i for i, (_, icon) in enumerate(self.dice[die]["parsed"]) if icon in NORMAL]
        return self.rng.choice(faces)

    def army(self, p, loc):
        return [lab for (q, lab), u in self.units.items() if q == p and u["loc"] == loc]

    def in_play(self, p):
        return [lab for (q, lab), u in self.units.items() if q == p and u["loc"] not in ("dua", "bua", "pool")]

    def health(self, p, lab):
        return self.dice[self.units[(p, lab)]["die"]]["health"]

    def species(self, p, lab):
        return self.dice[self.units[(p, lab)]["die"]].get("species", "")

    def controls(self, p, loc):
        t = self.terrain.get(loc)
        return t is not None and t["face"] == 8 and t["controller"] == p

    def roll(self, p, loc, roll_type, units, *, horde=False, tower_reserve=False):
        parts = []
        total = 0
        magic = 0
        for lab in units:
            die = self.units[(p, lab)]["die"]
            i = self.face_of(die, roll_type)
            amount, icon = self.dice[die]["parsed"][i]
            parts.append("%s=%d" % (lab, i + 1))
            if icon == "ID":
                n = amount * (2 if (not horde and self.controls(p, loc)) else 1)
                if tower_reserve:
                    n = 0
                total += n
            elif icon.lower() == roll_type:
                total += amount
        return total, " ".join(parts)

    def allocate(self, p, loc, damage):
        army = self.army(p, loc)
        best = {0: []}
        for lab in army:
            h = self.health(p, lab)
            for s, chosen in list(best.items()):
                if s + h <= damage and (s + h) not in best:
                    best[s + h] = chosen + [lab]
        top = max(best)
        return best[top]

    def kill(self, p, loc, damage):
        chosen = self.allocate(p, loc, damage)
        self.w("    kill %s %s" % (p, " ".join(chosen) if chosen else "-"))
        for lab in chosen:
            self.units[(p, lab)]["loc"] = "dua"
        self.check_control()

    def check_control(self):
        for key, t in self.terrain.items():
            if t["face"] == 8 and not self.army(t["controller"], key):
                t["face"] = 7
                t["controller"] = None

    def winner(self):
        for p in self.players:
            if sum(1 for t in self.terrain.values() if t["face"] == 8 and t["controller"] == p) >= 2:
                return p, "capture"
        alive = [p for p in self.players if self.in_play(p)]
        if len(alive) == 1:
            return alive[0], "elimination"
        return None

    def exchange(self, att, aloc, dfn, dloc, kind, counter=False):
        """One attack; returns True when the game ended."""
        units = self.army(att, aloc)
        total, faces = self.roll(att, aloc, kind, units, tower_reserve=(kind == "missile" and dloc == "reserve"))
        self.w("    roll %s %s=%d : %s" % (att, kind, total, faces))
        if total == 0:
            return False
        saves, sfaces = self.roll(dfn, dloc, "save", self.army(dfn, dloc))
        self.w("    roll %s save=%d : %s" % (dfn, saves, sfaces))
        damage = max(0, total - saves)
        if damage > 0:
            self.kill(dfn, dloc, damage)
        return self.winner() is not None

    def play(self):
        d = self.dice
        w = self.w
        w("format muster-matchlog 1")
        w("# Generated by tools/matchlog/generate.py (seeded); the dice show only faces part 1 models.")
        w("edition v4.01d")
        w("force-size %d" % self.size)
        names = {"A": "Ana", "B": "Bruno"}
        for p in self.players:
            w("player %s %s" % (p, names[p]))
        for p, force in zip(self.players, self.forces):
            f = FORCES[force]
            w("terrain %s home %s" % (p, f["terrains"][0]))
            w("terrain %s frontier %s" % (p, f["terrains"][1]))
            for slot in ("home", "horde", "campaign"):
                entries = []
                for i, name in enumerate(f[slot]):
                    lab = "%s%d" % (slot[0] if slot != "horde" else "z", i + 1)
                    entries.append("%s: %s" % (lab, name))
                    self.units[(p, lab)] = {"die": name, "slot": slot, "loc": None}
                w("army %s %s %s" % (p, slot, ", ".join(entries)))
            for i, name in enumerate(f["pool"]):
                w("pool %s d%d: %s" % (p, i + 1, name))
                self.units[(p, "d%d" % (i + 1))] = {"die": name, "slot": "pool", "loc": "pool"}
        w("")
        w("setup")
        while True:
            totals = {}
            for p in self.players:
                horde = [lab for (q, lab), u in self.units.items() if q == p and u["slot"] == "horde"]
                t, faces = self.roll(p, None, "maneuver", horde, horde=True)
                totals[p] = t
                w("horde-roll %s maneuver=%d : %s" % (p, t, faces))
            if totals["A"] != totals["B"]:
                break
        first = "A" if totals["A"] > totals["B"] else "B"
        other = "B" if first == "A" else "A"
        if self.rng.random() < 0.5:
            w("choose %s first-turn" % first)
            order, picker = [first, other], other
        else:
            w("choose %s frontier" % first)
            order, picker = [other, first], first
        proposer = self.rng.choice(self.players)
        w("frontier-pick %s %s" % (picker, proposer))
        force_of = dict(zip(self.players, self.forces))
        self.terrain["home:A"] = {"die": FORCES[force_of["A"]]["terrains"][0], "face": 0, "controller": None}
        self.terrain["home:B"] = {"die": FORCES[force_of["B"]]["terrains"][0], "face": 0, "controller": None}
        self.terrain["frontier"] = {"die": FORCES[force_of[proposer]]["terrains"][1], "face": 0, "controller": None}
        for p in order:
            opp = "B" if p == "A" else "A"
            for slot, loc in (("home", "home:" + p), ("horde", "home:" + opp), ("campaign", "frontier")):
                w("place %s %s %s" % (p, slot, loc))
                for (q, lab), u in self.units.items():
                    if q == p and u["slot"] == slot:
                        u["loc"] = loc
        for key, roller in (("home:A", "A"), ("home:B", "B"), ("frontier", picker)):
            while True:
                f = self.rng.randint(1, 8)
                w("start-roll %s %s %d" % (roller, key, f))
                if f != 8:
                    self.terrain[key]["face"] = 6 if f == 7 else f
                    break
        turn = 0
        result = None
        while turn < self.max_turns and result is None:
            for p in order:
                turn += 1
                if turn > self.max_turns:
                    break
                w("")
                w("turn %d %s" % (turn, p))
                result = self.take_turn(p)
                if result:
                    break
        w("")
        if result:
            w("result %s %s" % result)
        else:
            w("result none")
        return "\n".join(self.out) + "\n"

    def take_turn(self, p):
        opp = "B" if p == "A" else "A"
        marched = []
        for n in (1, 2):
            locs = [loc for loc in ("frontier", "home:" + opp, "home:" + p) if self.army(p, loc) and loc not in marched]
            # Prefer terrains with an enemy army.
            locs.sort(key=lambda l: 0 if self.army(opp, l) else 1)
            if not locs:
                break
            loc = locs[0]
            marched.append(loc)
            self.w("  march %d %s" % (n, loc))
            t = self.terrain[loc]
            enemy = self.army(opp, loc)
            # Maneuver: toward 8 (or down from 8 when the enemy controls it).
            want = not (t["face"] == 8 and t["controller"] == p)
            if want:
                if enemy:
                    self.w("    maneuver counter %s" % opp)
                    mine, f1 = self.roll(p, loc, "maneuver", self.army(p, loc))
                    self.w("    roll %s maneuver=%d : %s" % (p, mine, f1))
                    theirs, f2 = self.roll(opp, loc, "maneuver", enemy)
                    self.w("    roll %s maneuver=%d : %s" % (opp, theirs, f2))
                    ok = mine >= theirs
                else:
                    self.w("    maneuver")
                    ok = True
                if ok:
                    up = t["face"] < 8
                    if self.calm and t["face"] >= 6:
                        up = False
                    self.w("    terrain %s" % ("up" if up else "down"))
                    if t["face"] == 8:
                        t["controller"] = None
                    t["face"] += 1 if up else -1
                    if t["face"] == 8:
                        t["controller"] = p
                    if self.winner():
                        return self.winner()
            # Action.
            if self.calm and self.rng.random() < 0.6:
                continue
            if t["face"] == 8:
                icon = "Melee" if t["controller"] != p or enemy else "Magic"
            else:
                icon = self.dice[t["die"]]["parsed"][t["face"] - 1][1]
            if icon == "Melee" and self.army(opp, loc):
                self.w("    action melee %s" % opp)
                if self.exchange(p, loc, opp, loc, "melee"):
                    return self.winner()
                if self.army(opp, loc) and self.army(p, loc):
                    self.w("    counter-attack %s" % opp)
                    if self.exchange(opp, loc, p, loc, "melee", counter=True):
                        return self.winner()
            elif icon == "Missile":
                targets = []
                for tl in ("frontier", "home:A", "home:B"):
                    if not self.army(opp, tl):
                        continue
                    if loc.startswith("home:") and tl.startswith("home:") and tl != loc:
                        continue
                    targets.append(tl)
                if targets:
                    tl = targets[0]
                    self.w("    action missile %s@%s" % (opp, tl))
                    if self.exchange(p, loc, opp, tl, "missile"):
                        return self.winner()
            elif icon == "Magic":
                self.w("    action magic")
                total, faces = self.roll(p, loc, "magic", self.army(p, loc))
                self.w("    roll %s magic=%d : %s" % (p, total, faces))
        # Reserves: bring reserve units back to the frontier.
        reserve = self.army(p, "reserve")
        if reserve:
            self.w("  reinforce %s frontier %s" % (p, " ".join(reserve)))
            for lab in reserve:
                self.units[(p, lab)]["loc"] = "frontier"
        return self.winner()


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--turns", type=int, default=30)
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--forces", default="dwarves,amazons")
    ap.add_argument("--calm", action="store_true", help="never capture and attack less: long games")
    args = ap.parse_args()
    dice = load_dice()
    forces = args.forces.split(",")
    for force in forces:
        for slot in ("home", "horde", "campaign"):
            for name in FORCES[force][slot]:
                if name not in dice:
                    sys.exit("unknown die %s" % name)
    sys.stdout.write(Game(dice, args.seed, args.turns, forces, args.size, args.calm).play())


if __name__ == "__main__":
    main()
