#!/usr/bin/env python3
# One-time developer tool: converts the die-face data of a public OCTGN module for Dragon Dice
# (its Game Package set.xml files, renamed species.xml, eldarim.xml, ...) into the dice part of
# the Muster catalog (resources/catalog/dice/*.json, format in docs/catalog-format.md).
#
# It is NOT needed to build, run or test Muster: the JSON files it wrote are committed and are the
# source of truth from now on; fix facts there, not here. Kept for the record of how they were made.
#
# Usage:  python3 tools/catalog/convert_octgn.py <octgn-sets folder> [<output root, default: repo root>]
# Python 3 standard library only. Prints a summary of counts and fails if a count is off.
#
# Decisions (see docs/catalog-sources.md):
#  - names use the V4.01d rulebook spelling; the OCTGN spelling, where it differs, goes into "aliases";
#  - element order everywhere is Air, Earth, Fire, Water, Death (then Ivory, White); hybrid dragons
#    are named in that order ("Fire/Water Drake"), the reversed name is an alias;
#  - unit faces keep the OCTGN order (Icons property, then Alt1, Alt2, ...); major terrain faces are
#    put in face-number order 1..8 (OCTGN lists the eighth face first); dragon faces keep the OCTGN
#    order but carry amount 1 (OCTGN's numbers on dragon faces are damage values, not icon counts);
#  - the Dracolem set is ignored;
#  - every die keeps the OCTGN card it came from ("octgn": its id and its name exactly as OCTGN writes it,
#    trailing spaces included), so that Muster can read and write OCTGN decks (.o8d); every card of the six
#    converted sets must end up in exactly one die (checked below).

import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter, OrderedDict

ELEMENT_ORDER = ["Air", "Earth", "Fire", "Water", "Death", "Ivory", "White"]
COLOUR_TO_ELEMENT = {
    "Blue (Air)": "Air", "Yellow (Earth)": "Earth", "Red (Fire)": "Fire", "Green (Water)": "Water",
    "Black (Death)": "Death", "Ivory": "Ivory", "White": "White",
}
SIZE_ORDER = ["small", "medium", "large", "champion", "monster"]
HEALTH = {"small": 1, "medium": 2, "large": 3, "champion": 4, "monster": 4}

# Species: OCTGN species name -> (rulebook name, file stem)
SPECIES = OrderedDict([
    ("Amazons", ("Amazons", "amazons")),
    ("Coral Elves", ("Coral Elves", "coral-elves")),
    ("Dwarves", ("Dwarves", "dwarves")),
    ("Feral", ("Feral", "feral")),
    ("Fire Walkers", ("Firewalkers", "firewalkers")),
    ("Frostwings", ("Frostwings", "frostwings")),
    ("Goblins", ("Goblins", "goblins")),
    ("Lava Elves", ("Lava Elves", "lava-elves")),
    ("Scalders", ("Scalders", "scalders")),
    ("Swamp Stalkers", ("Swamp Stalkers", "swamp-stalkers")),
    ("Treefolk", ("Treefolk", "treefolk")),
    ("Undead", ("Undead", "undead")),
])

