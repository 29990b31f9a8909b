#include "muster/reports/SpeciesCardBuilder.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "muster/reports/FaceLabels.h"

namespace muster::reports {

namespace {

using domain::Catalog;
using domain::Die;
using domain::DieKind;
using domain::Element;
using domain::ElementSet;

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

int sizeRank(domain::DieSize size) { return static_cast<int>(size); }

CardDie cardDie(const Catalog& catalog, const Die& die) {
    CardDie card;
    card.name = die.name;
    if (die.size != domain::DieSize::None) card.size = std::string(domain::toString(die.size));
    card.health = die.health;
    card.elements = elementLabels(die.elements);
    card.faces = faceLabels(catalog, die);
    return card;
}

// Groups in first-appearance order; dice inside a group sorted by size (stable: catalog order otherwise).
std::vector<CardDieGroup> groupDice(const Catalog& catalog, const std::vector<const Die*>& dice, auto groupOf) {
    std::vector<CardDieGroup> groups;
    std::map<std::string, std::size_t> index;
    std::vector<std::vector<const Die*>> members;
    for (const Die* die : dice) {
        const std::string key = groupOf(*die);
        auto [it, inserted] = index.emplace(key, groups.size());
        if (inserted) {
            groups.push_back(CardDieGroup{key, {}});
            members.emplace_back();
        }
        members[it->second].push_back(die);
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::stable_sort(members[g].begin(), members[g].end(),
                         [](const Die* a, const Die* b) { return sizeRank(a->size) < sizeRank(b->size); });
        for (const Die* die : members[g]) groups[g].dice.push_back(cardDie(catalog, *die));
    }
    return groups;
}

std::string spellDetail(const domain::Spell& spell) {
    std::string detail = fmt::format("{} · cost {}", domain::toString(spell.element), spell.cost);
    if (spell.reserve) detail += " · reserve";
    if (spell.cantrip) detail += " · cantrip";
    if (!spell.cumulative) detail += " · not cumulative";
    return detail;
}

std::vector<CardText> saisOn(const Catalog& catalog, const std::vector<const Die*>& dice) {
    std::set<std::string> seen;
    for (const Die* die : dice) {
        for (const auto& face : die->faces) {
            if (const auto* sai = catalog.findSai(face.icon)) seen.insert(sai->name);
        }
    }
    std::vector<CardText> out;
    for (const auto& sai : catalog.sais()) {
        if (!seen.contains(sai.name)) continue;
        std::string rolls;
        for (const auto& r : sai.rollTypes) rolls += (rolls.empty() ? "" : ", ") + r;
        std::string detail = rolls.empty() ? std::string() : "rolls: " + rolls;
        if (!sai.countsAs.empty()) detail += (detail.empty() ? "" : " · ") + std::string("counts as ") + sai.countsAs;
        out.push_back({sai.name, detail, sai.summary});
    }
    return out;
}

ElementSet magicElementsOf(const std::vector<const Die*>& dice) {
    ElementSet set;
    for (const Die* die : dice) {
        for (Element e : domain::kMagicElements) {
            if (die->elements.contains(e)) set.insert(e);
        }
    }
    return set;
}

void addSpells(const Catalog& catalog, const std::string& species, const std::vector<const Die*>& dice,
               SpeciesCardData& card) {
    bool ivory = false;
    for (const Die* die : dice) ivory = ivory || die->elements.contains(Element::Ivory);
    ElementSet magic = magicElementsOf(dice);
    if (ivory && magic.empty()) {  // Ivory species: their magic takes the terrain's elements
        for (Element e : domain::kMagicElements) magic.insert(e);
        card.spellsNote = "Ivory units make magic of the terrain's elements, so every element's spells are listed.";
    } else {
        card.spellsNote = fmt::format("Spells of {} magic, the elemental (Ivory and White) spells any magic pays for, "
                                      "and the spells only {} may cast.",
                                      magic.toString(), species);
    }
    for (const auto& spell : catalog.spells()) {
        const bool own = spell.species == species;
        const bool open = spell.species.empty() && (magic.contains(spell.element) || spell.element == Element::Ivory ||
                                                    spell.element == Element::White);
        if (!own && !open) continue;
        std::string detail = spellDetail(spell);
        if (own) detail += " · " + species + " only";
        card.spells.push_back({spell.name, detail, spell.summary});
    }
}

SpeciesCardData speciesSheet(const Catalog& catalog, const domain::Species& species,
                             const SpeciesCardBuilder::DieKeep& keep) {
    SpeciesCardData card;
    card.title = species.name;
    std::vector<const Die*> dice;
    std::size_t all = 0;
    for (const auto& die : catalog.dice()) {
        if (die.kind != DieKind::Unit || die.species != species.name) continue;
        ++all;
        if (!keep || keep(die)) dice.push_back(&die);
    }
    std::set<std::uint8_t> distinct;
    for (const Die* die : dice) distinct.insert(die->elements.bits());
    card.showElements = distinct.size() > 1;
    const std::string count =
        dice.size() == all ? fmt::format("{} dice", all) : fmt::format("{} of its {} dice", dice.size(), all);
    card.subtitle = fmt::format("{}  ·  {}",
                                species.elements.empty() ? "elements vary by die" : species.elements.toString(), count);
    card.note = species.note;
    for (const auto& name : species.abilities) {
        if (const auto* ability = catalog.findAbility(name)) {
            std::string detail = ability->phase.empty() ? std::string() : "when: " + ability->phase;
            if (ability->duaScaled) detail += (detail.empty() ? "" : " · ") + std::string("scales with the DUA");
            card.abilities.push_back({ability->name, detail, ability->summary});
        } else {
            card.abilities.push_back({name, "", "(no summary in the catalog)"});
        }
    }
    card.groups =
        groupDice(catalog, dice, [](const Die& d) { return d.unitClass.empty() ? std::string("Units") : d.unitClass; });
    card.sais = saisOn(catalog, dice);
    addSpells(catalog, species.name, dice, card);
    return card;
}

SpeciesCardData itemsSheet(const Catalog& catalog, const SpeciesCardBuilder::DieKeep& keep) {
    SpeciesCardData card;
    card.title = std::string(SpeciesCardBuilder::kItems);
    std::vector<const Die*> dice;
    for (const auto& die : catalog.dice()) {
        if (die.isItem() && (!keep || keep(die))) dice.push_back(&die);
    }
    card.subtitle = fmt::format("equipment, artifacts, medallions and relics  ·  {} {}", dice.size(), dice.size() == 1 ? "die" : "dice");
    card.showElements = true;
    card.groups = groupDice(catalog, dice, [](const Die& d) {
        std::string kind(domain::toString(d.kind));
        if (!kind.empty()) kind[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kind[0])));
        return d.unitClass.empty() ? kind : kind + ": " + d.unitClass;
    });
    card.sais = saisOn(catalog, dice);
    return card;
}

