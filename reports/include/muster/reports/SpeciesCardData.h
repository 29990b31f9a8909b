#pragma once
// Plain input of one reference-card sheet: a species (or Dragonkin, Eldarim, items, dragons, terrains)
// with its dice by class and size, its abilities, the SAIs on its dice and the spells open to it.
#include <string>
#include <vector>

#include "muster/reports/IconLabel.h"

namespace muster::reports {

struct CardDie {
    std::string name;
    std::string size;      // "small", "medium", ... or empty
    int health = 0;        // 0: not shown
    std::vector<IconLabel> elements;  // each element's icon and name; shown when the sheet mixes elements
    std::vector<IconLabel> faces;     // each face's icon and amount, or amount and name (FaceLabels.h)
};

struct CardDieGroup {
    std::string title;  // "Heavy Melee", "Equipment: Maneuver", "Coastland"
    std::vector<CardDie> dice;
};

// An ability, SAI or spell in our own short words.
struct CardText {
    std::string name;
    std::string detail;  // "Air · cost 3 · reserve" or "when: ..."
    std::string summary;
};

struct SpeciesCardData {
    std::string title;     // "Dwarves"
    std::string subtitle;  // "Earth and Fire · 24 dice"
    std::string note;
    std::string abilitiesTitle = "Species abilities";
    std::vector<CardText> abilities;
    bool showElements = false;  // the dice of this sheet differ in element
    std::vector<CardDieGroup> groups;
    std::vector<CardText> sais;
    std::string spellsNote;
    std::vector<CardText> spells;
};

}  // namespace muster::reports