# The V4.01d species reference sheets: rows = class, columns = small, medium, large, then the
# monster(s) printed at the end of that row. Goblins have no monster column on the sheet; the
# Treefolk sheet prints all five monsters in one cell.
SHEETS = {
    "Amazons": [
        ("Heavy Melee", ["Soldier", "Warrior", "War Chief"], ["Centaur"]),
        ("Light Melee", ["Runner", "Envoy", "Harbinger"], ["Chimera"]),
        ("Cavalry", ["Charioteer", "Battle Rider", "War Driver"], ["Hydra"]),
        ("Missile", ["Darter", "Javelineer", "Spearer"], ["Medusa"]),
        ("Magic", ["Seer", "Visionary", "Oracle"], ["Nightmare"]),
    ],
    "Coral Elves": [
        ("Heavy Melee", ["Fighter", "Trooper", "Protector"], ["Coral Giant"]),
        ("Light Melee", ["Guard", "Courier", "Herald"], ["Gryphon"]),
        ("Cavalry", ["Horseman", "Knight", "Eagle Knight"], ["Leviathan"]),
        ("Missile", ["Bowman", "Archer", "Sharpshooter"], ["Sprite Swarm"]),
        ("Magic", ["Evoker", "Conjurer", "Enchanter"], ["Tako"]),
    ],
    "Dwarves": [
        ("Heavy Melee", ["Footman", "Sergeant", "Warlord"], ["Androsphinx"]),
        ("Light Melee", ["Sentry", "Patroller", "Skirmisher"], ["Behemoth"]),
        ("Cavalry", ["Pony Rider", "Lizard Rider", "Mammoth Rider"], ["Gargoyle"]),
        ("Missile", ["Crossbowman", "Marksman", "Crack-Shot"], ["Roc"]),
        ("Magic", ["Theurgist", "Thaumaturgist", "Wizard"], ["Umber Hulk"]),
    ],
    "Feral": [
        ("Heavy Melee", ["Lynx-Folk", "Leopard-Folk", "Tiger-Folk"], ["Bear-Folk"]),
        ("Light Melee", ["Hound-Folk", "Fox-Folk", "Wolf-Folk"], ["Elephant-Folk"]),
        ("Cavalry", ["Antelope-Folk", "Horse-Folk", "Buffalo-Folk"], ["Lion-Folk"]),
        ("Missile", ["Falcon-Folk", "Hawk-Folk", "Vulture-Folk"], ["Owl-Folk"]),
        ("Magic", ["Weasel-Folk", "Badger-Folk", "Wolverine-Folk"], ["Rhino-Folk"]),
    ],
    "Firewalkers": [
        ("Heavy Melee", ["Guardian", "Watcher", "Sentinel"], ["Fireshadow"]),
        ("Light Melee", ["Explorer", "Adventurer", "Expeditioner"], ["Genie"]),
        ("Cavalry", ["Shadowchaser", "Nightsbane", "Daybringer"], ["Gorgon"]),
        ("Missile", ["Firestarter", "Firemaster", "Firestormer"], ["Phoenix"]),
        ("Magic", ["Sunburst", "Sunflare", "Ashbringer"], ["Salamander"]),
    ],
    "Frostwings": [
        ("Melee", ["Advocate", "Defender", "Vindicator"], ["Cryohydra"]),
        ("Cavalry", ["Hound Master", "Wolf Master", "Bear Master"], ["Frost Ogre"]),
        ("Light Missile", ["Attacker", "Assaulter", "Assailer"], ["Remorhaz"]),
        ("Heavy Missile", ["Destroyer", "Dispatcher", "Devastator"], ["Wolf Pack"]),
        ("Magic", ["Apprentice", "Magus", "Magi"], ["Yeti"]),
    ],
    "Goblins": [
        ("Heavy Melee", ["Thug", "Cutthroat", "Marauder"], []),
        ("Light Melee", ["Mugger", "Ambusher", "Filcher"], []),
        ("Cavalry", ["Wardog Rider", "Wolf Rider", "Leopard Rider"], []),
        ("Missile", ["Pelter", "Slingman", "Deadeye"], []),
        ("Magic", ["Trickster", "Hedge Wizard", "Death Mage"], []),
    ],
    "Lava Elves": [
        ("Heavy Melee", ["Bladesman", "Duelist", "Conqueror"], ["Beholder"]),
        ("Light Melee", ["Scout", "Spy", "Infiltrator"], ["Drider"]),
        ("Cavalry", ["Spider Rider", "Scorpion Knight", "Wyvern Rider"], ["Hell Hound"]),
        ("Missile", ["Fusilier", "DeadShot", "Assassin"], ["Lurker in the Deep"]),
        ("Magic", ["Adept", "Warlock", "Necromancer"], ["Rakshasa"]),
    ],
    "Scalders": [
        ("Heavy Melee", ["Singeman", "Scorcher", "Searer"], ["Ettercap"]),
        ("Light Melee", ["Kindler", "Igniter", "Charkin"], ["Quickling"]),
        ("Cavalry", ["Dragonne Tender", "Dragonne Rider", "Dragonne Knight"], ["Unseelie Faerie"]),
        ("Missile", ["Glower", "Burner", "Blazer"], ["Web Bird"]),
        ("Magic", ["Sparker", "Smolderer", "Inferno"], ["Will o' Wisp"]),
    ],
    "Swamp Stalkers": [
        ("Heavy Melee", ["Warmonger", "Ravager", "Annihilator"], ["Crocosaur"]),
        ("Light Melee", ["Striker", "Raider", "Invader"], ["Mudman"]),
        ("Cavalry", ["Bog Runner", "Marsh Swimmer", "Wave Rider"], ["Ormyrr"]),
        ("Missile", ["Sprayer", "Stormer", "Deluger"], ["Swamp Beast"]),
        ("Magic", ["Bog Adept", "Marsh Mage", "Swamp Wizard"], ["Swamp Giant"]),
    ],
    "Treefolk": [
        ("Heavy Melee", ["Oakling", "Oak", "Oak Lord"],
         ["Darktree", "Redwood", "Satyr", "Strangle Vine", "Unicorn"]),
        ("Light Melee", ["Willowling", "Willow", "Noble Willow"], []),
        ("Cavalry", ["Nymph", "Naiad", "Lady Nereid"], []),
        ("Missile", ["Pineling", "Pine", "Pine Prince"], []),
        ("Magic", ["Hamadryad", "Dryad", "Eldar Dryad"], []),
    ],
    "Undead": [
        ("Heavy Melee", ["Zombie", "Wight", "Mummy"], ["Carrion Crawler"]),
        ("Light Melee", ["Skeleton", "Revenant", "Death Knight"], ["Dracolich"]),
        ("Cavalry", ["Wraith", "Spectre", "Ghost"], ["Fenhound"]),
        ("Light Magic", ["Ghoul", "Ghast", "Vampire"], ["Minor Death"]),
        ("Heavy Magic", ["Apparition", "Heucuva", "Lich"], ["Skeletal Steed"]),
    ],
}

