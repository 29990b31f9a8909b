#pragma once
// What every force check reads: the roster, the options resolved against it (edition, players, force size,
// event format), the facts of its dice and the tallies of one pass over its sections. Built once per
// validation; it holds references and numbers only, so building it allocates nothing.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/Edition.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ValidationReport.h"
#include "muster/rules/force/DieFacts.h"

namespace muster::rules {

class ForceValidator;
struct ValidationOptions;

// Rulebook references that differ between the editions.
struct EditionRefs {
    const char* forceTotal;
    const char* armyLimit;
    const char* armyEmpty;
    const char* terrains;
    const char* dragonCount;
    const char* placement;
    const char* components;
};

// The sums of one pass over the roster's sections (the three armies and the Summoning Pool).
struct ForceTally {
    static constexpr std::size_t kArmies = 3;
    std::array<int, kArmies> armyPoints{};  // units and items, medium equipment left out
    std::array<int, kArmies> armyUnits{};   // unit dice (Dragonkin are not army units)
    std::array<int, kArmies> armyMedium{};  // medium equipment dice
    std::array<int, kArmies> armyItems{};   // item dice, medium equipment included
    int oddArmies = 0;                      // armies holding an odd number of medium equipment dice
    int dragonWeight = 0;                   // White Dragons count two
    int dragonkinHealth = 0;
    int minorTerrains = 0;
    std::array<int, kArmies> armyUnknown{};  // entries naming no known die (army-empty waits until they are fixed)
    bool unknown = false;             // an entry names a die the catalog does not have
    bool misplaced = false;           // a die starts outside the place the rules give it
    bool terrainInSection = false;    // a major terrain die is listed in an army or the pool
    std::uint64_t speciesSeen = 0;    // bit per species index of the army units
    std::uint16_t componentSeen = 0;  // bit per Component present (terrains of the header included)
};

class ForceContext {
public:
    static constexpr std::size_t kArmies = ForceTally::kArmies;

    ForceContext(const ForceValidator& validator, const domain::Roster& roster, const ValidationOptions& options);

    [[nodiscard]] const domain::Roster& roster() const { return roster_; }
    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }
    [[nodiscard]] Edition edition() const { return edition_; }
    [[nodiscard]] bool tsr() const { return edition_ == Edition::Tsr1996; }
    [[nodiscard]] const EditionRefs& refs() const { return *refs_; }
    [[nodiscard]] const EventFormat* format() const { return format_; }  // null: open
    [[nodiscard]] int players() const { return players_; }
    [[nodiscard]] int forceSize() const { return forceSize_; }
    [[nodiscard]] const ForceTally& tally() const { return tally_; }
    [[nodiscard]] const ForceTotals& totals() const { return totals_; }

    // The facts of a die, or null when the roster names no die the catalog has.
    [[nodiscard]] const DieFacts* facts(const std::optional<domain::DieId>& die) const {
        return die && *die < facts_.size() ? &facts_[*die] : nullptr;
    }
    [[nodiscard]] const std::string& dieName(domain::DieId die) const { return catalog_.die(die).name; }
    // Species names by DieFacts::species (index 0: none).
    [[nodiscard]] std::size_t speciesCount() const;
    [[nodiscard]] std::string_view speciesName(std::size_t index) const;

    // The catalog names of the roster's dice whose facts `keep` accepts, each once: the dice a finding concerns.
    template <typename Keep>
    [[nodiscard]] std::vector<std::string> diceWhere(Keep keep) const {
        std::vector<std::string> dice;
        for (const auto& entries : roster_.sections) {
            for (const auto& e : entries) {
                const DieFacts* f = facts(e.die);
                if (f != nullptr && keep(*f)) addUnique(dice, dieName(*e.die));
            }
        }
        return dice;
    }
    // The names of every die of one army, each once (as written when the catalog does not know it).
    [[nodiscard]] std::vector<std::string> armyDice(std::size_t army) const;

    static void addUnique(std::vector<std::string>& list, std::string name);
    // "Home army", "Horde army", "Campaign army", "Summoning Pool".
    [[nodiscard]] static std::string_view armyWord(domain::RosterSection section);

private:
    void tallyRoster();
    void computeTotals();

    const ForceValidator& validator_;
    const domain::Roster& roster_;
    const domain::Catalog& catalog_;
    std::span<const DieFacts> facts_;
    Edition edition_;
    const EditionRefs* refs_;
    const EventFormat* format_;
    int players_;
    int forceSize_;
    ForceTally tally_;
    ForceTotals totals_;
};

}  // namespace muster::rules