SpeciesCardData dragonsSheet(const Catalog& catalog, const SpeciesCardBuilder::DieKeep& keep) {
    SpeciesCardData card;
    card.title = std::string(SpeciesCardBuilder::kDragons);
    std::vector<const Die*> dice;
    for (const auto& die : catalog.dice()) {
        if (die.kind == DieKind::Dragon && (!keep || keep(die))) dice.push_back(&die);
    }
    card.subtitle = fmt::format("{} dragon{}", dice.size(), dice.size() == 1 ? "" : "s");
    card.showElements = true;
    card.abilitiesTitle = "Breath effects";
    for (const auto& breath : catalog.breathEffects()) {
        card.abilities.push_back({std::string(domain::toString(breath.element)) + " breath", "", breath.summary});
    }
    card.groups = groupDice(catalog, dice, [](const Die& d) {
        std::string type(domain::toString(d.dragonType));
        std::replace(type.begin(), type.end(), '_', ' ');
        if (!type.empty()) type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
        return type + " dragons";
    });
    card.sais = saisOn(catalog, dice);
    return card;
}

SpeciesCardData terrainsSheet(const Catalog& catalog, const SpeciesCardBuilder::DieKeep& keep) {
    SpeciesCardData card;
    card.title = std::string(SpeciesCardBuilder::kTerrains);
    std::vector<const Die*> dice;
    for (const auto& die : catalog.dice()) {
        if ((die.kind == DieKind::Terrain || die.kind == DieKind::MinorTerrain) && (!keep || keep(die))) dice.push_back(&die);
    }
    card.subtitle = fmt::format("major and minor terrains  ·  {} {}  ·  faces in order 1 to 8", dice.size(),
                                dice.size() == 1 ? "die" : "dice");
    card.showElements = true;
    card.abilitiesTitle = "Eighth faces";
    for (const auto& face : catalog.eighthFaces()) card.abilities.push_back({face.name, face.kind, face.summary});
    card.groups = groupDice(catalog, dice, [](const Die& d) {
        const std::string type = d.terrainType.empty() ? std::string("Other") : d.terrainType;
        return d.kind == DieKind::MinorTerrain ? "Minor terrains: " + type : type;
    });
    return card;
}

}  // namespace

std::vector<std::string> SpeciesCardBuilder::sheetNames(const Catalog& catalog) {
    std::vector<std::string> names;
    for (const auto& species : catalog.species()) names.push_back(species.name);
    names.emplace_back(kItems);
    names.emplace_back(kDragons);
    names.emplace_back(kTerrains);
    return names;
}

SpeciesCardData SpeciesCardBuilder::build(const Catalog& catalog, std::string_view name, const DieKeep& keep,
                                          bool keepSpeciesDice) {
    const std::string key = lower(name);
    if (key == lower(kItems) || key == "item" || key == "equipment") return itemsSheet(catalog, keep);
    if (key == lower(kDragons) || key == "dragon") return dragonsSheet(catalog, keep);
    if (key == lower(kTerrains) || key == "terrain") return terrainsSheet(catalog, keep);
    if (const auto* species = catalog.findSpecies(name))
        return speciesSheet(catalog, *species, keepSpeciesDice ? keep : DieKeep{});
    std::string valid;
    for (const auto& n : sheetNames(catalog)) valid += (valid.empty() ? "" : ", ") + n;
    throw std::invalid_argument(fmt::format("no reference card for '{}'; the sheets are: {}", name, valid));
}

std::vector<SpeciesCardData> SpeciesCardBuilder::buildAll(const Catalog& catalog) {
    std::vector<SpeciesCardData> sheets;
    for (const auto& name : sheetNames(catalog)) sheets.push_back(build(catalog, name));
    return sheets;
}

}  // namespace muster::reports