# OCTGN monster names whose normalised form differs from the sheet's.
MONSTER_RENAMES = {("Swamp Stalkers", "Mudmen"): "Mudman", ("Scalders", "Web Birds"): "Web Bird"}

# The 37 units whose faces differ between public transcriptions (data README), keyed like the
# README: species key, unit name lower-case without spaces, hyphens or apostrophes.
DISPUTED = {
    "amazons": ["nightmare", "wardriver", "warrior"],
    "coral_elves": ["bowman", "courier", "enchanter", "guard", "horseman", "knight", "sharpshooter"],
    "dwarves": ["footman", "patroller", "sentry", "wizard"],
    "feral": ["antelopefolk", "badgerfolk", "bearfolk", "elephantfolk", "horsefolk", "lynxfolk",
              "rhinofolk", "tigerfolk"],
    "frostwings": ["remorhaz"],
    "goblins": ["cutthroat"],
    "lava_elves": ["lurkerinthedeep", "scorpionknight"],
    "scalders": ["burner", "charkin", "inferno", "searer", "smolderer", "sparker", "webbirds"],
    "treefolk": ["oakling"],
    "undead": ["ghost", "spectre", "wight"],
}

# Icon spelling: OCTGN -> rulebook (V4.01d). Everything else is already spelled as the rulebook does.
ICON_RENAMES = {
    "Fire Breath": "Firebreath",
    "Jaw": "Jaws",
    "Dragons Lair": "Dragon's Lair",
}

# Eldarim: rulebook sheet class rows, then sizes, then tribes.
ELDARIM_CLASSES = ["Heavy Melee", "Shield Bearer", "Magic", "Cavalry", "Missile"]
TRIBES = ["Morehl", "Selumari", "Trog", "Vagha"]
# champion type -> (rulebook name, white counterpart). OCTGN writes "Fire Dragon Hunter".
CHAMPIONS = [("Dragonmaster", "Dragonlord"), ("Dragonhunter", "Dragonslayer"),
             ("Dragonzealot", "Dragoncrusader")]

DRAGONKIN_CLASSES = ["Heavy Melee", "Light Melee", "Cavalry"]

# Items: rulebook table rows (class) x columns (small, medium, large, artifact).
ITEM_SHEET = [
    ("Maneuver", ["Speed Slippers", "Winged Sandals", "Seven League Boots", "Flying Carpet"]),
    ("Melee", ["Flicker Foil", "Dawn Blade", "Vorpal Sword", "Blade Golem"]),
    ("Missile", ["Trueflyer", "Eyebiter", "Heartseeker", "Trebuchet"]),
    ("Magic", ["Sight Stone", "Ring of Stars", "Magi's Crown", "Dragon Staff"]),
    ("Save", ["Wooden Targe", "Steel Buckler", "Mithril Shield", "Mantlet"]),
]
# Canonical item name -> extra aliases beyond the OCTGN spelling. The rulebook table prints
# "Vorpall Sword"; the catalog contract keeps "Vorpal Sword" (the OCTGN and common spelling).
ITEM_EXTRA_ALIASES = {"Vorpal Sword": ["Vorpall Sword"]}
ITEM_RENAMES = {"Magi Crown": "Magi's Crown"}  # OCTGN spelling -> rulebook, where normalising is not enough
MEDALLIONS = ["Bronze", "Silver", "Gold"]
RELICS = ["Elemental Relic", "Earthfang"]

TERRAIN_TYPES = OrderedDict([  # rulebook table of terrain types
    ("Coastland", ["Air", "Water"]),
    ("Deadland", ["Death"]),
    ("Flatland", ["Air", "Earth"]),
    ("Highland", ["Earth", "Fire"]),
    ("Swampland", ["Earth", "Water"]),
    ("Feyland", ["Fire", "Water"]),
    ("Wasteland", ["Air", "Fire"]),
])
STANDARD_EIGHTH = ["City", "Standing Stones", "Temple", "Tower"]
ADVANCED_EIGHTH = ["Castle", "Dragon's Lair", "Grove", "Vortex"]
MINOR_EIGHTH = ["Bridge", "Knoll", "Village", "Woods"]

