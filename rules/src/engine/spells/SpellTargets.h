#pragma once
// Reading the units a spell targets ('on B:c1 B:c2 ...', V4.01d Spells, seed 1028), shared by the families.
#include <vector>

#include "EngineContext.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

struct UnitTargetRule {
    int maxHealth = 0;        // "up to N health-worth" (times the castings for a cumulative spell); 0: no limit
    int maxUnits = 0;         // "N of your units"; 0: no limit
    bool opposing = false;    // an opponent's units only
    bool own = false;         // the caster's units only
    bool oneArmy = false;     // all in one army (one owner, one place)
    bool oneTerrain = false;  // all at one terrain (any owners), never a Reserve Area
    std::string species;      // only units of this species
    // "Up to": the most that can be applied, never more (S0:L790-792; only an SAI aimed at its owner's own army or
    // units may take less): the targets must reach the largest health-worth (maxHealth) or number (maxUnits) that
    // the units the rule allows at the chosen place can make, counted from the first target's army (oneArmy) or
    // terrain (oneTerrain).
    bool fullest = false;
};

// The units a rule lets the caster target at the place of `first` (its army, or its terrain), for the fullest check.
[[nodiscard]] std::vector<int> unitTargetCandidates(const Ctx& ctx, const SpellCast& cast, const UnitTargetRule& rule,
                                                    int first);

// Why the piece a 'cast' line names as a unit target (`word`) is none, or "" when it is a unit in an army: an item
// is never a unit nor the target of an individual effect (S0:L1269-1279), a dragon or a minor terrain is no unit, a
// unit in a DUA, BUA or Summoning Pool is in no army. `what` names what the spell targets ("Firebolt targets a
// unit in an army").
[[nodiscard]] std::string notAUnitTarget(const Ctx& ctx, int piece, const std::string& word, const std::string& what);

// Reads the unit words of the 'cast' line from `first` on (each 'P:label', once), checks them against the rule
// (at least one; in an army; the limits) and stores them as the cast's targets. Refuses with what is wrong.
void readUnitTargets(Ctx& ctx, SpellCast& cast, const UnitTargetRule& rule, std::size_t first = 2,
                     std::size_t last = 0);

}  // namespace muster::rules::engine
