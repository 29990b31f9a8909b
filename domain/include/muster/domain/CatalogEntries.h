#pragma once
// The non-dice facts of the catalog: species, abilities, SAIs, spells, terrain types, eighth faces, breath.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Die.h"
#include "muster/domain/Element.h"
#include "muster/domain/SpellEffect.h"

namespace muster::domain {

struct Species {
    std::string name;
    ElementSet elements;
    std::vector<std::string> abilities;
    std::vector<std::string> aliases;
    std::string note;
};

struct SpeciesAbility {
    std::string name;
    std::string species;
    std::string phase;
    bool duaScaled = false;
    std::string summary;
};

struct SpecialActionIcon {
    std::string name;
    std::vector<std::string> rollTypes;
    std::vector<std::string> aliases;
    std::string countsAs;
    std::string summary;
};

struct Spell {
    std::string name;
    Element element = Element::Air;
    std::string species;  // empty for basic spells
    int cost = 0;
    bool reserve = false;
    bool cantrip = false;
    bool cumulative = false;  // castings on one target may be combined into one of the summed amount
    std::string summary;
    std::optional<SpellEffect> effect;  // spells whose whole effect is a lasting roll modifier
};

struct TerrainType {
    std::string name;
    ElementSet elements;
    std::vector<Face> faces;
    std::string note;
};

struct EighthFace {
    std::string name;
    std::string kind;  // standard, advanced, minor
    std::string summary;
};

struct BreathEffect {
    Element element = Element::Air;
    std::string summary;
};

}  // namespace muster::domain