DRAGON_TYPES = {"Elemental Dragon": "elemental", "Hybrid Dragon": "hybrid",
                "Ivory Hybrid Dragon": "ivory_hybrid", "White Dragon": "white"}
DRAGON_TYPE_ORDER = ["elemental", "ivory", "hybrid", "ivory_hybrid", "white"]
DRAKE_LAYOUT = Counter({"Jaws": 1, "Breath": 1, "Claw": 4, "Belly": 2, "Wing": 2, "Tail": 2})
WYRM_LAYOUT = Counter({"Jaws": 1, "Breath": 1, "Claw": 4, "Belly": 2, "Tail": 3, "Treasure": 1})

# icon (as emitted) -> set of OCTGN spellings it came from
ICON_SOURCES = {}
OCTGN_IDS_USED = []  # every OCTGN card id written into the catalog (each must be used once)
ICON_KINDS = {}


def fail(msg):
    sys.stderr.write("convert_octgn: " + msg + "\n")
    sys.exit(1)


def norm(name):
    return re.sub(r"[^a-z]", "", name.lower())


def elements_of(octgn_value):
    out = []
    for part in [p.strip() for p in octgn_value.split(",") if p.strip()]:
        if part not in COLOUR_TO_ELEMENT:
            fail("unknown element value %r" % part)
        out.append(COLOUR_TO_ELEMENT[part])
    return sorted(out, key=ELEMENT_ORDER.index)


def read_cards(folder, filename):
    root = ET.parse(os.path.join(folder, filename)).getroot()
    cards = []
    for card in root.iter("card"):
        props = {p.get("name"): p.get("value") for p in card.findall("property")}
        alts = card.findall("alternate")
        numbers = [int(a.get("type")[3:]) for a in alts]
        if numbers != list(range(1, len(alts) + 1)):
            fail("%s: %s alternates out of order: %r" % (filename, card.get("name"), numbers))
        faces = [props["Icons"]] + [a.find("property").get("value") for a in alts]
        cards.append({"name": card.get("name").strip(), "props": props, "faces": faces,
                      "id": card.get("id"), "raw_name": card.get("name")})
    return cards


def parse_face(text):
    m = re.match(r"^\s*(\d+)\s+(.+?)\s*$", text)
    if not m:
        fail("cannot read face %r" % text)
    return int(m.group(1)), m.group(2)


def icon_name(octgn_icon, kind):
    icon = ICON_RENAMES.get(octgn_icon, octgn_icon)
    ICON_SOURCES.setdefault(icon, set()).add(octgn_icon)
    ICON_KINDS.setdefault(icon, set()).add(kind)
    return icon


def faces_of(card, kind, amount=None):
    out = []
    for text in card["faces"]:
        n, icon = parse_face(text)
        out.append("%d %s" % (n if amount is None else amount, icon_name(icon, kind)))
    return out


