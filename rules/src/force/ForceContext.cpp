#include "muster/rules/force/ForceContext.h"

#include <algorithm>

#include "muster/rules/ForceValidator.h"

namespace muster::rules {

using domain::DieKind;
using domain::RosterEntry;
using domain::RosterSection;

namespace {

// Rulebook references. V4.01d pages come from the book's table of contents.
constexpr EditionRefs kV4Refs{
    "V4.01d p. 3 (Basic Terms: point value) and p. 8 (Setting up the Game, step 1); medium equipment p. 59 (Items)",
    "V4.01d p. 8 (Setting up the Game, step 2: no army over half the force, rounded down)",
    "V4.01d p. 8 (Setting up the Game, step 2: at least one unit in each army)",
    "V4.01d p. 8 (Setting up the Game, step 1: one Home and one proposed Frontier terrain)",
    "V4.01d p. 8 (Setting up the Game, step 1: one dragon per 24 points or part) and p. 16 (White Dragons count two)",
    "V4.01d p. 8 (Setting up the Game: dragons start in the Summoning Pool)",
    "V4.01d p. 54 (Advanced Rules are optional and need every player's agreement)",
};
constexpr EditionRefs kTsrRefs{
    "TSR 1996 revised rules, Setting up (units totalling the agreed health; 3 less per missing dragon)",
    "TSR 1996 revised rules, Setting up (no army over half the health, rounded down)",
    "TSR 1996 revised rules, Setting up (at least one unit in each army)",
    "TSR 1996 revised rules, Setting up (a home and a proposed frontier terrain)",
    "TSR 1996 revised rules, Setting up (one dragon, plus one per full 25 health)",
    "TSR 1996 revised rules, Setting up (dragons are kept apart from the armies)",
    "TSR 1996 revised rules (the 1996 game has no such dice)",
};

void markComponent(std::uint16_t& seen, int component) {
    seen = static_cast<std::uint16_t>(seen | (1U << static_cast<unsigned>(component)));
}

}  // namespace

ForceContext::ForceContext(const ForceValidator& validator, const domain::Roster& roster,
                           const ValidationOptions& options)
    : validator_(validator),
      roster_(roster),
      catalog_(validator.catalog()),
      facts_(validator.dieFacts()),
      edition_(options.edition ? *options.edition : parseEdition(roster.edition).value_or(Edition::V401d)),
      refs_(edition_ == Edition::Tsr1996 ? &kTsrRefs : &kV4Refs),
      format_(options.format),
      players_(std::max(1, options.playersInGame.value_or(roster.playersInGame))),
      forceSize_(options.forceSize.value_or(roster.forceSize)) {
    tallyRoster();
    computeTotals();
}

std::size_t ForceContext::speciesCount() const {
    return validator_.speciesNames().size();
}

std::string_view ForceContext::speciesName(std::size_t index) const {
    return validator_.speciesNames()[index];
}

void ForceContext::tallyRoster() {
    ForceTally& t = tally_;
    for (std::size_t s = 0; s < roster_.sections.size(); ++s) {
        const bool pool = s == static_cast<std::size_t>(RosterSection::SummoningPool);
        for (const RosterEntry& entry : roster_.sections[s]) {
            const DieFacts* facts = this->facts(entry.die);
            if (facts == nullptr) {
                t.unknown = true;
                if (!pool) ++t.armyUnknown[s];
                continue;
            }
            const DieFacts& f = *facts;
            const int n = entry.count;
            if (f.component >= 0) markComponent(t.componentSeen, f.component);
            if (f.has(DieFacts::kDragonkinChampion))
                markComponent(t.componentSeen, static_cast<int>(Component::DragonkinChampions));
            switch (f.kind) {
                case DieKind::Dragon:
                    t.dragonWeight += n * f.dragonWeight;
                    t.misplaced |= !pool;
                    break;
                case DieKind::MinorTerrain:
                    t.minorTerrains += n;
                    t.misplaced |= !pool;
                    break;
                case DieKind::Terrain:
                    t.terrainInSection = true;
                    break;
                default:
                    if (f.has(DieFacts::kDragonkin)) {
                        t.dragonkinHealth += n * f.health;
                        t.misplaced |= !pool;
                        break;
                    }
                    if (pool) {
                        t.misplaced = true;
                        break;
                    }
                    if (f.has(DieFacts::kUnit)) {
                        t.armyPoints[s] += n * f.points;
                        t.armyUnits[s] += n;
                        if (f.species < 64) t.speciesSeen |= (1ULL << f.species);
                    } else if (f.has(DieFacts::kMediumEquipment)) {
                        t.armyMedium[s] += n;
                        t.armyItems[s] += n;
                    } else {
                        t.armyPoints[s] += n * f.points;
                        t.armyItems[s] += n;
                    }
                    break;
            }
        }
    }
    // The terrains of the header are components too (advanced terrains).
    for (const auto& die : {roster_.homeTerrainDie, roster_.frontierTerrainDie}) {
        const DieFacts* f = facts(die);
        if (f != nullptr && f->component >= 0) markComponent(t.componentSeen, f->component);
    }
    for (const int medium : t.armyMedium) t.oddArmies += medium % 2;
}

void ForceContext::computeTotals() {
    const ForceTally& tally = tally_;
    int mediumTotal = 0;
    int otherPoints = 0;
    for (const int medium : tally.armyMedium) mediumTotal += medium;
    for (const int points : tally.armyPoints) otherPoints += points;

    // Dragons and the total the armies must reach.
    const bool isTsr = tsr();
    const int required = ForceValidator::dragonsRequired(edition_, forceSize_);
    int allowedTotal = forceSize_;
    if (isTsr && tally.dragonWeight < required) allowedTotal = forceSize_ - 3 * (required - tally.dragonWeight);

    ForceTotals& t = totals_;
    t.forceSize = forceSize_;
    t.allowedTotal = allowedTotal;
    t.points = otherPoints + ForceValidator::mediumEquipmentPoints(mediumTotal);
    t.armyLimit = ForceValidator::armyLimit(allowedTotal);
    t.dragonsRequired = required;
    t.dragonsBrought = tally.dragonWeight;
    t.dragonkinHealth = tally.dragonkinHealth;
    t.dragonkinAllowance = isTsr ? 0 : ForceValidator::dragonkinAllowance(forceSize_);
    t.minorTerrains = tally.minorTerrains;
    t.minorTerrainLimit = isTsr ? 0 : ForceValidator::minorTerrainLimit(players_);
    for (std::size_t a = 0; a < kArmies; ++a) {
        t.armyPoints[a] = tally.armyPoints[a] + ForceValidator::mediumEquipmentPoints(tally.armyMedium[a]);
    }
}

std::vector<std::string> ForceContext::armyDice(std::size_t army) const {
    std::vector<std::string> dice;
    for (const RosterEntry& e : roster_.sections[army]) addUnique(dice, e.die ? dieName(*e.die) : e.name);
    return dice;
}

void ForceContext::addUnique(std::vector<std::string>& list, std::string name) {
    if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(std::move(name));
}

std::string_view ForceContext::armyWord(RosterSection section) {
    switch (section) {
        case RosterSection::Home:
            return "Home army";
        case RosterSection::Horde:
            return "Horde army";
        case RosterSection::Campaign:
            return "Campaign army";
        case RosterSection::SummoningPool:
            return "Summoning Pool";
    }
    return "";
}

}  // namespace muster::rules
