#pragma once
// A random force that the force validator accepts: one species, three armies of unit dice that fill the force
// size with no army over half of it, the dragons the size requires, a home terrain and a proposed frontier.
// The legal-log generator plays with it; rejection sampling against ForceValidator keeps the
// army-construction rules in one place. About one force in three also carries a few items of its units'
// elements (V4.01d Items), so that the generated games roll, move and bury items; half of the forces of 36 points or
// more also carry a medallion or a relic (a unit that carries nothing else for each).
#include <array>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/ForceValidator.h"

namespace muster::rules::matchlog {

struct SampledForce {
    std::string species;
    domain::DieId home = 0;
    domain::DieId frontier = 0;
    std::array<std::vector<domain::DieId>, 3> armies;  // home, horde, campaign
    std::vector<domain::DieId> pool;                   // dragons, then Dragonkin, then minor terrains
};

class ForceSampler {
public:
    explicit ForceSampler(const domain::Catalog& catalog);
    // Species whose unit dice all have known faces (the engine can roll them).
    [[nodiscard]] const std::vector<std::string>& species() const { return species_; }
    // Throws std::runtime_error when no legal force comes out of many tries (an unusable species).
    // championsFirst (GeneratorOptions::dragonChampions): Eldarim field all three white champions, often.
    // exclusiveItems (GeneratorOptions::exclusiveItems): a force of 36 points or more always carries one or two
    // medallions or relics.
    [[nodiscard]] SampledForce sample(const std::string& species, int forceSize, int playersInGame,
                                      std::mt19937_64& rng, bool championsFirst = false,
                                      bool exclusiveItems = false) const;

private:
    void addChampions(std::vector<domain::DieId>& units, std::mt19937_64& rng) const;  // ChampionFocus.cpp
    [[nodiscard]] std::array<std::vector<domain::DieId>, 3> drawExclusiveItems(const std::array<int, 3>& points,
                                                                              int forceSize, bool always,
                                                                              const std::mt19937_64& rng) const;
    void addDragonkin(SampledForce& force, int forceSize, const std::mt19937_64& rng) const;
    void addMinorTerrains(SampledForce& force, const std::mt19937_64& rng) const;
    void proposeAdvancedFrontier(SampledForce& force, const std::mt19937_64& rng) const;
    [[nodiscard]] bool legal(const SampledForce& force, int forceSize, int playersInGame) const;

    const domain::Catalog& catalog_;
    ForceValidator validator_;
    std::vector<std::string> species_;
    std::vector<domain::DieId> terrains_;   // not advanced: any may be a home terrain
    std::vector<domain::DieId> dragons_;    // elemental and hybrid dragons (a White Dragon counts two)
    std::vector<domain::DieId> whites_;     // White Dragons: in forces of 48 points or more, one replaces two dragons
    std::vector<domain::DieId> dragonkin_;  // small and medium Dragonkin
    std::vector<domain::DieId> minorTerrains_;
    std::vector<domain::DieId> advancedFrontiers_;  // Castles, Groves, Vortexes: a force may propose one as frontier
    // Items some forces carry: small and large equipment and artifacts (medium equipment costs differ for the
    // first and the second die; medallions and relics are drawn apart, below).
    std::vector<domain::DieId> items_;
    // Medallions and relics (4 points, each carried by a unit that carries nothing else), for forces of 36 points or
    // more. The medallions' faces other than their logo are not known (items.json faces_unknown): the generator
    // throws them on their logo only (StatementCandidates, docs/engine.md).
    std::vector<domain::DieId> exclusiveItems_;
    // Champions some forces field (at most one): those whose every SAI, their logo included, is checked in all but
    // the dragon attack (the elemental Eldarim champions), by species.
    std::map<std::string, std::vector<domain::DieId>, std::less<>> champions_;
};

}  // namespace muster::rules::matchlog