def octgn_of(card):
    """The OCTGN card a die came from: its id (GUID) and its name exactly as OCTGN writes it."""
    if not re.match(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", card["id"] or ""):
        fail("card %r has no usable id: %r" % (card["name"], card["id"]))
    OCTGN_IDS_USED.append(card["id"])
    return OrderedDict([("id", card["id"]), ("name", card["raw_name"])])


def die(**fields):
    order = ["name", "kind", "species", "tribe", "size", "health", "class", "elements", "auto_saves",
             "dragon_type", "form", "terrain_type", "eighth_face", "advanced", "faces", "disputed",
             "faces_unknown", "aliases", "note", "octgn"]
    unknown = set(fields) - set(order)
    if unknown:
        fail("unknown fields %r" % unknown)
    return OrderedDict((k, fields[k]) for k in order if k in fields and fields[k] is not None)


# ---------------------------------------------------------------- species units

def convert_species(folder):
    cards = read_cards(folder, "species.xml")
    per_species = OrderedDict((v[0], []) for v in SPECIES.values())
    disputed_seen = set()
    for card in cards:
        p = card["props"]
        if p["Species"] not in SPECIES:
            fail("unknown species %r" % p["Species"])
        species, stem = SPECIES[p["Species"]]
        sheet = SHEETS[species]
        size = p["Size"].lower()
        octgn_name = card["name"]
        if size == "monster":
            unit = MONSTER_RENAMES.get((species, octgn_name), octgn_name)
            monster_order = [m for _, _, ms in sheet for m in ms]
            matches = [m for m in monster_order if norm(m) == norm(unit)]
            if matches:
                unit = matches[0]
                sort_key = (len(sheet), monster_order.index(unit))
            else:
                sort_key = (len(sheet) + 1, 0)  # not on the sheet (Goblins): keep OCTGN order
            cls = "Monster"
        else:
            col = ["small", "medium", "large"].index(size)
            rows = [r for r in sheet if norm(r[1][col]) == norm(octgn_name)]
            if not rows:
                rows = [r for r in sheet if r[0] == p["Class"]]
                if len(rows) != 1 or octgn_name not in ("Willowing",):
                    fail("%s %s (%s %s) not found on the sheet" % (species, octgn_name, size, p["Class"]))
            row = rows[0]
            unit = row[1][col]
            cls = row[0]
            sort_key = (sheet.index(row), col)
        name = "%s %s" % (species, unit)
        aliases = []
        if unit != octgn_name or species != p["Species"]:
            aliases.append("%s %s" % (p["Species"], octgn_name))
            if species != p["Species"] and unit != octgn_name:
                aliases.append("%s %s" % (species, octgn_name))
        key = (stem.replace("-", "_"), norm(octgn_name))
        disputed = key[1] in DISPUTED.get(key[0], [])
        if disputed:
            disputed_seen.add(key)
        d = die(name=name, kind="unit", species=species, size=size, health=HEALTH[size], **{"class": cls},
                elements=elements_of(p["Element"]), faces=faces_of(card, "unit"),
                disputed=True if disputed else None, aliases=aliases or None, octgn=octgn_of(card))
        d["_octgn_class"] = p["Class"]
        per_species[species].append((sort_key, d))
    expected = {(k, u) for k, us in DISPUTED.items() for u in us}
    if disputed_seen != expected:
        fail("disputed units not matched: %r" % sorted(expected - disputed_seen))
    out = OrderedDict()
    for species, items in per_species.items():
        items.sort(key=lambda t: t[0])  # stable
        out[species] = [d for _, d in items]
    return out


# ---------------------------------------------------------------- Eldarim

def convert_eldarim(folder):
    cards = read_cards(folder, "eldarim.xml")
    units, champions = [], []
    for card in cards:
        p = card["props"]
        if p["Species"] != "Eldarim":
            fail("eldarim.xml: unexpected species %r" % p["Species"])
        size = p["Size"].lower()
        elements = elements_of(p["Element"])
        if size == "champion":
            octgn = card["name"]
            white = elements == ["White"]
            kind_index = None
            for i, (elemental, white_name) in enumerate(CHAMPIONS):
                if (white and octgn == white_name) or (not white and norm(octgn).endswith(norm(elemental))):
                    kind_index = i
            if kind_index is None:
                fail("unknown Eldarim champion %r" % octgn)
            if white:
                name = "Eldarim " + CHAMPIONS[kind_index][1]
                aliases = None
            else:
                element = elements[0]
                if not octgn.startswith(element + " "):
                    fail("champion %r does not start with its element" % octgn)
                name = "Eldarim %s %s" % (element, CHAMPIONS[kind_index][0])
                aliases = ["Eldarim " + octgn] if octgn != "%s %s" % (element, CHAMPIONS[kind_index][0]) else None
            d = die(name=name, kind="unit", species="Eldarim", size="champion", health=4,
                    **{"class": p["Class"]}, elements=elements, faces=faces_of(card, "champion"),
                    aliases=aliases, octgn=octgn_of(card))
            key = (0 if white else 1, ELEMENT_ORDER.index(elements[0]), kind_index)
            champions.append((key, d))
        else:
            tribe, unit = card["name"].split(" ", 1)
            if tribe not in TRIBES or len(elements) != 1:
                fail("unexpected Eldarim unit %r" % card["name"])
            if p["Class"] not in ELDARIM_CLASSES:
                fail("unexpected Eldarim class %r" % p["Class"])
            name = "Eldarim %s %s %s" % (elements[0], tribe, unit)
            d = die(name=name, kind="unit", species="Eldarim", tribe=tribe, size=size, health=HEALTH[size],
                    **{"class": p["Class"]}, elements=elements, faces=faces_of(card, "unit"), octgn=octgn_of(card))
            key = (ELEMENT_ORDER.index(elements[0]), SIZE_ORDER.index(size),
                   ELDARIM_CLASSES.index(p["Class"]), TRIBES.index(tribe))
            units.append((key, d))
    units.sort(key=lambda t: t[0])
    champions.sort(key=lambda t: t[0])
    return [d for _, d in units], [d for _, d in champions]


# ---------------------------------------------------------------- Dragonkin

def convert_dragonkin(folder):
    cards = read_cards(folder, "dragonkin.xml")
    out = []
    for card in cards:
        p = card["props"]
        size = p["Size"].lower()
        elements = elements_of(p["Element"])
        if len(elements) != 1:
            fail("Dragonkin %r has %r" % (card["name"], elements))
        auto = int(p["Autosaves"])
        if auto != HEALTH[size]:
            fail("Dragonkin %r: automatic saves %d differ from health" % (card["name"], auto))
        d = die(name="Dragonkin %s %s" % (elements[0], card["name"]), kind="unit", species="Dragonkin",
                size=size, health=HEALTH[size], **{"class": p["Class"]}, elements=elements, auto_saves=auto,
                faces=faces_of(card, "champion" if size == "champion" else "unit"), octgn=octgn_of(card))
        key = (ELEMENT_ORDER.index(elements[0]), DRAGONKIN_CLASSES.index(p["Class"]), SIZE_ORDER.index(size))
        out.append((key, d))
    out.sort(key=lambda t: t[0])
    return [d for _, d in out]


# ---------------------------------------------------------------- items

def convert_items(folder):
    cards = read_cards(folder, "items.xml")
    by_norm = {}
    for cls, names in ITEM_SHEET:
        for col, n in enumerate(names):
            by_norm[norm(n)] = (cls, col, n)
    equipment, artifacts, medallions, relics = [], [], [], []
    for card in cards:
        p = card["props"]
        t = p["Type"]
        octgn = card["name"]
        if t in ("Item", "Artifact"):
            elements = elements_of(p["Element"])
            element = elements[0]
            base = octgn[len(element) + 1:]
            lookup = ITEM_RENAMES.get(base, base)
            if not octgn.startswith(element + " ") or norm(lookup) not in by_norm:
                fail("unknown item %r" % octgn)
            cls, col, canonical = by_norm[norm(lookup)]
            if cls != p["Class"]:
                fail("item %r class %r differs from the sheet %r" % (octgn, p["Class"], cls))
            name = "%s %s" % (element, canonical)
            aliases = []
            if base != canonical:
                aliases.append(octgn)
            aliases += ["%s %s" % (element, a) for a in ITEM_EXTRA_ALIASES.get(canonical, [])]
            key = (ELEMENT_ORDER.index(element), [c for c, _ in ITEM_SHEET].index(cls), col)
            if t == "Item":
                size = p["Size"].lower()
                if ["small", "medium", "large"].index(size) != col:
                    fail("item %r size %r differs from the sheet" % (octgn, size))
                equipment.append((key, die(name=name, kind="equipment", size=size, **{"class": cls},
                                            elements=elements, faces=faces_of(card, "equipment"),
                                            aliases=aliases or None, octgn=octgn_of(card))))
            else:
                if col != 3:
                    fail("artifact %r not in the artifact column" % octgn)
                artifacts.append((key, die(name=name, kind="artifact", **{"class": cls}, elements=elements,
                                            faces=faces_of(card, "artifact"), aliases=aliases or None,
                                            octgn=octgn_of(card))))
        elif t == "Medallion":
            alloy = p["Element"]
            if octgn != alloy + " Medallion" or alloy not in MEDALLIONS:
                fail("unknown medallion %r" % octgn)
            medallions.append((MEDALLIONS.index(alloy), die(
                name=octgn, kind="medallion", elements=[], faces=faces_of(card, "medallion"),
                faces_unknown=True,
                note="Faces not known reliably: the source gives all three alloys the same faces. "
                     "Only the Logo face (this alloy's own special icon) is trusted.", octgn=octgn_of(card))))
        elif t == "Relic":
            if octgn not in RELICS:
                fail("unknown relic %r" % octgn)
            relics.append((RELICS.index(octgn), die(name=octgn, kind="relic", elements=[],
                                                    faces=faces_of(card, "relic"), octgn=octgn_of(card))))
        else:
            fail("unknown item type %r" % t)
    out = []
    for group in (equipment, artifacts, medallions, relics):
        group.sort(key=lambda t: t[0])
        out += [d for _, d in group]
    return out, len(equipment), len(artifacts), len(medallions), len(relics)


# ---------------------------------------------------------------- dragons

def convert_dragons(folder):
    cards = read_cards(folder, "dragons.xml")
    out = []
    for card in cards:
        p = card["props"]
        octgn = card["name"]
        form = octgn.split()[-1].lower()
        if form not in ("drake", "wyrm"):
            fail("dragon %r: unknown form" % octgn)
        elements = elements_of(p["Element"])
        dtype = DRAGON_TYPES.get(p["Type"])
        if dtype is None:
            fail("dragon %r: unknown type %r" % (octgn, p["Type"]))
        if dtype == "elemental" and elements == ["Ivory"]:
            dtype = "ivory"
        magic = [e for e in elements if e in ELEMENT_ORDER[:5]]
        expect = {"elemental": (1, 0), "ivory": (0, 1), "hybrid": (2, 0), "ivory_hybrid": (1, 1),
                  "white": (0, 0)}[dtype]
        if (len(magic), len(elements) - len(magic)) != expect and dtype != "white":
            fail("dragon %r: elements %r do not fit type %s" % (octgn, elements, dtype))
        health = 10 if dtype == "white" else 5
        if int(p["Saves"]) != health:
            fail("dragon %r: OCTGN value %s differs from health %d" % (octgn, p["Saves"], health))
        label = "/".join(elements)
        name = "%s %s" % (label, form.capitalize())
        aliases = None
        if len(elements) == 2:
            aliases = ["%s %s" % ("/".join(reversed(elements)), form.capitalize())]
        faces = faces_of(card, "dragon", amount=1)
        layout = Counter(f.split(" ", 1)[1] for f in faces)
        if layout != (DRAKE_LAYOUT if form == "drake" else WYRM_LAYOUT):
            fail("dragon %r: faces %r do not follow the %s layout" % (octgn, dict(layout), form))
        d = die(name=name, kind="dragon", health=health, elements=elements, dragon_type=dtype, form=form,
                faces=faces, aliases=aliases, octgn=octgn_of(card))
        key = (DRAGON_TYPE_ORDER.index(dtype), [ELEMENT_ORDER.index(e) for e in elements], form)
        out.append((key, d))
    out.sort(key=lambda t: t[0])
    return [d for _, d in out]


# ---------------------------------------------------------------- terrains

def convert_terrains(folder):
    cards = read_cards(folder, "terrain.xml")
    standard, advanced, minor = [], [], []
    notes = []
    for card in cards:
        p = card["props"]
        octgn = card["name"]
        ttype = octgn.split()[0]
        if ttype not in TERRAIN_TYPES:
            fail("terrain %r: unknown type" % octgn)
        elements = TERRAIN_TYPES[ttype]
        octgn_elements = elements_of(p["Element"])
        if octgn_elements != sorted(elements, key=ELEMENT_ORDER.index):
            notes.append("%s: OCTGN elements %r, rulebook type %s = %r" % (octgn, octgn_elements, ttype, elements))
        elements = sorted(elements, key=ELEMENT_ORDER.index)
        eighth = ICON_RENAMES.get(p["Eighth Face"], p["Eighth Face"])
        name = "%s %s" % (ttype, eighth)
        aliases = [octgn] if octgn != name else None
        sub = p["Subtype"]
        if sub == "Minor":
            if eighth not in MINOR_EIGHTH:
                fail("minor terrain %r: eighth face %r" % (octgn, eighth))
            faces = faces_of(card, "minor_terrain")
            d = die(name=name, kind="minor_terrain", terrain_type=ttype, eighth_face=eighth, elements=elements,
                    faces=faces, aliases=aliases, octgn=octgn_of(card))
            minor.append(((list(TERRAIN_TYPES).index(ttype), MINOR_EIGHTH.index(eighth)), d))
        else:
            is_adv = sub == "Special"
            if sub not in ("Standard", "Special") or eighth not in (ADVANCED_EIGHTH if is_adv else STANDARD_EIGHTH):
                fail("terrain %r: subtype %r, eighth face %r" % (octgn, sub, eighth))
            parsed = [parse_face(f) for f in card["faces"]]
            if sorted(n for n, _ in parsed) != list(range(1, 9)):
                fail("terrain %r: face numbers %r" % (octgn, [n for n, _ in parsed]))
            parsed.sort(key=lambda t: t[0])  # face-number order 1..8
            # A major terrain's face number is its position, so the catalog writes the icon alone.
            faces = [icon_name(i, "terrain") for _, i in parsed]
            if faces[7] != eighth:
                fail("terrain %r: eighth face reads %r" % (octgn, faces[7]))
            d = die(name=name, kind="terrain", terrain_type=ttype, eighth_face=eighth, advanced=is_adv,
                    elements=elements, faces=faces, aliases=aliases,
                    note="Advanced terrain; its faces come from one source only (unconfirmed)." if is_adv else None, octgn=octgn_of(card))
            order = ADVANCED_EIGHTH if is_adv else STANDARD_EIGHTH
            (advanced if is_adv else standard).append(
                ((list(TERRAIN_TYPES).index(ttype), order.index(eighth)), d))
    out = []
    for group in (standard, advanced, minor):
        group.sort(key=lambda t: t[0])
        out += [d for _, d in group]
    return out, len(standard), len(advanced), len(minor), notes


# ---------------------------------------------------------------- output

def dump_part(dice, path):
    lines = ["{", '  "format": "muster-catalog-part",', '  "version": 1,', '  "dice": [']
    for i, d in enumerate(dice):
        lines.append("    {")
        items = [(k, v) for k, v in d.items() if not k.startswith("_")]
        for j, (k, v) in enumerate(items):
            if isinstance(v, list):
                text = "[" + ", ".join(json.dumps(x, ensure_ascii=False) for x in v) + "]"
            else:
                text = json.dumps(v, ensure_ascii=False)
            lines.append('      %s: %s%s' % (json.dumps(k), text, "," if j < len(items) - 1 else ""))
        lines.append("    }" + ("," if i < len(dice) - 1 else ""))
    lines += ["  ]", "}"]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    json.load(open(path, encoding="utf-8"))  # must parse back


def main():
    if len(sys.argv) not in (2, 3):
        sys.stderr.write(__doc__ or "usage: convert_octgn.py <octgn-sets folder> [<repo root>]\n")
        sys.exit(2)
    folder = sys.argv[1]
    root = sys.argv[2] if len(sys.argv) == 3 else os.path.normpath(
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    dice_dir = os.path.join(root, "resources", "catalog", "dice")

    counts = OrderedDict()
    species = convert_species(folder)
    class_changes = []
    for sp, dice in species.items():
        stem = [v[1] for v in SPECIES.values() if v[0] == sp][0]
        for d in dice:
            if d["size"] != "monster" and d["class"] != d["_octgn_class"]:
                class_changes.append("%s: OCTGN class %r -> sheet class %r" % (d["name"], d["_octgn_class"], d["class"]))
        sizes = Counter(d["size"] for d in dice)
        if len(dice) != 20 or any(sizes[s] != 5 for s in ("small", "medium", "large", "monster")):
            fail("%s: %d units, sizes %r" % (sp, len(dice), dict(sizes)))
        dump_part(dice, os.path.join(dice_dir, stem + ".json"))
        counts["units: " + sp] = len(dice)
    n_units = sum(len(v) for v in species.values())
    n_disputed = sum(1 for v in species.values() for d in v if d.get("disputed"))

    eld_units, eld_champions = convert_eldarim(folder)
    dump_part(eld_units + eld_champions, os.path.join(dice_dir, "eldarim.json"))
    dragonkin = convert_dragonkin(folder)
    dump_part(dragonkin, os.path.join(dice_dir, "dragonkin.json"))
    items, n_eq, n_art, n_med, n_rel = convert_items(folder)
    dump_part(items, os.path.join(dice_dir, "items.json"))
    dragons = convert_dragons(folder)
    dump_part(dragons, os.path.join(dice_dir, "dragons.json"))
    terrains, n_std, n_adv, n_min, terrain_notes = convert_terrains(folder)
    dump_part(terrains, os.path.join(dice_dir, "terrains.json"))

    checks = [
        ("species units", n_units, 240),
        ("disputed species units", n_disputed, 37),
        ("Eldarim units (non-champion)", len(eld_units), 190),
        ("Eldarim champions", len(eld_champions), 18),
        ("Dragonkin (incl. champions)", len(dragonkin), 60),
        ("Dragonkin champions", sum(1 for d in dragonkin if d["size"] == "champion"), 15),
        ("equipment", n_eq, 75),
        ("artifacts", n_art, 25),
        ("medallions", n_med, 3),
        ("relics", n_rel, 2),
        ("dragons", len(dragons), 44),
        ("standard major terrains", n_std, 24),
        ("advanced terrains", n_adv, 24),
        ("minor terrains", n_min, 28),
    ]
    set_ids = [c["id"] for f in ("species.xml", "eldarim.xml", "dragonkin.xml", "items.xml", "dragons.xml",
                                 "terrain.xml") for c in read_cards(folder, f)]
    checks.append(("OCTGN cards with one die each", len(set(OCTGN_IDS_USED) & set(set_ids)), len(set_ids)))
    checks.append(("OCTGN ids written once each", len(set(OCTGN_IDS_USED)), len(OCTGN_IDS_USED)))
    all_names = [d["name"] for group in (list(species.values()) + [eld_units, eld_champions, dragonkin, items,
                                                                   dragons, terrains]) for d in group]
    dupes = [n for n, c in Counter(all_names).items() if c > 1]
    ok = True
    for label, got, want in checks:
        flag = "ok" if got == want else "MISMATCH (want %d)" % want
        ok = ok and got == want
        print("%-32s %4d  %s" % (label, got, flag))
    print("%-32s %4d" % ("total dice", len(all_names)))
    if dupes:
        ok = False
        print("duplicate names:", dupes)
    for line in class_changes:
        print("class:", line)
    for line in terrain_notes:
        print("terrain:", line)

    # icon-names.txt
    icon_path = os.path.join(root, "tools", "catalog", "icon-names.txt")
    with open(icon_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("# Every icon name used in resources/catalog/dice/*.json, with the OCTGN spelling(s) it came from\n")
        f.write("# and the kinds of dice it appears on. Written by tools/catalog/convert_octgn.py.\n")
        f.write("# icon<TAB>OCTGN spelling(s)<TAB>dice kinds\n")
        for icon in sorted(ICON_SOURCES, key=str.lower):
            f.write("%s\t%s\t%s\n" % (icon, ", ".join(sorted(ICON_SOURCES[icon])), ", ".join(sorted(ICON_KINDS[icon]))))
    print("icons:", len(ICON_SOURCES))
    if not ok:
        fail("counts do not match")


if __name__ == "__main__":
    main()
